// The day a place reaches the IRS 12-month limit (Rev. Rul. 93-86), for the calendar feed: the first day
// on which the days worked there inside the 24 months ending that day (the window of the location
// durations, lib/tax/compliance/durations.ts) add up to 365, counting the assignments already scheduled.
// One more day there and the place is the tax home. Pure.
import {
  durationWindow,
  fromDayNumber,
  locationKey,
  TWELVE_MONTH_MAX_DAYS,
  toDayNumber,
  type DurationAssignment,
} from '@/lib/tax/compliance';

export interface TwelveMonthLimit {
  location: string;
  state: string;
  /** YYYY-MM-DD: the 365th day worked there within 24 months. */
  date: string;
}

/** The distinct day numbers of the intervals, ascending. */
function workedDays(intervals: Array<[number, number]>): number[] {
  const days = new Set<number>();
  for (const [s, e] of intervals) for (let d = s; d <= e; d++) days.add(d);
  return [...days].sort((a, b) => a - b);
}

/** The first worked day whose window holds 365 worked days, or null. */
function limitDay(days: number[]): number | null {
  let first = 0;
  for (let i = 0; i < days.length; i++) {
    const day = days[i] as number;
    const from = toDayNumber(durationWindow(fromDayNumber(day)).from);
    while ((days[first] as number) < from) first++;
    if (i - first + 1 >= TWELVE_MONTH_MAX_DAYS) return day;
  }
  return null;
}

/**
 * Per city+state (grouped as the location durations group them), the day it reaches the limit, when it
 * does inside the 24 months before `today` or later; places that never reach it are left out.
 */
export function twelveMonthLimits(
  assignments: readonly DurationAssignment[],
  today: string,
): TwelveMonthLimit[] {
  const groups = new Map<string, { location: string; state: string; intervals: Array<[number, number]> }>();
  for (const a of assignments) {
    const key = locationKey(a.location, a.state);
    const group = groups.get(key) ?? { location: a.location.trim(), state: a.state.trim(), intervals: [] };
    group.intervals.push([toDayNumber(a.start_date), toDayNumber(a.end_date)]);
    groups.set(key, group);
  }
  const since = toDayNumber(durationWindow(today).from);
  const out: TwelveMonthLimit[] = [];
  for (const g of groups.values()) {
    const day = limitDay(workedDays(g.intervals));
    if (day !== null && day >= since)
      out.push({ location: g.location, state: g.state, date: fromDayNumber(day) });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.location.localeCompare(b.location));
}
