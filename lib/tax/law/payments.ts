// What counts as paid toward a year's federal tax and when (docs/tax-method.md §9, §9a): the estimated-tax
// installments and safe harbors of IRC 6654, the employer's Additional Medicare withholding, and the payroll
// periods the withholding check counts. Amounts in cents, rates as decimals.
import type { FilingStatus } from './types';

/**
 * IRC 6654: the required annual payment is the lesser of 90% of this year's tax (6654(d)(1)(B)(i)) and 100%
 * of last year's (6654(d)(1)(B)(ii)), 110% when last year's AGI was over $150,000 ($75,000 married filing
 * separately) (6654(d)(1)(C)); no penalty when the tax less withholding is under $1,000 (6654(e)(1)). Four
 * installments due April 15, June 15, September 15 and January 15 of the next year (6654(c)(2); Form 1040-ES),
 * each moved past a weekend (IRC 7503).
 */
export const ESTIMATED_TAX = {
  currentYearShare: 0.9,
  priorYearShare: 1,
  highIncomePriorYearShare: 1.1,
  highIncomeAgi: {
    single: 15_000_000,
    married_joint: 15_000_000,
    married_separate: 7_500_000,
    head_of_household: 15_000_000,
  } as Readonly<Record<FilingStatus, number>>,
  penaltyFreeUnder: 100_000,
  // The installments' due dates: ESTIMATED_TAX_DUE (./filing.ts), with the other dates of the filing year.
  source: 'IRC 6654(d)(1)(B)-(C), (e)(1); Form 1040-ES instructions',
} as const;

/**
 * An employer withholds the 0.9% Additional Medicare Tax on the wages it pays an employee over $200,000 in the
 * year, whatever the filing status (IRC 3102(f)(1); Form 8959 instructions, Part V), cents.
 */
export const EMPLOYER_ADDITIONAL_MEDICARE_FROM = 20_000_000;

/**
 * Semimonthly paydays: the 15th and the month's last day. The app does not know the payday; these are the
 * usual ones (the app's reading).
 */
export const SEMIMONTHLY_MID_MONTH_DAY = 15;

/** Days of a weekly and a biweekly pay period (IRS Publication 15-T, the pay period table): 7 and 14. */
export const PAY_PERIOD_DAYS = { weekly: 7, biweekly: 14 } as const;
