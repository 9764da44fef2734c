// Per-assignment figures for one year: pay in the year, the GSA test and taxable income (docs/tax-method.md §1, §2, §6).

import { zipDistanceMiles } from '@/lib/tax/law';
import { BUSINESS_MEALS_SHARE } from '@/lib/tax/law/business';
import { NEAR_HOME_MILES, TWELVE_MONTH_MAX_DAYS } from '@/lib/tax/law/tax-home';
import { durationWindow, locationKey } from '@/lib/tax/compliance/durations';
import { bonusesInYear, clipToYear, dayNumber, distinctDays, payInYear, weeksShown } from './calendar';
import { assignmentGsaArea, gsaDays } from './gsa';
import { applyRate, mulDivRound } from './money';
import type {
  AssignmentInput,
  AssignmentYearFigures,
  EmploymentType,
  LinkedTotals,
  StipendsTaxableReason,
  TaxHomeInput,
} from './types';

/** The day ranges worked per city+state (locationKey): what the 12-month rule adds up. */
export type PlaceDays = ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>;

export interface IncomeContext {
  employmentType: EmploymentType;
  /** The current tax home; null: none (W-2 stipends are then wages). */
  taxHome: TaxHomeInput | null;
  /** Every assignment's days per place, for the 12-month rule (see `placeDays`). */
  places: PlaceDays;
}

const NOTHING_LINKED: LinkedTotals = { expenses: 0, meals: 0, deductibleMiles: 0, mileageDeduction: 0 };

/** Days per place of a set of assignments (each counted whole: the windows below clip them). */
export function placeDays(assignments: readonly AssignmentInput[]): PlaceDays {
  const out = new Map<string, Array<readonly [number, number]>>();
  for (const a of assignments) {
    const key = locationKey(a.location, a.state);
    const range = [dayNumber(a.start_date), dayNumber(a.end_date)] as const;
    const list = out.get(key);
    if (list) list.push(range);
    else out.set(key, [range]);
  }
  return out;
}

/**
 * Rev. Rul. 93-86: work expected to last more than a year is indefinite. The assignment lasts more than 365
 * days itself, or the days at its city and state inside the 24 months ending on its end_date (its own
 * included, a day worked twice counted once) add up to more than 365: what was expected when it was signed.
 */
export function breaksTwelveMonthRule(
  a: Pick<AssignmentInput, 'location' | 'state' | 'start_date' | 'end_date'>,
  places: PlaceDays,
): boolean {
  const first = dayNumber(a.start_date);
  const last = dayNumber(a.end_date);
  if (last - first + 1 > TWELVE_MONTH_MAX_DAYS) return true;
  const lo = dayNumber(durationWindow(a.end_date).from);
  // Every range at the place, and the contract's own, clipped to the 24 months (a loop: this runs for
  // every contract of every computed view).
  const clipped: (readonly [number, number])[] = [];
  for (const range of places.get(locationKey(a.location, a.state)) ?? []) {
    const from = Math.max(range[0], lo);
    const to = Math.min(range[1], last);
    if (to >= from) clipped.push([from, to]);
  }
  clipped.push([Math.max(first, lo), last]);
  return distinctDays(clipped) > TWELVE_MONTH_MAX_DAYS;
}

const sameText = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();

/** Why a W-2 worker's stipends are wages (§2), or null when they are tax-free up to the GSA rate. */
export function stipendsTaxableReason(
  a: Pick<AssignmentInput, 'location' | 'state' | 'start_date' | 'end_date' | 'employment_type'>,
  ctx: IncomeContext,
): StipendsTaxableReason | null {
  if ((a.employment_type ?? ctx.employmentType) !== 'w2') return null;
  if (ctx.taxHome === null) return 'no_tax_home';
  // IRC 162(a)(2): travel expenses are deductible only "while away from home".
  if (sameText(a.location, ctx.taxHome.city) && sameText(a.state, ctx.taxHome.state)) {
    return 'not_away_from_home';
  }
  return breaksTwelveMonthRule(a, ctx.places) ? 'twelve_month' : null;
}

/** ZIP centroids within NEAR_HOME_MILES, in a different city (§2): a flag, distance alone is not the legal test. */
export function isNearTaxHome(
  a: Pick<AssignmentInput, 'zip' | 'location' | 'state'>,
  home: TaxHomeInput | null,
): boolean {
  if (!home || (sameText(a.location, home.city) && sameText(a.state, home.state))) return false;
  const miles = zipDistanceMiles(a.zip, home.zip);
  return miles !== null && miles <= NEAR_HOME_MILES;
}

/** Linked expenses as a 1099 worker deducts them: meals at 50% (IRC 274(n)), the rest in full. */
export function deductibleExpenses(expenses: number, meals: number): number {
  return expenses - meals + applyRate(meals, BUSINESS_MEALS_SHARE);
}

/** The days and bonuses an assignment contributes to the period computed. */
export interface AssignmentSpan {
  days: number;
  dayRange: readonly [number, number];
  bonuses: number;
}

/** Figures of an assignment over a span of its days (a year, or a contract's part of a year). */
export function assignmentFigures(
  a: AssignmentInput,
  span: AssignmentSpan,
  ctx: IncomeContext,
  linked: LinkedTotals = NOTHING_LINKED,
): AssignmentYearFigures {
  const { days, bonuses } = span;
  const first = dayNumber(a.start_date);
  const last = dayNumber(a.end_date);
  const basePay = payInYear(a.base_pay, days);
  const overtimePay = mulDivRound(a.overtime_pay ?? 0, days, last - first + 1);
  const housingStipend = payInYear(a.housing_stipend, days);
  const mieStipend = payInYear(a.mie_stipend, days);
  const grossComp = basePay + overtimePay + housingStipend + mieStipend + bonuses;
  const meals = linked.meals ?? 0;

  const area = assignmentGsaArea(a);
  const employmentType = a.employment_type ?? ctx.employmentType;
  const w2 = employmentType === 'w2';
  const inYear = gsaDays(a, area, { from: span.dayRange[0], to: span.dayRange[1], first, last });
  const whole = gsaDays(a, area, { from: first, to: last, first, last });
  const excess = w2 ? inYear.excess : 0;
  const reason = stipendsTaxableReason(a, ctx);

  let taxableIncome: number;
  if (!w2) {
    const costs = deductibleExpenses(linked.expenses, meals) + linked.mileageDeduction;
    taxableIncome = Math.max(0, grossComp - costs);
  } else if (reason !== null) {
    taxableIncome = grossComp;
  } else {
    taxableIncome = basePay + overtimePay + bonuses + excess;
  }

  return {
    assignment: a,
    days,
    dayRange: span.dayRange,
    weeks: weeksShown(days),
    employmentType,
    basePay,
    overtimePay,
    housingStipend,
    mieStipend,
    bonuses,
    grossComp,
    taxableIncome,
    stipendsTaxable: reason !== null,
    stipendsTaxableReason: reason,
    nearTaxHome: isNearTaxHome(a, ctx.taxHome),
    gsa: {
      area: area.name,
      checked: area.checked,
      weeklyAllowance: a.housing_stipend + a.mie_stipend,
      weeklyRateMin: inYear.weeklyRateMin,
      weeklyRateMax: inYear.weeklyRateMax,
      excess,
    },
    gsaArea: area,
    gsaCompliant: whole.excess === 0,
    gsaNotes: [...(area.note ? [area.note] : []), ...inYear.notes],
    linkedExpenses: linked.expenses,
    linkedMeals: meals,
    linkedMiles: linked.deductibleMiles,
    linkedMileageDeduction: linked.mileageDeduction,
  };
}

/** Figures of an assignment for a tax year; null when none of its days fall in the year. */
export function assignmentYearFigures(
  a: AssignmentInput,
  year: number,
  ctx: IncomeContext,
  linked: LinkedTotals = NOTHING_LINKED,
): AssignmentYearFigures | null {
  const dayRange = clipToYear(a.start_date, a.end_date, year);
  if (!dayRange) return null;
  const days = dayRange[1] - dayRange[0] + 1;
  return assignmentFigures(a, { days, dayRange, bonuses: bonusesInYear(a, year) }, ctx, linked);
}
