import {
  computeSettlement,
  type EstimatedPlan,
  type FederalBalance,
  type WithholdingCheck as EngineCheck,
} from '@/lib/tax/engine/settlement';
import type { BalanceLine } from '@/lib/tax/engine/household';
import type {
  AdviceAction,
  EstimatedTaxPlan,
  FilingYear,
  GovernmentLine,
  SafeHarborAnswer,
  StateCode,
  YearResult,
} from '@/lib/tax/engine';
import { withFields } from '@/lib/core/with-fields';
import type { FilingBundle } from './load/filing';

// "What will I owe in April?" for the views (tax method v3, docs/tax-method.md §9a, §11): the filing year's
// lines (lib/tax/engine/filing) in the settlement's long-standing shape, so the API's `settlement` and
// `withholdingCheck` carry the model's figures: each line's balance, the one 1040-ES plan (IRC 6654(b)(3)
// crediting), the advice and the safe harbor with the last year it rests on. The engine's settlement runs on
// the same inputs only for its notes.

export type Outcome = 'owe' | 'refund' | 'even';

/** The 1099 quarterly plan of the settlement: the model's federal plan, with the safe harbor it rests on. */
export type SettlementPlan = Omit<EstimatedPlan, 'safeHarbor'> & { safeHarbor: SafeHarborAnswer };

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
  estimatedPlan: SettlementPlan | null;
  /** What the answer assumes, in plain words. */
  notes: string[];
}

/** A W-2 worker's federal withholding against the return's federal tax (Form W-4 line 4(c)). */
export interface WithholdingCheck extends Omit<EngineCheck, 'safeHarbor'> {
  /** The federal line's tax (income tax after credits, Additional Medicare Tax). */
  federalTax: number;
  /** Everything counted as paid toward it by December 31. */
  paid: number;
  safeHarbor: SafeHarborAnswer;
  /** What to do: nothing, a W-4 line, an estimated payment (no paycheck left), or pay with the return. */
  action: AdviceAction;
  /** With no paycheck left: the estimated payment to make instead, its form, date and amount. */
  estimatedPayment: { form: string; dueDate: string; amount: number } | null;
  /** The advice in plain words (the model's). */
  advice: string;
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

const balanceOf = (g: GovernmentLine): BalanceLine => ({ tax: g.tax, paid: g.paid, balance: g.balance });

/** The model's federal 1040-ES plan as the settlement's quarters (1099), or null. */
export function federalPlanOf(filing: FilingYear): EstimatedTaxPlan | null {
  return filing.estimatedPlans.find((p) => p.governmentId === 'federal') ?? null;
}

function planOf(filing: FilingYear): SettlementPlan | null {
  const plan = filing.employmentType === '1099' ? federalPlanOf(filing) : null;
  if (!plan) return null;
  return {
    safeHarbor: filing.safeHarbor,
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

/** The engine's settlement notes, its "last year is not known" replaced by the model's safe-harbor note. */
function notesOf(b: FilingBundle): string[] {
  const engine = computeSettlement(b.result, b.payments, {
    priorYear: b.priorFigure,
    localLines: b.result.locals.lines.map((l) => ({ id: l.id, tax: l.tax })),
    estimatedPayments: b.estimatedPayments.filter((p) => p.state === null).map((p) => p.payment),
    today: b.filing.today,
  });
  const kept = engine.notes.filter((n) => !n.startsWith('Last year’s tax is not known here'));
  return [...kept, b.filing.safeHarbor.note];
}

/** The settlement and the withholding check of a filing year (every figure the model's). */
export function settledYear(b: FilingBundle): SettledYear {
  const { filing, payments, result } = b;
  const lines = filing.governments;
  const federal = lines.find((g) => g.kind === 'federal');
  if (!federal) throw new Error('The filing year has no federal line');
  const sum = (pick: (g: GovernmentLine) => number) => lines.reduce((n, g) => n + pick(g), 0);
  const total: BalanceLine = {
    tax: sum((g) => g.tax),
    paid: sum((g) => g.paid),
    balance: sum((g) => g.balance),
  };
  const settlement: Settlement = {
    outcome: outcomeOf(total.balance),
    total,
    federal: withFields(balanceOf(federal), {
      refundableCredit: result.federal.refundableCredit,
      additionalMedicareWithheld: result.federal.additionalMedicareWithheld,
      earnedIncomeCredit: result.federal.earnedIncomeCredit,
    }),
    states: lines
      .filter((g) => g.kind === 'state' && g.state !== null)
      .map((g) => ({ state: g.state as StateCode, ...balanceOf(g) }))
      .sort((a, b) => a.state.localeCompare(b.state)),
    local: lines
      .filter((g) => g.kind === 'local')
      .map((g) => ({ id: g.id.replace(/^local-/, ''), name: g.name, ...balanceOf(g) })),
    paid: {
      federalWithheld: payments.federalWithheld,
      federalEstimated: payments.federalEstimated,
      stateWithheld: entries(payments.stateWithheld),
      stateEstimated: entries(payments.stateEstimated),
    },
    estimatedPlan: planOf(filing),
    notes: notesOf(b),
  };
  const w = filing.withholding;
  const withholdingCheck: WithholdingCheck | null = w && {
    onTrack: w.onTrack,
    gap: w.gap,
    payFrequency: w.payFrequency,
    paychecksLeft: w.paychecksLeft,
    extraPerPaycheck: w.extraPerPaycheck,
    safeHarbor: w.safeHarbor,
    federalTax: federal.tax,
    paid: federal.paid,
    action: w.action,
    estimatedPayment: w.estimatedPayment,
    advice: w.text,
  };
  return { settlement, withholdingCheck };
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
