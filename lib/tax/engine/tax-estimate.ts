// GET /tax-estimate (docs/tax-method.md §9): the year's whole tax picture; for 1099 users the federal quarterly plan
// (Form 1040-ES) and, apart, one estimate line per state.

import { stateName } from '@/lib/tax/law';
import { quarterDueDates, requiredAnnualPayment } from './estimated-plan';
import { creditInstallments, quarters } from './filing/installments';
import { ratio4, sum } from './money';
import { returnTaxAfterCredits } from './settlement';
import type { EmploymentType, FilingStatus, StateCode, YearResult } from './types';
import { withFields } from '@/lib/core/with-fields';

export interface QuarterlyPaymentRecord {
  quarter: number;
  amount: number;
  /** When it was paid; absent or null: on the quarter's due date. */
  paidDate?: string | null;
}

export interface TaxEstimateOptions {
  /** Payments already recorded for the year (non-deleted quarterly payment records). */
  payments?: readonly QuarterlyPaymentRecord[];
  /** Federal withholding of the year (the household's), deemed paid a quarter on each due date (IRC 6654(g)). */
  withheld?: number;
  /** The day `overdue` and nothing else is judged by; the year's own `today` by default. */
  today?: string;
  /**
   * The prior year's federal income tax + SE tax and AGI, when the prior year has data (a non-deleted
   * assignment overlapping it); null or absent otherwise.
   */
  priorYear?: { federalTax: number; agi: number } | null;
}

export interface QuarterlyPayment {
  quarter: 1 | 2 | 3 | 4;
  dueDate: string;
  /** What is due this quarter, cents. */
  amount: number;
  /** This quarter's part of the prior-year figure (priorYearRequired split like the annual payment); null without. */
  priorYearSafeHarbor: number | null;
  /** Withholding and payments credited to this quarter, earliest unpaid quarter first (IRC 6654(b)(3)). */
  paid: number;
  /** amount - paid. */
  remaining: number;
}

/** The federal quarterly plan of a 1099 worker (Form 1040-ES; IRC 6654(d)). */
export interface QuarterlyPlan {
  /**
   * F: this year's federal tax after every credit (income tax, SE tax, Additional Medicare Tax, less the
   * refundable child credit: IRC 6654(f)); never state tax or FICA.
   */
  federalTax: number;
  /** round(90% × F). */
  currentYearRequired: number;
  /** round(100% or 110% × the prior year's F); null without prior-year data. */
  priorYearRequired: number | null;
  /** 1.1 when the prior year's AGI was over $150,000 ($75,000 married filing separately), else 1; null without. */
  priorYearRate: number | null;
  /** The required annual payment: the lesser of the two (the current-year figure alone without a prior year). */
  annualPayment: number;
  quarters: QuarterlyPayment[];
  paid: number;
  remaining: number;
}

/** One state's own estimate, apart from the federal plan (each state sets its schedule and form). */
export interface StateEstimate {
  state: StateCode;
  annualTax: number;
  note: string;
}

export interface TaxEstimate {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  grossIncome: number;
  /** W-2 wages, or 1099 net profit P. */
  taxableIncome: number;
  federal: {
    taxableIncome: number;
    standardDeduction: number;
    tax: number;
    overtimeDeduction: number;
    /** 1099: the qualified business income the deduction starts from (Form 8995 line 1); 0 for W-2. */
    qbi: number;
    qbiDeduction: number;
    agi: number;
    /** The return's Additional Medicare Tax (Form 8959 line 18): the wages' and the self-employment part. */
    additionalMedicareTax: number;
    /** The earned income credit (IRC 32), refundable: counted as paid on the balance. */
    earnedIncomeCredit: number;
    /** What IRC 68 took off the itemized deductions (2026 on); 0 when not itemizing. */
    itemizedReduction: number;
  };
  ficaTax: number;
  seTax: number;
  stateTax: number;
  /** Version 3: the local income tax lines (docs/tax-method.md §4b) and their sum, counted in totalTax. */
  localTax: number;
  /** The part of localTax that is Pennsylvania's Local Services Tax ($52 a year where the work place levies it). */
  localServicesTax: number;
  locals: { id: string; name: string; state: StateCode; resident: boolean; tax: number }[];
  states: Array<{ state: StateCode; tax: number }>;
  /** One line per state with tax (docs/tax-method.md §9). */
  stateEstimates: StateEstimate[];
  totalTax: number;
  /** totalTax / grossIncome, 4 decimals. */
  effectiveRate: number;
  /** federal tax / grossIncome, 4 decimals (same base as effectiveRate, so the two compare). */
  federalEffectiveRate: number;
  /** grossIncome - totalTax. */
  estimatedTakeHome: number;
  /** The plan's quarters (1099, or a year with a 1099 assignment); empty for W-2, whose employer withholds. */
  quarterlyPayments: QuarterlyPayment[];
  /** 1099, or a W-2 year with a 1099 assignment (withholding credited); null otherwise. */
  quarterlyPlan: QuarterlyPlan | null;
  notes: string[];
}

/**
 * Form 1040-ES (IRC 6654(d)): the required annual payment (requiredAnnualPayment, ./estimated-plan.ts) is
 * 90% of this year's F, or, when the prior year has data, the lesser of that and 100% of the prior year's F
 * (110% above the AGI threshold). Its four installments and what each has been credited are
 * creditInstallments' (./filing/installments.ts), the one schedule of the settlement and the filing year:
 * each payment (on its paid date, or its quarter's due date) and a quarter of the withholding on each due date
 * go to the earliest installment still unpaid (IRC 6654(b)(3), (g)).
 */
export function quarterlyPlan(
  year: number,
  filingStatus: FilingStatus,
  federalTax: number,
  opts: TaxEstimateOptions,
): QuarterlyPlan {
  const {
    currentYearRequired,
    priorYearRequired,
    priorRate,
    required: annual,
  } = requiredAnnualPayment(
    federalTax,
    filingStatus,
    opts.priorYear && { tax: opts.priorYear.federalTax, agi: opts.priorYear.agi },
  );
  // Kept beside `amount` so that a worker sees what the prior year alone would ask of each quarter.
  const priorAmounts = priorYearRequired === null ? null : quarters(priorYearRequired);
  const due = quarterDueDates(year);
  const plan = creditInstallments({
    dueDates: due,
    required: annual,
    withheld: opts.withheld ?? 0,
    payments: (opts.payments ?? []).map((p) => ({
      amount: p.amount,
      date: p.paidDate ?? due[p.quarter - 1] ?? null,
    })),
    today: opts.today ?? `${year}-01-01`,
  });
  const list = plan.installments.map((q, i): QuarterlyPayment => ({
    quarter: q.quarter,
    dueDate: q.dueDate,
    amount: q.amount,
    priorYearSafeHarbor: priorAmounts?.[i] ?? null,
    paid: q.paid,
    remaining: q.remaining,
  }));
  return {
    federalTax,
    currentYearRequired,
    priorYearRequired,
    priorYearRate: priorRate,
    annualPayment: annual,
    quarters: list,
    paid: plan.paid,
    remaining: plan.remaining,
  };
}

function stateEstimates(result: YearResult): StateEstimate[] {
  const contractor = result.employmentType === '1099';
  return result.states.lines
    .filter((l) => l.tax > 0)
    .map((l) => {
      const name = stateName(l.state);
      const note = contractor
        ? `${name} sets its own estimated-tax schedule and form: pay it there, apart from the federal quarterly payments.`
        : `Usually withheld from your pay; what is not withheld is due with your ${name} return.`;
      return { state: l.state, annualTax: l.tax, note };
    });
}

export function taxEstimate(result: YearResult, opts: TaxEstimateOptions = {}): TaxEstimate {
  const { federal, totals } = result;
  const stateTax = result.states.totalTax;
  const localTax = result.locals.totalTax;
  const totalTax = federal.federalTax + federal.fica.total + federal.se.total + stateTax + localTax;
  // The plan pays the whole return's tax after every credit (§3a: the household's, not only the assignments'
  // share; §9a: the settlement's figure), less what is withheld: a 1099 year's, or a year with a 1099
  // assignment beside W-2 ones (§3a).
  const plan =
    result.employmentType === '1099' || result.items.some((it) => it.employmentType === '1099')
      ? quarterlyPlan(
          result.year,
          result.filingStatus,
          Math.max(0, returnTaxAfterCredits(result)),
          withFields(opts, { today: opts.today ?? result.today }),
        )
      : null;
  return {
    year: result.year,
    employmentType: result.employmentType,
    filingStatus: result.filingStatus,
    grossIncome: totals.grossComp,
    taxableIncome: federal.income,
    federal: {
      taxableIncome: federal.federalTaxable,
      standardDeduction: federal.standardDeduction,
      tax: federal.federalTax,
      overtimeDeduction: federal.overtimeDeduction,
      qbi: federal.qbi,
      qbiDeduction: federal.qbiDeduction,
      agi: federal.agi,
      additionalMedicareTax: federal.additionalMedicareTax,
      earnedIncomeCredit: federal.earnedIncomeCredit,
      itemizedReduction: federal.itemizedReduction,
    },
    ficaTax: federal.fica.total,
    seTax: federal.se.total,
    stateTax,
    localTax,
    localServicesTax: sum(result.locals.lines.filter((l) => l.id.endsWith('-lst')).map((l) => l.tax)),
    locals: result.locals.lines.map((l) => ({
      id: l.id,
      name: l.name,
      state: l.state,
      resident: l.resident,
      tax: l.tax,
    })),
    states: result.states.lines.map((l) => ({ state: l.state, tax: l.tax })),
    stateEstimates: stateEstimates(result),
    totalTax,
    effectiveRate: ratio4(totalTax, totals.grossComp),
    federalEffectiveRate: ratio4(federal.federalTax, totals.grossComp),
    estimatedTakeHome: totals.grossComp - totalTax,
    quarterlyPayments: plan?.quarters ?? [],
    quarterlyPlan: plan,
    notes: [...result.notes],
  };
}
