// Pieces every government line of the filing year shares: the draft before its order and allocation, the
// outcome word, a part of what was paid, and how a decision's sentence is put together.

import type { GovernmentLine, PaidPart } from './types';

/** A line before the filing order and the allocation over the assignments are known. */
export type LineDraft = Omit<GovernmentLine, 'order' | 'allocation'>;

export const outcomeOf = (balance: number): GovernmentLine['outcome'] =>
  balance > 0 ? 'owe' : balance < 0 ? 'refund' : 'even';

export function paidPart(kind: PaidPart['kind'], label: string, amount: number): PaidPart {
  return { kind, label, amount };
}

/** A decision's reason: why, then what to file by when, then the money, as one plain paragraph. */
export function filingWords(why: string, when: string, money: string): string {
  return `${why}${when}${money}`.trim();
}
