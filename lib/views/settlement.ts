import {
  computeSettlement,
  type EstimatedPlan,
  type FederalBalance,
  type SettlementOptions,
  type WithholdingCheck as EngineCheck,
} from '@/lib/tax/engine/settlement';
import type { BalanceLine, PaymentsInput } from '@/lib/tax/engine/household';
import type { StateCode, YearResult } from '@/lib/tax/engine/types';
import { withFields } from '@/lib/core/with-fields';

// "What will I owe in April?" for the views (tax method v3, docs/tax-method.md §9a): the engine's settlement
// (computeSettlement) with what a page and the API add around it: the outcome in one word, each local
// line's name, what the paid figures are made of, and the withholding check's tax and withholding.

export type Outcome = 'owe' | 'refund' | 'even';

export interface Settlement {
  outcome: Outcome;
  total: BalanceLine;
  federal: FederalBalance;
  states: Array<BalanceLine & { state: StateCode }>;
  local: Array<BalanceLine & { id: string; name: string }>;
  /** What the paid figures are made of. */
  paid: {
    federalWithheld: number;
    federalEstimated: number;
    stateWithheld: Array<{ state: StateCode; amount: number }>;
    stateEstimated: Array<{ state: StateCode; amount: number }>;
  };
  /** 1099: the quarterly plan with overdue quarters and the safe harbor; null for W-2. */
  estimatedPlan: EstimatedPlan | null;
  /** What the answer assumes, in plain words. */
  notes: string[];
}

/** A W-2 worker's federal withholding against the return's federal tax (Form W-4 line 4(c)). */
export interface WithholdingCheck extends EngineCheck {
  /** The federal line's tax (income tax after credits, Additional Medicare Tax). */
  federalTax: number;
  /** Everything counted as paid toward it by December 31. */
  paid: number;
}

export interface SettledYear {
  settlement: Settlement;
  withholdingCheck: WithholdingCheck | null;
}

const entries = (m: Partial<Record<StateCode, number>>) =>
  (Object.entries(m) as Array<[StateCode, number]>)
    .filter(([, v]) => v > 0)
    .map(([state, amount]) => ({ state, amount }))
    .sort((a, b) => a.state.localeCompare(b.state));

export const outcomeOf = (balance: number): Outcome =>
  balance > 0 ? 'owe' : balance < 0 ? 'refund' : 'even';

export function settle(
  result: YearResult,
  payments: PaymentsInput,
  opts: Pick<SettlementOptions, 'priorYear'> = {},
): SettledYear {
  const s = computeSettlement(
    result,
    payments,
    withFields(opts, { localLines: result.locals.lines.map((l) => ({ id: l.id, tax: l.tax })) }),
  );
  const names = new Map(result.locals.lines.map((l) => [l.id, l.name]));
  const settlement: Settlement = {
    outcome: outcomeOf(s.total.balance),
    total: s.total,
    federal: s.federal,
    states: [...s.states].sort((a, b) => a.state.localeCompare(b.state)),
    local: s.locals.map((l) => withFields(l, { name: names.get(l.id) ?? l.id })),
    paid: {
      federalWithheld: payments.federalWithheld,
      federalEstimated: payments.federalEstimated,
      stateWithheld: entries(payments.stateWithheld),
      stateEstimated: entries(payments.stateEstimated),
    },
    estimatedPlan: s.estimatedPlan,
    notes: s.notes,
  };
  const check =
    s.withholdingCheck && withFields(s.withholdingCheck, { federalTax: s.federal.tax, paid: s.federal.paid });
  return { settlement, withholdingCheck: check };
}

/** The whole return's federal figures (the household's, v3 §3a) that the estimate's breakdown shows. */
export interface FederalReturn {
  agi: number;
  /** The worker's own part of the AGI; the rest is the household's (spouse's wages, other income). */
  ownAgi: number;
  standardDeduction: number;
  itemizedDeductions: number;
  saltDeduction: number;
  itemizes: boolean;
  seniorDeduction: number;
  healthInsuranceDeduction: number;
  retirementDeduction: number;
  taxable: number;
  /** Income tax after the nonrefundable credits. */
  tax: number;
  childCredit: number;
  refundableCredit: number;
}

export function federalReturnOf(result: YearResult): FederalReturn {
  const f = result.federal;
  return {
    agi: f.agi,
    ownAgi: f.ownAgi,
    standardDeduction: f.standardDeduction,
    itemizedDeductions: f.itemizedDeductions,
    saltDeduction: f.saltDeduction,
    itemizes: f.itemizes,
    seniorDeduction: f.seniorDeduction,
    healthInsuranceDeduction: f.healthInsuranceDeduction,
    retirementDeduction: f.retirementDeduction,
    taxable: f.federalTaxable,
    tax: f.returnTax,
    childCredit: f.childCredit,
    refundableCredit: f.refundableCredit,
  };
}
