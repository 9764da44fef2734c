import { describe, expect, it } from 'vitest';
import { assignmentYearFigures, type IncomeContext } from '@/lib/tax/engine/income';
import { assignment, linked } from './fixtures/builders';

// GSA figures from /work/shared/reference: standard CONUS FY2025/FY2026 $110 lodging + $68 M&IE a day
// (weekly caps $770 / $476); gsa_fy2026_destinations.csv: Boston / Cambridge M&IE $92, lodging Feb $209,
// Sep $349; San Francisco M&IE $92, lodging Jan $259, Oct $272 (FY2025 assumed identical to FY2026).

const W2_HOME: IncomeContext = { employmentType: 'w2', hasTaxHome: true };
const W2_NO_HOME: IncomeContext = { employmentType: 'w2', hasTaxHome: false };
const CONTRACTOR: IncomeContext = { employmentType: '1099', hasTaxHome: true };

function figures(a: ReturnType<typeof assignment>, ctx: IncomeContext, year = 2025, l = linked(0)) {
  const f = assignmentYearFigures(a, year, ctx, l);
  if (!f) throw new Error('no days in the year');
  return f;
}

describe('stipends against the GSA rate (W-2 with a tax home)', () => {
  it.each([
    // [label, assignment fields, area, lodging/day, mie/day, compliant, housing excess/wk, mie excess/wk, taxableIncome]
    [
      // Lubbock TX is not a GSA area: standard 110 / 68 → caps 770 / 476 a week
      // housing 1,000 - 770 = 230; M&IE 500 - 476 = 24; 13 weeks: round(23,000 × 91/7) + round(2,400 × 91/7) = 2,990 + 312
      // taxable = 13 × 1,800 + 3,302.00 = 23,400 + 3,302 = 26,702.00
      'above the standard rate in a standard-rate city',
      {
        state: 'TX',
        location: 'Lubbock',
        start_date: '2025-03-02',
        end_date: '2025-05-31',
        base_pay: 180_000,
        housing_stipend: 100_000,
        mie_stipend: 50_000,
      },
      'Standard CONUS Rate',
      11_000,
      6_800,
      false,
      23_000,
      2_400,
      2_670_200,
    ],
    [
      // Boston in September (FY2025, peak season): 7 × 349 = 2,443 ≥ 2,400; 7 × 92 = 644 ≥ 640 → within
      // taxable = 13 × 2,000 = 26,000.00
      'within GSA in Boston in September',
      {
        state: 'MA',
        location: 'Boston',
        start_date: '2025-09-07',
        end_date: '2025-12-06',
        housing_stipend: 240_000,
        mie_stipend: 64_000,
      },
      'Boston / Cambridge',
      34_900,
      9_200,
      true,
      0,
      0,
      2_600_000,
    ],
    [
      // The same stipends starting in February: 7 × 209 = 1,463 → housing excess 2,400 - 1,463 = 937 a week
      // taxable = 26,000 + 13 × 937 = 26,000 + 12,181 = 38,181.00
      'the same stipends in Boston in February',
      {
        state: 'MA',
        location: 'boston ',
        start_date: '2025-02-02',
        end_date: '2025-05-03',
        housing_stipend: 240_000,
        mie_stipend: 64_000,
      },
      'Boston / Cambridge',
      20_900,
      9_200,
      false,
      93_700,
      0,
      3_818_100,
    ],
    [
      // ZIP 02115 maps to Boston / Cambridge: September rate as above
      'area from the zip',
      {
        state: 'MA',
        location: 'Somewhere',
        zip: '02115',
        start_date: '2025-09-07',
        end_date: '2025-12-06',
        housing_stipend: 240_000,
        mie_stipend: 64_000,
      },
      'Boston / Cambridge',
      34_900,
      9_200,
      true,
      0,
      0,
      2_600_000,
    ],
    [
      // San Francisco in October (FY2026): 7 × 272 = 1,904 and 7 × 92 = 644: exactly at both caps → compliant
      'exactly at the cap in San Francisco in October',
      {
        state: 'CA',
        location: 'San Francisco',
        start_date: '2025-10-05',
        end_date: '2026-01-03',
        housing_stipend: 190_400,
        mie_stipend: 64_400,
      },
      'San Francisco',
      27_200,
      9_200,
      true,
      0,
      0,
      // 2025 days: Oct 5..Dec 31 = 27 + 30 + 31 = 88; base round(200,000 × 88 / 7) = 2,514,285.71 → 2,514,286
      2_514_286,
    ],
    [
      // San Francisco in January: 7 × 259 = 1,813 → housing excess 1,904 - 1,813 = 91 a week; 13 × 91 = 1,183
      // taxable = 26,000 + 1,183 = 27,183.00
      'the same stipends in San Francisco in January',
      {
        state: 'CA',
        location: 'San Francisco',
        start_date: '2025-01-05',
        end_date: '2025-04-05',
        housing_stipend: 190_400,
        mie_stipend: 64_400,
      },
      'San Francisco',
      25_900,
      9_200,
      false,
      9_100,
      0,
      2_718_300,
    ],
  ] as const)('%s', (_label, fields, area, lodging, mie, compliant, housingX, mieX, taxable) => {
    const f = figures(assignment({ base_pay: 200_000, ...fields }), W2_HOME); // base $2,000 a week unless given
    expect(f.gsa).toMatchObject({ area, lodging, mie });
    expect(f.gsaCompliant).toBe(compliant);
    expect(f.stipendExcess.housingWeekly).toBe(housingX);
    expect(f.stipendExcess.mieWeekly).toBe(mieX);
    expect(f.stipendExcess.weekly).toBe(housingX + mieX);
    expect(f.taxableIncome).toBe(taxable);
    expect(f.stipendsTaxable).toBe(false);
  });

  it('keeps the GSA rate of start_date in the next year of a contract across New Year', () => {
    // San Francisco, start 2025-10-05 (October: 272 → cap 1,904); 2026 part: Jan 1..3 = 3 days.
    // housing 2,000 → excess 96 a week; 2026: base round(200,000 × 3/7) = 85,714.29 → 85,714;
    // excess round(9,600 × 3/7) = 4,114.29 → 4,114; taxable 89,828
    const a = assignment({
      state: 'CA',
      location: 'San Francisco',
      start_date: '2025-10-05',
      end_date: '2026-01-03',
      base_pay: 200_000,
      housing_stipend: 200_000,
    });
    const f = figures(a, W2_HOME, 2026);
    expect(f.gsa.lodging).toBe(27_200);
    expect(f.days).toBe(3);
    expect(f.stipendExcess.inYear).toBe(4_114);
    expect(f.taxableIncome).toBe(89_828);
  });
});

describe('taxable income by employment type', () => {
  const a = assignment({
    state: 'TX',
    location: 'Lubbock',
    start_date: '2025-03-02',
    end_date: '2025-05-31',
    base_pay: 180_000,
    housing_stipend: 70_000,
    mie_stipend: 40_000,
    sign_on_bonus: 100_000,
    completion_bonus: 150_000,
    referral_bonus: 50_000,
  });
  // pay: base 13 × 1,800 = 23,400; housing 13 × 700 = 9,100; M&IE 13 × 400 = 5,200; bonuses 1,000 + 1,500 + 500 = 3,000
  // grossComp = 23,400 + 9,100 + 5,200 + 3,000 = 40,700.00
  it.each([
    // stipends within GSA are tax-free: 23,400 + 3,000 = 26,400
    ['W-2 with a tax home', W2_HOME, linked(0), 2_640_000, false],
    // every stipend is wages: 40,700
    ['W-2 without a tax home', W2_NO_HOME, linked(0), 4_070_000, true],
    // 1099: 40,700 - 2,500 expenses - 700 mileage deduction = 37,500
    ['1099 with linked costs', CONTRACTOR, linked(250_000, 1_000, 70_000), 3_750_000, false],
    // 1099 with more costs than pay: max(0, 40,700 - 45,000 - 0) = 0
    ['1099 with a loss', CONTRACTOR, linked(4_500_000), 0, false],
  ] as const)('%s', (_label, ctx, l, taxable, stipendsTaxable) => {
    const f = figures(a, ctx, 2025, l);
    expect(f).toMatchObject({
      basePay: 2_340_000,
      housingStipend: 910_000,
      mieStipend: 520_000,
      bonuses: 300_000,
    });
    expect(f.grossComp).toBe(4_070_000);
    expect(f.taxableIncome).toBe(taxable);
    expect(f.stipendsTaxable).toBe(stipendsTaxable);
    expect(f.linkedExpenses).toBe(l.expenses);
    expect(f.linkedMiles).toBe(l.deductibleMiles);
    expect(f.linkedMileageDeduction).toBe(l.mileageDeduction);
  });

  it('no figures for a year the assignment does not touch', () => {
    expect(assignmentYearFigures(a, 2026, W2_HOME)).toBeNull();
  });
});

describe('a contract across New Year', () => {
  // 13 weeks Nov 16 2025 - Feb 14 2026: 46 days in 2025, 45 in 2026. Lubbock (standard rate, FY2026).
  // base 2,100, housing 900 (excess 130), M&IE 476 (within); sign-on 1,000 and referral 250 in 2025, completion 2,000 in 2026.
  const a = assignment({
    state: 'TX',
    location: 'Lubbock',
    start_date: '2025-11-16',
    end_date: '2026-02-14',
    base_pay: 210_000,
    housing_stipend: 90_000,
    mie_stipend: 47_600,
    sign_on_bonus: 100_000,
    referral_bonus: 25_000,
    completion_bonus: 200_000,
  });
  it.each([
    // 2025: base round(210,000 × 46/7) = 1,380,000; housing round(90,000 × 46/7) = 591,428.57 → 591,429;
    // M&IE round(47,600 × 46/7) = 312,800; bonuses 125,000; gross 2,409,229;
    // excess round(13,000 × 46/7) = 85,428.57 → 85,429; taxable 1,380,000 + 125,000 + 85,429 = 1,590,429; weeks round(46/7) = 7
    [2025, 46, 7, 1_380_000, 591_429, 312_800, 125_000, 2_409_229, 1_590_429],
    // 2026: base round(210,000 × 45/7) = 1,350,000; housing round(90,000 × 45/7) = 578,571.43 → 578,571;
    // M&IE round(47,600 × 45/7) = 306,000; bonuses 200,000; gross 2,434,571;
    // excess round(13,000 × 45/7) = 83,571.43 → 83,571; taxable 1,350,000 + 200,000 + 83,571 = 1,633,571; weeks round(45/7) = 6
    [2026, 45, 6, 1_350_000, 578_571, 306_000, 200_000, 2_434_571, 1_633_571],
  ])('%i', (year, days, weeks, base, housing, mie, bonuses, gross, taxable) => {
    const f = figures(a, W2_HOME, year);
    expect(f).toMatchObject({
      days,
      weeks,
      basePay: base,
      housingStipend: housing,
      mieStipend: mie,
      bonuses,
    });
    expect(f.grossComp).toBe(gross);
    expect(f.taxableIncome).toBe(taxable);
  });

  it('the two years add up to the whole contract', () => {
    const [y1, y2] = [figures(a, W2_HOME, 2025), figures(a, W2_HOME, 2026)];
    // 13 × (2,100 + 900 + 476) + 1,000 + 250 + 2,000 = 45,188 + 3,250 = 48,438.00
    expect(y1.grossComp + y2.grossComp).toBe(4_843_800);
    // 13 × 2,100 + 3,250 + 13 × 130 = 27,300 + 3,250 + 1,690 = 32,240.00
    expect(y1.taxableIncome + y2.taxableIncome).toBe(3_224_000);
    expect(y1.days + y2.days).toBe(91);
  });
});
