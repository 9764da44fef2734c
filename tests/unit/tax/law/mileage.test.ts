// IRS business mileage rates as periods (reference federal.json standard_mileage_rates_cents_per_mile).
import { describe, expect, it } from 'vitest';
import { mileageRatePeriods, mileageTableYear } from '@/lib/tax/law';
import { mileageRateOn } from '@/lib/tax/law/mileage';

describe('mileageRatePeriods', () => {
  // 2024: 67¢ (Notice 2024-08); 2025: 70¢ (Notice 2025-5) — one period each.
  it.each([
    [2024, 67],
    [2025, 70],
  ])('%i is one period at %f¢', (year, cents) => {
    expect(mileageRatePeriods(year)).toEqual([
      expect.objectContaining({ from: `${year}-01-01`, to: `${year}-12-31`, centsPerMile: cents }),
    ]);
    expect(mileageRatePeriods(year)[0]?.unverified).toBeUndefined();
  });

  // 2026: 72.5¢ Jan 1-Jun 30 (Notice 2026-10); 76¢ Jul 1-Dec 31 (IR-2026-29, secondary sources only).
  it('2026 has two periods, the second flagged unverified', () => {
    const [first, second, ...rest] = mileageRatePeriods(2026);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ from: '2026-01-01', to: '2026-06-30', centsPerMile: 72.5 });
    expect(first?.unverified).toBeUndefined();
    expect(first?.source).toMatch(/Notice 2026-10/);
    expect(second).toMatchObject({ from: '2026-07-01', to: '2026-12-31', centsPerMile: 76 });
    expect(second?.unverified).toMatch(/secondary-only/);
    expect(second?.unverified).toMatch(/IRS text itself was not read/);
  });

  // docs/tax-method.md §10: the nearest year's periods, moved to the year's own dates.
  it.each([
    [2023, 2024, [['2023-01-01', '2023-12-31', 67]]],
    [
      2027,
      2026,
      [
        ['2027-01-01', '2027-06-30', 72.5],
        ['2027-07-01', '2027-12-31', 76],
      ],
    ],
  ] as const)('%i uses the %i rates on its own dates', (year, used, periods) => {
    expect(mileageTableYear(year)).toBe(used);
    expect(mileageRatePeriods(year).map((p) => [p.from, p.to, p.centsPerMile])).toEqual(periods);
  });

  it('returns copies: a caller cannot change the table', () => {
    const periods = mileageRatePeriods(2025);
    if (periods[0]) periods[0].centsPerMile = 1;
    expect(mileageRatePeriods(2025)[0]?.centsPerMile).toBe(70);
  });
});

describe('mileageRateOn', () => {
  it.each([
    ['first day of 2024', '2024-01-01', 67],
    ['last day of 2025', '2025-12-31', 70],
    ['2026-06-30, last day of the first 2026 period', '2026-06-30', 72.5],
    ['2026-07-01, first day of the mid-year rate', '2026-07-01', 76],
    ['last day of 2026', '2026-12-31', 76],
  ])('%s → %f¢', (_label, date, cents) => {
    expect(mileageRateOn(date).centsPerMile).toBe(cents);
  });

  it('a year without a table takes the nearest year’s rate; a malformed date is a RangeError', () => {
    expect(mileageRateOn('2027-01-01').centsPerMile).toBe(72.5);
    expect(() => mileageRateOn('2026/07/01')).toThrow(RangeError);
  });
});
