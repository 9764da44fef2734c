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
  /** No self-employment tax when net earnings are under this, cents ($400, IRC 1402(b)(2)). */
  seMinimumNetEarnings: number;
  /** The deductible share of SE tax without its 0.9% part (50%, IRC 164(f)). */
  seDeductibleShare: number;
  qbiRate: number; // 20%
}

/** Amounts for single, married filing jointly and head of household (married filing separately is excluded). */
export type JointOrOther = Readonly<Record<'single' | 'married_joint' | 'head_of_household', number>>;

/**
 * The W-2 overtime deduction (OBBBA, P.L. 119-21 §70202, IRC 225): the qualified overtime premium, capped (one
 * cap for a joint return), then reduced by `reductionPerStep` for each full `step` of modified AGI over the
 * threshold; tax years firstYear..lastYear; not for excluded statuses (married filing separately must file
 * jointly to claim it).
 */
export interface OvertimeDeductionLaw {
  firstYear: number;
  lastYear: number;
  cap: JointOrOther;
  threshold: JointOrOther;
  reductionPerStep: number;
  step: number;
  excluded: readonly FilingStatus[];
  source: string;
}

/** The senior deduction (IRC 151(d)(5)(C)): `amount` per person 65+, less `rate` of MAGI over the threshold. */
export interface SeniorDeductionLaw {
  firstYear: number;
  lastYear: number;
  amount: number;
  threshold: JointOrOther;
  rate: number;
  excluded: readonly FilingStatus[];
  source: string;
}

/** The SALT limit of one year: cap = max(floor, cap - rate × max(0, MAGI - threshold)) (IRC 164(b)(6)-(7)). */
export interface SaltLaw {
  cap: Readonly<Record<FilingStatus, number>>;
  /** MAGI above which the cap shrinks; null: no phase-down that year. */
  threshold: Readonly<Record<FilingStatus, number>> | null;
  rate: number;
  floor: Readonly<Record<FilingStatus, number>>;
  source: string;
}

/** The additional standard deduction for 65 or older, per person (IRC 63(f)): unmarried and married amounts. */
export interface AgedAdditionalLaw {
  unmarried: number;
  married: number;
}

/** SEP-IRA and solo 401(k) limits of one year (Pub. 560 ch. 5). */
export interface RetirementLaw {
  /** A self-employed person's own employer contribution: 20% of (net profit - half SE tax) (25% plan rate). */
  selfEmployedRate: number;
  /** 415(c) annual additions (the SEP dollar cap too). */
  annualAdditions: number;
  /** 401(a)(17) compensation limit. */
  compensationLimit: number;
  /** 402(g) elective deferral (solo 401(k)). */
  electiveDeferral: number;
  catchUp50: number;
  catchUp60to63: number;
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

/**
 * An exemption credit subtracted from the tax (California, RTC 17054 and 17054.1): a personal credit by
 * filing status, one per person 65 or older and per dependent; each credit is reduced by `reduceBy` for every
 * `increment` (or part of one) of federal AGI over the threshold, not below zero.
 */
export interface ExemptionCreditLaw {
  personal: Readonly<Record<FilingStatus, number>>;
  perSenior: number;
  perDependent: number;
  /** Null where the reference gives no phase-out (Nebraska's per-person credit). */
  phaseOut: {
    threshold: Readonly<Record<FilingStatus, number>>;
    reduceBy: number;
    increment: Readonly<Record<FilingStatus, number>>;
  } | null;
  /** Figures repeated from the year before (not yet published), for maintainers. */
  carried: boolean;
}

/**
 * How the state treats the federal overtime deduction (IRC 225, taken below AGI): `conforms` subtracts the
 * federal amount, `capped` subtracts at most `cap` (Georgia's own exclusion), `none` where the state adds it
 * back, gives nothing, or where no source was found (the state starts from AGI, so nothing flows through).
 */
export interface OvertimeConformity {
  status: 'conforms' | 'capped' | 'none';
  cap: number | null;
  law: string | null;
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
  /**
   * Ohio's schedule (ORC 5747.02(A)(3)): fixed base amounts in cents aligned with the brackets; the tax is
   * base_i + rate_i × (income - lower_i) in the last band whose lower bound is below the income, 0 at or
   * below the first band's end. Absent: the brackets alone (a marginal schedule).
   */
  baseAmounts?: readonly number[];
  /** Credits subtracted from the tax (California's exemption credits); absent where the state has none. */
  exemptionCredit?: ExemptionCreditLaw;
  overtimeDeduction: OvertimeConformity;
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
  /**
   * The reference's own words on local income taxes, surtaxes and other things not modelled, research caveats
   * included: for maintainers only, never shown to a worker (the local notes a worker reads come from
   * lib/tax/engine/local.ts).
   */
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
