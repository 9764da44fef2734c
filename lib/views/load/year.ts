import 'server-only';
import { Prisma, type Assignment, type HouseholdProfile, type TaxHome } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapsYear, todayOf, yearRange } from '@/lib/core/dates';
import { householdInput } from '@/lib/records/household/service';
import { linkedMileage } from '@/lib/tax/compliance';
import type {
  AssignmentInput,
  LinkedTotals,
  TaxHomeInput,
  UnlinkedTotals,
  YearInput,
} from '@/lib/tax/engine';
import type { SaltPaidInput } from '@/lib/tax/engine/household';
import type { EmploymentType, FilingStatus, StateCode } from '@/lib/tax/law/types';
import { yearSums, type YearSums } from './sums';
import { taxHomeRecord } from '@/lib/records/tax-homes/record';
import { readRecords } from '@/lib/records/read';

// Loads one user's year for the engine with a handful of queries: rows only for assignments and the tax
// home; expenses and mileage arrive as database aggregates (never thousands of rows).

export async function currentTaxHome(ctx: Ctx): Promise<TaxHome | null> {
  const [home] = await readRecords<TaxHome>(ctx, taxHomeRecord, {
    orderBy: Prisma.sql`t."created_at" DESC, t."id" DESC`,
    limit: 1,
  });
  return home ?? null;
}

export function taxHomeInput(home: TaxHome | null): TaxHomeInput | null {
  return home ? { state: home.state as StateCode, city: home.city, zip: home.zip } : null;
}

export function assignmentInput(a: ViewAssignment): AssignmentInput {
  return {
    id: a.id,
    facility: a.facility,
    location: a.location,
    state: a.state as StateCode,
    agency: a.agency,
    zip: a.zip,
    county: a.county,
    employment_type: a.employment_type as EmploymentType | null,
    start_date: dateOut(a.start_date),
    end_date: dateOut(a.end_date),
    base_pay: a.base_pay,
    housing_stipend: a.housing_stipend,
    mie_stipend: a.mie_stipend,
    sign_on_bonus: a.sign_on_bonus,
    completion_bonus: a.completion_bonus,
    referral_bonus: a.referral_bonus,
    hours_per_week: a.hours_per_week,
    overtime_pay: a.overtime_pay,
  };
}

const INPUTS = new WeakMap<readonly ViewAssignment[], readonly AssignmentInput[]>();

/**
 * The loaded assignments as the engine takes them, converted once per loaded list: a view reads it for each
 * year it computes and for audit readiness (the estimate: twice 40 contracts, each date written out anew).
 * Frozen, as it is shared.
 */
export function assignmentInputs(rows: readonly ViewAssignment[]): readonly AssignmentInput[] {
  const known = INPUTS.get(rows);
  if (known) return known;
  const inputs = Object.freeze(rows.map(assignmentInput));
  INPUTS.set(rows, inputs);
  return inputs;
}

/** The year's costs: per assignment (linked), and those linked to none (a 1099 net profit counts both). */
export interface YearCosts {
  linked: Record<number, LinkedTotals>;
  unlinked: UnlinkedTotals;
  /** The year's mileage deduction over every trip, rounded per rate period once (tax-method §2, §5). */
  mileageDeduction?: number;
}

/** A year without costs. */
export const NO_COSTS: YearCosts = {
  linked: {},
  unlinked: { expenses: 0, meals: 0, mileageDeduction: 0 },
};

/** Trips and expenses linked to no assignment are gathered under this id (real ids start at 1). */
const UNLINKED = 0;

/**
 * Expenses (meals apart) and deductible mileage of each year per assignment and unlinked, from the sums
 * the database makes in one statement (./sums.ts): trips are summed per rate period (one or two a year),
 * so a year of daily trips arrives as a few dozen rows.
 */
export function costsByYear(sums: Map<number, YearSums>, years: readonly number[]): Map<number, YearCosts> {
  return new Map(years.map((year) => [year, costsOf(year, sums.get(year) ?? { expenses: [], trips: [] })]));
}

/**
 * One year's costs (./load-years.ts reads them with the rest of a view's rows in one statement).
 * @internal Tests use it too.
 */
export async function yearCosts(ctx: Ctx, year: number): Promise<YearCosts> {
  return (
    costsByYear(await yearSums(ctx, [year]), [year]).get(year) ?? costsOf(year, { expenses: [], trips: [] })
  );
}

function costsOf(year: number, sums: YearSums): YearCosts {
  // Any day of a period stands for the period: the rate is all the date decides.
  const buckets = sums.trips.map((t) => ({
    assignmentId: t.assignmentId ?? UNLINKED,
    date: t.date,
    purpose: t.purpose,
    miles: t.miles,
  }));
  const miles = linkedMileage({ year, buckets });
  // The year's deduction rounds each period's miles once, over every trip (GET /mileage/summary's
  // deductionAmount): with a half-cent rate it is not the sum of the per-assignment roundings.
  const allTrips = linkedMileage({
    year,
    buckets: buckets.map((b) => ({
      assignmentId: UNLINKED,
      date: b.date,
      purpose: b.purpose,
      miles: b.miles,
    })),
  });
  // A row per assignment (and one for none): all its expenses, and its meals (category 'meals').
  const spent = new Map<number, { expenses: number; meals: number }>();
  for (const e of sums.expenses)
    spent.set(e.assignmentId ?? UNLINKED, { expenses: e.amount, meals: e.meals });
  const linked: Record<number, LinkedTotals> = {};
  const ids = new Set([...spent.keys(), ...Object.keys(miles).map(Number)]);
  for (const id of ids) {
    if (id === UNLINKED) continue;
    const m = miles[id];
    linked[id] = {
      expenses: spent.get(id)?.expenses ?? 0,
      meals: spent.get(id)?.meals ?? 0,
      deductibleMiles: m?.deductibleMiles ?? 0,
      mileageDeduction: m?.mileageDeduction ?? 0,
    };
  }
  return {
    linked,
    unlinked: {
      expenses: spent.get(UNLINKED)?.expenses ?? 0,
      meals: spent.get(UNLINKED)?.meals ?? 0,
      mileageDeduction: miles[UNLINKED]?.mileageDeduction ?? 0,
    },
    mileageDeduction: allTrips[UNLINKED]?.mileageDeduction ?? 0,
  };
}

/**
 * An assignment as the computed views read it: the model without what none of them reads (its owner, its
 * contract file, the row's own timestamps). Prisma's rows are such assignments too; the views' one
 * statement (./load-years.ts) reads only these columns, so it makes two Date objects per contract, not five.
 */
export type ViewAssignment = Omit<
  Assignment,
  'user_id' | 'contract_objstore_key' | 'created_at' | 'updated_at' | 'deleted_at'
>;

/** The tax home and every live assignment: what the audit and any number of years are computed from. */
export interface UserRecords {
  home: TaxHome | null;
  /** In start order. */
  assignments: ViewAssignment[];
}

/**
 * The engine's input for `year` from rows already loaded: the assignments overlapping it, every assignment
 * as the 12-month rule's history, the tax home (city and ZIP for the §2 tests) and the year's costs.
 */
export function yearInputFrom(
  ctx: Ctx,
  year: number,
  records: UserRecords,
  costs: YearCosts,
  household: HouseholdProfile | null = null,
  /** W-2 box 12 code TT over the year's W-2s (./load-payments.ts reportedOvertimeOf). */
  reportedOvertime?: number,
  /** The state and local income tax paid in the year (./load-payments.ts saltPaidFrom), for SALT. */
  saltPaid?: SaltPaidInput,
): YearInput {
  const range = yearRange(year);
  const history = assignmentInputs(records.assignments);
  const entered = householdInput(household);
  return {
    year,
    today: todayOf(ctx.now),
    employmentType: ctx.user.employment_type as EmploymentType,
    filingStatus: ctx.user.filing_status as FilingStatus,
    taxHome: taxHomeInput(records.home),
    assignments: history.filter((a, i) => {
      const row = records.assignments[i];
      return row !== undefined && overlapsYear(row, range);
    }),
    linked: costs.linked,
    unlinked: costs.unlinked,
    ...(costs.mileageDeduction === undefined ? {} : { mileageDeduction: costs.mileageDeduction }),
    history,
    ...(entered && { household: entered }),
    ...(reportedOvertime !== undefined && { reportedOvertime }),
    ...(saltPaid !== undefined && entered && { saltPaid }),
  };
}
