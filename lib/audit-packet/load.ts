import 'server-only';
import type { TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, timestamp, todayOf, yearRange } from '@/lib/core/dates';
import { daysAtHome, locationDurations } from '@/lib/tax/compliance';
import { receiptFlagsView } from '@/lib/expenses/receipt-flags';
import { auditFrom, gsaStatus, recordCounts } from '@/lib/tax-views/audit';
import { assignmentInput, type ViewAssignment } from '@/lib/tax-views/load';
import { loadUserRecords } from '@/lib/tax-views/load-years';
import { mileageSummaryView, profitabilityView, stateIncomeView } from '@/lib/tax-views/views';
import { reconcile } from '@/lib/income-documents/reconcile';
import type { IncomeDocumentKind } from '@/lib/income-documents/resource';
import type { EmploymentType } from '@/lib/tax/law/types';
import { checkInWords } from '@/lib/tax-homes/check-in-words';
import { packetIncomeDocument } from './income';
import type { PacketAssignment, PacketData, PacketStay, PacketTaxHome } from './types';

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

type ProfitItem = Awaited<ReturnType<typeof profitabilityView>>['assignments'][number];

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

function costsByMonth(rows: { month: number; category: string; _sum: { amount: number | null } }[]) {
  return Array.from({ length: 12 }, (_, i) => {
    const byCategory: Record<string, number> = {};
    for (const r of rows.filter((row) => row.month === i + 1)) byCategory[r.category] = r._sum.amount ?? 0;
    return { month: i + 1, byCategory, total: Object.values(byCategory).reduce((a, b) => a + b, 0) };
  });
}

export async function loadPacket(ctx: Ctx, year: number): Promise<PacketData> {
  const range = yearRange(year);
  const where = { user_id: ctx.userId };
  const today = todayOf(ctx.now);
  const asOf = today < `${year}-12-31` ? today : `${year}-12-31`;
  const [records, profitability, states, mileage, docs, visits, stays, costs, expenses, income, flags] =
    await Promise.all([
      loadUserRecords(ctx),
      profitabilityView(ctx, year),
      stateIncomeView(ctx, year),
      mileageSummaryView(ctx, year),
      // Evidence dated before the year still proves the home in it (a lease signed the year before).
      ctx.db.taxHomeDoc.findMany({
        where: { ...where, date: { lte: range.lte } },
        orderBy: [{ date: 'asc' }, { id: 'asc' }],
      }),
      ctx.db.mileageTrip.findMany({
        where: { ...where, purpose: 'tax_home_visit', date: range },
        orderBy: [{ date: 'asc' }, { id: 'asc' }],
      }),
      ctx.db.taxHomeVisit.findMany({
        where: { ...where, arrived: { lte: range.lte }, left: { gte: range.gte } },
        orderBy: [{ arrived: 'asc' }, { id: 'asc' }],
      }),
      ctx.db.taxHomeCost.groupBy({
        by: ['month', 'category'],
        where: { ...where, year },
        _sum: { amount: true },
      }),
      ctx.db.expense.groupBy({
        by: ['category'],
        where: { ...where, date: range },
        _sum: { amount: true },
        _count: { _all: true },
      }),
      ctx.db.incomeDocument.findMany({
        where: { ...where, year },
        orderBy: [{ agency: 'asc' }, { id: 'asc' }],
      }),
      receiptFlagsView(ctx, year),
    ]);
  const items = new Map(profitability.assignments.map((i) => [i.assignmentId, i]));
  const [jan1, dec31] = [`${year}-01-01`, `${year}-12-31`];
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
      name: ctx.user.first_name,
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
      .map((e) => ({ category: e.category, count: e._count._all, total: e._sum.amount ?? 0 }))
      .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
    receiptFlags: flags.items,
    incomeDocuments: income.map(packetIncomeDocument),
    reconciliation: reconciliation.agencies,
    states,
  };
}
