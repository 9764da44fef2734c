// Inputs and results of computeYear (year.ts), the one computation the tax views share.

import type { EmploymentType, FilingStatus, GsaRate, StateCode } from '@/lib/tax/law/types';
import type { FederalResult } from './federal';
import type { StateYearResult } from './state';

export type { EmploymentType, FilingStatus, StateCode };

export interface TaxHomeInput {
  state: StateCode;
  city: string;
  zip: string | null;
}

/** A non-deleted assignment as stored (money in cents, pay weekly). */
export interface AssignmentInput {
  id: number;
  facility: string;
  location: string;
  state: StateCode;
  agency: string;
  zip: string | null;
  start_date: string;
  end_date: string;
  base_pay: number;
  housing_stipend: number;
  mie_stipend: number;
  sign_on_bonus: number;
  completion_bonus: number;
  referral_bonus: number;
  hours_per_week: number;
}

/** What the database aggregates per assignment for the year (tax-method §5). */
export interface LinkedTotals {
  expenses: number;
  deductibleMiles: number;
  mileageDeduction: number;
}

export interface YearInput {
  year: number;
  /** UTC date 'YYYY-MM-DD'; carried through, never read from the clock. */
  today: string;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  /** The current tax home, or null when the user has none. */
  taxHome: TaxHomeInput | null;
  assignments: readonly AssignmentInput[];
  /** Keyed by assignment id; a missing id means nothing linked. */
  linked: Readonly<Record<number, LinkedTotals | undefined>>;
}

export interface StipendExcess {
  /** max(0, weekly housing stipend - 7 × daily lodging), cents per week. */
  housingWeekly: number;
  /** max(0, weekly M&IE stipend - 7 × daily M&IE), cents per week. */
  mieWeekly: number;
  weekly: number;
  /** round(housingWeekly × days / 7) + round(mieWeekly × days / 7): the excess paid in the year. */
  inYear: number;
}

/** One assignment's figures for one year (tax-method §1, §2, §6). */
export interface AssignmentYearFigures {
  assignment: AssignmentInput;
  days: number;
  /** Inclusive day numbers (calendar.ts) of the days counted: those inside the year. */
  dayRange: readonly [number, number];
  weeks: number;
  basePay: number;
  housingStipend: number;
  mieStipend: number;
  bonuses: number;
  grossComp: number;
  taxableIncome: number;
  /** W-2 without a tax home: the stipends are wages. */
  stipendsTaxable: boolean;
  gsa: GsaRate;
  gsaCompliant: boolean;
  stipendExcess: StipendExcess;
  linkedExpenses: number;
  linkedMiles: number;
  linkedMileageDeduction: number;
}

export interface YearItem extends AssignmentYearFigures {
  federalTax: number;
  stateTax: number;
  ficaTax: number;
  seTax: number;
  totalTax: number;
}

export interface YearTotals {
  grossComp: number;
  taxableIncome: number;
  federalTax: number;
  stateTax: number;
  ficaTax: number;
  seTax: number;
  totalTax: number;
  linkedExpenses: number;
  linkedMiles: number;
  linkedMileageDeduction: number;
}

export interface YearResult {
  year: number;
  today: string;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  taxHome: TaxHomeInput | null;
  /** The year's assignments with days > 0, sorted by start_date, end_date, id. */
  items: YearItem[];
  totals: YearTotals;
  federal: FederalResult;
  states: StateYearResult;
  /** Response-level notes: local taxes out of scope, unverified law figures, GSA stand-in tables. */
  notes: string[];
}
