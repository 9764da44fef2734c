import { letter, none, scan, type ContractCase } from './contract-builder';
import { LATER_CONTRACTS } from './contract-cases-later';

// The contract reading set: 10 travel contracts (the last 2 in contract-cases-later.ts) in the three shapes agencies send (a form of labelled
// fields, a pay-package table, a letter in sentences), paid hourly, weekly, daily or monthly, with the
// lines that must not be taken for a term (weekly gross, a combined stipend, a signature date). Each is a
// PDF with a text layer; 7 are also scanned (a photo of each page), 2 of those as an image-only PDF.
// Expected figures are worked out beside each case.

export const CONTRACT_CASES: ContractCase[] = [
  {
    name: 'form, hourly at 36 guaranteed hours, daily meals, two bonuses',
    pages: [
      letter('Helvetica', [
        { center: 'TRAVEL NURSE ASSIGNMENT CONFIRMATION', size: 13 },
        { left: 'Facility: Denver Health Medical Center', gap: 1 },
        { left: 'Location: Denver, CO' },
        { left: 'Agency: Aya Healthcare' },
        { left: 'Start Date: 01/05/2026' },
        { left: 'End Date: 04/04/2026' },
        { left: 'Guaranteed Hours: 36 hours per week' },
        { left: 'PAY PACKAGE', gap: 1 },
        { left: 'Taxable Hourly Rate: $52.50 per hour' },
        { left: 'Overtime Rate: $78.75 per hour' },
        { left: 'Housing Stipend: $1,400.00 per week' },
        { left: 'Meals & Incidentals: $90.00 per day' },
        { left: 'Sign-On Bonus: $1,000.00' },
        { left: 'Completion Bonus: $500.00' },
        { left: 'Traveler signature: ____________   Date: ________', gap: 2 },
      ]),
    ],
    scan: scan(0.8, 0.002),
    // 52.50 × 36 = 1,890.00; 1,400 weekly; 90 × 7 = 630; OT 78.75/h
    expected: {
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
      ...none,
      sign_on_bonus: 100_000,
      completion_bonus: 50_000,
      overtime_rate: 7_875,
    },
  },
  {
    name: 'table, weekly package, a date range, 3x12 shifts',
    pages: [
      letter('Times-Roman', [
        { center: 'AMN Healthcare', size: 14 },
        { center: 'Assignment Details', gap: 0.5 },
        { left: 'Facility', right: "St. Luke's Boise Medical Center", gap: 1 },
        { left: 'City/State', right: 'Boise, ID' },
        { left: 'Staffing Agency', right: 'AMN Healthcare' },
        { left: 'Assignment Dates', right: '03/02/2026 - 05/30/2026' },
        { left: 'Shift', right: '3x12 Nights' },
        { center: 'Pay Package', gap: 1 },
        { left: 'Taxable Base Pay', right: '$1,120.00 weekly', gap: 0.5 },
        { left: 'Lodging Stipend', right: '$1,610.00 weekly' },
        { left: 'M&IE Stipend', right: '$553.00 weekly' },
        { left: 'Overtime', right: '$61.50 hourly' },
        { left: 'Completion Bonus', right: '$1,500.00' },
        { left: 'Weekly Gross Pay', right: '$3,283.00' },
      ]),
    ],
    scan: scan(-1.2, 0.003, true),
    // weekly figures as stated; 3 × 12 = 36 hours
    expected: {
      facility: "St. Luke's Boise Medical Center",
      location: 'Boise',
      state: 'ID',
      agency: 'AMN Healthcare',
      start_date: '2026-03-02',
      end_date: '2026-05-30',
      hours_per_week: 36,
      base_pay: 112_000,
      housing_stipend: 161_000,
      mie_stipend: 55_300,
      ...none,
      completion_bonus: 150_000,
      overtime_rate: 6_150,
    },
  },
  {
    name: 'letter in sentences, hourly at 48 hours, daily stipends',
    pages: [
      letter('Times-Roman', [
        { center: 'TRAVEL ASSIGNMENT AGREEMENT', size: 13 },
        {
          wrap:
            'This Travel Assignment Agreement ("Agreement") is entered into between Cross Country Nurses ("Agency") ' +
            'and the Traveler for an assignment at Mayo Clinic Hospital in Phoenix, Arizona. The assignment begins on ' +
            'June 1, 2026 and ends on August 29, 2026. Traveler is guaranteed 48 hours per week (4x12).',
          gap: 1,
        },
        {
          wrap:
            'Traveler will be paid a taxable hourly rate of $38.00. Hours worked over 40 in a week are paid at an ' +
            'overtime rate of $57.00 per hour. Agency will provide a housing stipend of $145.00 per day and a meals ' +
            'and incidental expenses stipend of $74.00 per day, for each day of the assignment. A sign-on bonus of ' +
            '$2,000.00 is paid with the first paycheck.',
          gap: 1,
        },
        { wrap: 'Signed this 12th day of May, 2026.', gap: 1 },
      ]),
    ],
    scan: scan(1.5, 0.002),
    // 38 × 48 = 1,824; 145 × 7 = 1,015; 74 × 7 = 518
    expected: {
      facility: 'Mayo Clinic Hospital',
      location: 'Phoenix',
      state: 'AZ',
      agency: 'Cross Country Nurses',
      start_date: '2026-06-01',
      end_date: '2026-08-29',
      hours_per_week: 48,
      base_pay: 182_400,
      housing_stipend: 101_500,
      mie_stipend: 51_800,
      ...none,
      sign_on_bonus: 200_000,
      overtime_rate: 5_700,
    },
  },
  {
    name: 'form, monthly figures, month-name dates, short labels',
    pages: [
      letter('Courier', [
        { left: 'TRUSTED HEALTH - ASSIGNMENT TERMS', size: 12 },
        { left: 'Facility: UCSF Medical Center', gap: 1 },
        { left: 'Location: San Francisco, California' },
        { left: 'Agency: Trusted Health' },
        { left: 'Start: February 2, 2026' },
        { left: 'End: May 2, 2026' },
        { left: 'Schedule: 3x12 days' },
        { left: 'Taxable base: $9,100.00 per month', gap: 1 },
        { left: 'Housing: $6,000.00 per month' },
        { left: 'Meals: $1,300.00 per month' },
      ]),
    ],
    scan: scan(-0.6, 0.004),
    // 9,100 / 4.33 = 2,101.6166 → 210,162; 6,000 / 4.33 = 1,385.6812 → 138,568; 1,300 / 4.33 = 300.2309 → 30,023
    expected: {
      facility: 'UCSF Medical Center',
      location: 'San Francisco',
      state: 'CA',
      agency: 'Trusted Health',
      start_date: '2026-02-02',
      end_date: '2026-05-02',
      hours_per_week: 36,
      base_pay: 210_162,
      housing_stipend: 138_568,
      mie_stipend: 30_023,
      ...none,
    },
  },
  {
    name: 'table, hourly times hours equals weekly, referral bonus, two pages',
    pages: [
      letter('Helvetica', [
        { center: 'FASTAFF TRAVEL NURSING', size: 13 },
        { left: 'Client Facility:', right: 'Maine Medical Center', gap: 1 },
        { left: 'Facility Location:', right: 'Portland, ME 04102' },
        { left: 'Agency:', right: 'Fastaff Travel Nursing' },
        { left: 'Contract Term:', right: 'Sep 7, 2026 - Dec 5, 2026' },
      ]),
      letter('Helvetica', [
        { left: 'SCHEDULE B: COMPENSATION', size: 12 },
        { left: 'Taxable Hourly', right: '$24.00/hr x 36 hrs = $864.00 weekly', gap: 1 },
        { left: 'Housing', right: '$1,372.00/wk' },
        { left: 'M&IE', right: '$520.00/wk' },
        { left: 'OT Rate', right: '$54.00/hr' },
        { left: 'Refer a friend:', right: '$250.00 referral bonus' },
      ]),
    ],
    scan: scan(0.4, 0.003, true),
    expected: {
      facility: 'Maine Medical Center',
      location: 'Portland',
      state: 'ME',
      agency: 'Fastaff Travel Nursing',
      start_date: '2026-09-07',
      end_date: '2026-12-05',
      hours_per_week: 36,
      base_pay: 86_400,
      housing_stipend: 137_200,
      mie_stipend: 52_000,
      ...none,
      referral_bonus: 25_000,
      overtime_rate: 5_400,
    },
  },
  {
    name: 'form, a combined stipend that is neither housing nor meals alone, ISO dates',
    pages: [
      letter('Helvetica', [
        { left: 'Medical Solutions - Travel Contract', size: 12 },
        { left: 'Facility Name: Intermountain Medical Center', gap: 1 },
        { left: 'City, State: Murray, UT' },
        { left: 'Staffing Company: Medical Solutions' },
        { left: 'Assignment Start Date: 2026-07-06' },
        { left: 'Assignment End Date: 2026-10-03' },
        { left: 'Scheduled Hours: 40 per week' },
        { left: 'Taxable Wage: $20.00/hr', gap: 1 },
        { left: 'Overtime: $45.00/hr' },
        { left: 'Tax-free stipend (lodging and M&IE combined): $1,950.00 weekly' },
      ]),
    ],
    scan: null,
    // 20 × 40 = 800; the combined stipend is not split
    expected: {
      facility: 'Intermountain Medical Center',
      location: 'Murray',
      state: 'UT',
      agency: 'Medical Solutions',
      start_date: '2026-07-06',
      end_date: '2026-10-03',
      hours_per_week: 40,
      base_pay: 80_000,
      housing_stipend: null,
      mie_stipend: null,
      ...none,
      overtime_rate: 4_500,
    },
  },
  {
    name: 'form, daily base and stipends, Times bold',
    pages: [
      letter('Times-Bold', [
        { center: 'ASSIGNMENT CONFIRMATION', size: 13 },
        { left: 'Hospital: Banner University Medical Center', gap: 1 },
        { left: 'Location: Tucson, Arizona' },
        { left: 'Agency: Host Healthcare' },
        { left: 'Start Date: 10/12/2026' },
        { left: 'End Date: 01/09/2027' },
        { left: 'Base Rate: $310.00 per day', gap: 1 },
        { left: 'Lodging: $120.50 per day' },
        { left: 'Per Diem (M&IE): $85.00 per day' },
      ]),
    ],
    scan: scan(-2, 0.002),
    // 310 × 7 = 2,170; 120.50 × 7 = 843.50; 85 × 7 = 595
    expected: {
      facility: 'Banner University Medical Center',
      location: 'Tucson',
      state: 'AZ',
      agency: 'Host Healthcare',
      start_date: '2026-10-12',
      end_date: '2027-01-09',
      hours_per_week: null,
      base_pay: 217_000,
      housing_stipend: 84_350,
      mie_stipend: 59_500,
      ...none,
    },
  },
  {
    name: 'letter with no pay at all',
    pages: [
      letter('Times-Roman', [
        { left: 'Medical Solutions', size: 12 },
        { left: 'Facility: Mercy Hospital', gap: 1 },
        { left: 'Location: Springfield, Missouri' },
        { left: 'Start date: 04/06/2026' },
        { left: 'End date: 07/04/2026' },
        {
          wrap: 'This letter confirms your interest in the position above. Compensation will be sent in a separate offer.',
          gap: 1,
        },
      ]),
    ],
    scan: null,
    expected: {
      facility: 'Mercy Hospital',
      location: 'Springfield',
      state: 'MO',
      // In the letterhead only, with no label: the rules are not expected to find it.
      agency: 'Medical Solutions',
      start_date: '2026-04-06',
      end_date: '2026-07-04',
      hours_per_week: null,
      base_pay: null,
      housing_stipend: null,
      mie_stipend: null,
      ...none,
    },
  },
  ...LATER_CONTRACTS,
];
