import type { DbOrTx } from '@/lib/providers/db/client';
import type { Assignment } from '@/lib/generated/prisma/client';
import { dateStatus } from '@/lib/tax/compliance/status';
import { addDays, isoOf, jan1, type Span } from './dates';
import type { Rng } from './random';

// Four 13-week contracts in a row (the second with overtime, the fourth in a seasonal GSA area): the first starts in December of last year and ends this year; the one
// that holds today is the active one (later ones, if any, are signed and upcoming).

export const WEEKS_13_DAYS = 91;

export interface Place {
  facility: string;
  city: string;
  state: string;
  zip: string;
  agency: string;
}

export const PLACES: readonly Place[] = [
  {
    facility: 'Denver Health Medical Center',
    city: 'Denver',
    state: 'CO',
    zip: '80204',
    agency: 'Aya Healthcare',
  },
  {
    facility: 'Harborview Medical Center',
    city: 'Seattle',
    state: 'WA',
    zip: '98104',
    agency: 'AMN Healthcare',
  },
  {
    facility: 'Massachusetts General Hospital',
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    agency: 'Cross Country Nurses',
  },
  {
    // A seasonal GSA area: its lodging rate is highest from December to April, so the stipends below fit
    // the rate in winter and exceed it in the other months (a month-dependent taxable excess).
    facility: 'NCH Baker Hospital',
    city: 'Naples',
    state: 'FL',
    zip: '34102',
    agency: 'Trusted Health',
  },
];

/** Start and end dates (both included) of the four contracts, relative to `today`. */
export function layoutAssignments(today: Date, rng: Rng): Span[] {
  const gaps = [rng.int(6, 12), rng.int(6, 12), rng.int(6, 12)];
  const spans: Span[] = [];
  let start = addDays(jan1(today.getUTCFullYear()), -rng.int(21, 35));
  for (let i = 0; i < 4; i++) {
    spans.push({ start, end: addDays(start, WEEKS_13_DAYS - 1) });
    start = addDays(start, WEEKS_13_DAYS + (gaps[i] ?? 0));
  }
  // Today in a gap between two contracts, or after the last one: move that contract (and the later ones)
  // so that it started a few weeks ago, keeping it after the previous contract's end.
  const k = spans.findIndex((s) => s.end >= today);
  const current = k === -1 ? 3 : k;
  const span = spans[current];
  if (span && span.start > today) shiftFrom(spans, current, addDays(today, -rng.int(10, 30)), gaps);
  if (span && span.end < today) shiftFrom(spans, current, addDays(today, -rng.int(20, 60)), gaps);
  return spans;
}

function shiftFrom(spans: Span[], index: number, start: Date, gaps: number[]): void {
  const previous = spans[index - 1];
  let s = previous && start <= previous.end ? addDays(previous.end, 1) : start;
  for (let i = index; i < spans.length; i++) {
    spans[i] = { start: s, end: addDays(s, WEEKS_13_DAYS - 1) };
    s = addDays(s, WEEKS_13_DAYS + (gaps[i] ?? 7));
  }
}

const dollars = (n: number) => n * 100;

export async function createDemoAssignments(
  db: DbOrTx,
  userId: number,
  spans: Span[],
  today: Date,
  rng: Rng,
): Promise<Assignment[]> {
  const created: Assignment[] = [];
  for (const [i, place] of PLACES.entries()) {
    const span = spans[i];
    if (!span) continue;
    created.push(
      await db.assignment.create({
        data: {
          user_id: userId,
          facility: place.facility,
          location: place.city,
          state: place.state,
          zip: place.zip,
          agency: place.agency,
          start_date: span.start,
          end_date: span.end,
          status: dateStatus(isoOf(span.start), isoOf(span.end), isoOf(today)),
          base_pay: dollars(rng.int(90, 140) * 10),
          housing_stipend: i === 3 ? dollars(1_700) : dollars(rng.int(120, 210) * 10),
          mie_stipend: i === 3 ? dollars(500) : dollars(rng.int(35, 50) * 10),
          sign_on_bonus: rng.chance(0.5) ? dollars(rng.int(5, 20) * 100) : 0,
          completion_bonus: rng.chance(0.6) ? dollars(rng.int(10, 30) * 100) : 0,
          referral_bonus: i === 2 ? dollars(500) : 0,
          hours_per_week: i === 1 ? 48 : 36,
          // 12 hours a week over 36 at time-and-a-half: the W-2 overtime deduction has something to show.
          overtime_pay: i === 1 ? dollars(rng.int(60, 90) * 100) : 0,
        },
      }),
    );
  }
  return created;
}

/** The contract running on `date` (a few days of travel either side count), if any. */
export function assignmentOn(assignments: readonly Assignment[], date: Date): Assignment | undefined {
  return assignments.find((a) => addDays(a.start_date, -3) <= date && date <= addDays(a.end_date, 3));
}
