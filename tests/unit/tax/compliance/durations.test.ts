import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from '@/lib/tax/compliance/dates';
import {
  durationWindow,
  locationDurations,
  locationStatus,
  twelveMonthRule,
  type DurationAssignment,
} from '@/lib/tax/compliance/durations';

const a = (
  location: string,
  state: string,
  start_date: string,
  end_date: string,
  facility = 'General',
): DurationAssignment => ({ location, state, start_date, end_date, facility });

describe('durationWindow: the day after the same date two years earlier, to today', () => {
  it.each([
    ['an ordinary day: 730 days', '2026-11-21', '2024-11-22'],
    ['31 December: two whole calendar years', '2026-12-31', '2025-01-01'],
    ['a window holding 29 Feb 2028: 731 days', '2029-01-15', '2027-01-16'],
    ['today 29 Feb: 2026-02-28 + 1', '2028-02-29', '2026-03-01'],
  ])('%s', (_label, today, from) => {
    expect(durationWindow(today)).toEqual({ from, to: today });
  });
});

describe('locationStatus thresholds', () => {
  it.each([
    [0, 'safe'],
    [269, 'safe'],
    [270, 'approaching'],
    [365, 'approaching'],
    [366, 'exceeds'],
  ] as const)('%i days → %s', (days, expected) => {
    expect(locationStatus(days)).toBe(expected);
  });
});

// today 2026-12-31 → window [2025-01-01, 2026-12-31], 730 days.
const TODAY = '2026-12-31';

describe('locationDurations', () => {
  it.each([
    // 2025-01-01..2025-12-30: 365 - 1 = 364 days
    ['364 days', [a('Denver', 'CO', '2025-01-01', '2025-12-30')], 364, 'approaching'],
    // 2025-01-01..2025-12-31: the whole of 2025 = 365 days
    ['365 days', [a('Denver', 'CO', '2025-01-01', '2025-12-31')], 365, 'approaching'],
    // 2025-01-01..2026-01-01: 365 + 1 = 366 days
    ['366 days', [a('Denver', 'CO', '2025-01-01', '2026-01-01')], 366, 'exceeds'],
    // 2025-01-01..06-30 = 31+28+31+30+31+30 = 181; 2025-06-01..07-31 = 61, of which June (30) overlaps:
    // union 2025-01-01..07-31 = 181 + 31 = 212 (not 242)
    [
      'two overlapping assignments count each day once',
      [a('Denver', 'CO', '2025-01-01', '2025-06-30'), a('Denver', 'CO', '2025-06-01', '2025-07-31')],
      212,
      'safe',
    ],
    // the same assignment entered twice counts 31 days, not 62
    [
      'a duplicate counts once',
      [a('Denver', 'CO', '2025-03-01', '2025-03-31'), a('Denver', 'CO', '2025-03-01', '2025-03-31')],
      31,
      'safe',
    ],
    // starts before the window: only 2025-01-01..2025-01-10 = 10 days count
    ['clipped at the window start', [a('Denver', 'CO', '2024-12-01', '2025-01-10')], 10, 'safe'],
    // runs past today: only 2026-12-20..2026-12-31 = 12 days count
    ['clipped at today', [a('Denver', 'CO', '2026-12-20', '2027-03-01')], 12, 'safe'],
  ])('%s', (_label, assignments, days, status) => {
    expect(locationDurations(assignments, TODAY)).toEqual([
      { location: 'Denver', state: 'CO', days, facilities: ['General'], status },
    ]);
  });

  it.each([
    ['ends the day before the window', a('Denver', 'CO', '2024-06-01', '2024-12-31')],
    ['starts after today', a('Denver', 'CO', '2027-01-01', '2027-03-31')],
  ])('a place with no day in the window is left out: %s', (_label, assignment) => {
    expect(locationDurations([assignment], TODAY)).toEqual([]);
  });

  it('groups city+state case-insensitively and trimmed, showing the first spelling trimmed', () => {
    const result = locationDurations(
      [
        a('  denver ', 'co', '2025-01-01', '2025-01-31', ' St. Joseph '), // 31 days
        a('DENVER', ' CO', '2025-03-01', '2025-03-10', 'st. joseph'), // 10 days, same facility
        a('Denver', 'CO', '2025-05-01', '2025-05-05', 'Rose Medical'), // 5 days
        a('Denver', 'PA', '2025-07-01', '2025-07-02', 'Denver PA Clinic'), // another state: 2 days
      ],
      TODAY,
    );
    expect(result).toEqual([
      {
        location: 'denver',
        state: 'co',
        days: 46,
        facilities: ['St. Joseph', 'Rose Medical'],
        status: 'safe',
      },
      { location: 'Denver', state: 'PA', days: 2, facilities: ['Denver PA Clinic'], status: 'safe' },
    ]);
  });

  it('sorts by days, most first, ties by location', () => {
    const result = locationDurations(
      [
        a('Austin', 'TX', '2025-01-01', '2025-01-10'), // 10
        a('Boise', 'ID', '2025-02-01', '2025-04-30'), // 28 + 31 + 30 = 89
        a('Albany', 'NY', '2025-06-01', '2025-06-10'), // 10
      ],
      TODAY,
    );
    expect(result.map((l) => [l.location, l.days])).toEqual([
      ['Boise', 89],
      ['Albany', 10],
      ['Austin', 10],
    ]);
  });

  it('matches a day-by-day count (property)', () => {
    const day = fc.integer({ min: 0, max: 1200 }).map((n) => addDays('2024-01-01', n));
    const assignment = fc
      .tuple(day, fc.integer({ min: 0, max: 400 }), fc.constantFrom('Denver', ' denver', 'Austin'))
      .map(([start, len, city]) => a(city, 'CO', start, addDays(start, len)));
    fc.assert(
      fc.property(fc.array(assignment, { maxLength: 6 }), day, (assignments, today) => {
        const { from } = durationWindow(today);
        const counted = new Map<string, Set<number>>();
        for (const x of assignments) {
          const key = x.location.trim().toLowerCase();
          const set = counted.get(key) ?? new Set<number>();
          for (let d = toDayNumber(x.start_date); d <= toDayNumber(x.end_date); d++) {
            if (d >= toDayNumber(from) && d <= toDayNumber(today)) set.add(d);
          }
          if (set.size > 0) counted.set(key, set);
        }
        const result = locationDurations(assignments, today);
        expect(Object.fromEntries(result.map((l) => [l.location.toLowerCase(), l.days]))).toEqual(
          Object.fromEntries([...counted].map(([k, s]) => [k, s.size])),
        );
      }),
    );
  });
});

describe('twelveMonthRule', () => {
  it.each([
    ['no assignments', [], true, 0, 0],
    ['one place, 364 days', [a('Denver', 'CO', '2025-01-01', '2025-12-30')], true, 0, 0],
    ['one place, 365 days: passes', [a('Denver', 'CO', '2025-01-01', '2025-12-31')], true, 0, 0],
    // a single 366-day assignment fails both ways
    ['one assignment of 366 days', [a('Denver', 'CO', '2025-01-01', '2026-01-01')], false, 1, 1],
    // 2025-01-01..07-01 = 182 and 2025-08-01..2026-01-31 = 153 + 31 = 184: 366 days in Denver, none > 365 alone
    [
      'two short assignments adding up to 366 days in one place',
      [a('Denver', 'CO', '2025-01-01', '2025-07-01'), a('denver ', 'co', '2025-08-01', '2026-01-31')],
      false,
      0,
      1,
    ],
    // the same 366 days split over two cities is fine
    [
      '366 days split over two places',
      [a('Denver', 'CO', '2025-01-01', '2025-07-01'), a('Aurora', 'CO', '2025-08-01', '2026-01-31')],
      true,
      0,
      0,
    ],
    // 2020-01-01..2021-01-01 = 366 + 1 = 367 days, long before the window: still not temporary
    ['a 367-day assignment outside the window', [a('Reno', 'NV', '2020-01-01', '2021-01-01')], false, 1, 0],
    // signed for 2027-01-01..2028-01-01 (366 days): fails although no day is worked yet
    ['a future assignment of 366 days', [a('Reno', 'NV', '2027-01-01', '2028-01-01')], false, 1, 0],
    // 2024-06-01..2025-05-31 = 365 days whole length; only 151 inside the window
    [
      '365 days whole length straddling the window',
      [a('Reno', 'NV', '2024-06-01', '2025-05-31')],
      true,
      0,
      0,
    ],
  ])('%s', (_label, assignments, passes, longCount, exceedingCount) => {
    const rule = twelveMonthRule(assignments, TODAY);
    expect(rule.passes).toBe(passes);
    expect(rule.longAssignments).toHaveLength(longCount);
    expect(rule.exceedingLocations).toHaveLength(exceedingCount);
  });
});
