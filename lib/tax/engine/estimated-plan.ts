// The 1099 quarterly plan of the settlement (docs/tax-method.md §9a): the safe harbors of IRC 6654(d) and
// the four payments of Form 1040-ES, with withholding and estimated payments applied as Form 2210 does. The
// estimate's quarterly plan (./tax-estimate.ts) uses the same required payment, quarters and due dates.
// Pure: `today` comes from the caller, never the clock.

import { ESTIMATED_TAX } from '@/lib/tax/law/payments';
import { dayNumber, weekendRule } from './calendar';
import { applyRate, mulDivRound, sum } from './money';
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
  /** Withholding (a quarter of it) and estimated payments, applied to the earliest quarter first. */
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

/** Splits `total` into the installments: round(total / 4) each but the last, which takes the rest. */
export function quarters(total: number): number[] {
  const n = ESTIMATED_TAX.dueDates.length;
  const q = mulDivRound(total, 1, n);
  return ESTIMATED_TAX.dueDates.map((_, i) => (i < n - 1 ? q : total - (n - 1) * q));
}

/** The due date of Form 1040-ES installment i (0 to 3) of `year`, moved past a weekend (holidays are not modelled). */
export function quarterDueDate(year: number, i: number): string {
  const d = ESTIMATED_TAX.dueDates[i];
  if (!d) throw new RangeError(`Form 1040-ES has no installment ${i + 1}`);
  return weekendRule(`${year + d.yearsAfter}-${d.monthDay}`);
}

/** The four quarterly payments of the safe harbor's amount, what each has had, and which are overdue. */
export function estimatedPlan(
  year: number,
  today: string,
  harbor: SafeHarbor,
  withheld: number,
  estimated: number,
): EstimatedPlan {
  const amounts = quarters(harbor.required);
  // IRC 6654(g): withholding counts as paid in four equal parts on the due dates; estimated payments go
  // to the earliest quarter still short (Form 2210's order); what a quarter does not need carries on.
  const withheldParts = quarters(withheld);
  let pool = Math.max(0, estimated);
  let carry = 0;
  const list = ([1, 2, 3, 4] as const).map((quarter, i): EstimatedQuarter => {
    const amount = amounts[i] ?? 0;
    const have = (withheldParts[i] ?? 0) + carry;
    const use = Math.min(pool, Math.max(0, amount - have));
    pool -= use;
    const paid = Math.min(amount, have + use);
    carry = have + use - paid;
    const dueDate = quarterDueDate(year, i);
    const remaining = amount - paid;
    return {
      quarter,
      dueDate,
      amount,
      paid,
      remaining,
      overdue: remaining > 0 && dayNumber(dueDate) < dayNumber(today),
    };
  });
  return {
    safeHarbor: harbor,
    quarters: list,
    paid: sum(list.map((q) => q.paid)),
    remaining: sum(list.map((q) => q.remaining)),
    overdueAmount: sum(list.filter((q) => q.overdue).map((q) => q.remaining)),
  };
}
