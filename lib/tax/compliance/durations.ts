// The IRS 12-month rule (docs/api-guide.md §7 location-durations, docs/tax-method.md §7 twelve_month): work in one place
// realistically expected to last, or lasting, more than a year is not temporary, and that place becomes the
// tax home. Days are counted per city+state inside the rolling 24 months ending today.
import {
  TWELVE_MONTH_MAX_DAYS,
  TWELVE_MONTH_WARNING_DAYS,
  TWELVE_MONTH_WINDOW_YEARS,
} from '@/lib/tax/law/tax-home';
import { fromDayNumber, inclusiveDays, subtractYears, toDayNumber } from './dates';

export { TWELVE_MONTH_MAX_DAYS, TWELVE_MONTH_WARNING_DAYS };

export interface DurationAssignment {
  location: string;
  state: string;
  start_date: string;
  end_date: string;
  facility?: string;
}

export type LocationStatus = 'safe' | 'approaching' | 'exceeds';

export interface LocationDuration {
  location: string;
  state: string;
  days: number;
  facilities: string[];
  status: LocationStatus;
}

/** The grouping key of a city+state: trimmed and lower-cased ('denver|co'); also a notification subject. */
export function locationKey(location: string, state: string): string {
  return `${location.trim().toLowerCase()}|${state.trim().toLowerCase()}`;
}

/**
 * The rolling 24 months ending today, both ends included: from the day after the same calendar date two
 * years earlier, to today. today 2026-11-21 → [2024-11-22, 2026-11-21] (730 days, 731 across a 29 February);
 * today 2028-02-29 → [2026-03-01, 2028-02-29] (two years earlier is taken as 2026-02-28).
 */
export function durationWindow(today: string): { from: string; to: string } {
  return {
    from: fromDayNumber(toDayNumber(subtractYears(today, TWELVE_MONTH_WINDOW_YEARS)) + 1),
    to: today,
  };
}

export function locationStatus(days: number): LocationStatus {
  if (days > TWELVE_MONTH_MAX_DAYS) return 'exceeds';
  return days >= TWELVE_MONTH_WARNING_DAYS ? 'approaching' : 'safe';
}

/** Days covered by the union of inclusive day-number intervals (a day in two of them counts once). */
function unionDays(intervals: Array<[number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let days = 0;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    const from = Math.max(s, end + 1);
    if (e >= from) days += e - from + 1;
    end = Math.max(end, e);
  }
  return days;
}

/**
 * Days per city+state inside the window ending today, sorted by days (most first; ties by location, then
 * state). Grouping is case-insensitive and trimmed; the first spelling met (trimmed) is shown. Overlapping
 * assignments in one place count each calendar day once. Only assignment days up to today count (future
 * days are not yet worked), and places with no day inside the window are left out. `facilities` are those
 * of the assignments with days in the window, deduplicated like places, in input order.
 */
export function locationDurations(
  assignments: readonly DurationAssignment[],
  today: string,
): LocationDuration[] {
  const window = durationWindow(today);
  const lo = toDayNumber(window.from);
  const hi = toDayNumber(window.to);
  const groups = new Map<
    string,
    { location: string; state: string; intervals: Array<[number, number]>; facilities: Map<string, string> }
  >();
  for (const a of assignments) {
    const s = Math.max(lo, toDayNumber(a.start_date));
    const e = Math.min(hi, toDayNumber(a.end_date));
    if (e < s) continue;
    const key = locationKey(a.location, a.state);
    const group = groups.get(key) ?? {
      location: a.location.trim(),
      state: a.state.trim(),
      intervals: [],
      facilities: new Map<string, string>(),
    };
    group.intervals.push([s, e]);
    const facility = a.facility?.trim();
    if (facility && !group.facilities.has(facility.toLowerCase())) {
      group.facilities.set(facility.toLowerCase(), facility);
    }
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => {
      const days = unionDays(g.intervals);
      return {
        location: g.location,
        state: g.state,
        days,
        facilities: [...g.facilities.values()],
        status: locationStatus(days),
      };
    })
    .sort(
      (a, b) =>
        b.days - a.days ||
        compare(a.location.toLowerCase(), b.location.toLowerCase()) ||
        compare(a.state, b.state),
    );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whole length of an assignment, both ends included (not limited to the window). */
export function assignmentDays(a: Pick<DurationAssignment, 'start_date' | 'end_date'>): number {
  return inclusiveDays(a.start_date, a.end_date);
}

export interface TwelveMonthResult<A> {
  passes: boolean;
  /** Assignments lasting more than 365 days, whole length, with that length. */
  longAssignments: Array<{ assignment: A; days: number }>;
  /** Places with more than 365 days inside the window. */
  exceedingLocations: LocationDuration[];
}

/**
 * Passes when no single assignment lasts more than 365 days (its whole length, past or future) and no
 * city+state has more than 365 days inside the 24-month window ending today (365 itself passes).
 */
export function twelveMonthRule<A extends DurationAssignment>(
  assignments: readonly A[],
  today: string,
): TwelveMonthResult<A> {
  const longAssignments = assignments
    .map((assignment) => ({ assignment, days: assignmentDays(assignment) }))
    .filter((x) => x.days > TWELVE_MONTH_MAX_DAYS);
  const exceedingLocations = locationDurations(assignments, today).filter(
    (l) => l.days > TWELVE_MONTH_MAX_DAYS,
  );
  return {
    passes: longAssignments.length === 0 && exceedingLocations.length === 0,
    longAssignments,
    exceedingLocations,
  };
}
