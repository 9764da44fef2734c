import { describe, expect, it } from 'vitest';
import { CSV_RULES, fileProblem, RECEIPT_RULES, typeOf } from '@/components/uploads/file-rules';
import { readSomething, toReading } from '@/lib/reading/receipts/conversion';
import { CSV_CONTENT_TYPES, RECEIPT_CONTENT_TYPES } from '@/lib/validation/files';

// A receipt's reading to the API's shape, and the browser's rules for receipts and CSV imports.

const fields = {
  date: '2026-03-14',
  merchant: 'Shell',
  total: 52.37,
  currency: 'USD',
  category: 'travel' as const,
};

describe('toReading', () => {
  it.each([
    [
      'as read',
      fields,
      { date: '2026-03-14', merchant: 'Shell', amount: 5237, currency: 'USD', category: 'travel' },
    ],
    [
      'US date and a $ sign',
      { ...fields, date: '3/14/2026', currency: '$' },
      { date: '2026-03-14', currency: 'USD' },
    ],
    ['a long date', { ...fields, date: 'March 14, 2026' }, { date: '2026-03-14' }],
    ['no such day', { ...fields, date: '2026-02-30' }, { date: null }],
    ['a negative total', { ...fields, total: -5 }, { amount: null }],
    ['a lower-case code', { ...fields, currency: 'eur', total: 10.5 }, { amount: 1050, currency: 'EUR' }],
    ['a blank merchant', { ...fields, merchant: '   ' }, { merchant: null }],
  ])('%s', (_label, input, expected) => expect(toReading(input, 'ai')).toMatchObject(expected));

  it('a currency alone is nothing read', () => {
    const empty = toReading(
      { date: null, merchant: null, total: null, currency: 'USD', category: 'other' },
      'ocr',
    );
    expect(readSomething(empty)).toBe(false);
    expect(readSomething(toReading(fields, 'ocr'))).toBe(true);
  });
});

describe('upload rules for receipts and imports', () => {
  it('match the server rules', () => {
    expect([...RECEIPT_RULES.types]).toEqual([...RECEIPT_CONTENT_TYPES]);
    expect([...CSV_RULES.types]).toEqual([...CSV_CONTENT_TYPES]);
  });

  it.each([
    [{ name: 'bank.csv', type: 'application/vnd.ms-excel' }, 'text/csv'],
    [{ name: 'bank.CSV', type: '' }, 'text/csv'],
    [{ name: 'log.txt', type: 'text/plain' }, 'text/plain'],
    [
      { name: 'book.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ])('typeOf(%o, CSV) = %s', (file, type) => expect(typeOf(file, CSV_RULES)).toBe(type));

  it.each([
    [
      { name: 'book.xlsx', type: 'application/vnd.ms-excel.sheet', size: 10 },
      CSV_RULES,
      /book\.xlsx is not a CSV file/,
    ],
    [{ name: 'photo.webp', type: 'image/webp', size: 10 }, RECEIPT_RULES, null],
    [{ name: 'photo.heic', type: 'image/heic', size: 10 }, RECEIPT_RULES, /share the photo as JPEG/],
  ])('fileProblem(%o)', (file, rules, expected) => {
    const problem = fileProblem(file, rules);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
