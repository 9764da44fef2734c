import { describe, expect, it } from 'vitest';
import {
  addDays,
  diffDays,
  fromDayNumber,
  inclusiveDays,
  subtractYears,
  toDayNumber,
} from '@/lib/tax/compliance/dates';

describe('UTC calendar dates', () => {
  it.each([
    ['epoch', '1970-01-01', 0],
    ['a day later', '1970-01-02', 1],
    ['2026-03-08 (US DST start) is a whole day', '2026-03-09', 20521],
  ])('toDayNumber: %s', (_label, date, day) => {
    expect(toDayNumber(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['2026-1-01'], ['not a date']])('rejects %s', (bad) => {
    expect(() => toDayNumber(bad)).toThrow(RangeError);
  });

  it.each([
    ['across a month end', '2026-01-31', 1, '2026-02-01'],
    ['across a leap day', '2028-02-28', 1, '2028-02-29'],
    ['across the US DST change', '2026-03-07', 2, '2026-03-09'],
    ['backwards across a year', '2026-01-01', -1, '2025-12-31'],
  ])('addDays %s', (_label, date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each([
    ['same day', '2026-05-01', '2026-05-01', 0, 1],
    ['January', '2026-01-01', '2026-01-31', 30, 31],
    ['a non-leap year', '2026-01-01', '2026-12-31', 364, 365],
    ['a leap year', '2028-01-01', '2028-12-31', 365, 366],
    ['end before start', '2026-05-02', '2026-05-01', -1, 0],
  ])('diffDays / inclusiveDays: %s', (_label, a, b, diff, inclusive) => {
    expect(diffDays(a, b)).toBe(diff);
    expect(inclusiveDays(a, b)).toBe(inclusive);
  });

  it.each([
    ['an ordinary date, 2 years', '2026-11-21', 2, '2024-11-21'],
    ['29 February to a non-leap year: the 28th', '2028-02-29', 2, '2026-02-28'],
    ['29 February to a leap year', '2028-02-29', 4, '2024-02-29'],
  ])('subtractYears: %s', (_label, date, years, expected) => {
    expect(subtractYears(date, years)).toBe(expected);
  });
});
