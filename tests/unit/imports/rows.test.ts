import { describe, expect, it } from 'vitest';
import { alike, EXPENSE_RULES, flagDuplicates, type Saved } from '@/lib/imports/duplicates';
import { expenseRow, type ExpenseRow } from '@/lib/imports/rows-expenses';
import { readMiles, tripRow } from '@/lib/imports/rows-mileage';
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
    ['01/07/2026', 'MARRIOTT DENVER #0412', 'Travel', '-129.00'],
    ['01/07/2026', 'Hilton Garden Inn', 'Travel', '-129.00'],
  ]);
  const saved = (key: string, text: string): Saved => ({ key, text, label: text });
  const outcome = (out: ExpenseRow[]) => out.map((r) => [r.status, r.reason]);

  it('flags a repeat of an earlier row and of a saved record; the first stays ready', () => {
    const out = flagDuplicates(rows, EXPENSE_RULES, [saved('2026-01-06|200', 'tea')], new Set());
    expect(outcome(out).slice(0, 4)).toEqual([
      ['ready', null],
      ['duplicate', 'Same date, amount and description as line 2'],
      ['ready', null],
      ['duplicate', 'Same date, amount and description as an expense you already have ("tea")'],
    ]);
  });

  it('a saved record matches on date and amount, with a like description or none', () => {
    const typed = [saved('2026-01-07|12900', 'Marriott Denver'), saved('2026-01-05|400', '')];
    const out = outcome(flagDuplicates(rows, EXPENSE_RULES, typed, new Set()));
    expect(out[2]).toEqual(['duplicate', 'Same date and amount as an expense you already have']);
    expect(out[4]).toEqual([
      'duplicate',
      'Same date and amount as an expense you already have ("Marriott Denver")',
    ]);
    // Same day and amount, but another hotel: not the saved Marriott.
    expect(out[5]).toEqual(['ready', null]);
  });

  it('each saved record stands for one row', () => {
    const two = card([
      ['01/05/2026', 'Coffee', 'Meals', '-3.50'],
      ['01/05/2026', 'Coffee shop', 'Meals', '-3.50'],
    ]);
    const out = flagDuplicates(two, EXPENSE_RULES, [saved('2026-01-05|350', 'Coffee')], new Set());
    expect(out.map((r) => r.status)).toEqual(['duplicate', 'ready']);
  });

  it('include_lines lets a duplicate in', () => {
    const out = flagDuplicates(rows, EXPENSE_RULES, [saved('2026-01-06|200', 'tea')], new Set([3, 5]));
    expect([out[1]?.status, out[3]?.status]).toEqual(['ready', 'ready']);
  });

  it.each([
    ['MARRIOTT DENVER #0412', 'Marriott Denver', true],
    ['Coffee', '', true],
    ['Hotel', 'MARRIOTT DENVER', false],
    ['SQ *BLUE BOTTLE 1234', 'Blue Bottle coffee', true],
    ['#1234 CO', '1234 CO', true], // no word of three letters on one side: nothing to tell them apart
  ])('alike(%s, %s) is %s', (a, b, same) => expect(alike(a, b)).toBe(same));
});

describe('tripRow purposes: the purpose word and the business/personal column', () => {
  const drives = (rows: string[][], settings: ImportSettings = {}) => {
    const t = table(['Date', 'Miles', 'Category', 'Purpose'], rows);
    const r = resolve(t, 'mileage', settings);
    return t.rows.map((row) => tripRow(row, r)).map((x) => [x.status, x.purpose, x.source_purpose]);
  };

  it('a business drive takes its purpose word; personal and unclassified decide alone', () => {
    expect(
      drives([
        ['01/05/2026', '540', 'Business', 'Tax home visit'],
        ['01/06/2026', '8', 'Business', 'Licensing'],
        ['01/07/2026', '9', 'Business', ''],
        ['01/08/2026', '5', 'Personal', 'Tax home visit'],
        ['01/09/2026', '5', 'Unclassified', 'Licensing'],
        ['01/10/2026', '7', '', 'Licensing'],
        ['01/11/2026', '7', 'Business', 'Something else'],
      ]),
    ).toEqual([
      ['ready', 'tax_home_visit', 'Tax home visit'],
      ['ready', 'licensing', 'Licensing'],
      ['ready', 'work_travel', 'Business'],
      ['ready', 'personal', 'Tax home visit'],
      ['skipped', null, 'Licensing'],
      ['ready', 'licensing', 'Licensing'],
      ['ready', 'work_travel', 'Something else'],
    ]);
  });

  it("the worker's map and default apply to purpose words like to categories", () => {
    const settings: ImportSettings = {
      purpose_map: { 'something else': 'other', licensing: 'skip' },
      default_purpose: 'other',
    };
    expect(
      drives(
        [
          ['01/06/2026', '8', 'Business', 'Licensing'],
          ['01/11/2026', '7', 'Business', 'Something else'],
          ['01/12/2026', '7', '', ''],
        ],
        settings,
      ),
    ).toEqual([
      ['skipped', null, 'Licensing'],
      ['ready', 'other', 'Something else'],
      ['ready', 'other', ''],
    ]);
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
