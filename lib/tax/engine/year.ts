// computeYear: the one computation the profitability, state-income and tax-estimate views share.

import {
  federalLaw,
  federalTableYear,
  OUTSIDE_CONUS_NOTE,
  PAYROLL,
  stateTableYear,
  yearNote,
} from '@/lib/tax/law';
import { type FederalResult, federalYear } from './federal';
import { overtimeFigures } from './overtime';
import { assignmentYearFigures, type IncomeContext, placeDays } from './income';
import { allocateLargestRemainder, sum } from './money';
import type { HouseholdInput, SaltPaidInput } from './household';
import { localIncomeTax } from './local-lines';
import { computeLocals, type LocalYearResult } from './local';
import { computeStates, type StateYearResult } from './state';
import { LOCAL_TAX_NOTE } from './state-wording';
import type {
  AssignmentInput,
  AssignmentYearFigures,
  EmploymentType,
  FilingStatus,
  TaxHomeInput,
  UnlinkedTotals,
  YearInput,
  YearItem,
  YearResult,
  YearTotals,
} from './types';
import { withFields } from '@/lib/core/with-fields';
import { itemOf } from './year-item';
import { saltOfYear } from './year-salt';
import { incomeSplit, linkedCosts, mixedBase, netProfit, typeWeights } from './year-split';

/** Canonical order: start_date, end_date, id. Results never depend on the order the caller passed. */
export function compareAssignments(a: AssignmentInput, b: AssignmentInput): number {
  return compareText(a.start_date, b.start_date) || compareText(a.end_date, b.end_date) || a.id - b.id;
}

/** Code-unit order (dates and state codes are ASCII): no locale involved. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Which tables compute `year` (docs/tax-method.md §10), in plain words: none when the year has its own; one note
 * when the federal and state tables both stand in from one year, else one for each.
 */
export function lawYearNotes(year: number): string[] {
  const federal = federalTableYear(year);
  const state = stateTableYear(year);
  const notes =
    federal === state
      ? [yearNote(year, federal, 'all')]
      : [yearNote(year, federal, 'federal'), yearNote(year, state, 'state')];
  return notes.filter((n): n is string => n !== null);
}

export interface YearComputation {
  items: YearItem[];
  federal: FederalResult;
  states: StateYearResult;
  locals: LocalYearResult;
}

export interface TaxContext {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  taxHome: TaxHomeInput | null;
  /** The household around the worker (docs/tax-method.md §3a); absent: version 2. */
  household?: HouseholdInput;
  /** W-2 box 12 code TT of the year's W-2s: the qualified overtime, instead of the FLSA premium (§3a). */
  reportedOvertime?: number;
  /** The state and local income tax paid in the year, for SALT (§3a); absent: the computed tax stands in. */
  saltPaid?: SaltPaidInput;
}

/**
 * The local notes (version 3): those of the places and rates, or, when no local tax applies and nothing is
 * missing, that none does.
 */
export function localNotes(locals: LocalYearResult): string[] {
  return locals.lines.length === 0 && locals.notes.length === 0 ? [LOCAL_TAX_NOTE] : locals.notes;
}

/** A 1099 year's business costs: every expense (meals apart) and the whole mileage deduction (§2, §5). */
export type BusinessCosts = UnlinkedTotals;

/**
 * The first federal pass over a year's figures: the worker's own return (docs/tax-method.md §3), before any
 * state or local tax is known. Without a household it is the return's federal figure (nothing is itemized).
 */
function ownFederal(figures: readonly AssignmentYearFigures[], ctx: TaxContext, costs?: BusinessCosts) {
  const law = federalLaw(ctx.year);
  const taxable = figures.map((f) => f.taxableIncome);
  const weights = sum(taxable) === 0 ? figures.map((f) => f.grossComp) : taxable;
  const c = costs ?? linkedCosts(figures);
  const split = incomeSplit(figures, ctx, c);
  const income = split
    ? split.wages + split.profit
    : ctx.employmentType === '1099'
      ? netProfit(figures, c)
      : sum(taxable);
  const overtime = overtimeFigures(figures, ctx);
  const extras = {
    taxYear: ctx.year,
    qualifiedOvertime: overtime.qualified,
    household: ctx.household,
    notes: overtime.notes,
    split,
  };
  const own = federalYear(ctx.employmentType, ctx.filingStatus, income, law, PAYROLL, extras);
  return { law, weights, income, extras, own, split };
}

/**
 * Federal, FICA/SE and state tax over a set of figures that make up one year's income, each total split
 * over the items with the largest-remainder method (docs/tax-method.md §3, §4). The weights are the items'
 * taxableIncome, or their grossComp when every taxableIncome is 0. A 1099 year taxes
 * P = max(0, the sum of grossComp - every business expense, meals at 50% - the mileage deduction), not the
 * sum of the weights; `costs` defaults to the items' linked costs.
 */
export function taxFigures(
  figures: readonly AssignmentYearFigures[],
  ctx: TaxContext,
  costs?: BusinessCosts,
): YearComputation {
  const { law, weights, income, extras, own, split } = ownFederal(figures, ctx, costs);
  // A year with both (§3a): the states and locals tax each contract's taxableIncome, like a W-2 year's.
  const contractor = split === undefined && ctx.employmentType === '1099';
  const states = computeStates(
    figures,
    // States that follow the federal overtime deduction (v3) take the worker's own; it does not depend on
    // itemizing, so the first pass's figure is the return's.
    withFields(ctx, { homeState: ctx.taxHome?.state ?? null, overtimeDeduction: own.overtimeDeduction }),
    contractor
      ? { weights, agi: own.ownAgi }
      : split
        ? mixedBase(figures, weights, own.ownAgi, split)
        : { weights },
  );
  // Philadelphia's Net Profits Tax reads the year's 1099 profit: all of it, or in a year with both, the 1099 part.
  const netProfit = contractor ? income : split?.profit;
  const locals = computeLocals(
    figures,
    netProfit === undefined ? ctx : withFields(ctx, { netProfit }),
    states,
  );
  // Itemizing counts the state and local income taxes paid in the year in SALT (§3a), the year's computed
  // ones standing in when nothing paid was given; without a household nothing is itemized.
  const salt = saltOfYear(
    ctx.saltPaid,
    states.totalTax + localIncomeTax(locals.lines),
    ctx.filingStatus === 'married_joint',
  );
  const federal =
    ctx.household === undefined
      ? own
      : federalYear(
          ctx.employmentType,
          ctx.filingStatus,
          income,
          law,
          PAYROLL,
          withFields(extras, { stateLocalIncomeTax: salt.amount }),
        );
  if (federal.itemizes && salt.amount > 0 && !federal.salesTaxElected) federal.notes.push(salt.note);
  const federalParts = allocateLargestRemainder(federal.federalTax, weights);
  const ficaParts = allocateLargestRemainder(
    federal.fica.total,
    split ? typeWeights(figures, weights, 'w2') : weights,
  );
  const seParts = allocateLargestRemainder(
    federal.se.total,
    split ? typeWeights(figures, weights, '1099') : weights,
  );
  const items = figures.map((f, i): YearItem => {
    const federalTax = federalParts[i] ?? 0;
    const stateTax = states.itemStateTax[i] ?? 0;
    const ficaTax = ficaParts[i] ?? 0;
    const seTax = seParts[i] ?? 0;
    const localTax = locals.itemLocalTax[i] ?? 0;
    return itemOf(f, { federalTax, stateTax, localTax, ficaTax, seTax });
  });
  return { items, federal, states, locals };
}

function totalsOf(items: readonly YearItem[]): YearTotals {
  const add = (pick: (it: YearItem) => number) => sum(items.map(pick));
  return {
    grossComp: add((it) => it.grossComp),
    taxableIncome: add((it) => it.taxableIncome),
    federalTax: add((it) => it.federalTax),
    stateTax: add((it) => it.stateTax),
    localTax: add((it) => it.localTax),
    ficaTax: add((it) => it.ficaTax),
    seTax: add((it) => it.seTax),
    totalTax: add((it) => it.totalTax),
    linkedExpenses: add((it) => it.linkedExpenses),
    linkedMiles: add((it) => it.linkedMiles),
    linkedMileageDeduction: add((it) => it.linkedMileageDeduction),
  };
}

/**
 * Notes of the GSA test where it decided taxable income (W-2 stipends tax-free up to the rate): stand-in
 * fiscal years and ZIPs in several areas; and the stipends that could not be checked (Alaska, Hawaii).
 */
export function gsaNotes(figures: readonly AssignmentYearFigures[]): string[] {
  return figures.flatMap((f) => {
    if (f.employmentType !== 'w2' || f.stipendsTaxable) return [];
    if (!f.gsa.checked) return f.gsa.weeklyAllowance > 0 ? [OUTSIDE_CONUS_NOTE] : [];
    return [...f.gsaNotes];
  });
}

/** The assignments the 12-month rule looks at: the history, plus any assignment of the year it lacks. */
function everyAssignment(input: YearInput): readonly AssignmentInput[] {
  if (!input.history) return input.assignments;
  const ids = new Set(input.history.map((a) => a.id));
  return [...input.history, ...input.assignments.filter((a) => !ids.has(a.id))];
}

/**
 * The 1099 business costs of the year: every linked total (whatever assignment) and the unlinked ones; the
 * year's own mileage deduction when given (§2 "the year's mileage deduction (section 5)").
 */
function yearCosts(input: YearInput): BusinessCosts {
  const linked = Object.values(input.linked).filter((l) => l !== undefined);
  const u = input.unlinked ?? { expenses: 0, meals: 0, mileageDeduction: 0 };
  return {
    expenses: sum(linked.map((l) => l.expenses)) + u.expenses,
    meals: sum(linked.map((l) => l.meals ?? 0)) + u.meals,
    mileageDeduction:
      input.mileageDeduction ?? sum(linked.map((l) => l.mileageDeduction)) + u.mileageDeduction,
  };
}

/** Everything the year's tax views show, from the user's assignments and linked totals (pure). */
export function computeYear(input: YearInput): YearResult {
  const figures = yearFigures(input);
  const { items, federal, states, locals } = taxFigures(figures, input, yearCosts(input));
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
    locals,
    notes: [
      ...new Set([
        ...localNotes(locals),
        ...lawYearNotes(input.year),
        ...states.notes,
        ...federal.notes,
        ...gsaNotes(figures),
      ]),
    ],
  };
}

/**
 * computeYear(input).federal, without the states and local taxes when no household itemizes them (§3a):
 * all a prior year gives the estimate (its 1040-ES figure and its return's tax and AGI, §9).
 */
export function yearFederal(input: YearInput): FederalResult {
  if (input.household !== undefined) return computeYear(input).federal;
  return ownFederal(yearFigures(input), input, yearCosts(input)).own;
}

/**
 * The year's figures of each assignment before tax (canonical order): income, the GSA test and the stipend
 * flags. computeYear taxes them; a view that shows only the flags (the dashboard) stops here.
 */
export function yearFigures(input: YearInput): AssignmentYearFigures[] {
  const ctx: IncomeContext = {
    employmentType: input.employmentType,
    taxHome: input.taxHome,
    places: placeDays(everyAssignment(input)),
  };
  return [...input.assignments]
    .sort(compareAssignments)
    .map((a) => assignmentYearFigures(a, input.year, ctx, input.linked[a.id]))
    .filter((f): f is AssignmentYearFigures => f !== null);
}
