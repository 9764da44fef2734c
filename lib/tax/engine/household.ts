// The household around the worker's own income (tax method version 3, docs/tax-method.md): what a joint
// return, dependents, age, itemizing and a 1099 worker's own plans add to the year, and what has already
// been paid. Every field is optional: a user who enters nothing gets the version 2 figures unchanged.

import type { StateCode } from '@/lib/tax/law/types';

/** Money in cents; counts are whole numbers; all absent = version 2 behaviour. */
export interface HouseholdInput {
  /** The spouse's W-2 wages (box 1), on a married-joint return only. */
  spouseWages?: number;
  /** The spouse's Medicare wages (box 5) when they differ from box 1; the 0.9% threshold is on combined wages. */
  spouseMedicareWages?: number;
  /** Interest, dividends and other wages of the household (taxed federally and by the home state). */
  otherIncome?: number;
  /**
   * The part of otherIncome that is investment income (interest, dividends, capital gains: IRC 32(i)(2)), for
   * the earned income credit's limit. Absent: all of otherIncome is taken as investment income, and a note
   * says so where that decides the credit.
   */
  investmentIncome?: number;
  /** Birth years: 65 or older at the year's end gets the senior deduction and the additional standard deduction. */
  birthYear?: number;
  spouseBirthYear?: number;
  /** Qualifying children under 17 (child tax credit) and other dependents (credit for other dependents). */
  dependentsUnder17?: number;
  otherDependents?: number;
  /** Itemized deductions: taxes that count against the SALT cap beside the state income tax, and the rest. */
  propertyTaxes?: number;
  mortgageInterest?: number;
  /**
   * The year's average balance of the acquisition debt (borrowed to buy, build or improve the home) and the date
   * the loan was taken out (YYYY-MM-DD): over the IRC 163(h)(3)(F) limit only its share of the interest counts.
   * Absent balance: all of the interest counts.
   */
  mortgageBalance?: number;
  mortgageLoanDate?: string;
  charitableGifts?: number;
  /** General sales taxes paid (IRC 164(b)(5)): SALT takes them instead of the income taxes when larger. */
  generalSalesTax?: number;
  /** Married filing separately: the spouse itemizes, so this return's standard deduction is 0 (IRC 63(c)(6)(A)). */
  spouseItemizes?: boolean;
  /** 1099 workers: self-employed health insurance premiums and SEP / solo 401(k) contributions. */
  healthInsurancePremiums?: number;
  retirementContributions?: number;
  /** The plan the contributions go to: its limit applies (a solo 401(k)'s, the larger, when absent). */
  retirementPlan?: RetirementPlan;
  /** The spouse's qualified overtime (W-2 box 12 code TT), joint return only; the $25,000 cap is shared. */
  spouseQualifiedOvertime?: number;
  /**
   * The spouse's local line (W-2 boxes 18-20), joint return only: the locality box 20 names, its wages (box 18)
   * and the local tax withheld (box 19). A city wage tax is each earner's own: the spouse's is a line of its own.
   */
  spouseLocal?: SpouseLocalInput;
  /**
   * Last year's return as the worker enters it: its total tax (Form 1040 line 24) and AGI, for the safe harbor
   * of IRC 6654(d)(1)(B)(ii) (docs/tax-method.md §11). They change no tax of this year.
   */
  priorYearTotalTax?: number;
  priorYearAgi?: number;
}

/** The spouse's W-2 boxes 18-20, in cents. */
export interface SpouseLocalInput {
  locality: string;
  wages: number;
  withheld: number;
}

/**
 * The state and local income tax PAID in the year, which SALT deducts (IRC 164(a); Treas. Reg. 1.164-1(a):
 * taxes are deductible in the year paid; Schedule A line 5a), in cents. The data layer fills it from what was
 * entered; absent, the year's computed tax stands in (docs/tax-method.md §3a).
 */
export interface SaltPaidInput {
  /** State and local income tax withheld in the year: W-2 boxes 17 and 19 (the spouse's box 17 included). */
  withheld: number;
  /** State and local estimated payments recorded for the year. */
  estimated: number;
  /** A prior year's state or local balance paid in this year (with last year's return). */
  priorYearBalance?: number;
  /** The spouse's local tax withheld (W-2 box 19): on a joint return only, so the engine adds it there. */
  spouseLocalWithheld?: number;
  /**
   * Nothing paid in the year was entered but the prior year's balance: the year's computed state and local
   * income tax stands in for withheld and estimated (they are 0), the balance added to it.
   */
  computedStandsIn?: boolean;
}

export const RETIREMENT_PLANS = ['sep', 'solo_401k'] as const;
export type RetirementPlan = (typeof RETIREMENT_PLANS)[number];

/** What has already been paid toward the year's taxes, in cents. */
export interface PaymentsInput {
  /** Federal income tax withheld: the worker's W-2 box 2 (or pay stubs projected) plus the spouse's. */
  federalWithheld: number;
  /** State income tax withheld, by state (W-2 box 17 lines, the spouse's in the home state). */
  stateWithheld: Partial<Record<StateCode, number>>;
  /** Local income tax withheld, by the jurisdiction's id as the local tax lines name it. */
  localWithheld?: Readonly<Record<string, number>>;
  /** Estimated payments recorded as quarterly payments (federal and each state). */
  federalEstimated: number;
  stateEstimated: Partial<Record<StateCode, number>>;
}

/** One line of the answer: the tax, what was paid toward it, and the balance (> 0 owed, < 0 refunded). */
export interface BalanceLine {
  tax: number;
  paid: number;
  balance: number;
}

/** @internal Exported for the tests. */
export const NO_PAYMENTS: PaymentsInput = {
  federalWithheld: 0,
  stateWithheld: {},
  federalEstimated: 0,
  stateEstimated: {},
};

export function balanceLine(tax: number, paid: number): BalanceLine {
  return { tax, paid, balance: tax - paid };
}
