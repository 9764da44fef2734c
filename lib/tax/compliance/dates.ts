// Calendar-date arithmetic on 'YYYY-MM-DD' strings. A date is handled as a whole UTC day (days since
// 1970-01-01), so no local time zone or daylight-saving change can move it.

// The day-number arithmetic is the engine's (lib/tax/engine/calendar.ts); these names are the compliance
// rules' own vocabulary for it.
import { addDays, dateOfDay, dayNumber } from '@/lib/tax/engine/calendar';

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on a malformed or impossible date (2026-02-30). */
export const toDayNumber = dayNumber;
/** The 'YYYY-MM-DD' date of a day number. */
export const fromDayNumber = dateOfDay;
export { addDays };

/** `to - from` in days: diffDays('2026-01-01', '2026-01-31') = 30. */
export function diffDays(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Calendar days of [start, end], both ends included: 0 when end < start. */
export function inclusiveDays(start: string, end: string): number {
  return Math.max(0, diffDays(start, end) + 1);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/**
 * The same calendar date `years` earlier; a 29 February with no match in the target year becomes the
 * 28th (the month is never overrun): subtractYears('2028-02-29', 2) = '2026-02-28'.
 */
export function subtractYears(date: string, years: number): string {
  toDayNumber(date); // validates
  const y = yearOf(date) - years;
  const md = date.slice(5);
  // eslint-disable-next-line law/no-figure-literal -- the Gregorian calendar's leap-year rule, not a law figure
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const fixed = md === '02-29' && !leap ? '02-28' : md;
  return `${String(y).padStart(4, '0')}-${fixed}`;
}
