import type { EXPENSE_CATEGORIES } from '@/lib/records/expenses/resource';
import type { Font, PageSpec, PhotoSpec, Row } from './render';

// One receipt of the reading set: the rows a till prints, built from a few facts so that the expected
// reading is computed from the same facts (subtotal, tax, tip and total add up; the date is printed in the
// till's own format), and how its photo is taken.

type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface ReceiptExpectation {
  /** The total paid, in cents. */
  amount: number;
  date: string;
  /** The merchant as printed, without a store number; compared in capitals, punctuation as spaces. */
  merchant: string;
  /** The category the rules should suggest; null when none should be. */
  category: ExpenseCategory | null;
}

export interface ReceiptCase {
  name: string;
  page: PageSpec;
  /** A photo of the printed receipt, or null for a receipt that comes as a PDF (emailed). */
  photo: Omit<PhotoSpec, 'seed'> | null;
  expected: ReceiptExpectation;
}

export interface ReceiptFacts {
  name: string;
  font: Font;
  /** Printed as the first line, centred; `store` follows it ("#4821"). */
  merchant: string;
  store?: string;
  /** "WELCOME TO" above the name. */
  welcome?: boolean;
  address: string[];
  /** The date row as printed; `date` is what it says, as YYYY-MM-DD. */
  dateRow: Row;
  date: string;
  items: [string, number][];
  /** Tax in basis points of the subtotal (825 = 8.25%), rounded to the cent. */
  taxBps?: number;
  tip?: number;
  subtotalLabel?: string;
  totalLabel?: string;
  /** Rows after the total: payment, change, savings, return policy... `{total}` is replaced. */
  after?: Row[];
  /** Rows before the items (a fuel stop's pump line, a hotel's stay dates). */
  before?: Row[];
  dollar?: boolean;
  category: ExpenseCategory | null;
  photo: Omit<PhotoSpec, 'seed'> | null;
}

export const money = (cents: number, dollar = false) =>
  `${cents < 0 ? '-' : ''}${dollar ? '$' : ''}${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The receipt's rows and its expected reading. */
export function receipt(f: ReceiptFacts): ReceiptCase {
  const subtotal = f.items.reduce((sum, [, cents]) => sum + cents, 0);
  const tax = Math.round((subtotal * (f.taxBps ?? 0)) / 10_000);
  const total = subtotal + tax + (f.tip ?? 0);
  const m = (cents: number) => money(cents, f.dollar);
  const fill = (row: Row): Row => ({
    ...row,
    right: row.right?.replace('{total}', m(total)),
    left: row.left?.replace('{total}', m(total)),
  });
  const rows: Row[] = [
    ...(f.welcome ? [{ center: 'WELCOME TO' }] : []),
    { center: f.store ? `${f.merchant} ${f.store}` : f.merchant, size: 11 },
    ...f.address.map((line) => ({ center: line })),
    { ...f.dateRow, gap: 1 },
    ...(f.before ?? []).map(fill),
    ...f.items.map(([item, cents], i) => ({ left: item, right: m(cents), gap: i === 0 ? 1 : 0 })),
    { left: f.subtotalLabel ?? 'SUBTOTAL', right: m(subtotal), gap: 1 },
    ...(f.taxBps ? [{ left: `TAX ${(f.taxBps / 100).toFixed(2)}%`, right: m(tax) }] : []),
    ...(f.tip ? [{ left: 'TIP', right: m(f.tip) }] : []),
    { left: f.totalLabel ?? 'TOTAL', right: m(total) },
    ...(f.after ?? []).map(fill),
    { center: 'THANK YOU', gap: 1 },
  ];
  const size = 9;
  const height = 40 + rows.reduce((h, r) => h + ((r.gap ?? 0) + 1) * (r.size ?? size) * 1.25, 0);
  return {
    name: f.name,
    page: { width: 226, height: Math.ceil(height), margin: 14, font: f.font, size, rows },
    photo: f.photo,
    expected: { amount: total, date: f.date, merchant: f.merchant, category: f.category },
  };
}

// A phone photographs a 3-inch receipt about 1,300 pixels wide (scale 4.2: 300 dpi).
export const clean = { scale: 3, skew: 0, noise: 0, blur: 0, paper: 255, format: 'png' as const };
export const phone = (
  skew: number,
  noise: number,
  blur: number,
  paper: number,
  format: 'png' | 'jpeg' = 'jpeg',
) => ({
  scale: 4.2,
  skew,
  noise,
  blur,
  paper,
  format,
});
