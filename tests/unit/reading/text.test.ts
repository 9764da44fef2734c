import { describe, expect, it } from 'vitest';
import { amountsIn, pointlessAmount } from '@/lib/reading/text/amounts';
import { datesIn } from '@/lib/reading/text/dates';
import { compact, hasWord, trimNoise } from '@/lib/reading/text/lines';
import { statements } from '@/lib/reading/text/segments';

// The pieces the rules read text with: money, dates, noise at a line's ends, labels run together, and a
// contract's statements.

const cents = (line: string, wholeDollars = false) => amountsIn(line, { wholeDollars }).map((a) => a.cents);

describe('amountsIn', () => {
  it.each([
    ['TOTAL 22.28', [2228]],
    ['TOTAL $1,234.56', [123_456]],
    ['VISA PAYMENT -389.37', [-38_937]],
    ['AMOUNT PAID $ 24.00', [2400]],
    // the recognizer's slips: a decimal comma, O for 0, l for 1, S for $
    ['LIP BALM 1,99', [199]],
    ['SUBTOTAL 2O.48', [2048]],
    ['ALLERGY l2.99', [1299]],
    ['METER S18.40', [1840]],
    ['SUBTOTAL 20.48  TAX 1.80', [2048, 180]],
    // no cents, no money: a store number, a ZIP, a time, a percentage's digits, a phone number
    ['STORE #4821 DENVER CO 80218', []],
    ['03/14/2026 14:32', []],
    ['(303) 555-0142', []],
    ['lO.OO', []],
  ])('%s', (line, expected) => expect(cents(line)).toEqual(expected));

  it.each([
    ['Lodging: $1,400 per week housing', [140_000]],
    ['We pay a $1,000 sign-on bonus and a $500 completion bonus.', [100_000, 50_000]],
    ['Taxable $24.00/hr x 36 hrs = $864.00 weekly', [2400, 86_400]],
    ['Guaranteed 36 hours', []],
  ])('whole dollars with a dollar sign: %s', (line, expected) => expect(cents(line, true)).toEqual(expected));

  it('reads a dollar amount whose point was lost as cents, only with its dollar sign', () => {
    expect(pointlessAmount('AMOUNT DUE ~~ $2798')?.cents).toBe(2798);
    expect(pointlessAmount('AMOUNT DUE 2798')).toBeNull();
    expect(pointlessAmount('TOTAL $27.98')).toBeNull();
    expect(pointlessAmount('AMOUNT DUE Ce Tn $098')).toBeNull();
  });
});

describe('datesIn', () => {
  it.each([
    ['03/14/2026 14:32', ['2026-03-14']],
    ['DATE 03/16/26 TIME 07:12', ['2026-03-16']],
    ['3/7/2026 9:14 AM', ['2026-03-07']],
    ['03-22-2026 13:15', ['2026-03-22']],
    ['DATE: 2026-03-02', ['2026-03-02']],
    ['Mar 14, 2026 12:31 PM', ['2026-03-14']],
    ['March 9, 2026', ['2026-03-09']],
    ['Sept. 4, 2026', ['2026-09-04']],
    ['Start: February 2,2026', ['2026-02-02']],
    ['14-MAR-26', ['2026-03-14']],
    ['Contract Term: Sep 7, 2026 - Dec 5, 2026', ['2026-09-07', '2026-12-05']],
    ['Dates: 1/5/26 through 4/4/26', ['2026-01-05', '2026-04-04']],
    // no such day, no year, a month/year expiry, a time alone
    ['02/30/2026', []],
    ['13/14/26 22:05', []],
    ['EXP 12/27', []],
    ['14:32:05', []],
  ])('%s', (line, expected) => expect(datesIn(line).map((d) => d.iso)).toEqual(expected));
});

describe('trimNoise, compact and hasWord', () => {
  it.each([
    ['~~ TARGET |', 'TARGET'],
    ['wo. DIA ECONOMY PARKING ©"', 'DIA ECONOMY PARKING'],
    ['N SHELL', 'SHELL'],
    ['CVS/PHARMACY #07312 To    i', 'CVS/PHARMACY #07312'],
    ['SUPER 8 MOTEL', 'SUPER 8 MOTEL'],
    ['MOTEL 6', 'MOTEL 6'],
    ['A & W', 'A & W'],
    ['Agency:   Trusted Health', 'Agency:   Trusted Health'],
    ['~~ |', ''],
  ])('trimNoise(%j) = %j', (line, expected) => expect(trimNoise(line)).toBe(expected));

  it.each([
    ['TOTALCHARGES', 'TOTAL', true],
    ['T0TAL', 'TOTAL', true],
    ['SUSTOTAL', 'SUBTOTAL', true],
    ['HOTEL', 'TOTAL', false],
    ['TAXI', 'TAX', true],
    ['TEX', 'TAX', false],
  ])('hasWord(%s, %s) = %s', (text, word, expected) => expect(hasWord(text, word)).toBe(expected));

  it('compacts labels the recognizer ran together or split', () => {
    expect(compact('Sub-Total:')).toBe('SUBTOTAL');
    expect(compact('AMOUNT  DUE')).toBe(compact('AMOUNTDUE'));
  });
});

describe('statements', () => {
  it('keeps form rows apart and joins a paragraph broken across lines, then cuts it into sentences', () => {
    const text = [
      'Facility: Mayo Clinic Hospital',
      'Agency will provide a housing stipend of $145.00 per day and a meals and incidental expenses',
      'stipend of $74.00 per day, for each day of the assignment. A sign-on bonus of $2,000.00 is paid with the',
      'first paycheck. St. Luke’s is not St. Mary’s.',
    ].join('\n');
    expect(statements(text)).toEqual([
      'Facility: Mayo Clinic Hospital',
      'Agency will provide a housing stipend of $145.00 per day and a meals and incidental expenses stipend of $74.00 per day, for each day of the assignment.',
      'A sign-on bonus of $2,000.00 is paid with the first paycheck.',
      'St. Luke’s is not St. Mary’s.',
    ]);
  });

  it('does not end a sentence at a speck after a label', () => {
    expect(statements('Start :. February 2, 2026')).toEqual(['Start :. February 2, 2026']);
  });
});
