// Calendar dates travel as 'YYYY-MM-DD' and live in `date` columns, which Prisma hands over as UTC
// midnight; timestamps are ISO with milliseconds and Z. This file imports nothing (lint checks it), so the
// pure tax engine may use it too.

/**
 * The years the engine will walk: clients send dates from 1900 to 2100 (lib/validation/common.ts isoDate),
 * and the engine computes a little past that (an extension's new end, a comparison's last week). A stored
 * date outside these (old data, a direct write: year 1, 9998) is refused with DateOutOfRange, a plain error
 * for that one user, instead of thousands of years of days walked on the server's one thread.
 */
export const ENGINE_FIRST_YEAR = 1900;
export const ENGINE_LAST_YEAR = 2199;

/** Milliseconds in a UTC calendar day (no leap seconds in JavaScript time). */
export const MS_PER_DAY = 86_400_000;

/** The digest a page's error boundary reads (app/error-words.ts): Next keeps a thrown error's own digest. */
export const OUT_OF_RANGE_DIGEST = 'DATE_OUT_OF_RANGE';

export class DateOutOfRange extends RangeError {
  readonly digest: string;
  constructor(readonly date: string) {
    super(`A date outside the years ${ENGINE_FIRST_YEAR}-${ENGINE_LAST_YEAR}: ${date}`);
    this.name = 'DateOutOfRange';
    this.digest = `${OUT_OF_RANGE_DIGEST}:${date}`;
  }
}

/** The issue param that marks the range check of a date a client sends (lib/validation/common.ts isoDate). */
export const DATE_RANGE_PARAM = 'dateRange';

/**
 * The value of `work`, or, when it refused a saved date (DateOutOfRange), that date instead: for the pages
 * that show and fix the record, which must not fail with the rest.
 */
export async function unlessOutOfRange<T>(
  work: Promise<T>,
): Promise<{ value: T; badDate: null } | { value: null; badDate: string }> {
  try {
    return { value: await work, badDate: null };
  } catch (err) {
    if (err instanceof DateOutOfRange) return { value: null, badDate: err.date };
    throw err;
  }
}

export function dateIn(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

export function dateOut(value: Date): string;
export function dateOut(value: Date | null): string | null;
export function dateOut(value: Date | null): string | null {
  return value ? ymd(value) : null;
}

/**
 * toISOString().slice(0, 10), written out: six times faster, and the views turn every assignment's dates
 * into strings several times per request (issue 19's profile). Years outside 1000-9999 take the long way.
 */
function ymd(value: Date): string {
  const y = value.getUTCFullYear();
  if (!(y >= 1000 && y <= 9999)) return value.toISOString().slice(0, 10);
  const m = value.getUTCMonth() + 1;
  const d = value.getUTCDate();
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function timestamp(value: Date): string;
export function timestamp(value: Date | null): string | null;
export function timestamp(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** Today as 'YYYY-MM-DD' in UTC (tax-method: "today" is the UTC date). */
export function todayOf(now: Date): string {
  return ymd(now);
}

export function yearRange(year: number): { gte: Date; lte: Date } {
  return { gte: dateIn(`${year}-01-01`), lte: dateIn(`${year}-12-31`) };
}

/**
 * The one year-overlap test of a dated span (an assignment, docs/api-guide.md §4): it started by the year's
 * last day and ended on or after its first. `overlapsYear` for loaded rows, `overlapWhere` for a query.
 */
export function overlapsYear(span: { start_date: Date; end_date: Date }, year: { gte: Date; lte: Date }) {
  // By their times: comparing Date objects themselves converts each to a primitive first, several times the
  // cost, and the computed views run this for every contract of every year they read.
  return span.start_date.getTime() <= year.lte.getTime() && span.end_date.getTime() >= year.gte.getTime();
}

export function overlapWhere(year: { gte: Date; lte: Date }) {
  return { start_date: { lte: year.lte }, end_date: { gte: year.gte } };
}

// The one way a worker reads a date, on every page, note, notification, e-mail, calendar event and PDF:
// 'Mar 2, 2026' (the app is in English for US workers). Machine-readable dates stay ISO: in `<time dateTime>`,
// in API values, in inputs and in file names.
const dateWords = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The months' names, January first: month m (1-12) is MONTH_NAMES[m - 1]. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date in words: formatDate('2026-03-02') = 'Mar 2, 2026'. A date carries no time zone, so it is
 * formatted as the UTC day; anything that is not a date comes back unchanged.
 */
export function formatDate(value: string): string {
  const d = new Date(`${value}T00:00:00.000Z`);
  // The round trip refuses a malformed or impossible date ('2026-02-30' would roll over to March 2).
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? dateWords.format(d) : value;
}

/**
 * A moment (an ISO timestamp) as the same date words and the time in `timeZone`, the reader's:
 * 'Nov 25, 2026, 9:30 PM'. Without a zone (a server render, which does not know the reader's) only the
 * date, of the UTC day, never a UTC time.
 */
export function formatDateTime(value: string, timeZone?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  if (!timeZone) return formatDate(d.toISOString().slice(0, 10));
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`; // the date in the reader's zone
  return `${formatDate(day)}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}
