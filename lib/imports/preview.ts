import type { AmountStyle, ExpenseSign } from './detect/amounts';
import type { ImportField } from './detect/columns';
import type { DateFormat } from './detect/dates';
import type { Delimiter } from './detect/delimiter';
import type { Encoding } from './detect/encoding';
import { categoryFor, normalizeWord, purposeFor } from './detect/words';
import { FORMULA_START, type RowBase } from './rows-common';
import type { ExpenseRow } from './rows-expenses';
import type { TripRow } from './rows-mileage';
import { cell, fieldsOf, type Resolved } from './settings';
import type { Table } from './table';

// The preview of an import: what was detected, the mapping in force, the source's words and what each
// becomes, the counts, the first rows and every row that will not be imported (with its reason). It is
// stored on the import and answered by the API. Pure.

/** Rows shown from the top of the file, and at most this many rows that will not be imported. */
export const SAMPLE_ROWS = 50;
export const MAX_PROBLEMS = 500;
const MAX_WORDS = 100;

export interface WordChoice {
  /** The source's word as first written. */
  source: string;
  rows: number;
  /** What its rows become: a category or purpose, or 'skip'. */
  value: string;
  /** What the app suggested for it (null: nothing, the default applied). */
  suggested: string | null;
  /** The field whose column holds it: category (expenses), purpose or classification (trips). */
  field: ImportField;
}

export interface Preview<Row extends RowBase = ExpenseRow | TripRow> {
  detected: {
    encoding: Encoding;
    delimiter: Delimiter;
    header_line: number | null;
    date_format: DateFormat | null;
    date_format_ambiguous: boolean;
    amount_style: AmountStyle | null;
    expense_sign: ExpenseSign | null;
    /** Text cells starting with = + - or @: imported as text, escaped in every download. */
    formula_cells: number;
  };
  columns: string[];
  mapping: Partial<Record<ImportField, string | null>>;
  date_format: DateFormat | null;
  expense_sign: ExpenseSign | null;
  default_value: string;
  words: WordChoice[];
  counts: { rows: number; ready: number; duplicate: number; skipped: number; failed: number };
  /** Cents of the ready expenses, or miles of the ready trips. */
  total: number;
  date_range: { from: string; to: string } | null;
  rows: Row[];
  problems: Row[];
  problems_truncated: boolean;
}

const TEXT_FIELDS: ImportField[] = [
  'description',
  'category',
  'purpose',
  'classification',
  'origin',
  'destination',
  'notes',
];

function formulaCells(table: Table, r: Resolved): number {
  const idx = TEXT_FIELDS.map((f) => r.columns[f]).filter((i): i is number => i !== null && i !== undefined);
  let n = 0;
  for (const row of table.rows) for (const i of idx) if (FORMULA_START.test(cell(row.cells, i))) n++;
  return n;
}

/** The fields whose words map to the app's categories (expenses) or purposes (trips), in that order. */
const WORD_FIELDS: Record<Resolved['kind'], ImportField[]> = {
  expenses: ['category'],
  mileage: ['purpose', 'classification'],
};

function wordChoices(table: Table, r: Resolved): WordChoice[] {
  const suggest = r.kind === 'expenses' ? categoryFor : purposeFor;
  const fallback = r.kind === 'expenses' ? r.defaultCategory : r.defaultPurpose;
  const byWord = new Map<string, WordChoice>();
  for (const field of WORD_FIELDS[r.kind]) {
    const column = r.columns[field];
    if (column === null || column === undefined) continue;
    for (const row of table.rows) {
      const source = cell(row.cells, column).trim();
      const key = normalizeWord(source);
      if (!key) continue;
      const known = byWord.get(key);
      if (known) known.rows++;
      else {
        const suggested = suggest(source);
        const value = r.wordChoices.get(key) ?? suggested ?? fallback;
        byWord.set(key, { source, rows: 1, value, suggested, field });
      }
    }
  }
  return [...byWord.values()].sort((a, b) => b.rows - a.rows).slice(0, MAX_WORDS);
}

function mappingOf(table: Table, r: Resolved): Partial<Record<ImportField, string | null>> {
  return Object.fromEntries(
    fieldsOf(r.kind).map((f) => {
      const i = r.columns[f];
      return [f, i === null || i === undefined ? null : (table.columns[i] ?? null)];
    }),
  );
}

export function summarize<Row extends ExpenseRow | TripRow>(
  table: Table,
  r: Resolved,
  rows: readonly Row[],
): Preview<Row> {
  const counts = { rows: rows.length, ready: 0, duplicate: 0, skipped: 0, failed: 0 };
  let total = 0;
  let from: string | null = null;
  let to: string | null = null;
  for (const row of rows) {
    counts[row.status]++;
    if (row.status !== 'ready') continue;
    total += 'amount' in row ? (row.amount ?? 0) : (row.miles ?? 0);
    if (row.date && (!from || row.date < from)) from = row.date;
    if (row.date && (!to || row.date > to)) to = row.date;
  }
  const problems = rows.filter((row) => row.status !== 'ready');
  return {
    detected: {
      encoding: table.encoding,
      delimiter: table.delimiter,
      header_line: table.headerLine,
      date_format: r.detectedDateFormat,
      date_format_ambiguous: r.dateAmbiguous,
      amount_style: r.amountStyle,
      expense_sign: r.kind === 'expenses' ? r.detectedSign : null,
      formula_cells: formulaCells(table, r),
    },
    columns: table.columns,
    mapping: mappingOf(table, r),
    date_format: r.dateFormat,
    expense_sign: r.kind === 'expenses' ? r.expenseSign : null,
    default_value: r.kind === 'expenses' ? r.defaultCategory : r.defaultPurpose,
    words: wordChoices(table, r),
    counts,
    total,
    date_range: from && to ? { from, to } : null,
    rows: rows.slice(0, SAMPLE_ROWS),
    problems: problems.slice(0, MAX_PROBLEMS),
    problems_truncated: problems.length > MAX_PROBLEMS,
  };
}
