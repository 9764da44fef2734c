import { describe, expect, it } from 'vitest';
import { keepHomeBalance } from '@/lib/tax/compliance';

describe('keepHomeBalance', () => {
  it('costs + visit miles at the rate, against the tax saved', () => {
    const r = keepHomeBalance({
      year: 2026,
      homeCosts: 1_800_000,
      // 2026: two rate periods; 500 mi × 72.5¢ = 36,250; 700 mi × 70¢ = 49,000.
      visitMiles: [
        { miles: 500, centsPerMile: 72.5 },
        { miles: 700, centsPerMile: 70 },
      ],
      taxWithHome: 1_000_000,
      taxWithoutHome: 3_000_000,
    });
    expect(r).toMatchObject({
      visitMiles: 1200,
      visitMileageCost: 85_250,
      costOfKeeping: 1_885_250,
      taxSaved: 2_000_000,
      net: 114_750,
    });
    expect(r.summary).toBe(
      'Keeping your home saved you $1,147.50 in 2026: $20,000.00 of tax saved, less $18,852.50 to keep it.',
    );
  });
  it('a half cent rounds once per period, half away from zero', () => {
    const r = keepHomeBalance({
      year: 2026,
      homeCosts: 0,
      visitMiles: [{ miles: 1, centsPerMile: 72.5 }],
      taxWithHome: 0,
      taxWithoutHome: 0,
    });
    expect(r.visitMileageCost).toBe(73);
  });
  it('costing more than it saves says so; saving nothing says why', () => {
    const more = keepHomeBalance({
      year: 2026,
      homeCosts: 500_000,
      visitMiles: [],
      taxWithHome: 0,
      taxWithoutHome: 100_000,
    });
    expect(more.net).toBe(-400_000);
    expect(more.summary).toMatch(/^Keeping your home cost you \$4,000.00 more than it saved in 2026/);
    const none = keepHomeBalance({
      year: 2026,
      homeCosts: 1,
      visitMiles: [],
      taxWithHome: 5,
      taxWithoutHome: 5,
    });
    expect(none.summary).toMatch(/no stipend depends on it/);
  });

  it("counts the home's monthly rent for the months with no rent or mortgage recorded, and says so", () => {
    const r = keepHomeBalance({
      year: 2026,
      homeCosts: 300_000,
      visitMiles: [],
      taxWithHome: 1_000_000,
      taxWithoutHome: 3_000_000,
      // $950.00 a month for 9 months with none recorded: 855,000 cents.
      rent: { monthly: 95_000, months: 9 },
    });
    expect(r).toMatchObject({ rentMonths: 9, rentFromHome: 855_000, costOfKeeping: 1_155_000, net: 845_000 });
    expect(r.note).toBe(
      'Counted: $3,000.00 of tax home costs you recorded, your monthly rent or mortgage of $950.00 for the 9 months with none recorded ($8,550.00), 0 miles of trips home at the IRS rate ($0.00).',
    );
  });
  it('no monthly rent entered: nothing is added, whatever the months', () => {
    const r = keepHomeBalance({
      year: 2026,
      homeCosts: 0,
      visitMiles: [],
      taxWithHome: 0,
      taxWithoutHome: 0,
      rent: { monthly: 0, months: 12 },
    });
    expect([r.rentMonths, r.rentFromHome, r.note]).toEqual([
      0,
      0,
      'Counted: $0.00 of tax home costs you recorded, 0 miles of trips home at the IRS rate ($0.00).',
    ]);
  });
});
