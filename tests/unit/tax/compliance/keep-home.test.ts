import { describe, expect, it } from 'vitest';
import { awayDaysByMonth, keepHomeBalance, type KeepHomeInput } from '@/lib/tax/compliance';

const base: KeepHomeInput = {
  year: 2026,
  recordedByMonth: {},
  rentRecordedMonths: [],
  monthlyRent: 0,
  away: [],
  visitMiles: [],
  taxWithHome: 0,
  taxWithoutHome: 0,
};
const allYear = [{ start_date: '2026-01-01', end_date: '2026-12-31' }];

describe('keepHomeBalance', () => {
  it('issue 38: one 13-week contract and $1,450 a month of rent: only the days away are charged', () => {
    // Sep 6 - Dec 5: 25 days of September's 30, all of October and November, 5 days of December's 31:
    // 1,450 × 25/30 = 1,208.33 + 1,450.00 + 1,450.00 + 1,450 × 5/31 = 233.87 → 4,342.20 (it used to charge
    // 12 × 1,450 = 17,400.00, "10 months with none recorded")
    const r = keepHomeBalance({
      ...base,
      monthlyRent: 145_000,
      away: [{ start_date: '2026-09-06', end_date: '2026-12-05' }],
      taxWithHome: 900_000,
      taxWithoutHome: 1_500_000,
    });
    expect(r).toMatchObject({ rentMonths: 4, rentFromHome: 434_220, homeCosts: 0, costOfKeeping: 434_220 });
    // 6,000.00 saved - 4,342.20 = 1,657.80: the home pays for itself
    expect(r.net).toBe(165_780);
    expect(r.summary).toBe(
      'Keeping your home saved you $1,657.80 in 2026: $6,000.00 of tax saved, less $4,342.20 to keep it while you were away.',
    );
    expect(r.note).toBe(
      'Counted: your home’s costs for the 91 days you were away on assignment: $0.00 of the costs you recorded and ' +
        '$4,342.20 of your monthly rent or mortgage of $1,450.00 for the 4 months with none recorded; 0 miles of trips ' +
        'home at the IRS rate ($0.00). The days you live at home are your living costs, not the cost of keeping a tax ' +
        'home, so they are not counted.',
    );
  });

  it('recorded costs are charged by each month’s share of days away; a month with rent recorded adds no rent', () => {
    // away Mar 16-31 (16 of 31 days) and all of April. March: recorded 310.00 × 16/31 = 160.00; April: recorded
    // 1,200.00 (rent) × 30/30 = 1,200.00, rent recorded so no monthly rent; March has none: 900 × 16/31 = 464.52.
    // May (recorded 500.00) has no day away: not counted.
    const r = keepHomeBalance({
      ...base,
      recordedByMonth: { 3: 31_000, 4: 120_000, 5: 50_000 },
      rentRecordedMonths: [4],
      monthlyRent: 90_000,
      away: [{ start_date: '2026-03-16', end_date: '2026-04-30' }],
    });
    expect(r).toMatchObject({
      homeCosts: 136_000,
      rentMonths: 1,
      rentFromHome: 46_452,
      costOfKeeping: 182_452,
    });
  });

  it('costs + visit miles at the rate, against the tax saved', () => {
    const r = keepHomeBalance({
      ...base,
      recordedByMonth: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, 150_000])),
      away: allYear,
      // 2026: two rate periods; 500 mi × 72.5¢ = 36,250; 700 mi × 70¢ = 49,000.
      visitMiles: [
        { miles: 500, centsPerMile: 72.5 },
        { miles: 700, centsPerMile: 70 },
      ],
      taxWithHome: 1_000_000,
      taxWithoutHome: 3_000_000,
    });
    // away all year: 12 × 1,500.00 = 18,000.00 + 852.50
    expect(r).toMatchObject({
      homeCosts: 1_800_000,
      visitMiles: 1200,
      visitMileageCost: 85_250,
      costOfKeeping: 1_885_250,
      taxSaved: 2_000_000,
      net: 114_750,
    });
  });

  it('a half cent rounds once per period, half away from zero', () => {
    const r = keepHomeBalance({ ...base, visitMiles: [{ miles: 1, centsPerMile: 72.5 }] });
    expect(r.visitMileageCost).toBe(73);
  });

  it('costing more than it saves says so; saving nothing says why', () => {
    const more = keepHomeBalance({
      ...base,
      monthlyRent: 500_000,
      away: [{ start_date: '2026-06-01', end_date: '2026-06-30' }],
      taxWithoutHome: 100_000,
    });
    expect(more.net).toBe(-400_000);
    expect(more.summary).toMatch(/^Keeping your home cost you \$4,000.00 more than it saved in 2026/);
    const none = keepHomeBalance({ ...base, taxWithHome: 5, taxWithoutHome: 5 });
    expect(none.summary).toMatch(/no stipend depends on it/);
  });

  it('no day away: nothing of the home is charged, whatever the rent', () => {
    const r = keepHomeBalance({ ...base, monthlyRent: 145_000, recordedByMonth: { 1: 145_000 } });
    expect([r.homeCosts, r.rentMonths, r.rentFromHome, r.costOfKeeping]).toEqual([0, 0, 0, 0]);
  });
});

describe('awayDaysByMonth', () => {
  it('distinct days per month, overlaps once, clipped to the year', () => {
    // Dec 20, 2025 - Jan 10, 2026 → 10 January days; Jan 5-20 overlaps → January 20 days; Feb 27 - Mar 2 → 2 + 2
    expect(
      awayDaysByMonth(2026, [
        { start_date: '2025-12-20', end_date: '2026-01-10' },
        { start_date: '2026-01-05', end_date: '2026-01-20' },
        { start_date: '2026-02-27', end_date: '2026-03-02' },
      ]).slice(0, 3),
    ).toEqual([20, 2, 2]);
  });
});
