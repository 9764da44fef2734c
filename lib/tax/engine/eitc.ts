// The earned income credit (IRC 32; docs/tax-method.md §3a): refundable, so it is a payment on the return's
// balance (§9a), like the refundable child tax credit, not a lower tax. Law figures: lib/tax/law/credits.ts.

import { EARNED_INCOME_CREDIT, EITC_CHILDLESS_AGES, EITC_MAX_CHILDREN } from '@/lib/tax/law/credits';
import { lawOfYear } from '@/lib/tax/law/household';
import type { FilingStatus } from '@/lib/tax/law/types';
import { applyRate } from './money';

export interface EarnedIncomeCreditInput {
  /** Qualifying children (the household's children under 17). */
  children: number;
  /** Earned income: wages, or net profit less half the SE tax (EIC Worksheet B), plus the spouse's wages. */
  earned: number;
  agi: number;
  /** Interest, dividends and other investment income of the return (IRC 32(i)(2)). */
  investmentIncome: number;
  filingStatus: FilingStatus;
  taxYear: number;
  /** Ages at the year's end of the worker and, on a joint return, the spouse; null when not known. */
  ages: readonly (number | null)[];
}

/**
 * IRC 32: with n = min(children, 3), the credit is the smaller of the phase-in (rate_n × earned income, up
 * to the maximum) and the maximum less the phase-out rate × (the larger of earned income and AGI − the
 * phase-out start, higher on a joint return), never below 0; each product rounded to the cent (the statute's
 * formula, not the IRS table's $50 bands). None when investment income is over the limit (32(i)), for married
 * filing separately (32(d)(1); the exception of a spouse living apart, 32(d)(2), is not asked), or without a
 * child when nobody on the return is 25 to 64 (an unknown age counts as within).
 */
export function earnedIncomeCredit(x: EarnedIncomeCreditInput): number {
  const law = lawOfYear(EARNED_INCOME_CREDIT, x.taxYear);
  if (x.filingStatus === 'married_separate' || x.earned <= 0) return 0;
  if (x.investmentIncome > law.investmentIncomeLimit) return 0;
  const n = Math.min(Math.max(0, x.children), EITC_MAX_CHILDREN);
  const ages = EITC_CHILDLESS_AGES;
  const inAge = x.ages.some((a) => a === null || (a >= ages.from && a <= ages.to));
  if (n === 0 && !inAge) return 0;
  const max = law.max[n] ?? 0;
  const phaseIn = Math.min(applyRate(x.earned, law.phaseInRate[n] ?? 0), max);
  const start =
    (law.phaseOutStart[n] ?? 0) + (x.filingStatus === 'married_joint' ? (law.jointBonus[n] ?? 0) : 0);
  const over = Math.max(0, Math.max(x.earned, x.agi) - start);
  const phaseOut = max - applyRate(over, law.phaseOutRate[n] ?? 0);
  return Math.max(0, Math.min(phaseIn, phaseOut));
}
