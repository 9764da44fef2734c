import { dayNumber } from '@/lib/tax/engine/calendar';
import { balanceLine, type BalanceLine, type PaymentsInput } from '@/lib/tax/engine/household';
import { mulDivRound, sum } from '@/lib/tax/engine/money';
import type { StateCode, YearResult } from '@/lib/tax/engine/types';

// "What will I owe in April?" for the views: each tax against what was paid toward it (tax method v3).
// Federal: income tax plus self-employment tax (FICA is withheld by the employer to the cent and never
// settled on the return); each state: its tax. Paid: withholding and the estimated payments recorded.

export type Outcome = 'owe' | 'refund' | 'even';

export interface Settlement {
  outcome: Outcome;
  total: BalanceLine;
  federal: BalanceLine;
  states: Array<BalanceLine & { state: StateCode }>;
  local: Array<BalanceLine & { id: string; name: string }>;
  /** What the paid figures are made of. */
  paid: {
    federalWithheld: number;
    federalEstimated: number;
    stateWithheld: Array<{ state: StateCode; amount: number }>;
    stateEstimated: Array<{ state: StateCode; amount: number }>;
  };
}

/** A W-2 worker's federal withholding against the year's federal tax (Form W-4 line 4(c)). */
export interface WithholdingCheck {
  onTrack: boolean;
  federalTax: number;
  /** Federal withholding expected by December 31 (W-2s, projected pay stubs, the spouse's). */
  withheld: number;
  /** max(0, federalTax − withheld − federal estimated payments). */
  gap: number;
  /** Weekly paychecks left in the year (from today, or all 52 for a future year; 0 for a past one). */
  paychecksLeft: number;
  /** The gap over the paychecks left, rounded up to the dollar; 0 when on track or none are left. */
  extraPerPaycheck: number;
}

const entries = (m: Partial<Record<StateCode, number>>) =>
  (Object.entries(m) as Array<[StateCode, number]>)
    .filter(([, v]) => v > 0)
    .map(([state, amount]) => ({ state, amount }))
    .sort((a, b) => a.state.localeCompare(b.state));

export const outcomeOf = (balance: number): Outcome =>
  balance > 0 ? 'owe' : balance < 0 ? 'refund' : 'even';

export function settle(result: YearResult, payments: PaymentsInput): Settlement {
  const federalTax = result.federal.federalTax + result.federal.se.total;
  const federal = balanceLine(federalTax, payments.federalWithheld + payments.federalEstimated);
  const paidIn = (s: StateCode) => (payments.stateWithheld[s] ?? 0) + (payments.stateEstimated[s] ?? 0);
  const taxed = new Map(result.states.lines.map((l) => [l.state, l.tax]));
  const codes = new Set<StateCode>([
    ...result.states.lines.filter((l) => l.tax > 0).map((l) => l.state),
    ...entries(payments.stateWithheld).map((e) => e.state),
    ...entries(payments.stateEstimated).map((e) => e.state),
  ]);
  const states = [...codes]
    .sort()
    .map((state) => ({ state, ...balanceLine(taxed.get(state) ?? 0, paidIn(state)) }));
  const lines = [federal, ...states];
  const total = balanceLine(sum(lines.map((l) => l.tax)), sum(lines.map((l) => l.paid)));
  return {
    outcome: outcomeOf(total.balance),
    total,
    federal,
    states,
    local: [],
    paid: {
      federalWithheld: payments.federalWithheld,
      federalEstimated: payments.federalEstimated,
      stateWithheld: entries(payments.stateWithheld),
      stateEstimated: entries(payments.stateEstimated),
    },
  };
}

/** Weekly paychecks from `today` to December 31 of `year`. */
function paychecksLeft(year: number, today: string): number {
  const end = dayNumber(`${year}-12-31`);
  const start = Math.max(dayNumber(today), dayNumber(`${year}-01-01`) - 1);
  return Math.max(0, Math.floor((end - start) / 7));
}

export function withholdingCheck(result: YearResult, payments: PaymentsInput): WithholdingCheck {
  const federalTax = result.federal.federalTax;
  const withheld = payments.federalWithheld;
  const gap = Math.max(0, federalTax - withheld - payments.federalEstimated);
  const left = paychecksLeft(result.year, result.today);
  const extra = gap > 0 && left > 0 ? mulDivRound(Math.ceil(gap / left / 100), 100, 1) : 0;
  return { onTrack: gap === 0, federalTax, withheld, gap, paychecksLeft: left, extraPerPaycheck: extra };
}
