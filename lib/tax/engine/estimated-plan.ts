// The 1099 quarterly plan of the settlement (docs/tax-method.md §9a): the safe harbors of IRC 6654(d) and
// the four payments of Form 1040-ES, credited by ./filing/installments.ts (IRC 6654(b)(3), (g)), the one
// schedule the estimate's quarterly plan (./tax-estimate.ts) and the filing year (./filing) also use.
// Pure: `today` comes from the caller, never the clock.

import { ESTIMATED_TAX } from '@/lib/tax/law/payments';
import { estimatedTaxDueDates } from './filing/deadlines';
import { creditInstallments, type DatedPayment } from './filing/installments';
import { applyRate } from './money';
import type { FilingStatus } from './types';

/** IRC 6654(d)(1)(B), (e)(1): no underpayment penalty at or above `required`, or with under $1,000 owed. */
export interface SafeHarbor {
  /** round(90% × this year's tax after credits). */
  currentYearRequired: number;
  /** 100% of last year's tax, 110% when last year's AGI was over $150,000 ($75,000 separate); null unknown. */
  priorYearRequired: number | null;
  /** The smaller of the two (the current-year figure alone when last year is unknown). */
  required: number;
  /** Payments by the year's end reach `required`, or leave less than $1,000 owed. */
  met: boolean;
}

export interface EstimatedQuarter {
  quarter: 1 | 2 | 3 | 4;
  dueDate: string;
  /** This quarter's part of the required annual payment. */
  amount: number;
  /** Withholding (a quarter on each due date) and payments, credited to the earliest unpaid quarter (IRC 6654(b)(3)). */
  paid: number;
  remaining: number;
  /** Due date before `today` and something remains. */
  overdue: boolean;
}

/** The 1099 quarterly plan (Form 1040-ES, IRC 6654). */
export interface EstimatedPlan {
  safeHarbor: SafeHarbor;
  quarters: EstimatedQuarter[];
  paid: number;
  remaining: number;
  overdueAmount: number;
}

/**
 * The required annual payment of IRC 6654(d)(1)(B): 90% of this year's tax, or, when last year is known,
 * the smaller of that and 100% of last year's tax (110% when last year's AGI was over the threshold).
 * `priorRate` is 1.1 or 1 (null when last year is unknown). The settlement and the estimate both use it.
 */
export function requiredAnnualPayment(
  tax: number,
  filingStatus: FilingStatus,
  prior: { tax: number; agi: number } | null | undefined,
) {
  const law = ESTIMATED_TAX;
  const currentYearRequired = applyRate(tax, law.currentYearShare);
  const priorRate =
    prior === null || prior === undefined
      ? null
      : prior.agi > law.highIncomeAgi[filingStatus]
        ? law.highIncomePriorYearShare
        : law.priorYearShare;
  const priorYearRequired =
    prior === null || prior === undefined || priorRate === null ? null : applyRate(prior.tax, priorRate);
  const required =
    priorYearRequired === null ? currentYearRequired : Math.min(currentYearRequired, priorYearRequired);
  return { currentYearRequired, priorYearRequired, priorRate, required };
}

/**
 * The amount paid by the year's end that avoids the underpayment penalty (requiredAnnualPayment of the
 * tax after credits, never below 0), and whether it is met.
 */
export function safeHarbor(
  taxAfterCredits: number,
  filingStatus: FilingStatus,
  paidByYearEnd: number,
  prior: { tax: number; agi: number } | null | undefined,
): SafeHarbor {
  const { currentYearRequired, priorYearRequired, required } = requiredAnnualPayment(
    Math.max(0, taxAfterCredits),
    filingStatus,
    prior && { tax: Math.max(0, prior.tax), agi: prior.agi },
  );
  const met = paidByYearEnd >= required || taxAfterCredits - paidByYearEnd < ESTIMATED_TAX.penaltyFreeUnder;
  return { currentYearRequired, priorYearRequired, required, met };
}

/** Form 1040-ES's four due dates of `year`, each moved past a weekend (holidays are not modelled). */
export function quarterDueDates(year: number): string[] {
  return estimatedTaxDueDates(year);
}

/** The due date of Form 1040-ES installment i (0 to 3) of `year`. */
export function quarterDueDate(year: number, i: number): string {
  const due = estimatedTaxDueDates(year)[i];
  if (!due) throw new RangeError(`Form 1040-ES has no installment ${i + 1}`);
  return due;
}

/**
 * The four quarterly payments of the safe harbor's amount, what each has been credited (withholding a quarter
 * on each due date, then each payment to the earliest installment still unpaid) and which are overdue.
 * `estimated` is the year's payments with their dates, or their total when the dates are not known.
 */
export function estimatedPlan(
  year: number,
  today: string,
  harbor: SafeHarbor,
  withheld: number,
  estimated: number | readonly DatedPayment[],
): EstimatedPlan {
  const payments = typeof estimated === 'number' ? [{ amount: estimated, date: null }] : estimated;
  const plan = creditInstallments({
    dueDates: quarterDueDates(year),
    required: harbor.required,
    withheld,
    payments,
    today,
  });
  return {
    safeHarbor: harbor,
    quarters: plan.installments.map((q) => ({
      quarter: q.quarter,
      dueDate: q.dueDate,
      amount: q.amount,
      paid: q.paid,
      remaining: q.remaining,
      overdue: q.overdue,
    })),
    paid: plan.paid,
    remaining: plan.remaining,
    overdueAmount: plan.overdueAmount,
  };
}
