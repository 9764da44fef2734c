// Types of the law tables the tax engine reads. Every amount is integer cents (the reference gives whole
// dollars; the generator multiplies by 100), every rate a decimal fraction. A table carries its source.

export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type StateCode = (typeof STATE_CODES)[number];

export const FILING_STATUSES = ['single', 'married_joint', 'married_separate', 'head_of_household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['w2', '1099'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** `[lowerBoundCents, rate]`: the rate applies to taxable income from this bound up to the next one. */
export type Bracket = readonly [lowerBoundCents: number, rate: number];

export interface FederalYearLaw {
  year: number;
  source: string;
  brackets: Readonly<Record<FilingStatus, readonly Bracket[]>>;
  standardDeduction: Readonly<Record<FilingStatus, number>>;
  socialSecurityWageBase: number;
  /** Taxable income before the QBI deduction above which a specified service trade gets no deduction (docs/tax-method.md §3). */
  qbiThreshold: Readonly<Record<FilingStatus, number>>;
  qbiPhaseInRange: Readonly<Record<FilingStatus, number>>;
}

/** Payroll and self-employment rates: the same in 2024-2026 (26 USC 1401, 3101; federal.json). */
export interface PayrollLaw {
  source: string;
  socialSecurityRate: number; // employee 6.2%
  medicareRate: number; // employee 1.45%
  seSocialSecurityRate: number; // 12.4%
  seMedicareRate: number; // 2.9%
  seNetEarningsFactor: number; // 0.9235
  additionalMedicareRate: number; // 0.9%
  additionalMedicareThreshold: Readonly<Record<FilingStatus, number>>;
  qbiRate: number; // 20%
}

/**
 * The W-2 overtime deduction (OBBBA, P.L. 119-21 §70202, IRC 225): the qualified overtime premium, capped,
 * then reduced by a share of modified AGI over a start; tax years firstYear..lastYear; not for excluded
 * statuses (married filing separately must file jointly to claim it).
 */
export interface OvertimeDeductionLaw {
  firstYear: number;
  lastYear: number;
  cap: Readonly<Record<FilingStatus, number>>;
  phaseOutStart: Readonly<Record<FilingStatus, number>>;
  phaseOutRate: number;
  excluded: readonly FilingStatus[];
  source: string;
}

/** The QBI minimum deduction (OBBBA, IRC 199A(i)): from `fromYear`, at least `amount` when QBI >= minQbi. */
export interface QbiMinimumLaw {
  fromYear: number;
  amount: number;
  minQbi: number;
  source: string;
}

export interface MileageRatePeriod {
  from: string; // YYYY-MM-DD, inclusive
  to: string; // YYYY-MM-DD, inclusive
  /** IRS business rate, cents per mile; may carry a half cent (72.5). */
  centsPerMile: number;
  source: string;
  /**
   * The reference's caveat when it marks the figure unverified, for maintainers; a worker reads a plain
   * note instead (lib/tax/compliance/mileage.ts).
   */
  unverified?: string;
}

export interface StateForms {
  resident: string | null;
  nonresident: string | null;
  description: string | null;
  /** Set when the reference marks the form name unverified. */
  unverified?: string;
}

export interface StateYearLaw {
  state: StateCode;
  name: string;
  year: number;
  hasIncomeTax: boolean;
  /**
   * Bracket schedule per filing status in cents; a flat tax is one bracket `[0, rate]`. The reference gives
   * single and married_joint only: married_separate and head_of_household use the single schedule, which
   * is flagged in `notes`.
   */
  brackets: Readonly<Record<FilingStatus, readonly Bracket[]>>;
  /** Standard deduction plus personal exemption, cents, per filing status (docs/tax-method.md §4 `std_S`). */
  deduction: Readonly<Record<FilingStatus, number>>;
  forms: StateForms;
  /** Due date of the return for this tax year, YYYY-MM-DD, before the weekend rule. Null without an income tax. */
  filingDeadline: string | null;
  /** Nonresident filing threshold in cents; 0 where none is documented or the reference marks it unverified. */
  nonresidentFilingThreshold: number;
  /** W-2 unreimbursed employee business expenses still deductible on this state's return. */
  allowsUnreimbursedEmployeeExpenses: boolean;
  /** Residents of these states working here owe this state nothing on wages ('ALL' for DC). */
  reciprocity: { exemptsResidentsOf: readonly StateCode[] | 'ALL'; form: string; note: string | null } | null;
  /** Local income taxes, surtaxes and other things not modelled. */
  localTaxNote: string | null;
  /**
   * Every figure of this entry the reference marks unverified or assumed, as one readable line each, with
   * its source: for maintainers (tests, the API reference), never shown to a worker as is.
   */
  notes: readonly string[];
  /** Some figures of this year repeat the year before's (not yet published): a plain note says so. */
  carriedOver: boolean;
  /** Filing statuses that use the single filer's brackets or deductions here (none published for them). */
  singleFiguresFor: readonly FilingStatus[];
  sources: readonly string[];
}

export interface GsaRate {
  /** Destination name, 'Standard CONUS Rate', or 'Outside the continental US' (not checked). */
  area: string;
  state: StateCode | null;
  /** False where GSA sets no CONUS rate (Alaska, Hawaii): lodging and M&IE are then 0. */
  checked: boolean;
  /** Federal fiscal year, e.g. 2026 for 2025-10-01..2026-09-30. */
  fiscalYear: number;
  /** Daily lodging for the month asked, cents. */
  lodging: number;
  /** Daily M&IE, cents. */
  mie: number;
  /** Set when an older or newer fiscal year's table stood in, or a figure is unverified. */
  notes: readonly string[];
}
