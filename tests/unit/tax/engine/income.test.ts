import { describe, expect, it } from 'vitest';
import { assignmentYearFigures, type IncomeContext, placeDays } from '@/lib/tax/engine/income';
import type { AssignmentInput, TaxHomeInput } from '@/lib/tax/engine/types';
import { assignment, linked } from './fixtures/builders';

// GSA figures from /work/shared/reference: standard CONUS FY2024 $107 + $59 M&IE, FY2025/FY2026 $110 + $68
// (first/last day M&IE 75%: $44.25 / $51.00); gsa_fy2026_destinations.csv: Boston / Cambridge M&IE $92
// (75%: $69), lodging Oct $349, Nov-Mar $209, Sep $349; New York City M&IE $92, lodging Jan-Feb $179;
// San Francisco M&IE $92, lodging Jan $259 (FY2025 area rates = FY2026's).

const ctx = (
  employmentType: IncomeContext['employmentType'],
  taxHome: TaxHomeInput | null,
  history: readonly AssignmentInput[] = [],
): IncomeContext => ({ employmentType, taxHome, places: placeDays(history) });
const OMAHA: TaxHomeInput = { state: 'NE', city: 'Omaha', zip: '68102' };
const W2_HOME = ctx('w2', OMAHA);

function figures(a: AssignmentInput, c: IncomeContext = W2_HOME, year = 2025, l = linked(0)) {
  const f = assignmentYearFigures(a, year, c, l);
  if (!f) throw new Error('no days in the year');
  return f;
}

describe('the GSA test, per day (docs/tax-method.md §6: W-2 with a tax home)', () => {
  // [label, fields, area, checked, excess in the year, weeklyRateMin, weeklyRateMax, compliant, taxable]
  it.each<
    [string, Partial<AssignmentInput>, string, boolean, number, number | null, number | null, boolean, number]
  >([
    [
      // Lubbock is no GSA area: 110 + 68 = 178 a day, 161 on the first and last day (75% M&IE).
      // allowance (1,000 + 500) / 7 = 214.2857 a day, above every day's rate: excess = 91 × 1,500 / 7 - (89 × 178
      // + 2 × 161) = 19,500 - 16,164 = 3,336.00; taxable 13 × 2,000 + 3,336 = 29,336.00
      'above the standard rate every day',
      {
        state: 'TX',
        location: 'Lubbock',
        start_date: '2025-03-02',
        end_date: '2025-05-31',
        housing_stipend: 100_000,
        mie_stipend: 50_000,
      },
      'Standard CONUS Rate',
      true,
      333_600,
      124_600,
      124_600,
      false,
      2_933_600,
    ],
    [
      // (770 + 476) / 7 = 178.00 a day: exactly the full-day rate, but above 161 on the first and last day:
      // 2 × 17.00 = 34.00; taxable 2 × 2,000 + 34 = 4,034.00
      '75% M&IE on the first and last day',
      {
        state: 'TX',
        location: 'Lubbock',
        start_date: '2026-03-01',
        end_date: '2026-03-14',
        housing_stipend: 77_000,
        mie_stipend: 47_600,
      },
      'Standard CONUS Rate',
      true,
      3_400,
      124_600,
      124_600,
      false,
      403_400,
    ],
    [
      // 1,127 / 7 = 161.00 a day: within even the first and last day's rate → 0
      'within the rate of the first and last day',
      {
        state: 'TX',
        location: 'Lubbock',
        start_date: '2026-03-01',
        end_date: '2026-03-14',
        housing_stipend: 70_000,
        mie_stipend: 42_700,
      },
      'Standard CONUS Rate',
      true,
      0,
      124_600,
      124_600,
      true,
      400_000,
    ],
    [
      // Boston, 2025-09-21..2025-11-08 (49 days), allowance (2,400 + 640) / 7 = 434.2857 a day:
      // Sep 21-30 (FY2025) 349 + 92 = 441: no excess but the first day, 349 + 69 = 418 → 16.2857;
      // Oct 1-31 (FY2026, October 349): 441 → 0; Nov 1-7 209 + 92 = 301 → 7 × 133.2857 = 933.0000;
      // Nov 8, the last day, 209 + 69 = 278 → 156.2857; total 1,105.5714 → 1,105.57
      // taxable 7 × 2,000 + 1,105.57 = 15,105.57; weekly rates 7 × 301 = 2,107 to 7 × 441 = 3,087
      'seasonal Boston across the October 1 fiscal year and a month boundary',
      {
        state: 'MA',
        location: 'Boston',
        start_date: '2025-09-21',
        end_date: '2025-11-08',
        housing_stipend: 240_000,
        mie_stipend: 64_000,
      },
      'Boston / Cambridge',
      true,
      110_557,
      210_700,
      308_700,
      false,
      1_510_557,
    ],
    [
      // Standard rate across October 1, 2024 (FY2024 → FY2025), allowance 1,246 / 7 = 178.00:
      // Sep 29 (first day) 107 + 44.25 = 151.25 → 26.75; Sep 30 107 + 59 = 166 → 12.00;
      // Oct 1-4 110 + 68 = 178 → 0; Oct 5 (last day) 110 + 51 = 161 → 17.00: total 55.75
      // taxable round(2,000 × 7 / 7) + 55.75 = 2,055.75; weekly rates 7 × 166 = 1,162 to 7 × 178 = 1,246
      'standard rate across the October 1, 2024 fiscal year boundary',
      {
        state: 'TX',
        location: 'Lubbock',
        start_date: '2024-09-29',
        end_date: '2024-10-05',
        housing_stipend: 77_000,
        mie_stipend: 47_600,
      },
      'Standard CONUS Rate',
      true,
      5_575,
      116_200,
      124_600,
      false,
      205_575,
    ],
    [
      // Brooklyn, NY without a ZIP: not a destination name; its ZIPs lie in Kings County → New York City.
      // 2026-01-04..2026-01-31 (28 days), allowance (2,000 + 644) / 7 = 377.7143: January 179 + 92 = 271 →
      // 26 × 106.7143 = 2,774.5714; first and last day 179 + 69 = 248 → 2 × 129.7143 = 259.4286; total 3,034.00
      // taxable 4 × 2,000 + 3,034 = 11,034.00
      'Brooklyn without a ZIP: the New York City area (Kings County)',
      {
        state: 'NY',
        location: 'Brooklyn',
        start_date: '2026-01-04',
        end_date: '2026-01-31',
        housing_stipend: 200_000,
        mie_stipend: 64_400,
      },
      'New York City',
      true,
      303_400,
      189_700,
      189_700,
      false,
      1_103_400,
    ],
    [
      // UCSF's own ZIP 94143 is not in the GSA ZIP table: the city, San Francisco. 2026-01-04..2026-01-17,
      // allowance (1,813 + 644) / 7 = 351.00 = 259 + 92 → full days 0; first and last day 259 + 69 = 328 → 2 × 23
      // = 46.00; taxable 2 × 2,000 + 46 = 4,046.00
      'a hospital ZIP the GSA table lacks: the city',
      {
        state: 'CA',
        location: 'San Francisco',
        zip: '94143',
        start_date: '2026-01-04',
        end_date: '2026-01-17',
        housing_stipend: 181_300,
        mie_stipend: 64_400,
      },
      'San Francisco',
      true,
      4_600,
      245_700,
      245_700,
      false,
      404_600,
    ],
    [
      // Honolulu: GSA sets no CONUS rate: not checked, no excess; the stipends stay tax-free (13 × 2,000)
      'Honolulu, HI: not checked',
      {
        state: 'HI',
        location: 'Honolulu',
        start_date: '2025-01-05',
        end_date: '2025-04-05',
        housing_stipend: 300_000,
        mie_stipend: 90_000,
      },
      'Outside the continental US',
      false,
      0,
      null,
      null,
      true,
      2_600_000,
    ],
  ])('%s', (_label, fields, area, checked, excess, rateMin, rateMax, compliant, taxable) => {
    const a = assignment({ state: 'TX', base_pay: 200_000, ...fields });
    const f = figures(a, W2_HOME, Number(a.start_date.slice(0, 4)));
    expect(f.gsa).toEqual({
      area,
      checked,
      weeklyAllowance: a.housing_stipend + a.mie_stipend,
      weeklyRateMin: rateMin,
      weeklyRateMax: rateMax,
      excess,
    });
    expect(f.gsaCompliant).toBe(compliant);
    expect(f.taxableIncome).toBe(taxable);
    expect(f.stipendsTaxable).toBe(false);
  });

  it('a contract across New Year: each year its own days; compliance looks at every day', () => {
    // Lubbock 2025-12-29..2026-01-04 (7 days), allowance 1,400 / 7 = 200.00 against 178 (161 on the ends):
    // 2025: Dec 29 (first) 39.00 + Dec 30-31 2 × 22.00 = 83.00; 2026: Jan 1-3 3 × 22.00 + Jan 4 (last) 39.00 = 105.00
    const a = assignment({
      state: 'TX',
      location: 'Lubbock',
      start_date: '2025-12-29',
      end_date: '2026-01-04',
      housing_stipend: 100_000,
      mie_stipend: 40_000,
    });
    expect([figures(a, W2_HOME, 2025).gsa.excess, figures(a, W2_HOME, 2026).gsa.excess]).toEqual([
      8_300, 10_500,
    ]);
    expect(figures(a, W2_HOME, 2026).gsaCompliant).toBe(false);
  });

  it('a 1099 worker has no taxable excess (stipends are income), and the test still shows the rates', () => {
    const a = assignment({
      state: 'TX',
      location: 'Lubbock',
      start_date: '2025-03-02',
      end_date: '2025-05-31',
      housing_stipend: 100_000,
      mie_stipend: 50_000,
    });
    const f = figures(a, ctx('1099', OMAHA));
    expect(f.gsa).toMatchObject({ checked: true, excess: 0, weeklyRateMin: 124_600 });
  });
});

describe('stipends taxable and why (docs/tax-method.md §2)', () => {
  // 13 weeks in Redding, CA (standard rate), base 2,000, housing 700 and M&IE 400 (within 161 a day):
  // gross 13 × 3,100 = 40,300.00; tax-free stipends leave 26,000.00 taxable
  const redding = (fields: Partial<AssignmentInput> = {}) =>
    assignment({
      state: 'CA',
      location: 'Redding',
      base_pay: 200_000,
      housing_stipend: 70_000,
      mie_stipend: 40_000,
      start_date: '2025-06-01',
      end_date: '2025-08-30',
      ...fields,
    });
  const prior = (start: string, end: string, location = 'Redding') =>
    assignment({ state: 'CA', location, start_date: start, end_date: end });
  const home = (city: string, state: TaxHomeInput['state'] = 'TX'): TaxHomeInput => ({
    state,
    city,
    zip: null,
  });

  it.each<[string, AssignmentInput, IncomeContext, string | null, number]>([
    ['away from home within a year: tax-free', redding(), W2_HOME, null, 2_600_000],
    ['no tax home', redding(), ctx('w2', null), 'no_tax_home', 4_030_000],
    // the tax home's own city and state (case and spacing ignored): the worker sleeps at home (IRC 162(a)(2))
    [
      'not away from home',
      redding({ location: ' redding ' }),
      ctx('w2', home('Redding', 'CA')),
      'not_away_from_home',
      4_030_000,
    ],
    [
      'the same city name in another state is away',
      redding(),
      ctx('w2', home('Redding', 'TX')),
      null,
      2_600_000,
    ],
    // 2025-06-01..2026-06-01 lasts 366 days > 365 (Rev. Rul. 93-86); its 2025 part: 214 days,
    // gross round(3,100 × 214 / 7) = 94,771.43, all taxable
    ['an assignment over 365 days', redding({ end_date: '2026-06-01' }), W2_HOME, 'twelve_month', 9_477_143],
    [
      // 24 months ending 2025-08-30: 2023-08-31..2025-08-30; an earlier Redding stay 2024-08-04..2025-05-31
      // (301 days) + this one's 91 = 392 > 365
      'over 365 days at its city in the 24 months ending on its end_date',
      redding(),
      ctx('w2', OMAHA, [prior('2024-08-04', '2025-05-31')]),
      'twelve_month',
      4_030_000,
    ],
    [
      // 2024-09-05..2025-05-31 is 269 days + 91 = 360: within
      'up to 365 days there: tax-free',
      redding(),
      ctx('w2', OMAHA, [prior('2024-09-05', '2025-05-31')]),
      null,
      2_600_000,
    ],
    [
      // 2023-01-01..2023-09-04 lasted 247 days, but only 2023-08-31..2023-09-04 (5 days) lie in the window
      // ending 2025-08-30: 5 + 91 = 96
      'only the days inside the window count',
      redding(),
      ctx('w2', OMAHA, [prior('2023-01-01', '2023-09-04')]),
      null,
      2_600_000,
    ],
    [
      'another city does not count',
      redding(),
      ctx('w2', OMAHA, [prior('2024-08-04', '2025-05-31', 'Chico')]),
      null,
      2_600_000,
    ],
    // a 1099 worker's stipends are income anyway: no flag; 40,300 - nothing linked
    ['1099: never flagged', redding(), ctx('1099', null), null, 4_030_000],
  ])('%s', (_label, a, c, reason, taxable) => {
    const f = figures(a, c);
    expect(f.stipendsTaxableReason).toBe(reason);
    expect(f.stipendsTaxable).toBe(reason !== null);
    expect(f.taxableIncome).toBe(taxable);
  });
});

describe('near the tax home: ZIP centroids within 50 miles, different city (docs/tax-method.md §2)', () => {
  const AUSTIN: TaxHomeInput = { state: 'TX', city: 'Austin', zip: '78701' };
  it.each<[string, Partial<AssignmentInput>, boolean]>([
    // zipcodes data set centroids: 78701 to 78665 about 17 miles (haversine, mean Earth radius 3,958.8 mi)
    ['Round Rock, 78665', { location: 'Round Rock', zip: '78665' }, true],
    // 78205 San Antonio: about 74 miles
    ['San Antonio, 78205', { location: 'San Antonio', zip: '78205' }, false],
    ['no ZIP', { location: 'Round Rock', zip: null }, false],
    // the home city itself is not "near" (it is not away from home at all)
    ['Austin itself', { location: 'Austin', zip: '78705' }, false],
  ])('%s', (_label, fields, near) => {
    const a = assignment({ state: 'TX', base_pay: 200_000, housing_stipend: 70_000, ...fields });
    const f = figures(a, ctx('w2', AUSTIN));
    expect(f.nearTaxHome).toBe(near);
    // flagged, not taxed: the stipends stay tax-free away from home
    if (near) expect(f.taxableIncome).toBe(2_600_000);
  });
});

describe('overtime pay and 1099 costs (docs/tax-method.md §1, §2)', () => {
  // 2025-11-16..2026-02-14: 91 days, 46 in 2025 and 45 in 2026; overtime 910.00 for the contract
  const a = assignment({
    state: 'TX',
    location: 'Lubbock',
    start_date: '2025-11-16',
    end_date: '2026-02-14',
    base_pay: 210_000,
    overtime_pay: 91_000,
  });
  it.each([
    // round(91,000 × 46 / 91) = 46,000; base round(210,000 × 46 / 7) = 1,380,000; W-2 wages include overtime
    [2025, 46_000, 1_426_000],
    // round(91,000 × 45 / 91) = 45,000; base 1,350,000
    [2026, 45_000, 1_395_000],
  ])('%i: overtime spread by days', (year, overtime, taxable) => {
    const f = figures(a, W2_HOME, year);
    expect(f.overtimePay).toBe(overtime);
    expect(f.grossComp).toBe(taxable);
    expect(f.taxableIncome).toBe(taxable);
  });

  it('1099 weight: linked costs with meals at 50%', () => {
    // gross 13 × 2,000 = 26,000; expenses 2,500.00 of which meals 1,001.00: 1,499.00 + 500.50 = 1,999.50;
    // mileage 700.00 → max(0, 26,000 - 1,999.50 - 700) = 23,300.50
    const b = assignment({ state: 'TX', location: 'Lubbock', base_pay: 200_000 });
    const f = figures(b, ctx('1099', OMAHA), 2025, { ...linked(250_000, 1_000, 70_000), meals: 100_100 });
    expect(f.taxableIncome).toBe(2_330_050);
    expect(f.linkedExpenses).toBe(250_000); // shown whole; only the tax weight halves meals
  });
});
