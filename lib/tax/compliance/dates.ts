// Calendar-date arithmetic on 'YYYY-MM-DD' strings. A date is handled as a whole UTC day (days since
// 1970-01-01), so no local time zone or daylight-saving change can move it.

const MS_PER_DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on a malformed or impossible date (2026-02-30). */
export function toDayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

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

/** 'MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(5, 7);
}

/**
 * The same calendar date `years` earlier; a 29 February with no match in the target year becomes the
 * 28th (the month is never overrun): subtractYears('2028-02-29', 2) = '2026-02-28'.
 */
export function subtractYears(date: string, years: number): string {
  toDayNumber(date); // validates
  const y = yearOf(date) - years;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const fixed = md === '02-29' && !leap ? '02-28' : md;
  return `${String(y).padStart(4, '0')}-${fixed}`;
}
