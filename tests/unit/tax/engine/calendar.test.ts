import { describe, expect, it } from 'vitest';
import { DateOutOfRange } from '@/lib/core/dates';
import {
  addDays,
  bonusesInYear,
  dateOfDay,
  dayNumber,
  dayOfWeek,
  daysInYear,
  distinctDays,
  payInYear,
  weekendRule,
  weeksShown,
} from '@/lib/tax/engine/calendar';

describe('dates', () => {
  it.each([
    ['epoch', '1970-01-01', 0],
    ['day after epoch', '1970-01-02', 1],
    // 2025-01-01: 55 years, 14 of them leap (1972..2024) → 55 × 365 + 14 = 20,089
    ['2025-01-01', '2025-01-01', 20_089],
  ])('dayNumber %s', (_label, date, expected) => {
    expect(dayNumber(date)).toBe(expected);
  });

  it.each([
    ['Feb 30', '2025-02-30'],
    ['Feb 29 of a common year', '2025-02-29'],
    ['month 13', '2025-13-01'],
    ['not padded', '2025-1-01'],
    ['a timestamp', '2025-01-01T00:00:00Z'],
  ])('refuses %s', (_label, date) => {
    expect(() => dayNumber(date)).toThrow(RangeError);
  });

  it.each([
    ['across a leap day', '2024-02-28', 1, '2024-02-29'],
    ['across New Year', '2025-12-31', 1, '2026-01-01'],
    ['backwards', '2026-03-01', -1, '2026-02-28'],
    ['a 13-week contract', '2025-11-16', 90, '2026-02-14'],
  ])('addDays %s', (_label, date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each([
    ['Thursday 1970-01-01', '1970-01-01', 4],
    ['Wednesday 2026-04-15', '2026-04-15', 3],
    ['Saturday 2028-04-15', '2028-04-15', 6],
    ['Sunday 2029-04-15', '2029-04-15', 0],
    ['Thursday 1969-12-25 (before the epoch)', '1969-12-25', 4],
  ])('dayOfWeek %s', (_label, date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each([
    ['a weekday stays', '2026-04-15', '2026-04-15'],
    ['Saturday moves to Monday', '2028-04-15', '2028-04-17'],
    ['Sunday moves to Monday', '2029-04-15', '2029-04-16'],
    ['Saturday 2027-05-01 (VA TY2026) moves to Monday', '2027-05-01', '2027-05-03'],
    ['Saturday 2028-01-15 (Q4 of 2027) moves to Monday', '2028-01-15', '2028-01-17'],
  ])('weekendRule: %s', (_label, date, expected) => {
    expect(weekendRule(date)).toBe(expected);
  });
});

describe('dayNumber', () => {
  it('refuses a date outside the years the engine walks, a plain error the API answers as 422', () => {
    expect(dayNumber('1900-01-01')).toBe(Date.UTC(1900, 0, 1) / 86_400_000);
    expect(dayNumber('2199-12-31')).toBe(Date.UTC(2199, 11, 31) / 86_400_000);
    for (const date of ['0001-01-01', '1899-12-31', '2200-01-01', '9998-12-31'])
      expect(() => dayNumber(date), date).toThrow(DateOutOfRange);
  });
});

describe('dateOfDay', () => {
  it('names the same date as toISOString for every day of the years 1000 to 9999 and beyond', () => {
    const reference = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    // Day numbers, not dates: dayNumber itself refuses years outside the engine's (below).
    const first = Date.UTC(999, 11, 25) / 86_400_000;
    const last = Date.UTC(9999, 11, 31) / 86_400_000 + 7; // into year 10000, which takes the long way
    for (let day = first; day <= last; day += 1) {
      if (dateOfDay(day) !== reference(day)) expect(dateOfDay(day), String(day)).toBe(reference(day));
    }
    for (const day of [-1, 0, 59, 60, 0.5, -0.5, 11_016, 20_089]) expect(dateOfDay(day)).toBe(reference(day));
    expect(dateOfDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
    // 3.3 million days against toISOString: about 3 s alone, over vitest's 5 s default on a loaded machine.
  }, 60_000);
});

describe('days, weeks and pay in a year', () => {
  it.each([
    // Nov 16..30 = 15, Dec = 31 → 46
    ['Nov 16 2025 - Feb 14 2026 in 2025', '2025-11-16', '2026-02-14', 2025, 46],
    // Jan = 31, Feb 1..14 = 14 → 45
    ['Nov 16 2025 - Feb 14 2026 in 2026', '2025-11-16', '2026-02-14', 2026, 45],
    ['outside the year', '2025-01-05', '2025-04-05', 2026, 0],
    ['one day', '2025-06-01', '2025-06-01', 2025, 1],
    // 2024 is a leap year
    ['a whole leap year', '2023-12-01', '2025-01-31', 2024, 366],
    ['ends on Jan 1', '2025-12-01', '2026-01-01', 2026, 1],
  ])('daysInYear %s', (_label, start, end, year, expected) => {
    expect(daysInYear(start, end, year)).toBe(expected);
  });

  it.each([
    ['no days', 0, 0],
    ['one day shows one week', 1, 1],
    // 3 / 7 = 0.43 → 0 → max(1, 0) = 1
    ['three days shows one week', 3, 1],
    // 10 / 7 = 1.43 → 1
    ['ten days', 10, 1],
    // 11 / 7 = 1.57 → 2
    ['eleven days', 11, 2],
    // 46 / 7 = 6.57 → 7; 45 / 7 = 6.43 → 6
    ['46 days', 46, 7],
    ['45 days', 45, 6],
    ['13 weeks', 91, 13],
  ])('weeksShown %s', (_label, days, expected) => {
    expect(weeksShown(days)).toBe(expected);
  });

  it('a contract across New Year adds up to the whole contract in every component', () => {
    // 13 weeks, Nov 16 2025 - Feb 14 2026: 46 days in 2025, 45 in 2026.
    const weekly = { base: 250_000, housing: 123_457, mie: 47_601 };
    for (const cents of Object.values(weekly)) {
      const first = payInYear(cents, daysInYear('2025-11-16', '2026-02-14', 2025));
      const second = payInYear(cents, daysInYear('2025-11-16', '2026-02-14', 2026));
      // round(c × 46/7) + round(c × 45/7) = 13c: c × 46 / 7 is never an exact half
      expect(first + second).toBe(13 * cents);
    }
    // base: 250,000 × 46/7 = 1,642,857.14 → 1,642,857; × 45/7 = 1,607,142.86 → 1,607,143; sum 3,250,000
    expect(payInYear(250_000, 46)).toBe(1_642_857);
    expect(payInYear(250_000, 45)).toBe(1_607_143);
  });

  const bonuses = { sign_on_bonus: 100_000, referral_bonus: 50_000, completion_bonus: 200_000 };
  it.each([
    // sign-on + referral in the start year: 1,000 + 500
    ['start year of a contract across New Year', 2025, 150_000],
    // completion in the end year: 2,000
    ['end year of a contract across New Year', 2026, 200_000],
    ['a year the contract does not touch', 2027, 0],
  ])('bonusesInYear: %s', (_label, year, expected) => {
    expect(bonusesInYear({ start_date: '2025-11-16', end_date: '2026-02-14', ...bonuses }, year)).toBe(
      expected,
    );
  });

  it('all bonuses in one year when the contract is inside it', () => {
    expect(bonusesInYear({ start_date: '2025-03-01', end_date: '2025-05-31', ...bonuses }, 2025)).toBe(
      350_000,
    );
  });

  it.each([
    [
      'disjoint',
      [
        [0, 9],
        [20, 29],
      ] as const,
      20,
    ],
    [
      'overlapping counted once',
      [
        [0, 9],
        [5, 14],
      ] as const,
      15,
    ],
    [
      'nested',
      [
        [0, 30],
        [5, 10],
      ] as const,
      31,
    ],
    [
      'adjacent',
      [
        [0, 9],
        [10, 19],
      ] as const,
      20,
    ],
    [
      'out of start order (sorted first)',
      [
        [20, 29],
        [0, 9],
        [5, 14],
      ] as const,
      25,
    ],
    ['none', [] as const, 0],
  ])('distinctDays %s', (_label, ranges, expected) => {
    expect(distinctDays(ranges)).toBe(expected);
  });
});
