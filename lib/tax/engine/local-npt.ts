// Philadelphia's Net Profits Tax (Philadelphia Code 19-1500; docs/tax-method.md §4b): a 1099 worker's pay is
// business income, so Philadelphia charges the NPT on net profit, not the Wage Tax on gross pay. Rates:
// lib/tax/law/local.ts PHILADELPHIA_NPT (by calendar tax year).

import { PHILADELPHIA_NPT } from '@/lib/tax/law/local';
import type { Builder } from './local-lines';
import { applyRate, mulDivRound, percent, sum } from './money';

/** The year's NPT rates: its own, else the last published year's (with a note). */
function nptRate(b: Builder, resident: boolean): number {
  const year = b.ctx.year;
  const own = PHILADELPHIA_NPT[year];
  if (own) return resident ? own.resident : own.nonresident;
  const years = Object.keys(PHILADELPHIA_NPT)
    .map(Number)
    .filter((y) => PHILADELPHIA_NPT[y] !== null)
    .sort((x, y) => Math.abs(x - year) - Math.abs(y - year) || y - x);
  const used = years[0] ?? year;
  const rates = PHILADELPHIA_NPT[used];
  const rate = resident ? (rates?.resident ?? 0) : (rates?.nonresident ?? 0);
  b.notes.push(
    `Philadelphia has not published its ${year} net profits tax rates; the ${used} rate (${percent(rate)}) is used.`,
  );
  return rate;
}

/**
 * A 1099 worker's Philadelphia NPT: a resident's on the year's whole net profit (Schedule C, before the SE
 * adjustments), a nonresident's on the part of it earned in Philadelphia: net profit × the Philadelphia
 * contracts' share of the allocation weights of all the 1099 contracts (`contracts`; their pay less their
 * linked costs), rounded once. Returns the base and the tax.
 */
export function philadelphiaNpt(
  b: Builder,
  netProfit: number,
  indexes: readonly number[],
  contracts: readonly number[],
  resident: boolean,
): { base: number; tax: number } {
  const weights = b.items.map((it) => it.taxableIncome);
  const total = sum(contracts.map((i) => weights[i] ?? 0));
  const own = sum(indexes.map((i) => weights[i] ?? 0));
  const base = resident ? netProfit : total === 0 ? 0 : mulDivRound(netProfit, own, total);
  return { base, tax: applyRate(Math.max(0, base), nptRate(b, resident)) };
}
