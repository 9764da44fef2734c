// Tax method version 3 state rules (docs/tax-method.md §4a): a state's tax on a base with Ohio's base
// amounts, the exemption credits (California, Nebraska), conformity to the federal overtime deduction, the
// household's income on the return, and the day conditions of the Virginia-Maryland reciprocity.

import { SENIOR_AGE } from '@/lib/tax/law/household';
import { lawOfYear } from '@/lib/tax/law/household';
import { ABODE_DAY_LIMIT, OHIO_PERSONAL_EXEMPTION } from '@/lib/tax/law/states';
import type { ExemptionCreditLaw, FilingStatus, StateCode, StateYearLaw } from '@/lib/tax/law/types';
import type { HouseholdInput } from './household';
import { bracketTax } from './money';

/** What the state rules read of the return beside the worker's own income. */
export interface StateReturnFacts {
  year: number;
  filingStatus: FilingStatus;
  household?: HouseholdInput;
  /** The federal overtime deduction (IRC 225) of the year, cents; 0 when none. */
  overtimeDeduction?: number;
}

/**
 * The schedule's tax on `taxable` cents. Ohio (ORC 5747.02(A)(3), HB 96): 0 at or below the first band's
 * end, else base_i + round(rate_i × (taxable - lower_i)) in the last band whose lower bound is below the
 * income. Every other state: the marginal brackets.
 */
export function scheduleTax(law: StateYearLaw, status: FilingStatus, taxable: number): number {
  const brackets = law.brackets[status];
  if (!law.baseAmounts) return bracketTax(taxable, brackets);
  let i = -1;
  brackets.forEach(([lower], k) => {
    if (lower < taxable) i = k;
  });
  const band = brackets[i];
  if (!band) return 0;
  return (law.baseAmounts[i] ?? 0) + bracketTax(taxable - band[0], [[0, band[1]]]);
}

/** People 65 or older at the year's end on the return (the spouse only on a joint return). */
export function seniorsOnReturn(facts: StateReturnFacts): number {
  const h = facts.household;
  const old = (birthYear: number | undefined) =>
    birthYear !== undefined && facts.year - birthYear >= SENIOR_AGE;
  return (
    (old(h?.birthYear) ? 1 : 0) + (facts.filingStatus === 'married_joint' && old(h?.spouseBirthYear) ? 1 : 0)
  );
}

/**
 * The exemption credits (RTC 17054, 17054.1): the personal credit, one per person 65 or older and one per
 * dependent, each reduced by `reduceBy` per `increment` (a part counts as a whole) of federal AGI over the
 * threshold, each not below zero.
 */
export function exemptionCredits(credit: ExemptionCreditLaw, agi: number, facts: StateReturnFacts): number {
  const s = facts.filingStatus;
  const h = facts.household;
  const dependents = (h?.dependentsUnder17 ?? 0) + (h?.otherDependents ?? 0);
  const p = credit.phaseOut;
  const excess = p ? Math.max(0, agi - p.threshold[s]) : 0;
  const steps = p && excess > 0 ? Math.ceil(excess / p.increment[s]) : 0;
  const reduction = p ? steps * p.reduceBy : 0;
  const each = (amount: number) => Math.max(0, amount - reduction);
  // The joint personal credit is two people's: each is reduced ($12 joint, the FTB table's wording).
  const personal = s === 'married_joint' ? 2 * each(credit.personal[s] / 2) : each(credit.personal[s]);
  return personal + seniorsOnReturn(facts) * each(credit.perSenior) + dependents * each(credit.perDependent);
}

/** The state's subtraction for overtime: the federal deduction where it conforms, capped (Georgia), else 0. */
export function stateOvertimeSubtraction(law: StateYearLaw, facts: StateReturnFacts): number {
  const federal = facts.overtimeDeduction ?? 0;
  const o = law.overtimeDeduction;
  if (o.status === 'conforms') return federal;
  if (o.status === 'capped') return Math.min(federal, o.cap ?? 0);
  return 0;
}

/** Household income on the return every state's income percentage starts from (joint: the spouse's wages). */
export function householdIncome(facts: StateReturnFacts): number {
  const h = facts.household;
  if (!h) return 0;
  return (facts.filingStatus === 'married_joint' ? (h.spouseWages ?? 0) : 0) + (h.otherIncome ?? 0);
}

/**
 * The state's deduction (standard deduction plus personal exemption) on a return whose income is `total`.
 * Ohio's personal exemption depends on modified AGI (ORC 5747.025(B)) and is one per person on the return: the
 * taxpayer, the spouse on a joint return and each dependent (IT 1040 line 4: the number of exemptions × the
 * amount). The tier of `total` replaces the one exemption the tables carry; none above the year's limit.
 * Every other state: the table's amount.
 */
export function stateDeduction(law: StateYearLaw, total: number, facts: StateReturnFacts): number {
  const s = facts.filingStatus;
  if (law.state !== 'OH') return law.deduction[s];
  const { tiers, noneAbove } = OHIO_PERSONAL_EXEMPTION;
  const first = tiers[0]?.[1] ?? 0;
  const tier =
    total > lawOfYear(noneAbove, law.year)
      ? 0
      : (tiers.find(([upTo]) => upTo === null || total <= upTo)?.[1] ?? 0);
  const h = facts.household;
  const persons =
    (s === 'married_joint' ? 2 : 1) + (h ? (h.dependentsUnder17 ?? 0) + (h.otherDependents ?? 0) : 0);
  return law.deduction[s] - first + persons * tier;
}

/**
 * T_S: the state's tax on the return's whole base (`total`, the household's income included), after its
 * deduction, overtime subtraction and exemption credits; never below 0.
 */
export function stateTaxOnTotal(law: StateYearLaw, total: number, facts: StateReturnFacts): number {
  const s = facts.filingStatus;
  const taxable = total - stateDeduction(law, total, facts) - stateOvertimeSubtraction(law, facts);
  const tax = scheduleTax(law, s, Math.max(0, taxable));
  const credits = law.exemptionCredit ? exemptionCredits(law.exemptionCredit, total, facts) : 0;
  return Math.max(0, tax - credits);
}

/** Whether `days` in `workState` lose the reciprocity a `homeState` resident has there. */
export function abodeDaysExceeded(workState: StateCode, homeState: StateCode, days: number): number | null {
  const limit = ABODE_DAY_LIMIT[workState]?.[homeState];
  return limit !== undefined && days >= limit ? limit : null;
}
