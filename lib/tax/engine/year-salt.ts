// SALT as paid (IRC 164(a), Reg. 1.164-1(a); docs/tax-method.md §3a): what the itemized deductions count of
// the state and local income tax, and the note that says which figure it is.

import type { SaltPaidInput } from './household';
import { usd } from './money';

/**
 * The state and local income tax SALT counts (IRC 164(a), Reg. 1.164-1(a)): what was paid in the year when the
 * caller gives it (withheld, estimated payments, a prior year's balance), else the year's computed income
 * taxes as the stand-in; with the note that says which.
 */
export function saltOfYear(
  paid: SaltPaidInput | undefined,
  computed: number,
  joint: boolean,
): { amount: number; note: string } {
  if (paid === undefined) {
    return {
      amount: Math.max(0, computed),
      note:
        `Your itemized deductions count ${usd(Math.max(0, computed))} of state and local income tax, the tax ` +
        'figured for this year, as paid in it; the law counts what is withheld and paid in the year. Enter ' +
        'your W-2s or pay stubs and your state estimated payments to use those.',
    };
  }
  const prior = Math.max(0, paid.priorYearBalance ?? 0);
  if (paid.computedStandsIn) {
    const standIn = Math.max(0, computed);
    return {
      amount: standIn + prior,
      note:
        `Your itemized deductions count ${usd(standIn + prior)} of state and local income tax: ${usd(prior)} ` +
        `of last year’s balance paid this year, and ${usd(standIn)}, the tax figured for this year, as paid ` +
        'in it; the law counts what is withheld and paid in the year. Enter your W-2s or pay stubs and your ' +
        'state estimated payments to use those.',
    };
  }
  // The spouse's box 19 is paid toward this return's taxes only on a joint return.
  const withheld = Math.max(0, paid.withheld) + (joint ? Math.max(0, paid.spouseLocalWithheld ?? 0) : 0);
  const amount = withheld + Math.max(0, paid.estimated) + prior;
  const parts = [
    `${usd(withheld)} withheld`,
    `${usd(Math.max(0, paid.estimated))} of estimated payments`,
    ...(prior > 0 ? [`${usd(prior)} of last year’s balance`] : []),
  ];
  return {
    amount,
    note:
      `Your itemized deductions count the state and local income tax paid this year, ${usd(amount)}: ` +
      `${parts.join(', ')}.`,
  };
}
