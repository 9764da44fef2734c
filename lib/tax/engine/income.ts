// Per-assignment figures for one year: pay in the year, GSA check and taxable income (tax-method §1, §2, §6).

import { gsaRate } from '@/lib/tax/law';
import type { GsaRate } from '@/lib/tax/law/types';
import { bonusesInYear, clipToYear, payInYear, weeksShown } from './calendar';
import type {
  AssignmentInput,
  AssignmentYearFigures,
  EmploymentType,
  LinkedTotals,
  StipendExcess,
} from './types';

export interface IncomeContext {
  employmentType: EmploymentType;
  /** Whether the user has a current tax home (W-2 stipends are then tax-free up to the GSA rate). */
  hasTaxHome: boolean;
}

const NOTHING_LINKED: LinkedTotals = { expenses: 0, deductibleMiles: 0, mileageDeduction: 0 };

/**
 * The GSA rate of an assignment (§6): the area of its zip when it has one (the city only picks between the
 * areas of a zip that lies in several), else of its city and state; month and fiscal year of start_date.
 */
export function assignmentGsaRate(
  a: Pick<AssignmentInput, 'zip' | 'location' | 'state' | 'start_date'>,
): GsaRate {
  const zip = a.zip?.trim() || null;
  const city = a.location.trim() || null;
  return gsaRate({ zip, city, state: a.state }, a.start_date);
}

/** Compliant (§6): weekly housing <= 7 × daily lodging and weekly M&IE <= 7 × daily M&IE. */
export function isGsaCompliant(
  a: Pick<AssignmentInput, 'housing_stipend' | 'mie_stipend'>,
  gsa: GsaRate,
): boolean {
  return a.housing_stipend <= 7 * gsa.lodging && a.mie_stipend <= 7 * gsa.mie;
}

/** The part of each weekly stipend above 7 × the GSA daily rate, compared separately, and its pay in the year. */
export function stipendExcess(
  a: Pick<AssignmentInput, 'housing_stipend' | 'mie_stipend'>,
  gsa: GsaRate,
  days: number,
): StipendExcess {
  const housingWeekly = Math.max(0, a.housing_stipend - 7 * gsa.lodging);
  const mieWeekly = Math.max(0, a.mie_stipend - 7 * gsa.mie);
  return {
    housingWeekly,
    mieWeekly,
    weekly: housingWeekly + mieWeekly,
    inYear: payInYear(housingWeekly, days) + payInYear(mieWeekly, days),
  };
}

/** The days and bonuses an assignment contributes to the period computed. */
export interface AssignmentSpan {
  days: number;
  dayRange: readonly [number, number];
  bonuses: number;
}

/** Figures of an assignment over a given span (a year, or a whole contract in comparisons). */
export function assignmentFigures(
  a: AssignmentInput,
  span: AssignmentSpan,
  ctx: IncomeContext,
  linked: LinkedTotals = NOTHING_LINKED,
): AssignmentYearFigures {
  const { days, bonuses } = span;
  const basePay = payInYear(a.base_pay, days);
  const housingStipend = payInYear(a.housing_stipend, days);
  const mieStipend = payInYear(a.mie_stipend, days);
  const grossComp = basePay + housingStipend + mieStipend + bonuses;
  const gsa = assignmentGsaRate(a);
  const excess = stipendExcess(a, gsa, days);
  const stipendsTaxable = ctx.employmentType === 'w2' && !ctx.hasTaxHome;

  let taxableIncome: number;
  if (ctx.employmentType === '1099') {
    taxableIncome = Math.max(0, grossComp - linked.expenses - linked.mileageDeduction);
  } else if (stipendsTaxable) {
    taxableIncome = grossComp;
  } else {
    taxableIncome = basePay + bonuses + excess.inYear;
  }

  return {
    assignment: a,
    days,
    dayRange: span.dayRange,
    weeks: weeksShown(days),
    basePay,
    housingStipend,
    mieStipend,
    bonuses,
    grossComp,
    taxableIncome,
    stipendsTaxable,
    gsa,
    gsaCompliant: isGsaCompliant(a, gsa),
    stipendExcess: excess,
    linkedExpenses: linked.expenses,
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
