import { describe, expect, it } from 'vitest';
import {
  linkedMileage,
  mileageSummary,
  MONTH_KEYS,
  roundHalfAway,
  type MileageBucket,
} from '@/lib/tax/compliance/mileage';

const b = (date: string, purpose: MileageBucket['purpose'], miles: number, trips = 1): MileageBucket => ({
  date,
  purpose,
  miles,
  trips,
});

describe('roundHalfAway', () => {
  it.each([
    [72.5, 73],
    [217.5, 218],
    [72.4, 72],
    [-72.5, -73],
    [0, 0],
  ])('%d → %d', (x, expected) => {
    expect(roundHalfAway(x)).toBe(expected);
  });
});

describe('mileageSummary: 2026, two rate periods (72.5 to June 30, 76 from July 1)', () => {
  it('deducts each trip at the rate of its date', () => {
    const s = mileageSummary({
      year: 2026,
      today: '2026-11-21',
      buckets: [b('2026-06-30', 'work_travel', 100, 2), b('2026-07-01', 'tax_home_visit', 100)],
    });
    // 100 x 72.5 = 7250; 100 x 76 = 7600; 7250 + 7600 = 14850 (not 200 x 76 = 15200)
    expect(s.deductionAmount).toBe(14_850);
    expect(s.ratePerMile).toBe(76); // in effect on today, 2026-11-21
    expect(s.ratePeriods).toEqual([
      {
        from: '2026-01-01',
        to: '2026-06-30',
        ratePerMile: 72.5,
        deductibleMiles: 100,
        deductionAmount: 7250,
      },
      { from: '2026-07-01', to: '2026-12-31', ratePerMile: 76, deductibleMiles: 100, deductionAmount: 7600 },
    ]);
    expect(s).toMatchObject({ totalMiles: 200, deductibleMiles: 200, nonDeductibleMiles: 0, totalTrips: 3 });
  });

  it.each([
    // 1 x 72.5 = 72.5 → 73 (half away from zero)
    ['one mile: half cent rounds up', [b('2026-03-01', 'work_travel', 1)], 73],
    // rounded once per period: (1 + 1) x 72.5 = 145, not 73 + 73 = 146
    [
      'two one-mile days in one period round once',
      [b('2026-01-05', 'other', 1), b('2026-02-05', 'licensing', 1)],
      145,
    ],
    // 3 x 72.5 = 217.5 → 218; 1 x 76 = 76; 294
    [
      'odd miles in both periods',
      [b('2026-05-01', 'work_travel', 3), b('2026-08-01', 'work_travel', 1)],
      294,
    ],
  ])('%s', (_label, buckets, deduction) => {
    expect(mileageSummary({ year: 2026, today: '2026-11-21', buckets }).deductionAmount).toBe(deduction);
  });

  it.each([
    ['today in the first period', '2026-03-01', 72.5],
    ['today on the last day of the first period', '2026-06-30', 72.5],
    ['today on the first day of the second period', '2026-07-01', 76],
    ['a past year: its last day', '2027-01-10', 76],
  ])('ratePerMile, %s', (_label, today, rate) => {
    expect(mileageSummary({ year: 2026, today, buckets: [] }).ratePerMile).toBe(rate);
  });

  it('notes say, in plain words, where a flagged rate of a period used comes from', () => {
    // only January miles and today in February: only the first period (not flagged) is used
    const early = mileageSummary({ year: 2026, today: '2026-02-10', buckets: [b('2026-01-05', 'other', 5)] });
    expect(early.notes).toEqual([]);
    // today in November: the July rate gives ratePerMile; the tables flag it (announced mid-year)
    const late = mileageSummary({ year: 2026, today: '2026-11-21', buckets: [b('2026-01-05', 'other', 5)] });
    expect(late.notes).toEqual([
      "The 76¢ a mile rate from Jul 1, 2026 is the IRS's mid-year change, as announced.",
    ]);
    expect(late.notes.join(' ')).not.toMatch(/unverified|secondary|reference|not read/i);
  });
});

describe('mileageSummary: a one-rate year', () => {
  const buckets = [
    b('2025-03-15', 'work_travel', 120, 3),
    b('2025-03-20', 'personal', 50),
    b('2025-11-02', 'licensing', 30),
    b('2024-12-31', 'work_travel', 999), // another year: ignored
  ];
  const s = mileageSummary({ year: 2025, today: '2026-02-01', buckets });

  it('deductionAmount = deductible miles x the rate; personal miles excluded', () => {
    // deductible 120 + 30 = 150; 150 x 70 = 10500
    expect(s).toMatchObject({
      year: 2025,
      totalMiles: 200,
      deductibleMiles: 150,
      nonDeductibleMiles: 50,
      totalTrips: 5,
      ratePerMile: 70,
      deductionAmount: 10_500,
    });
    expect(s.deductionAmount).toBe(s.deductibleMiles * s.ratePerMile);
    expect(s.ratePeriods).toEqual([
      {
        from: '2025-01-01',
        to: '2025-12-31',
        ratePerMile: 70,
        deductibleMiles: 150,
        deductionAmount: 10_500,
      },
    ]);
  });

  it('has every purpose in byPurpose', () => {
    expect(s.byPurpose).toEqual({
      work_travel: { miles: 120, trips: 3 },
      tax_home_visit: { miles: 0, trips: 0 },
      licensing: { miles: 30, trips: 1 },
      personal: { miles: 50, trips: 1 },
      other: { miles: 0, trips: 0 },
    });
  });

  it('has every month "01".."12" in byMonth', () => {
    // sorted: JavaScript lists the integer-like keys "10".."12" before "01".."09" in any object
    expect(Object.keys(s.byMonth).sort()).toEqual([...MONTH_KEYS]);
    expect(s.byMonth['03']).toEqual({ miles: 170, trips: 4, deductibleMiles: 120 });
    expect(s.byMonth['11']).toEqual({ miles: 30, trips: 1, deductibleMiles: 30 });
    expect(s.byMonth['12']).toEqual({ miles: 0, trips: 0, deductibleMiles: 0 });
  });

  it.each([
    // 2024: 67 cents; 10 x 67 = 670
    [2024, '2024-05-05', 67, 670],
    [2025, '2025-05-05', 70, 700],
  ])('year %i at %d cents', (year, date, rate, amount) => {
    const r = mileageSummary({ year, today: '2026-11-21', buckets: [b(date, 'work_travel', 10)] });
    expect([r.ratePerMile, r.deductionAmount]).toEqual([rate, amount]);
  });

  it('an empty year is all zeros', () => {
    const r = mileageSummary({ year: 2025, today: '2025-06-01', buckets: [] });
    expect(r).toMatchObject({
      totalMiles: 0,
      deductibleMiles: 0,
      totalTrips: 0,
      deductionAmount: 0,
      ratePerMile: 70,
    });
  });

  it('a year without rates uses the nearest year’s, with a note (docs/tax-method.md §10)', () => {
    // 2019: the 2024 rate, 67¢; 30 deductible miles × 67 = 20.10
    const old = mileageSummary({ year: 2019, today: '2026-11-21', buckets: [b('2019-05-01', 'other', 30)] });
    expect(old).toMatchObject({ ratePerMile: 67, deductionAmount: 2_010 });
    expect(old.notes).toEqual(['2019 mileage figures are not in the app; the 2024 mileage rates are used.']);
    // 2027: the 2026 periods on 2027's dates; the note replaces the flagged-rate note
    const next = mileageSummary({ year: 2027, today: '2027-03-01', buckets: [] });
    expect(next.ratePeriods.map((p) => [p.from, p.ratePerMile])).toEqual([
      ['2027-01-01', 72.5],
      ['2027-07-01', 76],
    ]);
    expect(next.notes).toEqual([
      '2027 mileage figures are not published yet; the 2026 mileage rates are used.',
    ]);
  });
});

describe('linkedMileage', () => {
  it('per assignment, by the same per-period rule', () => {
    const result = linkedMileage({
      year: 2026,
      buckets: [
        { assignmentId: 1, date: '2026-06-30', purpose: 'work_travel', miles: 100 },
        { assignmentId: 1, date: '2026-07-01', purpose: 'other', miles: 100 },
        { assignmentId: 1, date: '2026-07-02', purpose: 'personal', miles: 40 },
        { assignmentId: 2, date: '2026-02-01', purpose: 'work_travel', miles: 3 },
        { assignmentId: 3, date: '2026-02-01', purpose: 'personal', miles: 12 },
        { assignmentId: 4, date: '2025-12-31', purpose: 'work_travel', miles: 50 },
      ],
    });
    expect(result).toEqual({
      1: { deductibleMiles: 200, mileageDeduction: 14_850 }, // 100 x 72.5 + 100 x 76; personal excluded
      2: { deductibleMiles: 3, mileageDeduction: 218 }, // 3 x 72.5 = 217.5 → 218
      3: { deductibleMiles: 0, mileageDeduction: 0 }, // personal only
      // 4: a 2025 trip, outside the year
    });
  });
});
