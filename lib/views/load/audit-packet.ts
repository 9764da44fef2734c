import 'server-only';
import {
  Prisma,
  type IncomeDocument,
  type MileageTrip,
  type TaxHome,
  type TaxHomeDoc,
  type TaxHomeVisit,
} from '@/lib/generated/prisma/client';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { incomeDocumentRecord } from '@/lib/records/income-documents/record';
import { tripRecord } from '@/lib/records/mileage/record';
import { readRecords } from '@/lib/records/read';
import { taxHomeDocRecord } from '@/lib/records/tax-homes/record';
import { visitRecord } from '@/lib/records/visits/record';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, timestamp, todayOf, yearRange } from '@/lib/core/dates';
import { daysAtHome, locationDurations } from '@/lib/tax/compliance';
import { receiptFlagsView } from '@/lib/records/expenses/receipt-flags';
import { auditFrom, gsaStatus, recordCounts } from '@/lib/views/audit';
import { assignmentInput, type ViewAssignment } from '@/lib/views/load/year';
import { loadUserRecords } from '@/lib/views/load/years';
import { mileageSummaryView } from '@/lib/views/views';
import { loadFilingYear } from '@/lib/views/load/filing';
import { profitabilityOf, type ProfitabilityRow } from '@/lib/views/profitability';
import { stateIncomeOf } from '@/lib/views/state-income';
import { reconcile } from '@/lib/views/income/reconcile';
import type { IncomeDocumentKind } from '@/lib/records/income-documents/resource';
import type { EmploymentType } from '@/lib/tax/law/types';
import { checkInWords } from '@/lib/records/visits/check-in-words';
import { packetIncomeDocument } from '@/lib/views/audit-packet/income';
import type { PacketAssignment, PacketData, PacketStay, PacketTaxHome } from '@/lib/views/audit-packet/types';

// Everything the packet prints for one year, in one round of parallel queries: the app's computed views
// (profitability, state income, mileage, audit readiness) plus the rows only the packet lists.

/** What a visit cites as its evidence, in words: 'Trip, receipt'. */
function evidenceOf(v: {
  mileage_trip_id: number | null;
  expense_id: number | null;
  tax_home_doc_id: number | null;
}) {
  const kinds = [v.mileage_trip_id && 'trip', v.expense_id && 'receipt', v.tax_home_doc_id && 'document'];
  const words = kinds.filter(Boolean).join(', ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

type ProfitItem = ProfitabilityRow;

function taxHomeOf(home: TaxHome | null): PacketTaxHome | null {
  if (!home) return null;
  return {
    address: home.address,
    city: home.city,
    state: home.state,
    zip: home.zip,
    rentAmount: home.rent_amount,
    lastVisitDate: dateOut(home.last_visit_date),
    voterReg: home.voter_reg,
    driversLicenseState: home.drivers_license_state,
    propertyRentedOut: home.property_rented_out,
  };
}

function assignmentOf(a: ViewAssignment, item: ProfitItem | undefined): PacketAssignment {
  return {
    id: a.id,
    facility: a.facility,
    agency: a.agency,
    location: a.location,
    state: a.state,
    startDate: dateOut(a.start_date),
    endDate: dateOut(a.end_date),
    weeks: item?.weeks ?? 0,
    grossComp: item?.grossComp ?? 0,
    weeklyHousing: a.housing_stipend,
    weeklyMie: a.mie_stipend,
    // The v2 per-day test of the year (docs/tax-method.md §6): the area, the highest weekly rate, compliance.
    gsaArea: item?.gsa.area ?? '',
    gsaWeeklyMax: item?.gsa.weeklyRateMax ?? 0,
    gsaCompliant: gsaStatus(a).gsaCompliant,
    stipendsTaxable: item?.stipendsTaxable === true,
  };
}

function costsByMonth(rows: { month: number; category: string; amount: number }[]) {
  return Array.from({ length: 12 }, (_, i) => {
    const byCategory: Record<string, number> = {};
    for (const r of rows.filter((row) => row.month === i + 1)) byCategory[r.category] = r.amount;
    return { month: i + 1, byCategory, total: Object.values(byCategory).reduce((a, b) => a + b, 0) };
  });
}

export async function loadPacket(ctx: Ctx, year: number): Promise<PacketData> {
  const range = yearRange(year);
  const [jan1, dec31] = [`${year}-01-01`, `${year}-12-31`];
  const dated = Prisma.sql`BETWEEN ${jan1}::date AND ${dec31}::date`;
  const today = todayOf(ctx.now);
  const asOf = today < `${year}-12-31` ? today : `${year}-12-31`;
  const [records, bundle, mileage, docs, visits, stays, costs, expenses, income, flags] = await Promise.all([
    loadUserRecords(ctx),
    // The year's returns, profitability and states: one filing year (docs/tax-method.md §11).
    loadFilingYear(ctx, year),
    mileageSummaryView(ctx, year),
    // Evidence dated before the year still proves the home in it (a lease signed the year before).
    readRecords<TaxHomeDoc>(ctx, taxHomeDocRecord, {
      where: Prisma.sql`t."date" <= ${dec31}::date`,
      orderBy: Prisma.sql`t."date", t."id"`,
    }),
    readRecords<MileageTrip>(ctx, tripRecord, {
      where: Prisma.sql`t."purpose" = 'tax_home_visit' AND t."date" ${dated}`,
      orderBy: Prisma.sql`t."date", t."id"`,
    }),
    readRecords<TaxHomeVisit>(ctx, visitRecord, {
      where: Prisma.sql`t."arrived" <= ${dec31}::date AND t."left" >= ${jan1}::date`,
      orderBy: Prisma.sql`t."arrived", t."id"`,
    }),
    readRows<{ month: number; category: string; amount: number }>(
      ctx.db,
      Prisma.sql`SELECT t."month", t."category", sum(t."amount")::float8 AS amount FROM "tax_home_costs" t
        WHERE ${ownLive(ctx.userId, 't')} AND t."year" = ${year} GROUP BY t."month", t."category"`,
    ),
    readRows<{ category: string; count: number; total: number }>(
      ctx.db,
      Prisma.sql`SELECT t."category", count(*)::int AS count, sum(t."amount")::float8 AS total FROM "expenses" t
        WHERE ${ownLive(ctx.userId, 't')} AND t."date" ${dated} GROUP BY t."category"`,
    ),
    readRecords<IncomeDocument>(ctx, incomeDocumentRecord, {
      where: Prisma.sql`t."year" = ${year}`,
      orderBy: Prisma.sql`t."agency", t."id"`,
    }),
    receiptFlagsView(ctx, year),
  ]);
  const profitability = profitabilityOf(bundle);
  const items = new Map(profitability.assignments.map((i) => [i.assignmentId, i]));
  const stayRows = stays.map((v): PacketStay => {
    const span = { arrived: dateOut(v.arrived), left: dateOut(v.left) };
    const checkIn = checkInWords({
      ...v,
      checked_in_at: timestamp(v.checked_in_at),
      checked_out_at: timestamp(v.checked_out_at),
    });
    const days = daysAtHome([span], jan1, dec31);
    return { ...span, days, evidence: evidenceOf(v), notes: v.notes, checkIn };
  });
  const inYear = records.assignments.filter((a) => overlapsYear(a, range));
  // The same reconciliation as GET /income-documents/reconciliation, on the figures loaded above.
  const reconciliation = reconcile({
    year,
    employmentType: ctx.user.employment_type as EmploymentType,
    items: profitability.assignments,
    documents: income.map((d) => ({ ...d, kind: d.kind as IncomeDocumentKind })),
  });
  return {
    year,
    generatedOn: today,
    asOf,
    worker: {
      // The legal name as on the return (Settings, or asked when the packet is made); the first name until given.
      name: ctx.user.full_name ?? ctx.user.first_name,
      email: ctx.user.email,
      employmentType: ctx.user.employment_type,
      filingStatus: ctx.user.filing_status,
    },
    audit: auditFrom(ctx, records.home, records.assignments, recordCounts(ctx)),
    taxHome: taxHomeOf(records.home),
    documents: docs.map((d) => ({
      id: d.id,
      date: dateOut(d.date),
      docType: d.doc_type,
      title: d.title,
      fileName: d.file_name,
    })),
    visits: visits.map((t) => ({
      date: dateOut(t.date),
      origin: t.origin,
      destination: t.destination,
      miles: t.miles,
      notes: t.notes,
    })),
    stays: stayRows,
    daysAtHome: daysAtHome(stayRows, jan1, dec31),
    costsByMonth: costsByMonth(costs),
    assignments: inYear.map((a) => assignmentOf(a, items.get(a.id))),
    durations: locationDurations(records.assignments.map(assignmentInput), asOf),
    mileage,
    expensesByCategory: expenses
      .map((e) => ({ category: e.category, count: e.count, total: e.total }))
      .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
    receiptFlags: flags.items,
    incomeDocuments: income.map(packetIncomeDocument),
    reconciliation: reconciliation.agencies,
    states: stateIncomeOf(bundle),
    filing: { governments: bundle.filing.governments, headline: bundle.filing.headline },
  };
}
