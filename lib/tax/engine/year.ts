// computeYear: the one computation the profitability, state-income and tax-estimate views share.

import { federalLaw, PAYROLL, stateLaw } from '@/lib/tax/law';
import type { FederalYearLaw } from '@/lib/tax/law/types';
import { type FederalResult, federalYear } from './federal';
import { assignmentYearFigures, type IncomeContext } from './income';
import { allocateLargestRemainder, sum } from './money';
import { computeStates, type StateContext, type StateYearResult } from './state';
import type {
  AssignmentInput,
  AssignmentYearFigures,
  EmploymentType,
  FilingStatus,
  TaxHomeInput,
  YearInput,
  YearItem,
  YearResult,
  YearTotals,
} from './types';

/** Canonical order: start_date, end_date, id. Results never depend on the order the caller passed. */
export function compareAssignments(a: AssignmentInput, b: AssignmentInput): number {
  return compareText(a.start_date, b.start_date) || compareText(a.end_date, b.end_date) || a.id - b.id;
}

/** Code-unit order (dates and state codes are ASCII): no locale involved. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Throws LawYearError unless both the federal and the state tables cover the year, so that a year is
 * accepted or refused the same way whichever states the user worked in (every state table spans the
 * same years; Texas stands in as the probe).
 */
export function yearLaw(year: number): FederalYearLaw {
  const law = federalLaw(year);
  stateLaw('TX', year);
  return law;
}

export interface YearComputation {
  items: YearItem[];
  federal: FederalResult;
  states: StateYearResult;
}

/**
 * Federal, FICA/SE and state tax over a set of figures that make up one year's income, each total split
 * over the items by taxableIncome with the largest-remainder method (tax-method §3, §4).
 */
export function taxFigures(
  figures: readonly AssignmentYearFigures[],
  ctx: {
    year: number;
    employmentType: EmploymentType;
    filingStatus: FilingStatus;
    taxHome: TaxHomeInput | null;
  },
): YearComputation {
  const law = yearLaw(ctx.year);
  const weights = figures.map((f) => f.taxableIncome);
  const federal = federalYear(ctx.employmentType, ctx.filingStatus, sum(weights), law, PAYROLL);
  const stateCtx: StateContext = {
    year: ctx.year,
    employmentType: ctx.employmentType,
    filingStatus: ctx.filingStatus,
    homeState: ctx.taxHome?.state ?? null,
  };
  const states = computeStates(figures, stateCtx);
  const federalParts = allocateLargestRemainder(federal.federalTax, weights);
  const ficaParts = allocateLargestRemainder(federal.fica.total, weights);
  const seParts = allocateLargestRemainder(federal.se.total, weights);
  const items = figures.map((f, i): YearItem => {
    const federalTax = federalParts[i] ?? 0;
    const stateTax = states.itemStateTax[i] ?? 0;
    const ficaTax = ficaParts[i] ?? 0;
    const seTax = seParts[i] ?? 0;
    return { ...f, federalTax, stateTax, ficaTax, seTax, totalTax: federalTax + stateTax + ficaTax + seTax };
  });
  return { items, federal, states };
}

function totalsOf(items: readonly YearItem[]): YearTotals {
  const add = (pick: (it: YearItem) => number) => sum(items.map(pick));
  return {
    grossComp: add((it) => it.grossComp),
    taxableIncome: add((it) => it.taxableIncome),
    federalTax: add((it) => it.federalTax),
    stateTax: add((it) => it.stateTax),
    ficaTax: add((it) => it.ficaTax),
    seTax: add((it) => it.seTax),
    totalTax: add((it) => it.totalTax),
    linkedExpenses: add((it) => it.linkedExpenses),
    linkedMiles: add((it) => it.linkedMiles),
    linkedMileageDeduction: add((it) => it.linkedMileageDeduction),
  };
}

/** Notes of the GSA tables where they decided taxable income (W-2 with a tax home): stand-in fiscal years. */
function gsaNotes(figures: readonly AssignmentYearFigures[], ctx: IncomeContext): string[] {
  if (ctx.employmentType !== 'w2' || !ctx.hasTaxHome) return [];
  return figures.flatMap((f) => f.gsa.notes.map((n) => `GSA per diem: ${n}`));
}

/** Everything the year's tax views show, from the user's assignments and linked totals (pure). */
export function computeYear(input: YearInput): YearResult {
  yearLaw(input.year);
  const ctx: IncomeContext = { employmentType: input.employmentType, hasTaxHome: input.taxHome !== null };
  const figures = [...input.assignments]
    .sort(compareAssignments)
    .map((a) => assignmentYearFigures(a, input.year, ctx, input.linked[a.id]))
    .filter((f): f is AssignmentYearFigures => f !== null);
  const { items, federal, states } = taxFigures(figures, input);
  return {
    year: input.year,
    today: input.today,
    employmentType: input.employmentType,
    filingStatus: input.filingStatus,
    taxHome: input.taxHome,
    items,
    totals: totalsOf(items),
    federal,
    states,
    notes: [...new Set([...states.notes, ...gsaNotes(figures, ctx)])],
  };
}
