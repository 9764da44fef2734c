import { BUILTIN_ISS } from '@/lib/auth/keys';
import type { Db } from '@/lib/providers/db/client';
import type { Assignment } from '@/lib/generated/prisma/client';
import { dateStatus } from '@/lib/tax/compliance/status';
import { addDays, dayBetween, isoOf, jan1, startOfDay, type Span } from './dates';
import { createRng, type Rng } from './random';
import { wipeUserRecords } from './wipe';

// The benchmark's user (scripts/bench.ts): five years (this one and the four before) of a busy traveller,
// 40 contracts, 5,000 expenses and 10,000 trips, written with createMany in batches so it takes seconds.

const YEARS = 5;
const ASSIGNMENTS_PER_YEAR = 8;
const EXPENSES_PER_YEAR = 1_000;
const TRIPS_PER_YEAR = 2_000;
const BATCH = 1_000;

const STATES = ['CO', 'WA', 'MA', 'CA', 'TX', 'AZ', 'NY', 'FL', 'OR', 'MN', 'NC', 'GA'] as const;
const EXPENSE_CATEGORIES = [
  'travel',
  'licensing',
  'supplies',
  'ce_credits',
  'meals',
  'lodging',
  'uniforms',
  'parking',
];
const PURPOSES = ['work_travel', 'tax_home_visit', 'licensing', 'personal', 'other'];

export interface HeavySummary {
  userId: number;
  assignments: number;
  expenses: number;
  mileageTrips: number;
  ms: number;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function yearSpan(year: number, today: Date): Span {
  const end = addDays(jan1(year + 1), -1);
  return { start: jan1(year), end: end > today ? today : end };
}

function assignmentRows(userId: number, years: number[], today: Date, rng: Rng) {
  const rows = [];
  for (const year of years) {
    let start = addDays(jan1(year), rng.int(0, 6));
    for (let i = 0; i < ASSIGNMENTS_PER_YEAR; i++) {
      const end = addDays(start, rng.int(5, 6) * 7 - 1);
      const state = rng.pick(STATES);
      rows.push({
        user_id: userId,
        facility: `Bench Hospital ${year}-${i + 1}`,
        location: `City ${state}`,
        state,
        agency: 'Bench Staffing',
        start_date: start,
        end_date: end,
        status: dateStatus(isoOf(start), isoOf(end), isoOf(today)),
        base_pay: rng.int(90, 140) * 1_000,
        housing_stipend: rng.int(120, 210) * 1_000,
        mie_stipend: rng.int(35, 50) * 1_000,
        completion_bonus: rng.chance(0.5) ? rng.int(10, 30) * 10_000 : 0,
      });
      start = addDays(end, rng.int(1, 3));
    }
  }
  return rows;
}

function linkTo(assignments: readonly Assignment[], date: Date, rng: Rng): number | null {
  if (!rng.chance(0.5)) return null;
  return assignments.find((a) => a.start_date <= date && date <= a.end_date)?.id ?? null;
}

/** Creates (or refills) the benchmark user `sub`; its previous records are replaced. */
export async function seedHeavyUser(db: Db, opts: { sub: string; now?: Date }): Promise<HeavySummary> {
  const started = Date.now();
  const today = startOfDay(opts.now ?? new Date());
  const thisYear = today.getUTCFullYear();
  const years = Array.from({ length: YEARS }, (_, i) => thisYear - YEARS + 1 + i);
  const rng = createRng(7_919);
  const profile = { email: `${opts.sub}@bench.travelledger.app`, first_name: 'Bench', plan: 'pro' };
  const user = await db.user.upsert({
    where: { iss_sub: { iss: BUILTIN_ISS, sub: opts.sub } },
    update: profile,
    create: { iss: BUILTIN_ISS, sub: opts.sub, ...profile },
  });
  const userId = user.id;
  await wipeUserRecords(db, userId);
  await db.taxHome.create({
    data: {
      user_id: userId,
      address: '1 Bench St',
      city: 'Omaha',
      state: 'NE',
      zip: '68102',
      rent_amount: 145_000,
    },
  });
  await db.taxHomeCost.createMany({
    data: [1, 2, 3].map((month) => ({
      user_id: userId,
      category: 'rent',
      amount: 145_000,
      month,
      year: thisYear,
    })),
  });
  const assignments = await db.assignment.createManyAndReturn({
    data: assignmentRows(userId, years, today, rng),
  });

  const expenses = years.flatMap((year) => {
    const span = yearSpan(year, today);
    return Array.from({ length: EXPENSES_PER_YEAR }, (_, i) => {
      const date = dayBetween(span.start, span.end, rng.next);
      const category = EXPENSE_CATEGORIES[i % EXPENSE_CATEGORIES.length] ?? 'other';
      const amount = rng.int(500, 60_000);
      return {
        user_id: userId,
        date,
        category,
        amount,
        description: `Bench ${category}`,
        assignment_id: linkTo(assignments, date, rng),
      };
    });
  });
  await insertInBatches(expenses, (data) => db.expense.createMany({ data }));

  const trips = years.flatMap((year) => {
    const span = yearSpan(year, today);
    return Array.from({ length: TRIPS_PER_YEAR }, (_, i) => {
      const date = dayBetween(span.start, span.end, rng.next);
      const purpose = PURPOSES[i % PURPOSES.length] ?? 'other';
      const miles = rng.int(20, 900);
      return {
        user_id: userId,
        date,
        miles,
        purpose,
        origin: 'A',
        destination: 'B',
        assignment_id: linkTo(assignments, date, rng),
      };
    });
  });
  await insertInBatches(trips, (data) => db.mileageTrip.createMany({ data }));

  return {
    userId,
    assignments: assignments.length,
    expenses: expenses.length,
    mileageTrips: trips.length,
    ms: Date.now() - started,
  };
}
