import 'server-only';
import type { Assignment, TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, todayOf, yearRange } from '@/lib/core/dates';
import { linkedMileage, type MileagePurpose } from '@/lib/tax/compliance';
import type { AssignmentInput, LinkedTotals, TaxHomeInput, YearInput } from '@/lib/tax/engine';
import { mileageRatePeriods } from '@/lib/tax/law';
import type { EmploymentType, FilingStatus, StateCode } from '@/lib/tax/law/types';

// Loads one user's year for the engine with a handful of queries: rows only for assignments and the tax
// home; expenses and mileage arrive as database aggregates (never thousands of rows).

export async function currentTaxHome(ctx: Ctx): Promise<TaxHome | null> {
  return ctx.db.taxHome.findFirst({
    where: { user_id: ctx.userId },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  });
}

export function taxHomeInput(home: TaxHome | null): TaxHomeInput | null {
  return home ? { state: home.state as StateCode, city: home.city, zip: home.zip } : null;
}

export function assignmentInput(a: Assignment): AssignmentInput {
  return {
    id: a.id,
    facility: a.facility,
    location: a.location,
    state: a.state as StateCode,
    agency: a.agency,
    zip: a.zip,
    start_date: dateOut(a.start_date),
    end_date: dateOut(a.end_date),
    base_pay: a.base_pay,
    housing_stipend: a.housing_stipend,
    mie_stipend: a.mie_stipend,
    sign_on_bonus: a.sign_on_bonus,
    completion_bonus: a.completion_bonus,
    referral_bonus: a.referral_bonus,
    hours_per_week: a.hours_per_week,
  };
}

export async function assignmentsOverlapping(ctx: Ctx, year: number): Promise<Assignment[]> {
  const { gte, lte } = yearRange(year);
  return ctx.db.assignment.findMany({
    where: { user_id: ctx.userId, start_date: { lte }, end_date: { gte } },
    orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
  });
}

/**
 * Expenses and deductible mileage linked to each assignment inside the year, summed by the database: trips
 * are summed per rate period (one or two a year), so a year of daily trips arrives as a few dozen rows.
 * Throws LawYearError for a year without mileage tables.
 */
export async function linkedTotals(ctx: Ctx, year: number): Promise<Record<number, LinkedTotals>> {
  const periods = mileageRatePeriods(year);
  const [expenses, ...perPeriod] = await Promise.all([
    ctx.db.expense.groupBy({
      by: ['assignment_id'],
      where: { user_id: ctx.userId, date: yearRange(year), assignment_id: { not: null } },
      _sum: { amount: true },
    }),
    ...periods.map((p) =>
      ctx.db.mileageTrip.groupBy({
        by: ['assignment_id', 'purpose'],
        where: {
          user_id: ctx.userId,
          date: { gte: dateIn(p.from), lte: dateIn(p.to) },
          assignment_id: { not: null },
        },
        _sum: { miles: true },
      }),
    ),
  ]);
  const miles = linkedMileage({
    year,
    // Any day of a period stands for the period: the rate is all the date decides.
    buckets: perPeriod.flatMap((rows, i) =>
      rows.map((t) => ({
        assignmentId: t.assignment_id as number,
        date: periods[i]?.from ?? `${year}-01-01`,
        purpose: t.purpose as MileagePurpose,
        miles: t._sum.miles ?? 0,
      })),
    ),
  });
  const out: Record<number, LinkedTotals> = {};
  const ids = new Set([...expenses.map((e) => e.assignment_id as number), ...Object.keys(miles).map(Number)]);
  for (const id of ids) {
    const m = miles[id];
    out[id] = {
      expenses: expenses.find((e) => e.assignment_id === id)?._sum.amount ?? 0,
      deductibleMiles: m?.deductibleMiles ?? 0,
      mileageDeduction: m?.mileageDeduction ?? 0,
    };
  }
  return out;
}

/** The tax home and every live assignment: what the audit and any number of years are computed from. */
export interface UserRecords {
  home: TaxHome | null;
  /** In start order. */
  assignments: Assignment[];
}

export async function loadUserRecords(ctx: Ctx): Promise<UserRecords> {
  const [home, assignments] = await Promise.all([
    currentTaxHome(ctx),
    ctx.db.assignment.findMany({
      where: { user_id: ctx.userId },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return { home, assignments };
}

/** The engine's input for `year` from rows already loaded (assignments not overlapping it are left out). */
export function yearInputFrom(
  ctx: Ctx,
  year: number,
  records: UserRecords,
  linked: Record<number, LinkedTotals>,
): YearInput {
  const { gte, lte } = yearRange(year);
  return {
    year,
    today: todayOf(ctx.now),
    employmentType: ctx.user.employment_type as EmploymentType,
    filingStatus: ctx.user.filing_status as FilingStatus,
    taxHome: taxHomeInput(records.home),
    assignments: records.assignments
      .filter((a) => a.start_date <= lte && a.end_date >= gte)
      .map(assignmentInput),
    linked,
  };
}

export async function loadYearInput(ctx: Ctx, year: number): Promise<YearInput> {
  const [home, assignments, linked] = await Promise.all([
    currentTaxHome(ctx),
    assignmentsOverlapping(ctx, year),
    linkedTotals(ctx, year),
  ]);
  return yearInputFrom(ctx, year, { home, assignments }, linked);
}
