import { describe, expect, it } from 'vitest';
import { toExtraction } from '@/lib/reading/contracts/extraction';
import { parsePlace } from '@/lib/reading/contract-parties';
import { payAmounts } from '@/lib/reading/contract-pay';
import { contractFieldsFromText } from '@/lib/reading/contract-rules';
import { contractDates, contractHours } from '@/lib/reading/contract-terms';

// A contract's terms by rules: each figure with its term and unit, the dates, the hours, who and where;
// then the whole reading through the same conversion the AI's answer goes through.

const pay = (statement: string) => payAmounts(statement).map((p) => [p.term, p.amount, p.unit]);

describe('payAmounts', () => {
  it.each([
    ['Taxable Hourly Rate: $52.50 per hour', [['base_pay', 52.5, 'hourly']]],
    ['Housing Stipend: $1,400.00 per week', [['housing_stipend', 1400, 'weekly']]],
    ['Meals & Incidentals: $90.00 per day', [['mie_stipend', 90, 'daily']]],
    ['Per Diem (M&IE): $85.00 per day', [['mie_stipend', 85, 'daily']]],
    ['Overtime $61.50 hourly', [['overtime_rate', 61.5, 'hourly']]],
    ['Taxable base: $9,100.00 per month', [['base_pay', 9100, 'monthly']]],
    ['Lodging: $15,600 total housing', [['housing_stipend', 15_600, 'total']]],
    // the term after the figure ("$90 per day meals"), the nearest before it, or the row's label
    ['Per diem: $90 per day meals', [['mie_stipend', 90, 'daily']]],
    [
      'We pay a $1,000 sign-on bonus and a $500 completion bonus.',
      [
        ['sign_on_bonus', 1000, null],
        ['completion_bonus', 500, null],
      ],
    ],
    [
      'Agency will provide a housing stipend of $145.00 per day and a meals and incidental expenses stipend of $74.00 per day.',
      [
        ['housing_stipend', 145, 'daily'],
        ['mie_stipend', 74, 'daily'],
      ],
    ],
    [
      'Taxable Hourly $24.00/hr x 36 hrs = $864.00 weekly',
      [
        ['base_pay', 24, 'hourly'],
        ['base_pay', 864, 'weekly'],
      ],
    ],
    ['Traveler will be paid a taxable hourly rate of $38.00.', [['base_pay', 38, 'hourly']]],
    // a stipend's "non-taxable" (or the recognizer's "rion-taxable") is not the wage
    ['Housing (non-taxable) $1,785.00/wk', [['housing_stipend', 1785, 'weekly']]],
    ['Meals (rion-taxable) $553.00/wk', [['mie_stipend', 553, 'weekly']]],
    // no unit written: by size (an hourly wage under $200, a weekly stipend over $500), else nothing
    ['Base Rate: $48.00', [['base_pay', 48, 'hourly']]],
    ['Housing Stipend: $1,400.00', [['housing_stipend', 1400, 'weekly']]],
    ['Housing Stipend: $450.00', []],
    // figures that are no single term
    ['Weekly Gross Pay $3,283.00', []],
    ['Tax-free stipend (lodging and M&IE combined): $1,950.00 weekly', []],
    ['Bill rate (agency) $98.00/hr', []],
    ['Completion of the assignment: $500.00', []],
  ])('%s', (statement, expected) => expect(pay(statement)).toEqual(expected));
});

describe('contractDates and contractHours', () => {
  it.each([
    [
      ['Start Date: 01/05/2026', 'End Date: 04/04/2026'],
      ['2026-01-05', '2026-04-04'],
    ],
    [['Assignment Dates 03/02/2026 - 05/30/2026'], ['2026-03-02', '2026-05-30']],
    [['The assignment begins on June 1, 2026 and ends on August 29, 2026.'], ['2026-06-01', '2026-08-29']],
    [['from 3/9/2026 to 6/6/2026.'], ['2026-03-09', '2026-06-06']],
    [
      ['Offer expires 12/01/2025', 'Start: 01/05/2026'],
      ['2026-01-05', null],
    ],
    [['Traveler signature: ______ Date: 12/15/2025'], [null, null]],
  ])('%j', (statements, [start, end]) => expect(contractDates(statements)).toEqual({ start, end }));

  it.each([
    ['Guaranteed Hours: 36 hours per week', 36],
    ['Schedule: 3x12 plus one 4-hour shift, 40 hours per week', 40],
    ['Hours: 36/wk guaranteed', 36],
    ['Scheduled Hours: 40 per week', 40],
    ['Shift 3x12 Nights', 36],
    ['4x10s', 40],
    ['Taxable Hourly $24.00/hr x 36 hrs = $864.00 weekly', 36],
    ['Hours worked over 40 in a week are paid at overtime.', null],
  ])('%s: %s hours', (text, hours) => expect(contractHours([text])).toBe(hours));
});

describe('parsePlace', () => {
  it.each([
    ['Denver, CO', { city: 'Denver', state: 'CO' }],
    ['Portland, ME 04102', { city: 'Portland', state: 'ME' }],
    ['San Francisco, California', { city: 'San Francisco', state: 'CA' }],
    ['Sutter Medical Center, Sacramento, CA', { city: 'Sacramento', state: 'CA' }],
    ['Denver', null],
    ['Toronto, Ontario', null],
  ])('%s', (raw, place) => expect(parsePlace(raw)).toEqual(place));
});

describe('contractFieldsFromText, converted', () => {
  it('reads a form into the API’s fields: 52.50 × 36 = 1,890.00 a week, 90 × 7 = 630.00', () => {
    const text = [
      'TRAVEL NURSE ASSIGNMENT CONFIRMATION',
      'Facility: Denver Health Medical Center',
      'Location: Denver, CO',
      'Agency: Aya Healthcare',
      'Start Date: 01/05/2026',
      'End Date: 04/04/2026',
      'Guaranteed Hours: 36 hours per week',
      'Taxable Hourly Rate: $52.50 per hour',
      'Overtime Rate: $78.75 per hour',
      'Housing Stipend: $1,400.00 per week',
      'Meals & Incidentals: $90.00 per day',
      'Sign-On Bonus: $1,000.00',
    ].join('\n');
    expect(toExtraction(contractFieldsFromText(text), 'ocr')).toEqual({
      facility: 'Denver Health Medical Center',
      location: 'Denver',
      state: 'CO',
      agency: 'Aya Healthcare',
      start_date: '2026-01-05',
      end_date: '2026-04-04',
      hours_per_week: 36,
      base_pay: 189_000,
      housing_stipend: 140_000,
      mie_stipend: 63_000,
      sign_on_bonus: 100_000,
      completion_bonus: null,
      referral_bonus: null,
      overtime_rate: 7_875,
      source: 'ocr',
    });
  });

  it('reads who and where from sentences, and the first figure of each term', () => {
    const fields = contractFieldsFromText(
      'This Agreement is entered into between Cross Country Nurses ("Agency") and the Traveler for an assignment ' +
        'at Mayo Clinic Hospital in Phoenix, Arizona. Taxable base: $1,200.00 per week. Summary: Taxable base $999.00 per week.',
    );
    expect(fields).toMatchObject({
      agency: 'Cross Country Nurses',
      facility: 'Mayo Clinic Hospital',
      location: 'Phoenix',
      state: 'AZ',
      base_pay: { amount: 1200, unit: 'weekly' },
    });
  });

  it('a letter without terms reads as nothing', () => {
    const fields = contractFieldsFromText('Dear Jamie,\nThank you for your interest. We will be in touch.');
    expect(Object.values(fields).every((v) => v === null)).toBe(true);
  });
});
