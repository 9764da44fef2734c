// Contract comparison (docs/tax-method.md §8): POST /tax-calculate and POST /comparisons.

import { CONTRACT_WEEK_HOURS } from '@/lib/tax/law/household';
import { addDays, bonusesInYear, clipToYear, dayNumber, yearOf } from './calendar';
import { yearIncrement } from './comparison-household';
import { gsaDays } from './gsa';
import { assignmentFigures, assignmentYearFigures, placeDays } from './income';
import { mulDivRound, sum } from './money';
import { assignmentFlags } from './profitability';
import { LOCAL_TAX_NOTE } from './state-wording';
import type {
  ComparisonInput,
  ContractComparison,
  ContractInput,
  ContractLocalTax,
  ContractResult,
} from './comparison-types';
import type { AssignmentInput, YearItem } from './types';
import { gsaNotes, lawYearNotes, taxFigures } from './year';
import { withFields } from '@/lib/core/with-fields';

/** A contract's hours when none are given: the usual three 12-hour shifts (lib/tax/law/household.ts). */
export const DEFAULT_HOURS_PER_WEEK = CONTRACT_WEEK_HOURS;

/**
 * Shown on a comparison saved before local taxes were counted: its figures (parts adding up to totalTax)
 * hold no local line, and a snapshot is never recomputed.
 */
export const SAVED_WITHOUT_LOCAL_NOTE =
  'This comparison was saved before local income taxes (city and county) were counted; its figures leave them out.';

export type { ComparisonInput, ContractComparison, ContractInput, ContractTotals } from './comparison-types';

/** The weekly base pay of a contract: base_pay, else hourly_rate × hours_per_week, else 0. */
export function contractWeeklyBase(c: ContractInput): number {
  if (c.base_pay !== undefined && c.base_pay !== null) return c.base_pay;
  return (c.hourly_rate ?? 0) * (c.hours_per_week ?? DEFAULT_HOURS_PER_WEEK);
}

/** A contract as the assignment it would be: from start_date, weeks × 7 days, in its city (§8). */
export function contractAssignment(c: ContractInput, year: number): AssignmentInput {
  const start = c.start_date ?? `${year}-01-01`;
  return {
    id: 0,
    facility: c.name,
    location: c.city?.trim() ?? '',
    state: c.state,
    agency: '',
    zip: c.zip ?? null,
    county: c.county ?? null,
    start_date: start,
    end_date: addDays(start, c.weeks * 7 - 1),
    base_pay: contractWeeklyBase(c),
    housing_stipend: c.housing_stipend,
    mie_stipend: c.mie_stipend,
    sign_on_bonus: c.bonuses,
    completion_bonus: 0,
    referral_bonus: 0,
    hours_per_week: c.hours_per_week ?? DEFAULT_HOURS_PER_WEEK,
    overtime_pay: c.overtime_pay ?? 0,
  };
}

/** Notes of an evaluated contract, by kind, so that a comparison lists them in the year views' order. */
interface ContractNotes {
  years: number[];
  /** Whether any year has a local line or a local note (a place no table covers). */
  local: boolean;
  locals: string[];
  states: string[];
  gsa: string[];
  /** Taxed on the household's return (what it adds), not as the only income. */
  household: boolean;
}

/** The local lines of a year as a contract's comparison keeps them: id, name and tax. */
type LocalTaxes = {
  lines: ReadonlyArray<{ id: string; name: string; tax: number }>;
  notes: readonly string[];
};

/**
 * One contract alone as the only income of the years it spans (docs/tax-method.md §8): the assignment of
 * `contractAssignment`, taxed in each year by its days there (a 104-week contract meets two years'
 * brackets), by sections 1 to 4,
 * with its notes. Its expenses are spread over the years by days like overtime pay: a 1099
 * worker's business expenses (they reduce net profit), for a W-2 worker they only reduce take-home.
 */
function evaluate(
  c: ContractInput,
  ctx: Omit<ComparisonInput, 'contractA' | 'contractB'>,
): { result: ContractResult; notes: ContractNotes } {
  const a = contractAssignment(c, ctx.year);
  const days = c.weeks * 7;
  const others = ctx.otherAssignments ?? [];
  const onReturn = ctx.household !== undefined || others.length > 0;
  const incomeCtx = {
    employmentType: ctx.employmentType,
    taxHome: ctx.taxHome,
    places: placeDays([a, ...others]),
  };
  const items: YearItem[] = [];
  const notes: ContractNotes = {
    years: [],
    local: false,
    locals: [],
    states: [],
    gsa: [],
    household: onReturn,
  };
  const locals: LocalTaxes[] = [];
  let homeStateTax = 0;
  for (let y = yearOf(a.start_date); y <= yearOf(a.end_date); y++) {
    const dayRange = clipToYear(a.start_date, a.end_date, y);
    if (!dayRange) continue;
    const inYear = dayRange[1] - dayRange[0] + 1;
    const expenses = mulDivRound(c.expenses, inYear, days);
    const figures = assignmentFigures(
      a,
      { days: inYear, dayRange, bonuses: bonusesInYear(a, y) },
      incomeCtx,
      { expenses, meals: 0, deductibleMiles: 0, mileageDeduction: 0 },
    );
    const yearCtx = withFields(ctx, { year: y });
    if (onReturn) {
      // What it adds to the household's return of the year, beside the worker's other assignments of it.
      const otherFigures = others
        .map((o) => assignmentYearFigures(o, y, incomeCtx, undefined))
        .filter((f): f is NonNullable<typeof f> => f !== null);
      const inc = yearIncrement(figures, otherFigures, yearCtx);
      items.push(inc.item);
      locals.push({ lines: inc.locals, notes: inc.withOffer.locals.notes });
      homeStateTax += inc.homeStateTax;
      notes.years.push(y);
      notes.locals.push(...inc.withOffer.locals.notes);
      notes.states.push(...inc.withOffer.states.notes);
      notes.gsa.push(...gsaNotes([figures]));
      continue;
    }
    const computed = taxFigures([figures], yearCtx);
    const [item] = computed.items;
    if (item) items.push(item);
    locals.push(computed.locals);
    homeStateTax += sum(computed.states.lines.filter((l) => l.isHomeState).map((l) => l.tax));
    notes.years.push(y);
    notes.locals.push(...computed.locals.notes);
    notes.states.push(...computed.states.notes);
    notes.gsa.push(...gsaNotes([figures]));
  }
  const add = (pick: (it: YearItem) => number) => sum(items.map(pick));
  const [first] = items;
  if (!first) throw new Error('unreachable: a contract has at least one day');
  const grossComp = add((it) => it.grossComp);
  const totalTax = add((it) => it.totalTax);
  const stateTax = add((it) => it.stateTax);
  const localTax = add((it) => it.localTax);
  notes.local = locals.some((l) => l.lines.length > 0 || l.notes.length > 0);
  const netTakeHome = grossComp - totalTax - c.expenses;
  const hours = a.hours_per_week;
  const start = dayNumber(a.start_date);
  const end = dayNumber(a.end_date);
  const whole = gsaDays(a, first.gsaArea, { from: start, to: end, first: start, last: end });
  const flags = assignmentFlags(first);
  const result: ContractResult = {
    grossComp,
    taxableIncome: add((it) => it.taxableIncome),
    federalTax: add((it) => it.federalTax),
    stateTax,
    homeState: ctx.taxHome?.state ?? null,
    homeStateTax,
    workStateTax: stateTax - homeStateTax,
    localTax,
    locals: contractLocals(locals),
    ficaTax: add((it) => it.ficaTax),
    seTax: add((it) => it.seTax),
    totalTax,
    expenses: c.expenses,
    netTakeHome,
    weeklyNet: mulDivRound(netTakeHome, 1, c.weeks),
    effectiveHourly: hours > 0 ? mulDivRound(netTakeHome, 1, c.weeks * hours) : 0,
    startDate: a.start_date,
    endDate: a.end_date,
    ...flags,
    gsa: withFields(flags.gsa, {
      weeklyRateMin: whole.weeklyRateMin,
      weeklyRateMax: whole.weeklyRateMax,
      excess: add((it) => it.gsa.excess),
    }),
  };
  return { result, notes };
}

/** The local lines of every year a contract spans, one per jurisdiction (first seen first). */
function contractLocals(years: readonly LocalTaxes[]): ContractLocalTax[] {
  const byId = new Map<string, ContractLocalTax>();
  for (const line of years.flatMap((y) => y.lines)) {
    const seen = byId.get(line.id);
    if (seen) seen.tax += line.tax;
    else byId.set(line.id, { id: line.id, name: line.name, tax: line.tax });
  }
  return [...byId.values()];
}

/** Said when a contract is taxed on the household's return. */
function householdNote(years: readonly number[]): string {
  const which = years.length === 1 ? `${years[0]}` : `${years[0]} and ${years.at(-1)}`;
  return (
    `Each contract’s tax is what it adds to your household’s ${which} return: your spouse’s wages, your ` +
    'dependents, your deductions and your other assignments of the year are on it.'
  );
}

export function compareContracts(input: ComparisonInput): ContractComparison {
  const { contractA: a, contractB: b, ...ctx } = input;
  const { result: contractA, notes: na } = evaluate(a, ctx);
  const { result: contractB, notes: nb } = evaluate(b, ctx);
  const years = [...new Set([...na.years, ...nb.years])].sort((x, y) => x - y);
  // As the year views say it (§4b): the places no table covers, or that no local tax applies to either.
  const localNotes = na.local || nb.local ? [...na.locals, ...nb.locals] : [LOCAL_TAX_NOTE];
  const notes = [
    ...(na.household ? [householdNote(years)] : []),
    ...localNotes,
    ...years.flatMap(lawYearNotes),
    ...na.states,
    ...nb.states,
    ...na.gsa,
    ...nb.gsa,
  ];
  return {
    year: input.year,
    employmentType: input.employmentType,
    contractA,
    contractB,
    winner: contractB.netTakeHome > contractA.netTakeHome ? 1 : 0,
    diff: Math.abs(contractA.netTakeHome - contractB.netTakeHome),
    notes: [...new Set(notes)],
  };
}
