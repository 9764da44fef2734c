// Calendar-day arithmetic in UTC: `date` columns hold UTC midnight (lib/records/dates.ts).

export const DAY_MS = 86_400_000;

/** A run of calendar days, both ends included. */
export interface Span {
  start: Date;
  end: Date;
}

export function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** UTC midnight of the day `now` falls on. */
export function startOfDay(now: Date): Date {
  return day(isoOf(now));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

export function jan1(year: number): Date {
  return day(`${year}-01-01`);
}

/** The last day of `month` (1-12) of `year`. */
export function monthEnd(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 0));
}

/** A day drawn uniformly from [from, to]. */
export function dayBetween(from: Date, to: Date, r: () => number): Date {
  return addDays(from, Math.floor(r() * (daysBetween(from, to) + 1)));
}
