import { clip, type RowBase } from './rows-common';
import { normalizeWord } from './detect/words';
import type { ExpenseRow } from './rows-expenses';
import type { TripRow } from './rows-mileage';

// Likely duplicates, two kinds. A row that repeats an earlier row of the same file exactly (same date, amount
// and description; a trip: date, miles, start and destination). And a row that matches a record the worker
// already has: an expense with the same date and amount (and a description like the row's when both have
// one: a bank writes "MARRIOTT DENVER #0412" for the "Marriott Denver" typed by hand), a trip with the same
// date and miles. Each saved record stands for one row: a file with two equal rows and one saved record
// flags one. Flagged rows are not imported unless the worker includes their lines. Pure: the service loads
// the saved records.

export const expenseKey = (date: string, amount: number, description: string) =>
  `${date}|${amount}|${normalizeWord(description)}`;

export const tripKey = (date: string, miles: number, origin: string, destination: string) =>
  `${date}|${miles}|${normalizeWord(origin)}|${normalizeWord(destination)}`;

export function expenseRowKey(r: ExpenseRow): string | null {
  return r.date && r.amount !== null ? expenseKey(r.date, r.amount, r.description) : null;
}

export function tripRowKey(r: TripRow): string | null {
  return r.date && r.miles !== null ? tripKey(r.date, r.miles, r.origin, r.destination) : null;
}

/** What a saved record is matched on: date and amount (cents), or date and miles. */
export const matchKey = (date: string, quantity: number) => `${date}|${quantity}`;

export function expenseMatchKey(r: ExpenseRow): string | null {
  return r.date && r.amount !== null ? matchKey(r.date, r.amount) : null;
}

export function tripMatchKey(r: TripRow): string | null {
  return r.date && r.miles !== null ? matchKey(r.date, r.miles) : null;
}

/** A saved record as a row is compared with it. */
export interface Saved {
  /** matchKey of the record. */
  key: string;
  /** Its description (expenses; '' for trips, which match on date and miles alone). */
  text: string;
  /** How the reason names it (its description, or a trip's route); '' names nothing. */
  label: string;
}

const tokens = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((t) => t.length >= 3 && /[a-z]/.test(t)),
  );

/** Descriptions that may name the same purchase: either is blank, or they share a word of 3+ letters. */
export function alike(a: string, b: string): boolean {
  const ta = tokens(a);
  const tb = tokens(b);
  if (ta.size === 0 || tb.size === 0) return true;
  for (const t of ta) if (tb.has(t)) return true;
  return false;
}

export interface DuplicateRules<R> {
  /** The exact key of a row, to find repeats inside the file. */
  fileKey(r: R): string | null;
  /** The key a saved record must share with the row. */
  matchKey(r: R): string | null;
  /** The row's description compared with a saved record's (expenses), or '' (trips). */
  text(r: R): string;
  /** "an expense you already have" */
  existing: string;
  /** "date, amount and description": what a repeat inside the file shares. */
  fields: string;
  /** "date and amount": what a match with a saved record shares. */
  matchFields: string;
}

export const EXPENSE_RULES: DuplicateRules<ExpenseRow> = {
  fileKey: expenseRowKey,
  matchKey: expenseMatchKey,
  text: (r) => r.description,
  existing: 'an expense you already have',
  fields: 'date, amount and description',
  matchFields: 'date and amount',
};

export const TRIP_RULES: DuplicateRules<TripRow> = {
  fileKey: tripRowKey,
  matchKey: tripMatchKey,
  text: () => '',
  existing: 'a trip you already have',
  fields: 'date, miles, start and destination',
  matchFields: 'date and miles',
};

/** Saved records by match key, each a queue a matching row takes one from. */
function pool(saved: readonly Saved[]): Map<string, Saved[]> {
  const out = new Map<string, Saved[]>();
  for (const s of saved) out.set(s.key, [...(out.get(s.key) ?? []), s]);
  return out;
}

/** The saved record the row matches (taken from the pool), or null. */
function take<R>(left: Map<string, Saved[]>, row: R, rules: DuplicateRules<R>): Saved | null {
  const key = rules.matchKey(row);
  const candidates = key === null ? undefined : left.get(key);
  if (!candidates) return null;
  const text = rules.text(row);
  const i = candidates.findIndex((s) => alike(text, s.text));
  if (i < 0) return null;
  const [found] = candidates.splice(i, 1);
  return found ?? null;
}

function savedReason<R>(row: R, s: Saved, rules: DuplicateRules<R>): string {
  const text = rules.text(row);
  const exact = text !== '' && normalizeWord(text) === normalizeWord(s.text);
  const named = s.label.trim() === '' ? '' : ` ("${clip(s.label)}")`;
  return `Same ${exact ? rules.fields : rules.matchFields} as ${rules.existing}${named}`;
}

/** The rows with the ready ones that repeat a row above or match a saved record marked duplicate (copies). */
export function flagDuplicates<R extends RowBase>(
  rows: readonly R[],
  rules: DuplicateRules<R>,
  saved: readonly Saved[],
  include: ReadonlySet<number>,
): R[] {
  const seen = new Map<string, number>();
  const left = pool(saved);
  return rows.map((row) => {
    if (row.status !== 'ready') return row;
    const key = rules.fileKey(row);
    const first = key === null ? undefined : seen.get(key);
    if (key !== null && first === undefined) seen.set(key, row.line);
    const match = take(left, row, rules);
    if (include.has(row.line)) return row;
    if (match) return { ...row, status: 'duplicate', reason: savedReason(row, match, rules) };
    if (first !== undefined) {
      return { ...row, status: 'duplicate', reason: `Same ${rules.fields} as line ${first}` };
    }
    return row;
  });
}
