import { describe, expect, it } from 'vitest';
import { flagDuplicates, expenseRowKey } from '@/lib/imports/duplicates';
import { expenseRow, type ExpenseRow } from '@/lib/imports/rows-expenses';
import { readMiles } from '@/lib/imports/rows-mileage';
import { resolve, type ImportSettings } from '@/lib/imports/settings';
import type { Table } from '@/lib/imports/table';

// Rows of an expense import from table cells: every reason a row is skipped or fails, in words.

function table(columns: string[], rows: string[][]): Table {
  return {
    encoding: 'utf-8',
    delimiter: ',',
    headerLine: 1,
    columns,
    rows: rows.map((cells, i) => ({ line: i + 2, cells })),
  };
}

const card = (rows: string[][], settings: ImportSettings = {}) => {
  const t = table(['Date', 'Description', 'Category', 'Amount'], rows);
  const r = resolve(t, 'expenses', settings);
  return t.rows.map((row) => expenseRow(row, r));
};

describe('expenseRow on a card statement (purchases negative)', () => {
  const rows = card([
    ['01/05/2026', 'SHELL OIL', 'Gas', '-45.10'],
    ['01/06/2026', 'PAYMENT THANK YOU', '', '500.00'],
    ['01/07/2026', 'KING SOOPERS', 'Groceries', '-82.33'],
    ['13/45/2026', 'BAD DATE', 'Gas', '-1.00'],
    ['01/08/2026', 'NO AMOUNT', 'Gas', ''],
    ['01/09/2026', 'ZERO', 'Gas', '0.00'],
    ['01/10/2026', 'FORMULA', 'Gas', '=1+2'],
    ['01/11/2026', 'x'.repeat(501), 'Gas', '-1.00'],
    ['01/12/2026', 'HUGE', 'Gas', '-10,000,000.01'],
  ]);
  it.each<[number, Partial<ExpenseRow>]>([
    [0, { status: 'ready', date: '2026-01-05', amount: 4510, category: 'travel', source_category: 'Gas' }],
    [1, { status: 'skipped', reason: 'Money in (a payment, refund or deposit of $500.00), not an expense' }],
    [2, { status: 'skipped', reason: 'Category "Groceries" is set to not import', category: null }],
    [
      3,
      {
        status: 'failed',
        reason: '"13/45/2026" is not a date in the format MM/DD/YYYY between 2000 and 2100',
      },
    ],
    [4, { status: 'failed', reason: 'No amount' }],
    [5, { status: 'failed', reason: 'The amount is zero' }],
    [6, { status: 'failed', reason: '"=1+2" is not an amount' }],
    [7, { status: 'failed', reason: 'The description is longer than 500 characters' }],
    [8, { status: 'failed', reason: 'The amount is over $10,000,000' }],
  ])('row %i', (i, expected) => expect(rows[i]).toMatchObject(expected));

  it('a word the worker mapped wins over the suggestion; skip_lines skips a ready row', () => {
    const [gas, groceries] = card(
      [
        ['01/05/2026', 'SHELL OIL', 'Gas', '-45.10'],
        ['01/07/2026', 'KING SOOPERS', 'groceries', '-82.33'],
      ],
      { category_map: { GROCERIES: 'meals' }, skip_lines: [2] },
    );
    expect(gas).toMatchObject({ status: 'skipped', reason: 'Skipped by you' });
    expect(groceries).toMatchObject({ status: 'ready', category: 'meals' });
  });

  it('expense_sign positive turns the reading around', () => {
    const [refund, purchase] = card(
      [
        ['01/05/2026', 'REFUND', 'Gas', '-5.00'],
        ['01/06/2026', 'SHELL', 'Gas', '5.00'],
      ],
      { expense_sign: 'positive' },
    );
    expect(refund?.reason).toBe('A negative amount (a refund or credit of $5.00), not an expense');
    expect(purchase?.status).toBe('ready');
  });
});

describe('flagDuplicates', () => {
  const rows = card([
    ['01/05/2026', 'Coffee', 'Meals', '-3.50'],
    ['01/05/2026', 'COFFEE ', 'Meals', '-3.50'],
    ['01/05/2026', 'Coffee', 'Meals', '-4.00'],
    ['01/06/2026', 'Tea', 'Meals', '-2.00'],
  ]);
  const words = { existing: 'an expense you already have', fields: 'date, amount and description' };

  it('flags a repeat of an earlier row and of an existing record; the first stays ready', () => {
    const existing = new Set(['2026-01-06|200|tea']);
    const out = flagDuplicates(rows, expenseRowKey, existing, new Set(), words);
    expect(out.map((r) => [r.status, r.reason])).toEqual([
      ['ready', null],
      ['duplicate', 'Same date, amount and description as line 2'],
      ['ready', null],
      ['duplicate', 'Same date, amount and description as an expense you already have'],
    ]);
  });

  it('include_lines lets a duplicate in', () => {
    const out = flagDuplicates(rows, expenseRowKey, new Set(), new Set([3]), words);
    expect(out[1]?.status).toBe('ready');
  });
});

describe('readMiles', () => {
  it.each([
    ['12', 12],
    ['12.4', 12],
    ['12.5', 13], // half up
    ['1,204.6 mi', 1205],
    ['540 miles', 540],
    ['0.5', 1],
  ])('%s → %i', (text, miles) => expect(readMiles(text)).toEqual({ ok: true, value: miles }));

  it.each([
    ['', 'No miles'],
    ['0.4', '0.4 miles rounds to 0: a trip is 1 to 5,000 whole miles'],
    ['5000.5', '5000.5 miles is more than 5,000 in one trip'],
    ['twelve', '"twelve" is not a number of miles'],
  ])('%s fails: %s', (text, reason) => expect(readMiles(text)).toEqual({ ok: false, reason }));
});
