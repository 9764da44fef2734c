// What is still owed or refunded when the worker files (docs/tax-method.md §9a): each tax line against what
// was paid toward it, the W-2 withholding check (W-4 line 4(c)) and the 1099 quarterly plan with overdue
// quarters and the safe harbors of IRC 6654(d) (./estimated-plan.ts). Pure: `today` comes from the caller.

import { formatDate } from '@/lib/core/dates';
import { ESTIMATED_TAX } from '@/lib/tax/law/payments';
import type { StateCode } from '@/lib/tax/law/types';
import { type BalanceLine, balanceLine, type PaymentsInput } from './household';
import { estimatedPlan, safeHarbor, type EstimatedPlan, type SafeHarbor } from './estimated-plan';
import type { DatedPayment } from './filing/installments';
import { withholdingAction } from './filing/withholding';
import { percent, sum, usd } from './money';
import type { YearResult } from './types';
import { withFields } from '@/lib/core/with-fields';

export type { EstimatedPlan, SafeHarbor } from './estimated-plan';

/** How often a W-2 worker is paid: the withholding advice counts the paychecks left by it. */
export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export interface SettlementOptions {
  /** UTC date 'YYYY-MM-DD'; the year's own `today` by default. */
  today?: string;
  /** W-2 pay frequency for the withholding check; weekly by default (most travel nurses are paid weekly). */
  payFrequency?: PayFrequency;
  /**
   * Last year's federal tax after credits (income tax + SE tax, Form 1040 line 22 plus Schedule 2) and AGI:
   * the 100% / 110% safe harbor. Unknown (absent or null): 90% of this year's tax is the only threshold.
   */
  priorYear?: { tax: number; agi: number } | null;
  /** Local tax lines of the year (any `{ id, tax }`), settled against `payments.localWithheld`. */
  localLines?: readonly { id: string; tax: number }[];
  /**
   * The federal estimated payments with their dates, credited in date order (IRC 6654(b)(3)); absent: their
   * total (`payments.federalEstimated`), credited in order without dates.
   */
  estimatedPayments?: readonly DatedPayment[];
}

export interface StateBalance extends BalanceLine {
  state: StateCode;
}

export interface LocalBalance extends BalanceLine {
  id: string;
}

/** The federal line: `tax` is the return's (income tax after credits + SE tax + Additional Medicare Tax). */
export interface FederalBalance extends BalanceLine {
  /** Part of `paid`: the refundable child tax credit. */
  refundableCredit: number;
  /** Part of `paid`: the earned income credit (IRC 32, refundable). */
  earnedIncomeCredit: number;
  /** Part of `paid`: Additional Medicare Tax employers withheld (W-2 box 6 above $200,000). */
  additionalMedicareWithheld: number;
}

/** The W-2 withholding check: will what is withheld by December 31 cover the federal tax? */
export interface WithholdingCheck {
  /** Payments by the year's end (withholding as projected + estimated payments) cover the tax. */
  onTrack: boolean;
  /** max(0, federal balance): what is still missing. */
  gap: number;
  payFrequency: PayFrequency;
  /** Pay periods with work left in the year after `today`, from the assignments still running (./filing). */
  paychecksLeft: number;
  /** W-4 line 4(c): ceil(gap / paychecks left) in whole dollars; 0 on track; null when no paycheck is left. */
  extraPerPaycheck: number | null;
  safeHarbor: SafeHarbor;
}

export interface Settlement {
  year: number;
  today: string;
  federal: FederalBalance;
  /** The year's state lines, and any state with payments but no line (tax 0). */
  states: StateBalance[];
  locals: LocalBalance[];
  /** Federal + states + locals. */
  total: BalanceLine;
  /** W-2 workers; null for 1099. */
  withholdingCheck: WithholdingCheck | null;
  /** 1099 workers; null for W-2 (their employer withholds). */
  estimatedPlan: EstimatedPlan | null;
  notes: string[];
}

function checkNotes(check: WithholdingCheck, hasPrior: boolean, noPaycheckNote: string): string[] {
  const notes = [];
  if (!check.onTrack && check.extraPerPaycheck !== null) {
    notes.push(
      `To cover the rest by December 31, ask your agency to withhold an extra ${usd(check.extraPerPaycheck)} ` +
        `from each of your ${check.paychecksLeft} remaining ${check.payFrequency} paychecks (Form W-4, line 4(c)).`,
    );
  }
  if (!check.onTrack && check.extraPerPaycheck === null) notes.push(noPaycheckNote);
  if (check.payFrequency === 'weekly') {
    notes.push(
      'Paychecks are counted as weekly, as most agencies pay travel nurses; a new W-4 applies from the next payroll.',
    );
  }
  if (!hasPrior) notes.push(PRIOR_UNKNOWN);
  return notes;
}

const PRIOR_UNKNOWN =
  `Last year’s tax is not known here, so the penalty-free amount is ${percent(ESTIMATED_TAX.currentYearShare)} ` +
  `of this year’s tax; paying ${percent(ESTIMATED_TAX.priorYearShare)} of last year’s tax ` +
  `(${percent(ESTIMATED_TAX.highIncomePriorYearShare)} when last year’s income was over ` +
  `${usd(ESTIMATED_TAX.highIncomeAgi.single, 0)}) by the year’s end is also enough.`;

/** The federal tax of a year's return the way §9a counts it (after every credit), for the next year's safe harbor. */
export function returnTaxAfterCredits(year: Pick<YearResult, 'federal'>): number {
  const f = year.federal;
  return f.returnTax + f.se.total + f.returnAdditionalMedicare - f.refundableCredit - f.earnedIncomeCredit;
}

/**
 * The prior-year figures of a computed year (docs/tax-method.md §9 uses the app's own computation of the prior
 * year when it has data): pass them as `opts.priorYear` of the next year's settlement.
 */
export function priorYearOf(year: Pick<YearResult, 'federal'>): { tax: number; agi: number } {
  return { tax: Math.max(0, returnTaxAfterCredits(year)), agi: year.federal.agi };
}

/**
 * The year's balances: federal (the whole return: the household's income tax after credits + SE tax +
 * Additional Medicare Tax, against withholding, estimated payments, the refundable child credit and the
 * Additional Medicare Tax employers withheld), each state and local line against its payments, and the total;
 * with the W-2 withholding check or the 1099 quarterly plan. Withholding never changes a tax, only the balance.
 */
export function computeSettlement(
  year: YearResult,
  payments: PaymentsInput,
  opts: SettlementOptions = {},
): Settlement {
  const today = opts.today ?? year.today;
  const f = year.federal;
  const federalTax = f.returnTax + f.se.total + f.returnAdditionalMedicare;
  const paidOwn = payments.federalWithheld + payments.federalEstimated + f.additionalMedicareWithheld;
  const refundable = f.refundableCredit + f.earnedIncomeCredit;
  const federal: FederalBalance = withFields(balanceLine(federalTax, paidOwn + refundable), {
    refundableCredit: f.refundableCredit,
    earnedIncomeCredit: f.earnedIncomeCredit,
    additionalMedicareWithheld: f.additionalMedicareWithheld,
  });
  const stateCodes = [
    ...year.states.lines.map((l) => l.state),
    ...(Object.keys(payments.stateWithheld) as StateCode[]),
    ...(Object.keys(payments.stateEstimated) as StateCode[]),
  ];
  const states = [...new Set(stateCodes)].map((state): StateBalance => {
    const tax = year.states.lines.find((l) => l.state === state)?.tax ?? 0;
    const paid = (payments.stateWithheld[state] ?? 0) + (payments.stateEstimated[state] ?? 0);
    return { state, ...balanceLine(tax, paid) };
  });
  const localWithheld = payments.localWithheld ?? {};
  const localIds = [...(opts.localLines ?? []).map((l) => l.id), ...Object.keys(localWithheld)];
  const locals = [...new Set(localIds)].map((id): LocalBalance => {
    const tax = sum((opts.localLines ?? []).filter((l) => l.id === id).map((l) => l.tax));
    return { id, ...balanceLine(tax, localWithheld[id] ?? 0) };
  });
  const lines: BalanceLine[] = [federal, ...states, ...locals];
  const total = balanceLine(sum(lines.map((l) => l.tax)), sum(lines.map((l) => l.paid)));

  const taxAfterCredits = returnTaxAfterCredits(year);
  const harbor = safeHarbor(taxAfterCredits, year.filingStatus, paidOwn, opts.priorYear);
  const hasPrior = opts.priorYear !== null && opts.priorYear !== undefined;
  let withholdingCheck: WithholdingCheck | null = null;
  let plan: EstimatedPlan | null = null;
  const notes: string[] = [];
  // A year with W-2 and 1099 contracts (§3a) gets both, as the filing year does (./filing/year.ts): the W-4
  // check over the W-2 paychecks and the 1099 quarterly plan, which credits what is withheld.
  const employee = year.items.some((it) => it.employmentType === 'w2');
  const contractor = year.items.some((it) => it.employmentType === '1099');
  if (year.employmentType === 'w2' || employee) {
    const payFrequency = opts.payFrequency ?? 'weekly';
    // The filing year's advice (./filing/withholding.ts): paychecks from the assignments still running.
    const advice = withholdingAction({
      year: year.year,
      today,
      // Paychecks come from the W-2 contracts only (a year with both, §3a).
      spans: year.items.filter((it) => it.employmentType === 'w2').map((it) => it.dayRange),
      payFrequency,
      federalBalance: federal.balance,
    });
    withholdingCheck = {
      onTrack: advice.onTrack,
      gap: advice.gap,
      payFrequency,
      paychecksLeft: advice.paychecksLeft,
      extraPerPaycheck: advice.extraPerPaycheck,
      safeHarbor: harbor,
    };
    notes.push(...checkNotes(withholdingCheck, hasPrior, advice.text));
  }
  if (year.employmentType === '1099' || contractor) {
    plan = estimatedPlan(
      year.year,
      today,
      harbor,
      payments.federalWithheld + f.additionalMedicareWithheld,
      opts.estimatedPayments ?? payments.federalEstimated,
    );
    const overdue = plan.quarters.filter((q) => q.overdue);
    if (overdue.length > 0) {
      notes.push(
        `Overdue: ${overdue.map((q) => `quarter ${q.quarter} (due ${formatDate(q.dueDate)}), ${usd(q.remaining)}`).join('; ')}. ` +
          'Paying now limits the underpayment penalty.',
      );
    }
    if (!hasPrior && !notes.includes(PRIOR_UNKNOWN)) notes.push(PRIOR_UNKNOWN);
  }
  return {
    year: year.year,
    today,
    federal,
    states,
    locals,
    total,
    withholdingCheck,
    estimatedPlan: plan,
    notes,
  };
}
