// Receipts that would not survive an audit: IRC 274(d) and Treas. Reg. 1.274-5(c)(2)(iii), restated in IRS
// Publication 463 (2024), chapter 5, "Documentary evidence": a receipt (or canceled check, or bill) is needed
// for any lodging while traveling away from home, whatever the amount, and for any other expense of $75 or
// more; the exception is only an expense "other than lodging, [that] is less than $75" (and transportation
// where no receipt is readily available, which the app cannot tell apart, so it asks for one).
// Meals of a W-2 worker: unreimbursed employee expenses are miscellaneous itemized deductions, which IRC 67(g)
// suspends from 2018 on, so a W-2 worker's meals deduct nothing federally; the M&IE stipend is what covers them.
import { usd } from '@/lib/tax/engine/money';
import { RECEIPT_REQUIRED_FROM_CENTS } from '@/lib/tax/law/business';
import type { EmploymentType } from '@/lib/tax/law/types';

/** Cents from which an expense other than lodging needs a receipt: "less than $75" is exempt (Pub. 463 ch. 5). */
export { RECEIPT_REQUIRED_FROM_CENTS };

export type ReceiptFlagCode = 'lodging_without_receipt' | 'no_receipt_75' | 'w2_meals';

export interface ReceiptFlag {
  code: ReceiptFlagCode;
  problem: string;
  action: string;
}

export interface ReceiptCheckExpense {
  category: string;
  amount: number;
  hasReceipt: boolean;
}

/** What each flag says: the problem, and what to do. */
const RECEIPT_FLAG_TEXTS: Readonly<Record<ReceiptFlagCode, Omit<ReceiptFlag, 'code'>>> = {
  w2_meals: {
    problem: 'As a W-2 employee you cannot deduct meals: your meals stipend covers them',
    action: 'Keep it only if your agency reimburses it; do not claim it on your return',
  },
  lodging_without_receipt: {
    problem: 'Lodging needs a receipt at any amount',
    action: 'Attach the receipt, bill or lease for this stay',
  },
  no_receipt_75: {
    problem: `An expense of ${usd(RECEIPT_REQUIRED_FROM_CENTS, 0)} or more needs a receipt`,
    action: 'Attach the receipt, or a bill or canceled check that shows the amount, date and place',
  },
};

/** Why an expense would not survive an audit as recorded; null when it would. */
function receiptFlagCode(e: ReceiptCheckExpense, employmentType: EmploymentType): ReceiptFlagCode | null {
  if (e.category === 'meals' && employmentType === 'w2') return 'w2_meals';
  if (e.hasReceipt) return null;
  if (e.category === 'lodging') return 'lodging_without_receipt';
  return e.amount >= RECEIPT_REQUIRED_FROM_CENTS ? 'no_receipt_75' : null;
}

/**
 * Why an expense would not survive an audit as recorded, and what to do; null when it would. The record
 * counts' triggers state the same rule in SQL (migration 20261126080000_record_counts), held to this one
 * by tests/api/record-counts.test.ts.
 */
export function receiptFlag(e: ReceiptCheckExpense, employmentType: EmploymentType): ReceiptFlag | null {
  const code = receiptFlagCode(e, employmentType);
  return code === null ? null : { code, ...RECEIPT_FLAG_TEXTS[code] };
}
