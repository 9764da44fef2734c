import { MAX_CENTS } from '@/lib/validation/common';
import { parseAmount } from './detect/amounts';
import { categoryFor } from './detect/words';
import type { ExpenseCategory } from './kinds';
import {
  checkDate,
  checkText,
  choiceFor,
  clip,
  firstProblem,
  statusOf,
  type Checked,
  type RowBase,
} from './rows-common';
import { cell, type Resolved } from './settings';
import type { TableRow } from './table';

// Expense rows from table rows: the date, the amount (one signed column, or debit and credit columns), the
// category from the source's word (or, without a category column, from the description) and the
// description. Money in is skipped, not failed: a statement always has some. Pure.

export interface ExpenseRow extends RowBase {
  amount: number | null;
  category: ExpenseCategory | null;
  description: string;
  /** The source's own category word ('' without a category column). */
  source_category: string;
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

interface AmountResult {
  amount: Checked<number>;
  /** Why a readable amount is not an expense (money in). */
  skip: string | null;
}

function readAmount(raw: string): Checked<number> {
  if (raw.trim() === '') return { ok: false, reason: 'No amount' };
  const p = parseAmount(raw);
  if (!p) return { ok: false, reason: `"${clip(raw)}" is not an amount` };
  return { ok: true, value: p.cents };
}

function inRange(cents: number): Checked<number> {
  if (cents === 0) return { ok: false, reason: 'The amount is zero' };
  if (cents > MAX_CENTS) return { ok: false, reason: 'The amount is over $10,000,000' };
  return { ok: true, value: cents };
}

function debitCredit(cells: string[], r: Resolved): AmountResult {
  const debit = cell(cells, r.columns.debit);
  const credit = cell(cells, r.columns.credit);
  if (debit.trim() !== '') {
    const d = readAmount(debit);
    if (!d.ok || d.value !== 0 || credit.trim() === '') {
      return { amount: d.ok ? inRange(Math.abs(d.value)) : d, skip: null };
    }
  }
  if (credit.trim() === '')
    return { amount: { ok: false, reason: 'No amount under debit or credit' }, skip: null };
  const c = readAmount(credit);
  if (!c.ok) return { amount: c, skip: null };
  return { amount: c, skip: `Money in (a credit of ${dollars(Math.abs(c.value))}), not an expense` };
}

function signed(cells: string[], r: Resolved): AmountResult {
  const a = readAmount(cell(cells, r.columns.amount));
  if (!a.ok) return { amount: a, skip: null };
  const expense = r.expenseSign === 'negative' ? -a.value : a.value;
  if (expense < 0) {
    const skip =
      r.expenseSign === 'negative'
        ? `Money in (a payment, refund or deposit of ${dollars(a.value)}), not an expense`
        : `A negative amount (a refund or credit of ${dollars(-a.value)}), not an expense`;
    return { amount: { ok: true, value: Math.abs(a.value) }, skip };
  }
  return { amount: inRange(expense), skip: null };
}

function categoryOf(cells: string[], r: Resolved, description: string): ExpenseCategory | 'skip' {
  if (r.columns.category === null || r.columns.category === undefined) {
    // Without a category column the description only suggests: it never skips a row on its own.
    const guess = categoryFor(description);
    return guess && guess !== 'skip' ? guess : r.defaultCategory;
  }
  const word = cell(cells, r.columns.category);
  return word.trim() === '' ? r.defaultCategory : choiceFor(r, word, categoryFor, r.defaultCategory);
}

export function expenseRow(row: TableRow, r: Resolved): ExpenseRow {
  const { cells, line } = row;
  const date = checkDate(cell(cells, r.columns.date), r);
  const hasDebitCredit = r.columns.debit != null || r.columns.credit != null;
  const { amount, skip } =
    hasDebitCredit && r.columns.amount == null ? debitCredit(cells, r) : signed(cells, r);
  const description = checkText(cell(cells, r.columns.description), 500, 'The description');
  const source = cell(cells, r.columns.category).trim();
  const category = categoryOf(cells, r, description.ok ? description.value : '');
  const categorySkip = category === 'skip' ? `Category "${clip(source)}" is set to not import` : null;
  const userSkip = r.skip.has(line) ? 'Skipped by you' : null;
  return {
    line,
    ...statusOf(firstProblem([date, amount, description]), skip ?? categorySkip ?? userSkip),
    date: date.ok ? date.value : null,
    amount: amount.ok ? amount.value : null,
    category: category === 'skip' ? null : category,
    description: description.ok ? description.value : '',
    source_category: source,
  };
}
