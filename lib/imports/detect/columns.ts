import { parseAmount } from './amounts';
import { detectDateFormat, parseDate } from './dates';

// Which line holds the column names, and which column is which: by name first (the words banks, Everlance,
// MileIQ, Keeper and TaxHomeBase use), then, for what the names did not settle, by what the cells hold (a
// headerless bank export: the column of dates, the column of amounts, the longest text). Pure.

export const EXPENSE_FIELDS = ['date', 'amount', 'debit', 'credit', 'description', 'category'] as const;
export const MILEAGE_FIELDS = [
  'date',
  'miles',
  'purpose',
  'classification',
  'origin',
  'destination',
  'notes',
] as const;
export type ExpenseField = (typeof EXPENSE_FIELDS)[number];
export type MileageField = (typeof MILEAGE_FIELDS)[number];
export type ImportField = ExpenseField | MileageField;

/** Column names per field, best first (compared after normalizeHeader). */
const NAMES: Record<ImportField, string[]> = {
  date: [
    'transaction date',
    'trans date',
    'date',
    'expense date',
    'purchase date',
    'trip date',
    'drive date',
    'start date',
    'posted date',
    'posting date',
    'post date',
  ],
  amount: ['amount', 'amount usd', 'transaction amount', 'total', 'total amount', 'cost', 'price', 'value'],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'money out'],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in'],
  description: [
    'description',
    'merchant',
    'merchant name',
    'payee',
    'vendor',
    'name',
    'details',
    'transaction description',
    'memo',
  ],
  category: ['category', 'expense category', 'classification', 'tag', 'tags'],
  miles: ['miles', 'distance', 'distance mi', 'mileage', 'total miles', 'miles driven', 'business miles'],
  // A drive log's purpose words ("Tax home visit", "Licensing") and, apart, its business/personal column
  // (MileIQ's CATEGORY*: "Business", "Personal", "Unclassified"). A file with one of them maps that one.
  purpose: ['purpose', 'trip purpose', 'business purpose', 'reason'],
  classification: ['classification', 'category', 'trip type', 'type'],
  origin: ['start', 'from', 'origin', 'start location', 'start address', 'starting location', 'start point'],
  destination: ['stop', 'end', 'to', 'destination', 'end location', 'end address', 'ending location'],
  notes: ['notes', 'note', 'purpose', 'trip purpose', 'memo', 'description', 'comments'],
};

/** "START_DATE*" → "start date"; "Distance (mi)" → "distance mi". */
export function normalizeHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const KNOWN = new Set(Object.values(NAMES).flat());

/** The index of the header line among the first records: the first with two known names; else null. */
export function findHeader(records: readonly (readonly string[])[]): number | null {
  for (let i = 0; i < Math.min(records.length, 20); i++) {
    const known = (records[i] ?? []).filter((c) => KNOWN.has(normalizeHeader(c))).length;
    if (known >= 2) return i;
  }
  return null;
}

/** Unique column labels: the header's names (blank ones "Column N", repeats "Amount (2)"). */
export function columnLabels(header: readonly string[] | null, width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const name = header?.[i]?.trim() || `Column ${i + 1}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

export type ColumnMap<F extends string> = Record<F, number | null>;

/** Each field's column by name, best name first; a column serves one field. */
export function mapByName<F extends ImportField>(
  fields: readonly F[],
  labels: readonly string[],
): ColumnMap<F> {
  const used = new Set<number>();
  const names = labels.map(normalizeHeader);
  const out = {} as ColumnMap<F>;
  for (const field of fields) {
    out[field] = null;
    for (const wanted of NAMES[field]) {
      const i = names.findIndex((n, idx) => n === wanted && !used.has(idx));
      if (i >= 0) {
        out[field] = i;
        used.add(i);
        break;
      }
    }
  }
  return out;
}

type Cells = readonly (readonly string[])[];
const columnValues = (rows: Cells, i: number) =>
  rows
    .slice(0, 500)
    .map((r) => r[i] ?? '')
    .filter((v) => v.trim() !== '');

/** Share of a column's non-empty sample values that `test` accepts (0 for an empty column). */
function share(rows: Cells, i: number, test: (v: string) => boolean): number {
  const values = columnValues(rows, i);
  return values.length === 0 ? 0 : values.filter(test).length / values.length;
}

function bestColumn(width: number, used: Set<number>, scoreOf: (i: number) => number): number | null {
  let best: { i: number; s: number } | null = null;
  for (let i = 0; i < width; i++) {
    if (used.has(i)) continue;
    const s = scoreOf(i);
    if (s > 0 && (!best || s > best.s)) best = { i, s };
  }
  return best?.i ?? null;
}

/** Fills the date, amount/miles and description/notes columns the names left open, from the cells. */
export function mapByContent<F extends ImportField>(
  map: ColumnMap<F>,
  rows: Cells,
  width: number,
): ColumnMap<F> {
  const out = { ...map } as Record<ImportField, number | null>;
  const used = new Set(Object.values(out).filter((v): v is number => v !== null));
  const take = (field: ImportField, scoreOf: (i: number) => number) => {
    if (!(field in out) || out[field] !== null) return;
    out[field] = bestColumn(width, used, scoreOf);
    if (out[field] !== null) used.add(out[field]);
  };
  take('date', (i) => {
    const format = detectDateFormat(columnValues(rows, i))?.format;
    const s = format ? share(rows, i, (v) => parseDate(v, format) !== null) : 0;
    return s >= 0.8 ? s : 0;
  });
  const numeric = (i: number) => {
    const s = share(rows, i, (v) => parseAmount(v) !== null);
    return s >= 0.8 ? s : 0;
  };
  if ('amount' in out && out.debit === null && out.credit === null) take('amount', numeric);
  take('miles', numeric);
  // The longest text is the description (or the trip's notes).
  const textScore = (i: number) => {
    const values = columnValues(rows, i).filter((v) => parseAmount(v) === null);
    return values.reduce((n, v) => n + v.length, 0) / Math.max(1, rows.length);
  };
  take('description', textScore);
  return out as ColumnMap<F>;
}
