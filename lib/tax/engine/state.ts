// State income tax for a year (docs/tax-method.md §4): nonresident proration by income percentage, reciprocity
// for W-2 wages, the home state's resident tax and its credit for taxes paid to other states.

import { nonresidentMustFile, reciprocityExempt, stateLaw } from '@/lib/tax/law';
import type { EmploymentType, FilingStatus, StateCode, StateYearLaw } from '@/lib/tax/law/types';
import { distinctDays } from './calendar';
import { stateReturnDue } from './filing/deadlines';
import type { HouseholdInput } from './household';
import { itemShares, ratio4, roundRatio, sum } from './money';
import { abodeDaysExceeded, householdIncome, stateTaxOnTotal } from './state-rules';
import { nonresidentDescription, plainFormText, stateNotes } from './state-wording';
import { withFields } from '@/lib/core/with-fields';

/** What the state computation needs of an assignment's year figures. */
export interface StateWorkItem {
  assignment: { state: StateCode };
  taxableIncome: number;
  dayRange: readonly [number, number];
  linkedExpenses: number;
  linkedMileageDeduction: number;
  /** How the contract pays (a year with W-2 and 1099 contracts, §3a); absent: the context's. */
  employmentType?: EmploymentType;
}

export interface StateContext {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  /** The current tax home's state; null: no home state and no reciprocity. */
  homeState: StateCode | null;
  /** Version 3: the household on the return (joint spouse's wages, other income, ages, dependents). */
  household?: HouseholdInput;
  /** The year's federal overtime deduction, which conforming states subtract (cents; 0 when absent). */
  overtimeDeduction?: number;
}

/**
 * The base the states tax (docs/tax-method.md §4). W-2: total = the sum of taxableIncome and income_S = the
 * taxableIncome of S's items. 1099 (`agi`): total = federal AGI and income_S = round(AGI × the state's share
 * of the weights). `weights` (one per item) also split each state's tax over the items.
 */
export interface StateBase {
  weights: readonly number[];
  agi?: number;
  /**
   * A year with both (§3a): the items `agi` is spread over (the 1099 contracts, `agi` then being the 1099
   * part of AGI: profit less half the SE tax and the 1099 adjustments); the others keep their taxableIncome.
   */
  agiItems?: readonly number[];
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
  /** Home state only: the base it taxes (total), which explains a tax on a home state with no income. */
  taxedIncome?: number;
}

export interface StateYearResult {
  homeState: StateCode | null;
  /** The base every state starts from: the sum of the items' taxableIncome, or 1099 federal AGI. */
  total: number;
  /** Nonresident states by income (desc, then code), the home state last: the filing order. */
  lines: StateLine[];
  totalTax: number;
  /** Per item (same order as passed in): its share of its work state's tax plus its share of the home state's. */
  itemStateTax: number[];
  notes: string[];
}

/**
 * DC may not tax a nonresident's personal income (D.C. Code § 1-206.02(a)(5), Home Rule Act § 602(a)(5)):
 * neither wages nor a 1099 worker's pay for services performed there.
 */
const DC_NONRESIDENT = {
  exempt: true,
  reason: 'DC does not tax the income of nonresidents for work done there (wages or contract pay)',
} as const;

const NOT_EXEMPT = { exempt: false, reason: null } as const;

/** Shared by every line; `share` gives income_S of the line's items. */
interface LineInput {
  law: StateYearLaw;
  items: readonly StateWorkItem[];
  indexes: number[];
  total: number;
  income: number;
  ctx: StateContext;
  /** income_S of a subset of the items (the 1099 contracts of a state whose W-2 wages reciprocity exempts). */
  incomeOf: (indexes: readonly number[]) => number;
}

function baseLine({ law, items, indexes, income, ctx }: LineInput) {
  const own = indexes.map((i) => items[i]).filter((it): it is StateWorkItem => it !== undefined);
  // An employee's unreimbursed expenses: those of the W-2 contracts (a 1099 contract's are business costs).
  const employee = own.filter((it) => (it.employmentType ?? ctx.employmentType) === 'w2');
  const deductible =
    (ctx.employmentType === 'w2' || employee.length > 0) && law.allowsUnreimbursedEmployeeExpenses
      ? sum(employee.map((it) => it.linkedExpenses + it.linkedMileageDeduction))
      : null;
  return {
    state: law.state,
    stateName: law.name,
    income,
    noTax: !law.hasIncomeTax,
    days: distinctDays(own.map((it) => it.dayRange)),
    stateDeduction: deductible,
    filingDeadline: stateReturnDue(law.state, ctx.year),
    itemIndexes: indexes,
  };
}

/** Reciprocity for a W-2 resident of the home state, with the Virginia-Maryland abode-day condition. */
function reciprocityOf(law: StateYearLaw, ctx: StateContext, days: number) {
  // A W-2 resident of a state keeps the reciprocity wording (its form D-4A); anyone else is exempt by DC's rule.
  if (law.state === 'DC' && (ctx.employmentType !== 'w2' || ctx.homeState === null)) return DC_NONRESIDENT;
  if (!law.hasIncomeTax || ctx.employmentType !== 'w2' || ctx.homeState === null) return NOT_EXEMPT;
  const r = reciprocityExempt(law.state, ctx.homeState);
  const limit = r.exempt ? abodeDaysExceeded(law.state, ctx.homeState, days) : null;
  if (limit === null) return r;
  return {
    exempt: false,
    reason:
      `The ${law.state}–${ctx.homeState} agreement does not cover you this year: you lived in ${law.name} ` +
      `${days} days (${limit} or more)`,
  };
}

/** A work state other than the home state. */
function nonresidentLine(input: LineInput): StateLine {
  const { law, total, ctx } = input;
  const base = baseLine(input);
  // Reciprocity covers wages: a W-2 contract's (a 1099 contract there is not covered).
  const typeOf = (i: number) => input.items[i]?.employmentType ?? ctx.employmentType;
  const types = input.indexes.map(typeOf);
  const lineType: EmploymentType =
    types.length === 0 ? ctx.employmentType : types.every((t) => t === 'w2') ? 'w2' : '1099';
  let reciprocity: { exempt: boolean; reason: string | null } = reciprocityOf(
    law,
    lineType === ctx.employmentType ? ctx : withFields(ctx, { employmentType: lineType }),
    base.days,
  );
  // A state with both kinds (§3a): the agreement still exempts the W-2 wages; the 1099 pay there is taxed.
  if (types.includes('w2') && types.includes('1099')) {
    const wages = reciprocityOf(law, withFields(ctx, { employmentType: 'w2' }), base.days);
    if (wages.exempt) {
      const contracts = input.indexes.filter((i) => typeOf(i) === '1099');
      base.income = input.incomeOf(contracts);
      base.itemIndexes = contracts;
      reciprocity = {
        exempt: false,
        reason: `${wages.reason ?? 'A reciprocal agreement'}. It covers your W-2 wages there; your 1099 pay there is taxed`,
      };
    }
  }
  const taxed = law.hasIncomeTax && !reciprocity.exempt;
  let tax = 0;
  if (taxed && total > 0) {
    // tax_S = round(T_S(total) × income_S / total); T_S is a named quantity, rounded first.
    const t = stateTaxOnTotal(law, total, facts(ctx));
    tax = roundRatio(BigInt(t) * BigInt(base.income), BigInt(total));
  }
  return withFields(base, {
    tax,
    effectiveRate: ratio4(tax, base.income),
    reciprocity,
    // The state's nonresident filing rule (lib/tax/law/filing.ts; docs/tax-method.md §11).
    filingRequired:
      taxed &&
      nonresidentMustFile(law.state, base.income, {
        deduction: law.deduction[ctx.filingStatus],
        total,
        filingStatus: ctx.filingStatus,
      }),
    isHomeState: false,
    formName: law.hasIncomeTax ? plainFormText(law.forms.nonresident) : null,
    formDescription: law.hasIncomeTax ? nonresidentDescription(law) : null,
    residentTax: null,
    credit: null,
  });
}

const facts = (ctx: StateContext) => ({
  year: ctx.year,
  filingStatus: ctx.filingStatus,
  ...(ctx.household ? { household: ctx.household } : {}),
  overtimeDeduction: ctx.overtimeDeduction ?? 0,
});

/** The home state: resident tax on the total, less the credit for taxes paid to the other states. */
function homeLine(input: LineInput, others: readonly StateLine[]): StateLine {
  const { law, total, ctx } = input;
  const base = baseLine(input);
  let tax = 0;
  let residentTax: number | null = null;
  let credit: number | null = null;
  if (law.hasIncomeTax) {
    const r = stateTaxOnTotal(law, total, facts(ctx));
    const c =
      total === 0
        ? 0
        : sum(others.map((s) => Math.min(s.tax, roundRatio(BigInt(r) * BigInt(s.income), BigInt(total)))));
    residentTax = r;
    credit = c;
    tax = Math.max(0, r - c);
  }
  return withFields(base, {
    tax,
    effectiveRate: ratio4(tax, total),
    reciprocity: { ...NOT_EXEMPT },
    filingRequired: law.hasIncomeTax && total > 0,
    isHomeState: true,
    formName: law.hasIncomeTax ? plainFormText(law.forms.resident) : null,
    formDescription: law.hasIncomeTax
      ? `${law.name} resident return: all income, with a credit for tax paid to other states`
      : null,
    residentTax,
    credit,
    taxedIncome: total,
  });
}

/** State tax of a year over its items (docs/tax-method.md §4). */
export function computeStates(
  items: readonly StateWorkItem[],
  ctx: StateContext,
  base: StateBase = { weights: items.map((it) => it.taxableIncome) },
): StateYearResult {
  const onAgi = (i: number) => base.agi !== undefined && (base.agiItems?.includes(i) ?? true);
  const sumWeights = sum(base.weights.filter((_, i) => onAgi(i)));
  const wagesOf = (indexes: readonly number[]) =>
    sum(indexes.filter((i) => !onAgi(i)).map((i) => items[i]?.taxableIncome ?? 0));
  const everyItem = items.map((_, i) => i);
  // The household's income on the return (a joint spouse's wages, other income) counts in every state's base.
  const total = (base.agi ?? 0) + wagesOf(everyItem) + householdIncome(facts(ctx));
  const byState = new Map<StateCode, number[]>();
  items.forEach((it, i) =>
    byState.set(it.assignment.state, [...(byState.get(it.assignment.state) ?? []), i]),
  );
  // income_S: W-2, the taxableIncome of S's items; 1099, AGI × S's share of the weights, rounded once.
  // A year with both: the W-2 items' taxableIncome plus the 1099 items' share of the 1099 part of AGI.
  const incomeOf = (indexes: readonly number[]): number => {
    if (base.agi === undefined) return wagesOf(indexes);
    const w = sum(indexes.filter(onAgi).map((i) => base.weights[i] ?? 0));
    const share = sumWeights === 0 ? 0 : roundRatio(BigInt(base.agi) * BigInt(w), BigInt(sumWeights));
    return wagesOf(indexes) + share;
  };
  const input = (state: StateCode, indexes: number[]): LineInput => ({
    law: stateLaw(state, ctx.year),
    items,
    indexes,
    total,
    income: incomeOf(indexes),
    ctx,
    incomeOf,
  });

  const nonresident = [...byState.entries()]
    .filter(([state]) => state !== ctx.homeState)
    .map(([state, indexes]) => nonresidentLine(input(state, indexes)))
    .sort((a, b) => b.income - a.income || (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
  const home =
    ctx.homeState === null
      ? null
      : homeLine(input(ctx.homeState, byState.get(ctx.homeState) ?? []), nonresident);
  const lines = home ? [...nonresident, home] : nonresident;

  const itemStateTax = items.map(() => 0);
  const addShares = (amount: number, indexes: readonly number[]) => {
    const weights = indexes.map((i) => base.weights[i] ?? 0);
    itemShares(amount, weights).forEach((part, k) => {
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
    notes: stateNotes(
      lines.map((l) => stateLaw(l.state, ctx.year)),
      ctx,
    ),
  };
}
