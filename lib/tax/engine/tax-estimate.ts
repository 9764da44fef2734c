// GET /tax-estimate: the year's whole tax picture and, for 1099 users, the quarterly estimated payments.

import { weekendRule } from './calendar';
import { applyRate, mulDivRound, ratio4, sum } from './money';
import type { EmploymentType, FilingStatus, StateCode, YearResult } from './types';

export interface QuarterlyPaymentRecord {
  quarter: number;
  amount: number;
}

export interface TaxEstimateOptions {
  /** Payments already recorded for the year (non-deleted quarterly payment records). */
  payments?: readonly QuarterlyPaymentRecord[];
  /** Last year's total tax and AGI, when known, for the prior-year safe harbor. */
  priorYear?: { totalTax: number; agi: number } | null;
}

export interface QuarterlyPayment {
  quarter: 1 | 2 | 3 | 4;
  dueDate: string;
  amount: number;
  priorYearSafeHarbor: number | null;
  paid: number;
  remaining: number;
}

export interface TaxEstimate {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  grossIncome: number;
  taxableIncome: number;
  federal: {
    taxableIncome: number;
    standardDeduction: number;
    tax: number;
    qbiDeduction: number;
    agi: number;
  };
  ficaTax: number;
  seTax: number;
  stateTax: number;
  states: Array<{ state: StateCode; tax: number }>;
  totalTax: number;
  /** totalTax / grossIncome, 4 decimals. */
  effectiveRate: number;
  /** federal tax / grossIncome, 4 decimals (same base as effectiveRate, so the two compare). */
  federalEffectiveRate: number;
  /** grossIncome - totalTax. */
  estimatedTakeHome: number;
  quarterlyPayments: QuarterlyPayment[];
  notes: string[];
}

/** AGI above which the prior-year safe harbor is 110% instead of 100% (cents). */
const HIGH_INCOME_AGI = 15_000_000;

/**
 * Quarterly estimated payments (1099). The current-year safe harbor is 90% of this year's tax; the IRS
 * rule is the smaller of that and 100%/110% of last year's tax, which needs a prior-year figure the
 * service may not have. So `amount` = round(90% × (federal + SE + state tax)) split in four: quarters 1-3
 * get round(annual / 4) each and the fourth absorbs the remainder, so the four add up exactly; and
 * `priorYearSafeHarbor` = round(prior total × (1.10 if prior AGI > $150,000 else 1.00) / 4) is shown
 * beside it when the caller knows last year's figures, else null. Due dates: Apr 15, Jun 15, Sep 15 and
 * Jan 15 of the next year, moved past a weekend (holidays are not modelled).
 */
export function quarterlyPayments(
  year: number,
  annualTax: number,
  opts: TaxEstimateOptions,
): QuarterlyPayment[] {
  const annual = applyRate(annualTax, 0.9);
  const perQuarter = mulDivRound(annual, 1, 4);
  const prior = opts.priorYear ?? null;
  const safeHarbor =
    prior === null ? null : mulDivRound(prior.totalTax, prior.agi > HIGH_INCOME_AGI ? 110 : 100, 400);
  const due = [`${year}-04-15`, `${year}-06-15`, `${year}-09-15`, `${year + 1}-01-15`];
  return ([1, 2, 3, 4] as const).map((quarter) => {
    const amount = quarter === 4 ? annual - 3 * perQuarter : perQuarter;
    const paid = sum((opts.payments ?? []).filter((p) => p.quarter === quarter).map((p) => p.amount));
    return {
      quarter,
      dueDate: weekendRule(due[quarter - 1] ?? `${year}-04-15`),
      amount,
      priorYearSafeHarbor: safeHarbor,
      paid,
      remaining: Math.max(0, amount - paid),
    };
  });
}

export function taxEstimate(result: YearResult, opts: TaxEstimateOptions = {}): TaxEstimate {
  const { federal, totals } = result;
  const stateTax = result.states.totalTax;
  const totalTax = federal.federalTax + federal.fica.total + federal.se.total + stateTax;
  return {
    year: result.year,
    employmentType: result.employmentType,
    filingStatus: result.filingStatus,
    grossIncome: totals.grossComp,
    taxableIncome: totals.taxableIncome,
    federal: {
      taxableIncome: federal.federalTaxable,
      standardDeduction: federal.standardDeduction,
      tax: federal.federalTax,
      qbiDeduction: federal.qbiDeduction,
      agi: federal.agi,
    },
    ficaTax: federal.fica.total,
    seTax: federal.se.total,
    stateTax,
    states: result.states.lines.map((l) => ({ state: l.state, tax: l.tax })),
    totalTax,
    effectiveRate: ratio4(totalTax, totals.grossComp),
    federalEffectiveRate: ratio4(federal.federalTax, totals.grossComp),
    estimatedTakeHome: totals.grossComp - totalTax,
    quarterlyPayments:
      result.employmentType === '1099'
        ? quarterlyPayments(result.year, federal.federalTax + federal.se.total + stateTax, opts)
        : [],
    notes: [...result.notes],
  };
}
