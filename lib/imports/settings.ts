import {
  detectAmountStyle,
  detectExpenseSign,
  parseAmount,
  type AmountStyle,
  type ExpenseSign,
} from './detect/amounts';
import { EXPENSE_FIELDS, MILEAGE_FIELDS, mapByContent, mapByName, type ImportField } from './detect/columns';
import { detectDateFormat, type DateFormat } from './detect/dates';
import { normalizeWord, type Skip } from './detect/words';
import type { ExpenseCategory, ImportKind, TripPurpose } from './kinds';
import type { Table } from './table';

// What the worker changed (stored on the import, validated by lib/imports/schemas.ts) over what was
// detected: the columns, the date format, the sign of expenses, the word map and the lines to skip or to
// import anyway. `resolve` merges the two into what the rows are built with. Pure.

export interface ImportSettings {
  /** Field → column label (null: not imported). */
  mapping?: Partial<Record<ImportField, string | null>>;
  date_format?: DateFormat;
  expense_sign?: ExpenseSign;
  default_category?: ExpenseCategory;
  default_purpose?: TripPurpose;
  /** Source word → category (or skip); keys compared case- and space-insensitively. */
  category_map?: Record<string, ExpenseCategory | Skip>;
  purpose_map?: Record<string, TripPurpose | Skip>;
  skip_lines?: number[];
  include_lines?: number[];
}

/** Field → column index; a field of the other kind is absent, an unmapped one null. */
export type Columns = Partial<Record<ImportField, number | null>>;

export interface Resolved {
  kind: ImportKind;
  columns: Columns;
  dateFormat: DateFormat | null;
  detectedDateFormat: DateFormat | null;
  dateAmbiguous: boolean;
  amountStyle: AmountStyle | null;
  expenseSign: ExpenseSign;
  detectedSign: ExpenseSign;
  defaultCategory: ExpenseCategory;
  defaultPurpose: TripPurpose;
  /** Normalized source word → what the worker chose for it. */
  wordChoices: Map<string, string>;
  skip: Set<number>;
  include: Set<number>;
}

export const fieldsOf = (kind: ImportKind): readonly ImportField[] =>
  kind === 'expenses' ? EXPENSE_FIELDS : MILEAGE_FIELDS;

export const cell = (cells: readonly string[], i: number | null | undefined): string =>
  i === null || i === undefined ? '' : (cells[i] ?? '');

function columnsOf(table: Table, kind: ImportKind, mapping: ImportSettings['mapping']): Columns {
  const fields = fieldsOf(kind);
  const cells = table.rows.map((r) => r.cells);
  const out: Columns = mapByContent(mapByName(fields, table.columns), cells, table.columns.length);
  for (const [field, label] of Object.entries(mapping ?? {}) as [ImportField, string | null][]) {
    if (!fields.includes(field)) continue;
    const i = label === null ? -1 : table.columns.indexOf(label);
    out[field] = i >= 0 ? i : null;
  }
  return out;
}

function signOf(table: Table, columns: Columns): ExpenseSign {
  if (columns.amount === null || columns.amount === undefined) return 'positive';
  const cents = table.rows.slice(0, 5000).flatMap((r) => {
    const p = parseAmount(cell(r.cells, columns.amount));
    return p ? [p.cents] : [];
  });
  return detectExpenseSign(cents);
}

function styleOf(table: Table, columns: Columns): AmountStyle {
  const idx = [columns.amount, columns.debit, columns.credit].filter((i) => i !== null && i !== undefined);
  return detectAmountStyle(table.rows.slice(0, 5000).flatMap((r) => idx.map((i) => cell(r.cells, i))));
}

export function resolve(table: Table, kind: ImportKind, settings: ImportSettings): Resolved {
  const columns = columnsOf(table, kind, settings.mapping);
  const dates = table.rows.map((r) => cell(r.cells, columns.date));
  const detected = columns.date === null || columns.date === undefined ? null : detectDateFormat(dates);
  const detectedSign = kind === 'expenses' ? signOf(table, columns) : 'positive';
  const words = kind === 'expenses' ? settings.category_map : settings.purpose_map;
  return {
    kind,
    columns,
    dateFormat: settings.date_format ?? detected?.format ?? null,
    detectedDateFormat: detected?.format ?? null,
    dateAmbiguous: !settings.date_format && (detected?.ambiguous ?? false),
    amountStyle: kind === 'expenses' ? styleOf(table, columns) : null,
    expenseSign: settings.expense_sign ?? detectedSign,
    detectedSign,
    defaultCategory: settings.default_category ?? 'other',
    defaultPurpose: settings.default_purpose ?? 'work_travel',
    wordChoices: new Map(Object.entries(words ?? {}).map(([w, v]) => [normalizeWord(w), v])),
    skip: new Set(settings.skip_lines ?? []),
    include: new Set(settings.include_lines ?? []),
  };
}
