import { describe, expect, it } from 'vitest';
import {
  contractDays,
  hoursPerWeek,
  normalizeDate,
  oneTimeCents,
  stateCode,
  weeklyCents,
  type Rate,
  type WeeklyOptions,
} from '@/lib/reading/contracts/conversion';

// Spec POST /contracts/analyze: hourly × 36 (or the stated hours), daily × 7, monthly ÷ 4.33, dollars ×
// 100; total ÷ (contract days / 7). One rounding, half away from zero, at the end.

const r = (amount: number, unit: Rate['unit']): Rate => ({ amount, unit });

describe('weeklyCents', () => {
  const cases: [string, Rate | null, WeeklyOptions, number | null][] = [
    // 52 × 36 = 1,872.00 → 187,200
    ['hourly at the default 36 hours', r(52, 'hourly'), {}, 187_200],
    // 52.50 × 40 = 2,100.00 → 210,000
    ['hourly at stated 40 hours', r(52.5, 'hourly'), { hoursPerWeek: 40 }, 210_000],
    // 48 × 37.5 = 1,800.00 → 180,000
    ['hourly at stated 37.5 hours', r(48, 'hourly'), { hoursPerWeek: 37.5 }, 180_000],
    // 0 hours is not plausible: 36. 50 × 36 = 1,800.00
    ['hourly with implausible hours (0)', r(50, 'hourly'), { hoursPerWeek: 0 }, 180_000],
    // 200 hours > 168: 36. 50 × 36 = 1,800.00
    ['hourly with implausible hours (200)', r(50, 'hourly'), { hoursPerWeek: 200 }, 180_000],
    // 48.33 × 36 = 1,739.88 → 173,988 (binary 48.33 is 48.3299…: no drift)
    ['hourly with cents', r(48.33, 'hourly'), {}, 173_988],
    // 0.125 × 36 = 4.50 → 450 (exact 4.5 dollars)
    ['hourly, fraction of a cent in the rate', r(0.125, 'hourly'), {}, 450],
    // 0.0125 × 36 = 0.45 dollars = 45 cents
    ['hourly, tiny', r(0.0125, 'hourly'), {}, 45],
    // 1.005 weekly = 100.5 cents → 101 (half away from zero; binary 1.005 is 1.00499…, absorbed)
    ['a half cent rounds away from zero', r(1.005, 'weekly'), {}, 101],
    // 0.005 weekly = 0.5 cents → 1
    ['half of one cent', r(0.005, 'weekly'), {}, 1],
    // 310 × 7 = 2,170.00 → 217,000
    ['daily', r(310, 'daily'), {}, 217_000],
    // 120.50 × 7 = 843.50 → 84,350
    ['daily with cents', r(120.5, 'daily'), {}, 84_350],
    // 2,150 × 1 → 215,000
    ['weekly', r(2150, 'weekly'), {}, 215_000],
    // 1,225.50 → 122,550
    ['weekly with cents', r(1225.5, 'weekly'), {}, 122_550],
    // 6,000 / 4.33 = 1,385.6812… → 138,568.12 cents → 138,568
    ['monthly', r(6000, 'monthly'), {}, 138_568],
    // 9,100 / 4.33 = 2,101.6166… → 210,161.66 cents → 210,162
    ['monthly rounds up', r(9100, 'monthly'), {}, 210_162],
    // 1,300 / 4.33 = 300.2309… → 30,023.09 cents → 30,023
    ['monthly rounds down', r(1300, 'monthly'), {}, 30_023],
    // 433 / 4.33 = 100.00 exactly → 10,000
    ['monthly exact', r(433, 'monthly'), {}, 10_000],
    // 15,600 over 91 days = 13 weeks → 1,200.00 → 120,000
    ['total over 13 weeks', r(15600, 'total'), { contractDays: 91 }, 120_000],
    // 10,000 over 90 days: 10,000 × 7 / 90 = 777.7777… → 77,777.78 cents → 77,778
    ['total over 90 days', r(10000, 'total'), { contractDays: 90 }, 77_778],
    ['total without dates', r(15600, 'total'), {}, null],
    ['total with no days', r(15600, 'total'), { contractDays: 0 }, null],
    ['nothing stated', null, {}, null],
    ['zero', r(0, 'weekly'), {}, 0],
    ['negative', r(-100, 'weekly'), {}, null],
    ['not finite', r(Number.POSITIVE_INFINITY, 'weekly'), {}, null],
    ['NaN', r(Number.NaN, 'daily'), {}, null],
    // 10,000,000.01 weekly = 1,000,000,001 cents > the 1,000,000,000 money maximum
    ['over the money range', r(10_000_000.01, 'weekly'), {}, null],
    // exactly 10,000,000 = 1,000,000,000 cents
    ['at the money maximum', r(10_000_000, 'weekly'), {}, 1_000_000_000],
  ];
  it.each(cases)('%s', (_label, rate, opts, cents) => {
    expect(weeklyCents(rate, opts)).toBe(cents);
  });
});

describe('oneTimeCents', () => {
  const cases: [string, number | null, number | null][] = [
    ['whole dollars: 1,000 × 100', 1000, 100_000],
    ['cents: 499.99 × 100', 499.99, 49_999],
    ['binary noise: 0.29 × 100 is 28.999…', 0.29, 29],
    ['half cent: 0.005 × 100 = 0.5 → 1', 0.005, 1],
    ['null', null, null],
    ['negative', -5, null],
    ['too large', 20_000_000, null],
  ];
  it.each(cases)('%s', (_label, dollars, cents) => {
    expect(oneTimeCents(dollars)).toBe(cents);
  });
});

describe('hoursPerWeek', () => {
  it.each([
    [null, 36],
    [undefined, 36],
    [40, 40],
    [0.5, 36],
    [168, 168],
    [169, 36],
  ])('%s → %s', (stated, hours) => expect(hoursPerWeek(stated)).toBe(hours));
});

describe('stateCode', () => {
  it.each([
    ['Colorado', 'CO'],
    ['colorado', 'CO'],
    ['  New   York ', 'NY'],
    ['CO', 'CO'],
    ['tx', 'TX'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['D.C.', 'DC'],
    ['Washington', 'WA'],
    ['West Virginia', 'WV'],
    ['Puerto Rico', null],
    ['XX', null],
    ['', null],
    [null, null],
  ])('%s → %s', (name, code) => expect(stateCode(name)).toBe(code));
});

describe('normalizeDate', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026-1-5', '2026-01-05'],
    ['01/05/2026', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    ['January 5, 2026', '2026-01-05'],
    ['Jan 5 2026', '2026-01-05'],
    ['Sept. 14, 2026', '2026-09-14'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null], // not a leap year
    ['2026-13-01', null],
    ['2026-04-31', null],
    ['1999-12-31', null], // outside 2000..2100
    ['Ma 5, 2026', null], // ambiguous month
    ['next Monday', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, iso) => expect(normalizeDate(value)).toBe(iso));
});

describe('contractDays', () => {
  it.each([
    // Jan 5 (a Monday) to Apr 5 (a Sunday), both included: 27 + 28 + 31 + 5 = 91 days = 13 weeks
    ['2026-01-05', '2026-04-05', 91],
    // Jan 5 to Apr 4: 90 days
    ['2026-01-05', '2026-04-04', 90],
    // Mar 1 to May 30: 31 + 30 + 30 = 91 days = 13 weeks
    ['2026-03-01', '2026-05-30', 91],
    ['2026-03-01', '2026-03-01', 1],
    ['2026-03-02', '2026-03-01', null],
    [null, '2026-03-01', null],
    ['2026-03-01', null, null],
  ])('%s to %s → %s', (start, end, days) => expect(contractDays(start, end)).toBe(days));
});
