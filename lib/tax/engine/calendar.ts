// Calendar arithmetic on 'YYYY-MM-DD' strings (docs/tax-method.md §1). Dates become whole day numbers counted
// from 1970-01-01 in UTC, so no local time zone or daylight-saving shift can move a day.

import { DateOutOfRange, ENGINE_FIRST_YEAR, ENGINE_LAST_YEAR, MS_PER_DAY, dateOut } from '@/lib/core/dates';
import { mulDivRound } from './money';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day numbers already read: a year's computation reads the same few hundred dates thousands of times
 * (each contract's days, the 12-month rule over the history), and parsing them was 5% of a computed view's
 * time (issue 19's profile). Bounded: cleared when full, so a long-lived server never grows it unchecked.
 */
const known = new Map<string, number>();
// eslint-disable-next-line law/no-figure-literal -- a cache's size, not a law figure
const KNOWN_MAX = 50_000;

/** Days since 1970-01-01 (UTC) of a real calendar date; throws on anything else. */
export function dayNumber(date: string): number {
  const hit = known.get(date);
  if (hit !== undefined) return hit;
  const day = parseDay(date);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(date, day);
  return day;
}

function parseDay(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < ENGINE_FIRST_YEAR || y > ENGINE_LAST_YEAR) throw new DateOutOfRange(date);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / MS_PER_DAY;
}

/**
 * The 'YYYY-MM-DD' date of a day number, written by dateOut: the engine names every day of a contract this
 * way (Colorado's monthly taxes, the GSA months), and toISOString was 15% of a computed year's time.
 */
export function dateOfDay(day: number): string {
  return dateOut(new Date(day * MS_PER_DAY));
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

export function yearOf(date: string): number {
  dayNumber(date); // validates
  return Number(date.slice(0, 4));
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** A due date falling on Saturday or Sunday moves to the following Monday (holidays are not modelled). */
export function weekendRule(date: string): string {
  const dow = dayOfWeek(date);
  return dow === 6 ? addDays(date, 2) : dow === 0 ? addDays(date, 1) : date;
}

/** [first, last] day numbers of [start, end] inside `year`, both ends included; null when none. */
export function clipToYear(start: string, end: string, year: number): [number, number] | null {
  const first = Math.max(dayNumber(start), dayNumber(`${year}-01-01`));
  const last = Math.min(dayNumber(end), dayNumber(`${year}-12-31`));
  return last >= first ? [first, last] : null;
}

/**
 * Calendar days of [start, end] that fall inside `year`, both ends included.
 * @internal Tests use it too.
 */
export function daysInYear(start: string, end: string, year: number): number {
  const range = clipToYear(start, end, year);
  return range ? range[1] - range[0] + 1 : 0;
}

/** Weeks shown: 0 when days = 0, else max(1, round(days / 7)). */
export function weeksShown(days: number): number {
  return days === 0 ? 0 : Math.max(1, mulDivRound(days, 1, 7));
}

/**
 * Pay of one weekly component in the year: round(weekly × days / 7). days / 7 is a multiple of 1/7 and
 * never ends in exactly .5, so the two years of a whole-week contract add up to weekly × weeks exactly.
 */
export function payInYear(weeklyCents: number, days: number): number {
  return mulDivRound(weeklyCents, days, 7);
}

export interface BonusFields {
  start_date: string;
  end_date: string;
  sign_on_bonus: number;
  completion_bonus: number;
  referral_bonus: number;
}

/** Sign-on and referral bonuses count in the year of start_date, completion in the year of end_date. */
export function bonusesInYear(a: BonusFields, year: number): number {
  const atStart = yearOf(a.start_date) === year ? a.sign_on_bonus + a.referral_bonus : 0;
  const atEnd = yearOf(a.end_date) === year ? a.completion_bonus : 0;
  return atStart + atEnd;
}

function inStartOrder(ranges: ReadonlyArray<readonly [number, number]>): boolean {
  for (let i = 1; i < ranges.length; i++) if (ranges[i - 1]![0] > ranges[i]![0]) return false;
  return true;
}

/** Number of distinct days covered by a set of inclusive day-number ranges (overlaps counted once). */
export function distinctDays(ranges: ReadonlyArray<readonly [number, number]>): number {
  // The ranges mostly arrive in start order (contracts are kept in it): sorted only when they are not, as
  // a sort copies the array first, and a computed view calls this for every contract.
  const sorted = inStartOrder(ranges) ? ranges : [...ranges].sort((a, b) => a[0] - b[0]);
  let count = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const range of sorted) {
    const from = Math.max(range[0], coveredTo + 1);
    if (range[1] >= from) count += range[1] - from + 1;
    coveredTo = Math.max(coveredTo, range[1]);
  }
  return count;
}
