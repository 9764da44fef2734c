// What extending an assignment does to the 12-month rule (IRC 162(a) flush language; Rev. Rul. 93-86): work
// at one place expected to pass a year in 24 months is indefinite from the start, so every stipend of that
// assignment becomes wages, not only the days past the year. Counted the engine's way (breaksTwelveMonthRule):
// distinct calendar days at the city and state, overlapping contracts counted once, inside the 24 months
// ending on the assignment's last day.
import { durationWindow, locationKey } from '@/lib/tax/compliance/durations';
import { addDays, dateOfDay, dayNumber, distinctDays } from './calendar';
import { breaksTwelveMonthRule, placeDays } from './income';
import type { AssignmentInput } from './types';
import { withFields } from '@/lib/core/with-fields';

type Span = Pick<AssignmentInput, 'id' | 'location' | 'state' | 'start_date' | 'end_date'>;

export interface ExtensionTimeline {
  /** The extended last day: end_date + 7 × weeks. */
  newEndDate: string;
  /** Distinct days at the place inside the 24 months ending on the current and the extended last day. */
  daysNow: number;
  daysExtended: number;
  /** The first last day at which the assignment would pass 365 days (null: it never does up to newEndDate). */
  breakDate: string | null;
  /** The last day the contract can run to and stay within the rule (null when its start already breaks it). */
  lastSafeDate: string | null;
  breaksNow: boolean;
  breaksExtended: boolean;
}

function daysAt(a: Span, end: string, others: readonly Span[]): number {
  const key = locationKey(a.location, a.state);
  const lo = dayNumber(durationWindow(end).from);
  const hi = dayNumber(end);
  const ranges = [
    ...others.filter((o) => locationKey(o.location, o.state) === key),
    withFields(a, { end_date: end }),
  ]
    .map((o) => [Math.max(dayNumber(o.start_date), lo), Math.min(dayNumber(o.end_date), hi)] as const)
    .filter(([s, e]) => e >= s);
  return distinctDays(ranges);
}

/** The assignment `a` extended by `weeks`, against the user's other assignments (any place, any year). */
export function extensionTimeline(a: Span, weeks: number, history: readonly Span[]): ExtensionTimeline {
  const others = history.filter((o) => o.id !== a.id);
  const places = placeDays(others as AssignmentInput[]);
  const newEndDate = addDays(a.end_date, 7 * weeks);
  const breaks = (end: string) => breaksTwelveMonthRule(withFields(a, { end_date: end }), places);
  let breakDate: string | null = null;
  // Day by day from the start: at most a couple of years of days, each a handful of ranges.
  for (let d = dayNumber(a.start_date); d <= dayNumber(newEndDate); d++) {
    if (breaks(dateOfDay(d))) {
      breakDate = dateOfDay(d);
      break;
    }
  }
  const lastSafeDate =
    breakDate === null ? newEndDate : breakDate === a.start_date ? null : addDays(breakDate, -1);
  return {
    newEndDate,
    daysNow: daysAt(a, a.end_date, others),
    daysExtended: daysAt(a, newEndDate, others),
    breakDate,
    lastSafeDate,
    breaksNow: breaks(a.end_date),
    breaksExtended: breaks(newEndDate),
  };
}
