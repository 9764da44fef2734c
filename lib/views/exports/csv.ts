import { attachmentHeaders } from '@/lib/http/download';

// CSV for the two downloads (expenses, mileage log): pure text building, no I/O. RFC 4180: fields joined
// by commas, lines ended by CRLF, a field holding a quote, comma or line break is quoted with its quotes
// doubled. Spreadsheet formula injection (OWASP "CSV Injection"): a text cell starting with = + - @ (or a
// tab / carriage return, which some spreadsheets strip before reading a formula) gets a leading single
// quote, so Excel, Numbers and Sheets show it as text instead of evaluating it.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as written, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Integer cents as dollars with two decimals and no symbol or grouping: 12550 → '125.50'. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const LABELS: Record<string, string> = {
  ce_credits: 'CE credits',
  phone_internet: 'Phone & internet',
  tax_prep: 'Tax prep',
};

/** An enum value as people read it: 'tax_home_visit' → 'Tax home visit' (the app's labels). */
export function enumLabel(value: string): string {
  const known = LABELS[value];
  if (known) return known;
  const s = value.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const EXPENSE_CSV_HEADER = ['Date', 'Category', 'Amount', 'Description', 'Assignment'] as const;

export interface ExpenseCsvRow {
  date: string;
  category: string;
  amount: number;
  description: string;
  assignment: string | null;
}

export function expenseCsvLine(e: ExpenseCsvRow): string {
  return csvLine([e.date, enumLabel(e.category), centsToDollars(e.amount), e.description, e.assignment]);
}

/** The columns of a mileage log as an auditor reads it (IRS Pub. 463 ch. 5): date, route, purpose, miles. */
export const MILEAGE_CSV_HEADER = [
  'Date',
  'Origin',
  'Destination',
  'Purpose',
  'Miles',
  'Notes',
  'Assignment',
] as const;

export interface TripCsvRow {
  date: string;
  origin: string;
  destination: string;
  purpose: string;
  miles: number;
  notes: string;
  assignment: string | null;
}

export function tripCsvLine(t: TripCsvRow): string {
  return csvLine([t.date, t.origin, t.destination, enumLabel(t.purpose), t.miles, t.notes, t.assignment]);
}

/** `attachment; filename="mileage-2026.csv"`: the name is reduced to safe characters first. */
export function csvHeaders(filename: string): Record<string, string> {
  return attachmentHeaders(filename, 'text/csv; charset=utf-8');
}

/**
 * A byte stream of the lines, pulled one at a time, so a long export never sits in memory whole. Starts
 * with a UTF-8 byte-order mark: Excel otherwise reads accented names as Windows-1252.
 */
export function csvStream(lines: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = lines[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\uFEFF'));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
