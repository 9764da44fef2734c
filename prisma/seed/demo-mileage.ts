import type { Assignment } from '@/lib/generated/prisma/client';
import { addDays, dayBetween, type Span } from './dates';
import { assignmentOn } from './demo-assignments';
import type { Rng } from './random';

// Sixty trips: the drive out to each contract and back home to Omaha (one leg a day, under 900 miles),
// tax-home visits, licensing errands, floats to a sister campus, and personal weekend trips.

type Purpose = 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other';

export interface TripRow {
  user_id: number;
  date: Date;
  miles: number;
  purpose: Purpose;
  origin: string;
  destination: string;
  notes: string;
  assignment_id: number | null;
}

type Leg = readonly [origin: string, destination: string, miles: number];

const HOME = 'Omaha, NE';

/** Daily legs from the tax home to each assignment city. */
const ROUTES: Record<string, readonly Leg[]> = {
  Denver: [[HOME, 'Denver, CO', 540]],
  Seattle: [
    [HOME, 'Cheyenne, WY', 495],
    ['Cheyenne, WY', 'Boise, ID', 725],
    ['Boise, ID', 'Seattle, WA', 500],
  ],
  Boston: [
    [HOME, 'Chicago, IL', 470],
    ['Chicago, IL', 'Cleveland, OH', 345],
    ['Cleveland, OH', 'Albany, NY', 480],
    ['Albany, NY', 'Boston, MA', 170],
  ],
  Naples: [
    [HOME, 'Kansas City, MO', 185],
    ['Kansas City, MO', 'Nashville, TN', 560],
    ['Nashville, TN', 'Atlanta, GA', 250],
    ['Atlanta, GA', 'Naples, FL', 600],
  ],
};

const WEEKEND_TRIPS: Record<string, readonly (readonly [string, number])[]> = {
  Denver: [
    ['Breckenridge, CO', 82],
    ['Colorado Springs, CO', 70],
  ],
  Seattle: [
    ['Mount Rainier National Park, WA', 95],
    ['Portland, OR', 174],
  ],
  Boston: [
    ['Cape Cod, MA', 88],
    ['Portland, ME', 110],
  ],
  Naples: [
    ['Fort Myers, FL', 40],
    ['Miami, FL', 126],
  ],
};

const HOME_ERRANDS: readonly (readonly [Leg, string])[] = [
  [[HOME, 'Des Moines, IA', 135], 'Agency recruiter meeting'],
  [[HOME, 'Lincoln, NE', 58], 'Storage unit'],
  [[HOME, 'Council Bluffs, IA', 24], 'Car service before the next contract'],
];

/** The ACLS class (the credential's issue date, prisma/seed/demo.ts) was this many days ago. */
export const ACLS_DAYS_AGO = 240;

export function demoTrips(
  userId: number,
  assignments: readonly Assignment[],
  range: Span,
  rng: Rng,
  count = 60,
): TripRow[] {
  const rows: TripRow[] = [];
  const inRange = (d: Date) => d >= range.start && d <= range.end;
  const add = (date: Date, purpose: Purpose, leg: Leg, notes: string, assignmentId: number | null) => {
    if (rows.length < count && inRange(date)) {
      const [origin, destination, miles] = leg;
      rows.push({
        user_id: userId,
        date,
        miles,
        purpose,
        origin,
        destination,
        notes,
        assignment_id: assignmentId,
      });
    }
  };
  for (const a of assignments) {
    const route = ROUTES[a.location] ?? [];
    route.forEach((leg, i) =>
      add(addDays(a.start_date, i - route.length), 'work_travel', leg, `Drive to ${a.facility}`, a.id),
    );
    [...route]
      .reverse()
      .forEach(([from, to, miles], i) =>
        add(
          addDays(a.end_date, i + 1),
          'work_travel',
          [to, from, miles],
          'Drive home after the contract',
          a.id,
        ),
      );
    const visit = addDays(a.start_date, 45);
    const [out, back]: [Leg, Leg] =
      a.location === 'Denver'
        ? [
            ['Denver, CO', HOME, 540],
            [HOME, 'Denver, CO', 540],
          ]
        : [
            ['Kansas City International Airport, MO', HOME, 185],
            [HOME, 'Kansas City International Airport, MO', 185],
          ];
    add(visit, 'tax_home_visit', out, 'Home visit between shifts', a.id);
    add(addDays(visit, 3), 'tax_home_visit', back, 'Back to the assignment', a.id);
  }
  const whereOn = (date: Date) => {
    const a = assignmentOn(assignments, date);
    return a ? `${a.location}, ${a.state}` : HOME;
  };
  for (const a of assignments.slice(1)) {
    const date = addDays(a.start_date, -25);
    add(
      date,
      'licensing',
      [whereOn(date), 'Fingerprinting site', 22],
      `Fingerprints for the ${a.state} RN license`,
      null,
    );
  }
  const acls = addDays(range.end, -ACLS_DAYS_AGO);
  add(acls, 'licensing', [whereOn(acls), 'AHA training center', 31], 'ACLS renewal class', null);
  const jitter = (miles: number) => Math.max(20, Math.round(miles * (0.9 + rng.next() * 0.2)));
  while (rows.length < count) {
    const date = dayBetween(range.start, range.end, rng.next);
    const a = assignmentOn(assignments, date);
    if (a && rng.chance(0.45)) {
      add(
        date,
        'work_travel',
        [a.facility, `${a.facility} satellite clinic`, jitter(28)],
        'Floated to a sister campus',
        a.id,
      );
    } else if (a) {
      const [place, miles] = rng.pick(WEEKEND_TRIPS[a.location] ?? [['Day trip', 40]]);
      add(date, 'personal', [`${a.location}, ${a.state}`, place, jitter(miles)], 'Weekend trip', null);
    } else {
      const [[origin, destination, miles], notes] = rng.pick(HOME_ERRANDS);
      add(date, 'other', [origin, destination, jitter(miles)], notes, null);
    }
  }
  return rows.sort((x, y) => x.date.getTime() - y.date.getTime());
}
