// The pieces every local-tax rule shares (./local.ts, ./local-counties.ts): the year's work items and
// context, the lines the rules write, the small helpers that find an item's place, income and rate, and the
// plain words for a place no table covers.

import { stateLaw } from '@/lib/tax/law';
import { COLORADO_OPT, type FlatLocalTax } from '@/lib/tax/law/local';
import { inCity, type LocalPlace } from '@/lib/tax/law/local-places';
import type { EmploymentType, FilingStatus, StateCode } from '@/lib/tax/law/types';
import type { HouseholdInput } from './household';
import { itemShares, sum } from './money';
import type { StateYearResult } from './state';
import type { TaxHomeInput } from './types';
import { withFields } from '@/lib/core/with-fields';

/** What the local computation needs of an assignment's year figures. */
export interface LocalWorkItem {
  assignment: { state: StateCode; location: string; zip: string | null; county?: string | null };
  /** How the contract pays; a W-2 one owes Philadelphia's Wage Tax even in a year with 1099 profit. */
  employmentType?: EmploymentType;
  taxableIncome: number;
  dayRange: readonly [number, number];
}

export interface LocalContext {
  year: number;
  filingStatus: FilingStatus;
  taxHome: TaxHomeInput | null;
  household?: HouseholdInput;
  /** A 1099 worker's net profit of the year (Schedule C): the base of Philadelphia's Net Profits Tax. */
  netProfit?: number;
}

export interface LocalLine {
  /** Stable id of the jurisdiction: `${state}-${name}` ("PA-philadelphia", "MD-baltimore-city", "MD-nonresident"). */
  id: string;
  name: string;
  state: StateCode;
  resident: boolean;
  /** The income the line taxes (wages of the assignments, or the state taxable income it starts from). */
  income: number;
  /** Tax after the resident credit. */
  tax: number;
  credit: number;
  itemIndexes: number[];
  /** Per item of itemIndexes: its share of the tax. */
  itemTax: number[];
}

export interface LocalYearResult {
  lines: LocalLine[];
  totalTax: number;
  /** Per item (the order passed in): its share of every local line. */
  itemLocalTax: number[];
  notes: string[];
}

export interface Builder {
  items: readonly LocalWorkItem[];
  ctx: LocalContext;
  states: StateYearResult;
  home: LocalPlace | null;
  places: LocalPlace[];
  lines: LocalLine[];
  notes: string[];
  /** Resident lines whose jurisdiction credits local tax paid in another state: the line's rate. */
  homeRates: Map<string, number>;
}

export function line(
  b: Builder,
  j: { id: string; name: string; state: StateCode },
  resident: boolean,
  income: number,
  tax: number,
  indexes: number[],
  credit = 0,
): void {
  const net = Math.max(0, tax - credit);
  if (net === 0 && tax === 0) return;
  const weights = indexes.map((i) => b.items[i]?.taxableIncome ?? 0);
  const itemTax = itemShares(net, sum(weights) === 0 ? indexes.map(() => 1) : weights);
  b.lines.push(
    withFields(j, { resident, income, tax: net, credit: tax - net, itemIndexes: indexes, itemTax }),
  );
}

export const incomeOf = (b: Builder, indexes: readonly number[]) =>
  sum(indexes.map((i) => b.items[i]?.taxableIncome ?? 0));

export const all = (b: Builder) => b.items.map((_, i) => i);

export const placeName = (p: LocalPlace) => (p.city ? `${p.city}, ${p.state}` : p.state);

/** The state's taxable income on the return (total less its deduction): the base of county and city taxes. */
export function stateTaxable(b: Builder, state: StateCode): number {
  return Math.max(0, b.states.total - stateLaw(state, b.ctx.year).deduction[b.ctx.filingStatus]);
}

export function flatRate(t: FlatLocalTax, year: number, resident: boolean): number | null {
  const table = resident ? t.resident : t.nonresident;
  const years = Object.keys(table).map(Number);
  const y = years.includes(year) ? year : Math.max(...years.filter((x) => x <= year), Math.min(...years));
  return table[y] ?? null;
}

/** The last year of a year-keyed rate table with a published (non-null) rate. */
export function latestYear(table: Readonly<Record<number, number | null>>): number {
  const years = Object.keys(table)
    .map(Number)
    .filter((y) => table[y] !== null && table[y] !== undefined);
  return Math.max(...years);
}

/** The rate of latestYear(table); null for an empty table. */
export function latestRate(table: Readonly<Record<number, number | null>>): number | null {
  return table[latestYear(table)] ?? null;
}

/**
 * A local line that taxes heads, not income (Colorado's occupational privilege taxes, Pennsylvania's local
 * services tax): no SALT, no credit.
 */
export const isHeadTax = (id: string) => {
  const own = id.endsWith(SPOUSE_LINE) ? id.slice(0, -SPOUSE_LINE.length) : id;
  return COLORADO_OPT.some((o) => o.id === own) || own.endsWith('-lst');
};

/** The year's local income taxes: every line but the head taxes (what SALT counts, IRC 164(a)(3)). */
export const localIncomeTax = (lines: readonly Pick<LocalLine, 'id' | 'tax'>[]) =>
  sum(lines.filter((l) => !isHeadTax(l.id)).map((l) => l.tax));

export const matches = (t: FlatLocalTax, p: LocalPlace) =>
  p.state === t.state &&
  ((t.cities !== undefined && inCity(p, t.cities)) || (t.counties?.includes(p.county ?? '') ?? false));

/** The items worked in a place that `test` accepts. */
export const itemsIn = (b: Builder, test: (p: LocalPlace) => boolean) =>
  b.places.flatMap((p, i) => (test(p) ? [i] : []));

export function replaceTax(l: LocalLine, tax: number, credit: number): void {
  l.credit += credit;
  l.tax = tax;
  l.itemTax = itemShares(
    tax,
    l.itemTax.map((x) => Math.max(0, x)),
  );
}

/** Plain words for a place a table does not cover; `{place}` is filled in. */
export const NO_TABLE: Partial<Record<StateCode, string>> = {
  OH: '{place} may levy a city income tax; it is not included in these figures.',
  KY: '{place} may levy an occupational license tax; it is not included in these figures.',
  AL: '{place} may levy an occupational tax; it is not included in these figures.',
  IN: 'Indiana county income tax for {place} is not included in these figures: its rate is not in our tables.',
  MD: 'Your Maryland county could not be found from {place}; the county income tax is not included.',
};

/** A W-2 box 20 name as a comparable key: lower case letters and digits only ("Phila." → "phila"). */
export const localityKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether box 20's name fits a jurisdiction's name: the same letters, or one begins with the other and the
 * shorter has at least 4 ("PHILA" is Philadelphia, "CLEV" Cleveland).
 */
export function namesFit(box: string, name: string): boolean {
  const [b, n] = [localityKey(box), localityKey(name)];
  if (b.length === 0 || n.length === 0) return false;
  if (b === n) return true;
  const [short, long] = b.length <= n.length ? [b, n] : [n, b];
  return short.length >= 4 && long.startsWith(short);
}

/** Names employers print in box 20 for a line, beside its own name: "NYC" for New York City. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'NY-nyc': ['nyc', 'newyorkcity', 'cityofnewyork'],
};

/** Whether box 20 names a local line: its name (a Pennsylvania home EIT's municipality) or an alias. */
export const lineFits = (box: string, l: { id: string; name: string }) =>
  ALIASES[l.id]?.includes(localityKey(box)) === true ||
  namesFit(box, l.name.replace(/ earned income tax$/, ''));

/**
 * Resident local taxes measured by the state return (the household's base: a joint spouse's wages are in it):
 * Maryland, New York, Indiana, Oregon. Every other line taxes the worker's own pay or head.
 */
export const onHouseholdBase = (l: { id: string; resident?: boolean }) =>
  l.resident === true && /^(MD|NY|IN|OR)-/.test(l.id);

/** The id suffix of a line for the spouse's own local tax (the spouse's W-2 boxes 18-20, a joint return). */
export const SPOUSE_LINE = '-spouse';
export const isSpouseLine = (id: string) => id.endsWith(SPOUSE_LINE);
