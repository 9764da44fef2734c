import { describe, expect, it } from 'vitest';
import {
  allocateLargestRemainder,
  applyRate,
  bracketTax,
  decimalRatio,
  mulDivRound,
  ratio4,
  roundHalfAway,
} from '@/lib/tax/engine/money';

describe('roundHalfAway', () => {
  it.each([
    ['2.5 rounds up', 2.5, 3],
    ['-2.5 rounds down (away from zero)', -2.5, -3],
    ['2.4999 rounds down', 2.4999, 2],
    ['-0.4 gives 0, not -0', -0.4, 0],
    ['integer unchanged', 7, 7],
  ])('%s', (_label, x, expected) => {
    expect(Object.is(roundHalfAway(x), expected)).toBe(true);
  });
});

describe('decimalRatio', () => {
  it.each([
    ['0.0307 = 307/10^4', 0.0307, 307n, 10_000n],
    ['0.9235 = 9235/10^4', 0.9235, 9235n, 10_000n],
    ['1e-7 = 1/10^7', 1e-7, 1n, 10_000_000n],
    ['0.0131287 (OH 2025 first band) = 131287/10^7', 0.0131287, 131_287n, 10_000_000n],
    ['2 = 2/1', 2, 2n, 1n],
  ])('%s', (_label, rate, num, den) => {
    expect(decimalRatio(rate)).toEqual({ num, den });
  });
});

describe('applyRate', () => {
  it.each([
    // 1,000 × 0.0145 = 14.5 → 15 (half away from zero)
    ['exact half rounds away from zero', 1_000, 0.0145, 15],
    // -1,000 × 0.0145 = -14.5 → -15
    ['negative half rounds away from zero', -1_000, 0.0145, -15],
    // 1,500 × 0.009 = 13.5 exactly → 14; in floating point 1500 * 0.009 = 13.499999999999998 would give 13
    ['float trap: 1500 × 0.009', 1_500, 0.009, 14],
    // 3,500 × 0.009 = 31.5 → 32 (float: 31.499999999999996)
    ['float trap: 3500 × 0.009', 3_500, 0.009, 32],
    // 12,345 × 0.0307 = 378.9915 → 379
    ['ordinary rounding', 12_345, 0.0307, 379],
    // 19,000,000 × 0.9235 = 17,546,500 exactly
    ['SE factor', 19_000_000, 0.9235, 17_546_500],
    // 0 × anything = 0
    ['zero', 0, 0.37, 0],
  ])('%s', (_label, cents, rate, expected) => {
    expect(applyRate(cents, rate)).toBe(expected);
  });

  it('refuses fractional cents', () => {
    expect(() => applyRate(1.5, 0.1)).toThrow(RangeError);
  });
});

describe('mulDivRound', () => {
  it.each([
    // 250,000 × 46 / 7 = 1,642,857.142857 → 1,642,857
    ['46 days of a $2,500 week', 250_000, 46, 7, 1_642_857],
    // 250,000 × 45 / 7 = 1,607,142.857 → 1,607,143
    ['45 days of a $2,500 week', 250_000, 45, 7, 1_607_143],
    // 5 / 2 = 2.5 → 3
    ['half rounds up', 5, 1, 2, 3],
    // -5 / 2 = -2.5 → -3
    ['negative half rounds down', -5, 1, 2, -3],
    // 9,007,199,254,740,991 × 3 / 3: exact beyond 2^53 through BigInt
    ['large products stay exact', Number.MAX_SAFE_INTEGER, 3, 3, Number.MAX_SAFE_INTEGER],
  ])('%s', (_label, a, b, c, expected) => {
    expect(mulDivRound(a, b, c)).toBe(expected);
  });
});

describe('ratio4', () => {
  it.each([
    // 1 / 3 = 0.33333 → 0.3333
    ['one third', 1, 3, 0.3333],
    // 2 / 3 = 0.666666 → 0.6667
    ['two thirds', 2, 3, 0.6667],
    // 1 / 20,000 = 0.00005 → 0.0001 (half away)
    ['half of the 4th decimal', 1, 20_000, 0.0001],
    // -1 / 20,000 = -0.00005 → -0.0001
    ['negative half of the 4th decimal', -1, 20_000, -0.0001],
    ['zero denominator gives 0', 5, 0, 0],
  ])('%s', (_label, n, d, expected) => {
    expect(ratio4(n, d)).toBe(expected);
  });
});

describe('bracketTax', () => {
  const schedule = [
    [0, 0.1],
    [1_000_00, 0.2],
    [5_000_00, 0.3],
  ] as const;
  it.each([
    ['nothing', 0, 0],
    ['negative income is taxed as 0', -5_000, 0],
    // 500.00 × 10% = 50.00
    ['inside the first bracket', 500_00, 50_00],
    // 1,000 × 10% = 100.00
    ['at the first edge', 1_000_00, 100_00],
    // 100.00 + 4,000 × 20% = 800.00 → 900.00
    ['at the second edge', 5_000_00, 900_00],
    // 900.00 + 0.01 × 30% = 0.003 → 900.003 → 900.00
    ['one cent over the second edge', 5_000_01, 900_00],
    // 900.00 + 0.05 × 30% = 0.015 → 900.015 → 900.02 (one rounding of the exact sum)
    ['five cents over: rounds the exact sum once', 5_000_05, 900_02],
  ])('%s', (_label, taxable, expected) => {
    expect(bracketTax(taxable, schedule)).toBe(expected);
  });

  it('a bracket starting above 0 leaves the income below it untaxed', () => {
    // (20.00 - 10.00) × 5% = 0.50
    expect(bracketTax(20_00, [[10_00, 0.05]])).toBe(50);
  });
});

describe('allocateLargestRemainder', () => {
  it.each([
    // quotas 33.33 each → floors 33,33,33; 1 left → earliest index
    ['equal weights', 100, [1, 1, 1], [34, 33, 33]],
    // quotas 7×1/6 = 1.167, 7×2/6 = 2.333, 7×3/6 = 3.5 → floors 1,2,3 (6); 1 left → largest remainder .5
    ['largest remainder wins', 7, [1, 2, 3], [1, 2, 4]],
    // proportional shares with no remainder
    ['exact shares', 1_000, [300, 700], [300, 700]],
    // a zero weight gets nothing
    ['zero weight', 10, [0, 5, 5], [0, 5, 5]],
    // all weights zero, total 0 → zeros
    ['all zero, nothing to split', 0, [0, 0], [0, 0]],
    // all weights zero, total 10 → equal split 5, 5
    ['all zero weights split equally', 10, [0, 0], [5, 5]],
    // all weights zero, total 1 → 0.33 each → one cent to the first
    ['all zero weights, one cent', 1, [0, 0, 0], [1, 0, 0]],
    // -(34, 33, 33)
    ['negative total mirrors the positive split', -100, [1, 1, 1], [-34, -33, -33]],
    ['nothing to allocate to', 0, [], []],
  ])('%s', (_label, total, weights, expected) => {
    const parts = allocateLargestRemainder(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
  });

  it.each([
    ['a non-zero total over no weights', 5, []],
    ['a negative weight', 5, [1, -1]],
    ['a fractional weight', 5, [1.5]],
  ])('refuses %s', (_label, total, weights) => {
    expect(() => allocateLargestRemainder(total, weights)).toThrow(RangeError);
  });
});
