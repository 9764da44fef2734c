import { describe, expect, it } from 'vitest';
import { twelveMonthLimits } from '@/lib/views/calendar/twelve-month';

// The day a place reaches 365 days worked within the 24 months ending that day.

const a = (location: string, start_date: string, end_date: string, state = 'AZ') => ({
  location,
  state,
  start_date,
  end_date,
});
const TODAY = '2026-11-23';

describe('twelveMonthLimits', () => {
  it.each([
    [
      // Dec 2025 gives 31 days, 2026 the other 334: Jan–Oct hold 304, so day 365 is Nov 30.
      'one long assignment: its 365th day',
      [a('Phoenix', '2025-12-01', '2026-12-31')],
      [{ location: 'Phoenix', state: 'AZ', date: '2026-11-30' }],
    ],
    [
      // 300 + 100 days, the same place spelled two ways: the 65th day of the second is day 365.
      'two contracts in one place, case and spaces ignored; the first spelling is shown',
      [a('Phoenix', '2026-01-01', '2026-10-27'), a(' phoenix ', '2027-01-01', '2027-04-10')],
      [{ location: 'Phoenix', state: 'AZ', date: '2027-03-06' }],
    ],
    [
      'overlapping contracts count each day once',
      [a('Tucson', '2026-01-01', '2026-06-30'), a('Tucson', '2026-03-01', '2026-09-30')],
      [],
    ],
    ['under 365 days: no limit', [a('Mesa', '2026-01-01', '2026-10-27')], []],
    [
      'reached within the last 24 months: still shown',
      [a('Yuma', '2024-12-01', '2025-11-30')],
      [{ location: 'Yuma', state: 'AZ', date: '2025-11-30' }],
    ],
    ['reached before the last 24 months: left out', [a('Flagstaff', '2023-01-01', '2023-12-31')], []],
    [
      // 200 days in 2023 fall out of the window before 165 more are worked in 2025-26.
      'days older than 24 months no longer count',
      [a('Tempe', '2023-01-01', '2023-07-19'), a('Tempe', '2025-06-01', '2025-11-12')],
      [],
    ],
  ])('%s', (_label, assignments, expected) => {
    expect(twelveMonthLimits(assignments, TODAY)).toEqual(expected);
  });
});
