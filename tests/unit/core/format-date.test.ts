import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/core/dates';

// The one way a worker reads a date (issue 17: "dates as 2026-06-15 in one place and Dec 10, 2026 in the
// next"): pages, notes, notifications, calendar events and the audit packet all use these two.
describe('formatDate', () => {
  it.each([
    ['2026-03-02', 'Mar 2, 2026'],
    ['2026-12-31', 'Dec 31, 2026'],
    ['2028-02-29', 'Feb 29, 2028'],
    ['1999-01-01', 'Jan 1, 1999'],
  ])('%s reads %s', (iso, words) => {
    expect(formatDate(iso)).toBe(words);
  });

  it('is the same calendar day whatever the process time zone (a date carries none)', () => {
    // The first of a month is where a local-midnight reading would slip to the day before in the Americas.
    expect(formatDate('2026-07-01')).toBe('Jul 1, 2026');
    expect(new Date('2026-07-01T00:00:00Z').getUTCDate()).toBe(1);
  });

  it.each(['2026-02-30', '2026-13-01', '26-03-02', 'soon', ''])(
    'leaves %j as it is rather than invent a date',
    (value) => {
      expect(formatDate(value)).toBe(value);
    },
  );
});

describe('formatDateTime', () => {
  const moment = '2026-11-26T02:30:00.000Z';

  it.each([
    ['America/New_York', 'Nov 25, 2026, 9:30 PM'],
    ['America/Chicago', 'Nov 25, 2026, 8:30 PM'],
    ['America/Los_Angeles', 'Nov 25, 2026, 6:30 PM'],
    ['Pacific/Honolulu', 'Nov 25, 2026, 4:30 PM'],
    ['Europe/Berlin', 'Nov 26, 2026, 3:30 AM'],
  ])('02:30 UTC in %s reads %s: the date in that zone, in the same words as formatDate', (zone, text) => {
    expect(formatDateTime(moment, zone)).toBe(text);
  });

  it('midnight and noon read 12:00 AM and 12:00 PM', () => {
    expect(formatDateTime('2026-03-02T00:00:00.000Z', 'UTC')).toBe('Mar 2, 2026, 12:00 AM');
    expect(formatDateTime('2026-03-02T12:00:00.000Z', 'UTC')).toBe('Mar 2, 2026, 12:00 PM');
  });

  it('without the reader zone (a server render) the UTC day alone, never a UTC time', () => {
    const text = formatDateTime(moment);
    expect(text).toBe('Nov 26, 2026');
    expect(text).not.toMatch(/UTC|:/);
  });

  it('leaves a value that is not a moment as it is', () => {
    expect(formatDateTime('not a time', 'UTC')).toBe('not a time');
  });
});
