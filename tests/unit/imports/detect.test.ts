import { describe, expect, it } from 'vitest';
import { detectExpenseSign, parseAmount } from '@/lib/imports/detect/amounts';
import {
  findHeader,
  MILEAGE_FIELDS,
  mapByContent,
  mapByName,
  normalizeHeader,
} from '@/lib/imports/detect/columns';
import { detectDateFormat, parseDate, type DateFormat } from '@/lib/imports/detect/dates';
import { detectDelimiter } from '@/lib/imports/detect/delimiter';
import { decodeCsv } from '@/lib/imports/detect/encoding';
import { categoryFor, purposeFor } from '@/lib/imports/detect/words';

// The import detectors, one table per detector: what each recognises, and what it must refuse.

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('decodeCsv', () => {
  it.each([
    ['plain UTF-8', Buffer.from('Date,Café\n', 'utf8'), 'utf-8', 'Date,Café\n'],
    [
      'UTF-8 with a BOM (dropped)',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('A,B')]),
      'utf-8-bom',
      'A,B',
    ],
    [
      'UTF-16 LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('A,é', 'utf16le')]),
      'utf-16le',
      'A,é',
    ],
    ['UTF-16 BE with a BOM', Buffer.from([0xfe, 0xff, 0, 0x41, 0, 0x2c, 0, 0xe9]), 'utf-16be', 'A,é'],
    // 0xE9 alone is not UTF-8: Windows-1252 é; 0x80 is the euro sign there (not a Latin-1 control).
    ['Windows-1252', bytes('Caf', [0xe9], ',', [0x80]), 'windows-1252', 'Café,€'],
  ])('%s', (_label, input, encoding, text) => {
    expect(decodeCsv(new Uint8Array(input))).toEqual({ ok: true, encoding, text });
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), /a PDF/],
    ['a PNG', bytes([0x89], 'PNG\r\n'), /PNG image/],
    ['an Excel workbook (zip)', bytes('PK', [3, 4], 'xl/'), /Excel workbook/],
    ['binary with NUL bytes', bytes('A,B', [0, 0], 'C'), /not a text file/],
  ])('refuses %s', (_label, input, reason) => {
    const result = decodeCsv(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['comma', 'Date,Description,Amount\n2026-01-05,"Denver, CO",12.00\n', ','],
    [
      'semicolon (decimal commas)',
      'Datum;Text;Betrag\n05.01.2026;Kaffee;-12,50\n06.01.2026;Tee;-3,10\n',
      ';',
    ],
    ['tab', 'Date\tMiles\tNotes\n2026-01-05\t12\tA, B\n', '\t'],
    ['pipe', 'Date|Amount\n2026-01-05|12.00\n', '|'],
    ['comma after report lines', 'Report\nAccount: 1234\n\nDate,Desc,Amount\n1/5/26,X,1\n1/6/26,Y,2\n', ','],
    ['none (one column)', 'just text\nmore text\n', null],
  ])('%s', (_label, text, expected) => expect(detectDelimiter(text)).toBe(expected));
});

describe('parseDate', () => {
  it.each<[string, DateFormat, string | null]>([
    ['2026-01-05', 'YYYY-MM-DD', '2026-01-05'],
    ['2026/1/5', 'YYYY-MM-DD', '2026-01-05'],
    ['2026-01-05T08:15:00Z', 'YYYY-MM-DD', '2026-01-05'],
    ['01/05/2026', 'MM/DD/YYYY', '2026-01-05'],
    ['1/5/2026 7:12 PM', 'MM/DD/YYYY', '2026-01-05'],
    ['1/5/26', 'M/D/YY', '2026-01-05'],
    ['12-31-26', 'M/D/YY', '2026-12-31'],
    ['Jan 5, 2026', 'MMM D, YYYY', '2026-01-05'],
    ['September 30 2026', 'MMM D, YYYY', '2026-09-30'],
    ['Sept. 3, 2026', 'MMM D, YYYY', '2026-09-03'],
    ['5 Jan 2026', 'D MMM YYYY', '2026-01-05'],
    ['05-Jan-2026', 'D MMM YYYY', '2026-01-05'],
    ['25/01/2026', 'DD/MM/YYYY', '2026-01-25'],
    ['25.01.2026', 'DD/MM/YYYY', '2026-01-25'],
    ['25/1/26', 'D/M/YY', '2026-01-25'],
    ['02/30/2026', 'MM/DD/YYYY', null], // no February 30
    ['13/01/2026', 'MM/DD/YYYY', null], // no month 13
    ['01/05/1999', 'MM/DD/YYYY', null], // before 2000
    ['Jnu 5, 2026', 'MMM D, YYYY', null],
    ['=TODAY()', 'YYYY-MM-DD', null],
  ])('%s as %s → %s', (value, format, expected) => expect(parseDate(value, format)).toBe(expected));
});

describe('detectDateFormat', () => {
  it.each([
    ['ISO', ['2026-01-05', '2026-02-17'], { format: 'YYYY-MM-DD', ambiguous: false }],
    [
      'US, a day above 12 settles it',
      ['01/05/2026', '01/25/2026'],
      { format: 'MM/DD/YYYY', ambiguous: false },
    ],
    [
      'day-first, a day above 12 settles it',
      ['05/01/2026', '25/01/2026'],
      { format: 'DD/MM/YYYY', ambiguous: false },
    ],
    [
      'no day above 12: US assumed, flagged',
      ['01/05/2026', '02/06/2026'],
      { format: 'MM/DD/YYYY', ambiguous: true },
    ],
    ['two-digit years', ['1/5/26', '1/25/26'], { format: 'M/D/YY', ambiguous: false }],
    ['month names', ['Jan 5, 2026', 'Feb 17, 2026'], { format: 'MMM D, YYYY', ambiguous: false }],
    [
      'mostly one format, one typo',
      ['2026-01-05', '2026-01-06', 'yesterday'],
      { format: 'YYYY-MM-DD', ambiguous: false },
    ],
    ['nothing readable', ['soon', 'later'], null],
  ])('%s', (_label, values, expected) => expect(detectDateFormat(values)).toEqual(expected));
});

describe('parseAmount', () => {
  it.each([
    ['12.00', 1200],
    ['-12.00', -1200],
    ['+12', 1200],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-5.5', -550],
    ['(12.00)', -1200],
    ['($1,000.00)', -100000],
    ['12.00-', -1200],
    ['USD 7.25', 725],
    ['45.00 CR', -4500],
    ['.99', 99],
    ['0', 0],
    ['', null],
    ['12.345', null], // three decimals: not money
    ['12,50', null], // a decimal comma is not read as 1,250
    ['1,23.00', null],
    ['=1+2', null],
    ['-(12.00)', null],
    ['abc', null],
  ])('%s → %s', (text, cents) => expect(parseAmount(text)?.cents ?? null).toBe(cents));

  it('reports the style it saw', () => {
    expect(parseAmount('($1,000.00)')?.style).toEqual({
      currencySymbol: true,
      thousandsSeparator: true,
      parenthesesNegative: true,
    });
  });

  it.each([
    ['a card statement (purchases negative)', [-4510, -1425, 50000, -650], 'negative'],
    ['an expense tracker (all positive)', [84500, 3817, 1142], 'positive'],
    ['a tie', [-100, 100], 'positive'],
  ])('detectExpenseSign: %s', (_label, cents, sign) => expect(detectExpenseSign(cents)).toBe(sign));
});

describe('columns', () => {
  it.each([
    ['START_DATE*', 'start date'],
    ['Distance (mi)', 'distance mi'],
    [' Amount (USD) ', 'amount usd'],
  ])('normalizeHeader(%s) = %s', (raw, normalized) => expect(normalizeHeader(raw)).toBe(normalized));

  it('finds the header under report lines', () => {
    const rows = [
      ['MileIQ Drive Report'],
      ['Name:', 'Casey'],
      ['START_DATE*', 'MILES*', 'CATEGORY*'],
      ['1/5/26', '12', 'Business'],
    ];
    expect(findHeader(rows)).toBe(2);
    expect(findHeader([['1/5/26', '12.00', 'Coffee']])).toBeNull();
  });

  it.each([
    [
      'Chase',
      ['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo'],
      { date: 0, amount: 5, debit: null, credit: null, description: 2, category: 3 },
    ],
    [
      'debit and credit',
      ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
      { date: 0, amount: null, debit: 2, credit: 3, description: 1, category: null },
    ],
    [
      'Everlance',
      ['Date', 'Merchant', 'Category', 'Amount', 'Notes'],
      { date: 0, amount: 3, debit: null, credit: null, description: 1, category: 2 },
    ],
  ] as const)('maps %s expense columns by name', (_label, labels, expected) => {
    expect(mapByName(['date', 'amount', 'debit', 'credit', 'description', 'category'], labels)).toEqual(
      expected,
    );
  });

  it('maps MileIQ trip columns by name: the purpose words and, apart, business or personal', () => {
    const labels = ['START_DATE*', 'END_DATE*', 'CATEGORY*', 'START*', 'STOP*', 'MILES*', 'PURPOSE', 'NOTES'];
    expect(mapByName(MILEAGE_FIELDS, labels)).toEqual({
      date: 0,
      miles: 5,
      purpose: 6,
      classification: 2,
      origin: 3,
      destination: 4,
      notes: 7,
    });
  });

  it('a drive log with one purpose-like column maps it to what it holds', () => {
    expect(mapByName(MILEAGE_FIELDS, ['Date', 'Purpose', 'Distance (mi)'])).toMatchObject({
      purpose: 1,
      classification: null,
    });
    expect(mapByName(MILEAGE_FIELDS, ['Date', 'Classification', 'Miles'])).toMatchObject({
      purpose: null,
      classification: 1,
    });
  });

  it('maps a headerless bank export by what the cells hold', () => {
    const rows = [
      ['01/05/2026', '-12.50', '*', '', 'COFFEE SHOP DENVER'],
      ['01/06/2026', '-45.10', '*', '', 'SHELL OIL 57444'],
    ];
    const empty = { date: null, amount: null, debit: null, credit: null, description: null, category: null };
    expect(mapByContent(empty, rows, 5)).toMatchObject({ date: 0, amount: 1, description: 4 });
  });
});

describe('words', () => {
  it.each([
    ['Lodging', 'lodging'],
    ['Hotel', 'lodging'],
    ['MARRIOTT DENVER', 'lodging'],
    ['Gas', 'travel'],
    ['Fuel', 'travel'],
    ['Enterprise Rent-A-Car', 'travel'],
    ['Meals', 'meals'],
    ['Food & Drink', 'meals'],
    ['Uber Eats', 'meals'],
    ['Parking', 'parking'],
    ['Tolls', 'parking'],
    ['Education', 'ce_credits'],
    ['Nursys license', 'licensing'],
    ['Scrubs', 'uniforms'],
    ['Health insurance', 'insurance'],
    ['Verizon Wireless', 'phone_internet'],
    ['TurboTax', 'tax_prep'],
    ['Groceries', 'skip'],
    ['Payment Thank You', 'skip'],
    ['Professional Services', null],
  ])('categoryFor(%s) = %s', (word, category) => expect(categoryFor(word)).toBe(category));

  it.each([
    ['Business', 'work_travel'],
    ['Personal', 'personal'],
    ['Commute', 'personal'],
    ['Tax home visit', 'tax_home_visit'],
    ['License exam', 'licensing'],
    ['Medical', 'other'],
    ['Unclassified', 'skip'],
    ['Errands', null],
  ])('purposeFor(%s) = %s', (word, purpose) => expect(purposeFor(word)).toBe(purpose));
});
