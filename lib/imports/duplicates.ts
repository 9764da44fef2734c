import { normalizeWord } from './detect/words';
import type { ExpenseRow } from './rows-expenses';
import type { TripRow } from './rows-mileage';
import type { RowBase } from './rows-common';

// Likely duplicates: a row with the same date, amount and description (a trip: date, miles, from and to)
// as a record the worker already has, or as an earlier row of the same file. They are not imported unless
// the worker includes their lines. Pure: the service loads the existing records' keys.

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

export interface DuplicateWords {
  /** "an expense you already have" */
  existing: string;
  /** "date, amount and description" */
  fields: string;
}

/** The rows with the ready ones that repeat something marked duplicate (a new array; rows are copied). */
export function flagDuplicates<R extends RowBase>(
  rows: readonly R[],
  keyOf: (r: R) => string | null,
  existing: ReadonlySet<string>,
  include: ReadonlySet<number>,
  words: DuplicateWords,
): R[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.status !== 'ready') return row;
    const key = keyOf(row);
    if (key === null) return row;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row.line);
    if (include.has(row.line)) return row;
    if (existing.has(key)) {
      return { ...row, status: 'duplicate', reason: `Same ${words.fields} as ${words.existing}` };
    }
    if (first !== undefined) {
      return { ...row, status: 'duplicate', reason: `Same ${words.fields} as line ${first}` };
    }
    return row;
  });
}
