import { describe, expect, it } from 'vitest';
import { receiptFieldsFromText } from '@/lib/reading/receipt-rules';
import { receiptTotal } from '@/lib/reading/receipt-total';

// A receipt's total, date, merchant and category by rules, on text as printed and as the recognizer
// returns it (runs of spaces, specks at the ends of lines, labels run together, a lost decimal point).

const read = (...lines: string[]) => receiptFieldsFromText(lines.join('\n'));
const total = (...lines: string[]) => receiptTotal(lines);

describe('the total', () => {
  it.each([
    [
      'the TOTAL line, not the subtotal or the tax',
      ['SUBTOTAL 20.48', 'TAX 8.81% 1.80', 'TOTAL 22.28', 'VISA ****1234 22.28'],
      2228,
    ],
    // 24.50 + 1.96 + 5.00 tip = 31.46, printed as the total after the tip
    ['the total after the tip', ['Subtotal 24.50', 'Tax 1.96', 'Tip 5.00', 'Total 31.46'], 3146],
    ['a balance due ranks above a total', ['TOTAL 40.00', 'BALANCE DUE 35.61'], 3561],
    [
      'a zero balance is no total',
      ['TOTAL CHARGES 389.37', 'VISA PAYMENT -389.37', 'BALANCE DUE 0.00'],
      38_937,
    ],
    ['not the cash handed over or the change', ['TOTAL 33.97', 'CASH TEND 100.00', 'CHANGE 66.03'], 3397],
    ['not the savings', ['TOTAL 41.16', 'YOU SAVED 3.00', 'TOTAL SAVINGS 3.00'], 4116],
    ['not a count of items', ['TOTAL ITEMS 3', 'TOTAL 12.99'], 1299],
    ['labels run together', ['SUBTOTAL 290.07', 'TOTALCHARGES $313.28'], 31_328],
    ['a misread label', ['SUSTOTAL 40.00', 'T0TAL 41.16'], 4116],
    ['the amount on the line under its label', ['AMOUNT DUE', '$27.98'], 2798],
    ['a lost decimal point after a dollar sign', ['AMOUNT DUE ~~ $2798'], 2798],
    // "$36.00" read as "836.00": 36.00 is on the receipt (the subtotal), 836.00 is not
    ['a dollar sign read as an 8', ['3 DAYS $36.00', 'SUBTOTAL $36.00', 'TOTAL DUE 836.00'], 3600],
    ['an 8 that is a real first digit', ['ROOM 836.00', 'TOTAL 836.00'], 83_600],
    ['a card line when nothing says total', ['COFFEE 4.50', 'VISA 4.50'], 450],
    ['no total printed', ['THANK YOU', 'COFFEE 4.50'], null],
  ])('%s', (_label, lines, expected) => expect(total(...lines)).toBe(expected));
});

describe('receiptFieldsFromText', () => {
  it('reads a pharmacy receipt', () => {
    expect(
      read(
        'WALGREENS #4821',
        '1200 E COLFAX AVE',
        'DENVER, CO 80218',
        '(303) 555-0142',
        '03/14/2026 14:32',
        'BAND-AID 30CT                4.99',
        'SCRUB CAP                      6.00',
        'SUBTOTAL                      10.99',
        'TAX 8.81%                        0.97',
        'TOTAL                          11.96',
        'VISA ***%1234                   11.96',
      ),
    ).toEqual({ date: '2026-03-14', merchant: 'WALGREENS', total: 11.96, currency: null, category: null });
  });

  it.each([
    ['WELCOME TO on its own line', ['WELCOME TO', 'SHELL', '4400 W ALAMEDA AVE'], 'SHELL'],
    ['WELCOME TO before the name', ['WELCOME TO SHELL', 'DATE 03/16/26'], 'SHELL'],
    ['a store number', ['STARBUCKS STORE #10452', '1600 CALIFORNIA ST'], 'STARBUCKS'],
    ['specks around the name', ['~~ ©. TARGET |', '500 16TH ST'], 'TARGET'],
    ['an address first', ['1845 SHERMAN ST', 'DENVER CO 80203'], null],
    ['a date before any name', ['03/14/2026', 'SHELL'], null],
  ])('the merchant: %s', (_label, lines, merchant) => expect(read(...lines).merchant).toBe(merchant));

  it.each([
    ['the dated line', ['Arrival 03/09/2026 Departure 03/12/2026', 'Date: 03/12/2026'], '2026-03-12'],
    [
      'the line with the time',
      ['RITE AID', '03/18/2026 11:02', 'RETURNS ACCEPTED UNTIL', '04/17/2026'],
      '2026-03-18',
    ],
    ['never a return-by date', ['RETURN BY 04/17/2026'], null],
    ['a car rental’s return date is its date', ['RETURN DATE 03/02/2026'], '2026-03-02'],
  ])('the date: %s', (_label, lines, date) => expect(read(...lines).date).toBe(date));

  it.each([
    ['fuel', ['SHELL', 'PUMP 04 UNLEADED', '12.345 GAL'], 'travel'],
    ['a restaurant', ['CHIPOTLE MEXICAN GRILL', 'Server: Ana Table 12'], 'meals'],
    ['a hotel', ['HAMPTON INN & SUITES', 'Room charge 3 nights'], 'lodging'],
    ['a garage', ['DENVER HEALTH PARKING'], 'parking'],
    ['a uniform shop', ['SCRUBS & BEYOND', 'SCRUB TOP 24.99'], 'uniforms'],
    ['a taxi with a tip', ['YELLOW CAB CO', 'FARE $18.40', 'TIP $3.60'], 'travel'],
    // one word in the body is not enough: a pharmacy selling a scrub cap, a store selling a coffee maker
    ['a pharmacy', ['WALGREENS', 'SCRUB CAP 6.00'], null],
    ['a store', ['WALMART', 'COFFEE MAKER 29.30'], null],
  ])('the category: %s', (_label, lines, category) => expect(read(...lines).category).toBe(category));

  it('says USD only when a dollar sign is printed', () => {
    expect(read('SHELL', 'TOTAL $42.70').currency).toBe('USD');
    expect(read('SHELL', 'TOTAL 42.70').currency).toBeNull();
    expect(read('SHELL', 'NO TOTAL $ HERE').currency).toBeNull();
  });
});
