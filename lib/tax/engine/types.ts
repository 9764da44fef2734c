// Inputs and results of computeYear (year.ts), the one computation the tax views share.

import type { GsaArea } from '@/lib/tax/law';
import type { EmploymentType, FilingStatus, StateCode } from '@/lib/tax/law/types';
import type { FederalResult } from './federal';
import type { GsaCheck } from './gsa';
import type { HouseholdInput, SaltPaidInput } from './household';
import type { LocalYearResult } from './local';
import type { StateYearResult } from './state';

export type { EmploymentType, FilingStatus, StateCode };

export interface TaxHomeInput {
  state: StateCode;
  city: string;
  zip: string | null;
}

/** Which assignment a notice, an event or a card speaks of: its name, place and dates. */
export interface AssignmentRef {
  id: number;
  facility: string;
  location: string;
  state: string;
  start_date: string;
  end_date: string;
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
  /** Total overtime pay of the contract, cents (docs/tax-method.md §1); 0 when absent. */
  overtime_pay?: number;
  /**
   * The county of the work place, where its ZIP lies in several (docs/tax-method.md §4b); absent: the ZIP's
   * primary county from the ZIP-to-county table.
   */
  county?: string | null;
  /**
   * How the contract pays, where it differs from the year's employment type (docs/tax-method.md §3a: a W-2
   * and a 1099 in one year); absent or null: the user's employment type.
   */
  employment_type?: EmploymentType | null;
}

/** What the database aggregates per assignment for the year (docs/tax-method.md §5). */
export interface LinkedTotals {
  expenses: number;
  /** The part of `expenses` in the `meals` category: a 1099 worker deducts half of it (IRC 274(n)). */
  meals?: number;
  deductibleMiles: number;
  mileageDeduction: number;
}

/** The year's business expenses and mileage deduction linked to no assignment (1099 net profit, §2). */
export interface UnlinkedTotals {
  expenses: number;
  meals: number;
  mileageDeduction: number;
}

/** Why a W-2 worker's stipends are wages (docs/tax-method.md §2). */
export type StipendsTaxableReason = 'no_tax_home' | 'not_away_from_home' | 'twelve_month';

export interface YearInput {
  year: number;
  /** UTC date 'YYYY-MM-DD'; carried through, never read from the clock. */
  today: string;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  /** The current tax home, or null when the user has none. */
  taxHome: TaxHomeInput | null;
  assignments: readonly AssignmentInput[];
  /**
   * Keyed by assignment id; a missing id means nothing linked. Every expense of the year linked to an
   * assignment counts in a 1099 net profit, also one linked to an assignment of another year.
   */
  linked: Readonly<Record<number, LinkedTotals | undefined>>;
  /** Expenses and mileage of the year linked to no assignment (1099 net profit); none when absent. */
  unlinked?: UnlinkedTotals;
  /**
   * The year's mileage deduction over every deductible trip, linked or not (docs/tax-method.md §5
   * `deductionAmount`: per rate period, round(miles × rate)), which a 1099 net profit subtracts (§2). A
   * half-cent rate (72.5¢) makes it differ from the sum of the per-assignment and unlinked roundings, which
   * stand in when it is absent.
   */
  mileageDeduction?: number;
  /**
   * Every non-deleted assignment of the user, any year (the 12-month rule looks 24 months back from each
   * assignment's end_date); `assignments` when absent.
   */
  history?: readonly AssignmentInput[];
  /** Tax method version 3 (docs/tax-method.md §3a): the household around the worker; absent: version 2. */
  household?: HouseholdInput;
  /**
   * The state and local income tax paid in the year, which an itemizer's SALT counts (IRC 164(a)). Absent:
   * the year's computed state and local income tax stands in, and a note says so.
   */
  saltPaid?: SaltPaidInput;
  /**
   * W-2 box 12 code TT summed over the year's W-2s (cents): the qualified overtime, used instead of the FLSA
   * premium estimated from the assignments' hours. Absent: estimated.
   */
  reportedOvertime?: number;
}

/** One assignment's figures for one year (docs/tax-method.md §1, §2, §6). */
export interface AssignmentYearFigures {
  assignment: AssignmentInput;
  days: number;
  /** Inclusive day numbers (calendar.ts) of the days counted: those inside the year. */
  dayRange: readonly [number, number];
  weeks: number;
  /** How the contract pays: its own employment_type, else the user's for the year. */
  employmentType: EmploymentType;
  basePay: number;
  /** round(overtime_pay × days / days of the contract). */
  overtimePay: number;
  housingStipend: number;
  mieStipend: number;
  bonuses: number;
  grossComp: number;
  /** W-2 wages; 1099: the allocation weight max(0, grossComp - linked costs, meals at 50%). */
  taxableIncome: number;
  /** W-2 whose stipends are wages (docs/tax-method.md §2), and why; false / null otherwise. */
  stipendsTaxable: boolean;
  stipendsTaxableReason: StipendsTaxableReason | null;
  /** Tax home and assignment ZIPs within 50 miles in different cities: flagged, not taxed (§2). */
  nearTaxHome: boolean;
  /** The GSA test in the year, as the views show it (§6). */
  gsa: GsaCheck;
  gsaArea: GsaArea;
  /** The whole assignment (every day, every year) has no excess; true when not checked. */
  gsaCompliant: boolean;
  /** Notes of the GSA tables used: stand-in fiscal years, a ZIP in several areas. */
  gsaNotes: readonly string[];
  linkedExpenses: number;
  /** The meals part of linkedExpenses. */
  linkedMeals: number;
  linkedMiles: number;
  linkedMileageDeduction: number;
}

export interface YearItem extends AssignmentYearFigures {
  federalTax: number;
  stateTax: number;
  /** Its share of the local tax lines (version 3); counted in totalTax. */
  localTax: number;
  ficaTax: number;
  seTax: number;
  totalTax: number;
}

export interface YearTotals {
  grossComp: number;
  taxableIncome: number;
  federalTax: number;
  stateTax: number;
  localTax: number;
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
  /** Local income taxes (version 3): a line per jurisdiction that taxes the worker. */
  locals: LocalYearResult;
  /** Response-level notes in plain words: local taxes, stand-in tables, carried-over figures, unchecked GSA areas. */
  notes: string[];
}
