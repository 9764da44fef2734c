// Philadelphia's Wage Tax (Phila. Code 19-1500; docs/tax-method.md §4b): income split by its days in each rate
// period (the rates change each July 1), for the worker's contracts and a spouse's whole year alike.

import { formatDate } from '@/lib/core/dates';
import { PHILADELPHIA_RATES } from '@/lib/tax/law/local';
import { dayNumber } from './calendar';
import type { Builder } from './local-lines';
import { applyRate, mulDivRound } from './money';

/** Income earned over inclusive day numbers (an assignment's, or a spouse's whole year). */
export interface Span {
  taxableIncome: number;
  dayRange: readonly [number, number];
}

/** Philadelphia's Wage Tax: each span's income split by its days in each rate period. */
export function philadelphiaTax(b: Builder, spans: readonly Span[], resident: boolean): number {
  let tax = 0;
  for (const it of spans) {
    const [first, last] = it.dayRange;
    const days = last - first + 1;
    PHILADELPHIA_RATES.forEach((p, k) => {
      const from = k === 0 ? first : Math.max(first, dayNumber(p.from));
      const next = PHILADELPHIA_RATES[k + 1];
      const to = Math.min(last, next ? dayNumber(next.from) - 1 : last);
      if (to < from) return;
      // A period without a published rate keeps the last published one; a note says so.
      const known = [...PHILADELPHIA_RATES.slice(0, k + 1)].reverse().find((r) => r.resident !== null);
      if (p.resident === null) {
        b.notes.push(
          `Philadelphia has not published its wage tax rates from ${formatDate(p.from)}; the rates before are used.`,
        );
      }
      const rate = resident ? known?.resident : known?.nonresident;
      tax += applyRate(mulDivRound(it.taxableIncome, to - from + 1, days), rate ?? 0);
    });
  }
  return tax;
}

export const spansOf = (b: Builder, indexes: readonly number[]): Span[] =>
  indexes.flatMap((i) => (b.items[i] ? [b.items[i]] : []));
