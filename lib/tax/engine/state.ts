// State income tax for a year (tax-method.md §4): nonresident proration by income percentage, reciprocity
// for W-2 wages, the home state's resident tax and its credit for taxes paid to other states.

import { reciprocityExempt, stateLaw } from '@/lib/tax/law';
import type { EmploymentType, FilingStatus, StateCode, StateYearLaw } from '@/lib/tax/law/types';
import { distinctDays, weekendRule } from './calendar';
import { allocateLargestRemainder, bracketTax, bracketTaxExact, ratio4, roundRatio, sum } from './money';

/** What the state computation needs of an assignment's year figures. */
export interface StateWorkItem {
  assignment: { state: StateCode };
  taxableIncome: number;
  dayRange: readonly [number, number];
  linkedExpenses: number;
  linkedMileageDeduction: number;
}

export interface StateContext {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  /** The current tax home's state; null: no home state and no reciprocity. */
  homeState: StateCode | null;
}

export interface StateLine {
  state: StateCode;
  stateName: string;
  /** income_S: taxableIncome of the assignments worked in the state. */
  income: number;
  tax: number;
  effectiveRate: number;
  noTax: boolean;
  days: number;
  reciprocity: { exempt: boolean; reason: string | null };
  stateDeduction: number | null;
  filingRequired: boolean;
  isHomeState: boolean;
  formName: string | null;
  formDescription: string | null;
  filingDeadline: string | null;
  /** Indexes (into the items passed in) of the assignments worked in the state. */
  itemIndexes: number[];
  /** Home state with an income tax: R, the resident tax before the credit, and the credit. */
  residentTax: number | null;
  credit: number | null;
}

export interface StateYearResult {
  homeState: StateCode | null;
  /** Sum of the items' taxableIncome. */
  total: number;
  /** Nonresident states by income (desc, then code), the home state last: the filing order. */
  lines: StateLine[];
  totalTax: number;
  /** Per item (same order as passed in): its share of its work state's tax plus its share of the home state's. */
  itemStateTax: number[];
  notes: string[];
}

export const LOCAL_TAX_NOTE =
  'Local income taxes (New York City and Yonkers, Philadelphia and other Pennsylvania localities, Ohio and ' +
  'Michigan cities, Indiana and Maryland counties...) are out of scope and not included in these figures.';

const NOT_EXEMPT = { exempt: false, reason: null } as const;

function baseLine(law: StateYearLaw, items: readonly StateWorkItem[], indexes: number[], ctx: StateContext) {
  const own = indexes.map((i) => items[i]).filter((it): it is StateWorkItem => it !== undefined);
  const deductible =
    ctx.employmentType === 'w2' && law.allowsUnreimbursedEmployeeExpenses
      ? sum(own.map((it) => it.linkedExpenses + it.linkedMileageDeduction))
      : null;
  return {
    state: law.state,
    stateName: law.name,
    income: sum(own.map((it) => it.taxableIncome)),
    noTax: !law.hasIncomeTax,
    days: distinctDays(own.map((it) => it.dayRange)),
    stateDeduction: deductible,
    filingDeadline: law.hasIncomeTax && law.filingDeadline ? weekendRule(law.filingDeadline) : null,
    itemIndexes: indexes,
  };
}

/** A work state other than the home state. */
function nonresidentLine(
  law: StateYearLaw,
  items: readonly StateWorkItem[],
  indexes: number[],
  total: number,
  ctx: StateContext,
): StateLine {
  const base = baseLine(law, items, indexes, ctx);
  const reciprocity =
    law.hasIncomeTax && ctx.employmentType === 'w2' && ctx.homeState !== null
      ? reciprocityExempt(law.state, ctx.homeState)
      : NOT_EXEMPT;
  const taxed = law.hasIncomeTax && !reciprocity.exempt;
  let tax = 0;
  if (taxed && total > 0) {
    // tax_S = round(T_S(max(0, total - std_S)) × income_S / total), T_S exact so that one rounding is done.
    const t = bracketTaxExact(total - law.deduction[ctx.filingStatus], law.brackets[ctx.filingStatus]);
    tax = roundRatio(t.num * BigInt(base.income), t.den * BigInt(total));
  }
  return {
    ...base,
    tax,
    effectiveRate: ratio4(tax, base.income),
    reciprocity: { exempt: reciprocity.exempt, reason: reciprocity.reason },
    filingRequired: taxed && base.income > law.nonresidentFilingThreshold,
    isHomeState: false,
    formName: law.hasIncomeTax ? law.forms.nonresident : null,
    formDescription: law.hasIncomeTax ? law.forms.description : null,
    residentTax: null,
    credit: null,
  };
}

/** The home state: resident tax on the total, less the credit for taxes paid to the other states. */
function homeLine(
  law: StateYearLaw,
  items: readonly StateWorkItem[],
  indexes: number[],
  total: number,
  others: readonly StateLine[],
  ctx: StateContext,
): StateLine {
  const base = baseLine(law, items, indexes, ctx);
  let tax = 0;
  let residentTax: number | null = null;
  let credit: number | null = null;
  if (law.hasIncomeTax) {
    const r = bracketTax(total - law.deduction[ctx.filingStatus], law.brackets[ctx.filingStatus]);
    const c =
      total === 0
        ? 0
        : sum(others.map((s) => Math.min(s.tax, roundRatio(BigInt(r) * BigInt(s.income), BigInt(total)))));
    residentTax = r;
    credit = c;
    tax = Math.max(0, r - c);
  }
  return {
    ...base,
    tax,
    effectiveRate: ratio4(tax, total),
    reciprocity: { ...NOT_EXEMPT },
    filingRequired: law.hasIncomeTax && total > 0,
    isHomeState: true,
    formName: law.hasIncomeTax ? law.forms.resident : null,
    formDescription: law.hasIncomeTax
      ? `${law.name} resident return: all income, with a credit for tax paid to other states`
      : null,
    residentTax,
    credit,
  };
}

/** Local taxes out of scope, then each state's local-tax line (income-tax states) and unverified figures, once. */
function stateNotes(laws: readonly StateYearLaw[]): string[] {
  const notes = [LOCAL_TAX_NOTE];
  for (const law of laws) {
    if (law.hasIncomeTax && law.localTaxNote) notes.push(`${law.state}: ${law.localTaxNote}`);
    for (const note of law.notes) notes.push(note.startsWith(law.state) ? note : `${law.state}: ${note}`);
  }
  return [...new Set(notes)];
}

/** State tax of a year over its items (tax-method §4). */
export function computeStates(items: readonly StateWorkItem[], ctx: StateContext): StateYearResult {
  const total = sum(items.map((it) => it.taxableIncome));
  const byState = new Map<StateCode, number[]>();
  items.forEach((it, i) =>
    byState.set(it.assignment.state, [...(byState.get(it.assignment.state) ?? []), i]),
  );

  const nonresident = [...byState.entries()]
    .filter(([state]) => state !== ctx.homeState)
    .map(([state, indexes]) => nonresidentLine(stateLaw(state, ctx.year), items, indexes, total, ctx))
    .sort((a, b) => b.income - a.income || (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
  const home =
    ctx.homeState === null
      ? null
      : homeLine(
          stateLaw(ctx.homeState, ctx.year),
          items,
          byState.get(ctx.homeState) ?? [],
          total,
          nonresident,
          ctx,
        );
  const lines = home ? [...nonresident, home] : nonresident;

  const itemStateTax = items.map(() => 0);
  const addShares = (amount: number, indexes: readonly number[]) => {
    const weights = indexes.map((i) => items[i]?.taxableIncome ?? 0);
    allocateLargestRemainder(amount, weights).forEach((part, k) => {
      const i = indexes[k];
      if (i !== undefined) itemStateTax[i] = (itemStateTax[i] ?? 0) + part;
    });
  };
  for (const line of nonresident) if (line.tax !== 0) addShares(line.tax, line.itemIndexes);
  if (home && home.tax !== 0)
    addShares(
      home.tax,
      items.map((_, i) => i),
    );

  return {
    homeState: ctx.homeState,
    total,
    lines,
    totalTax: sum(lines.map((l) => l.tax)),
    itemStateTax,
    notes: stateNotes(lines.map((l) => stateLaw(l.state, ctx.year))),
  };
}
