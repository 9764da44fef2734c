import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { readRows } from '@/lib/db/direct';
import { Prisma } from '@/lib/generated/prisma/client';
import type { MileagePurpose } from '@/lib/tax/compliance';
import { mileageRatePeriods } from '@/lib/tax/law';

// The few numbers the engine needs from thousands of expenses and trips: the database keeps their live
// rows summed per month (expense_month_sums, trip_month_sums: triggers on every write, migration
// 20261126100000_month_sums), and these statements add up a year's months. The profile of the computed
// views (issue 19) showed their time in the round trips, in Prisma's mapping of groupBy results and then
// in summing every row of the year; raw SQL over the month sums answers in one light statement.

/** One group of the year's trips: a day of it stands for its month and rate period (all the rules read). */
export interface TripSum {
  assignmentId: number | null;
  /** The group's first day, 'YYYY-MM-DD'. */
  date: string;
  purpose: MileagePurpose;
  miles: number;
  trips: number;
}

export interface ExpenseSum {
  assignmentId: number | null;
  category: string;
  amount: number;
}

/**
 * The GROUP BY term that splits trips by rate period (`, n` with n = 0 for the first), or nothing in a
 * year of one period: periods start on known days (each a month's first day, so the month sums split too).
 */
function byPeriod(year: number): Prisma.Sql {
  const later = mileageRatePeriods(year).slice(1);
  if (later.length === 0) return Prisma.empty;
  const starts = Prisma.join(
    later.map((p) => Prisma.sql`("month" >= ${p.from}::date)::int`),
    ' + ',
  );
  return Prisma.sql`, ${starts}`;
}

/** The year's range in the rate periods (they cover the year; trips outside every period count nowhere). */
function periodRange(year: number): { from: string; to: string } | null {
  const periods = mileageRatePeriods(year);
  const first = periods[0];
  const last = periods.at(-1);
  return first && last ? { from: first.from, to: last.to } : null;
}

interface TripRow {
  assignment_id: number | null;
  date: string;
  purpose: string;
  miles: number;
  trips: number;
}

const tripSum = (r: TripRow): TripSum => ({
  assignmentId: r.assignment_id,
  date: r.date,
  purpose: r.purpose as MileagePurpose,
  miles: Number(r.miles),
  trips: Number(r.trips),
});

/**
 * The year's live trips summed by month, purpose and rate period (GET /mileage/summary reads no more):
 * at most a few dozen rows for a year of daily trips.
 */
export async function tripSumsByMonth(ctx: Ctx, year: number): Promise<TripSum[]> {
  const range = periodRange(year);
  if (!range) return [];
  const rows = await readRows<TripRow>(
    ctx.db,
    Prisma.sql`
    SELECT NULL::int AS assignment_id, to_char(min("month"), 'YYYY-MM-DD') AS "date", "purpose",
           sum("miles")::float8 AS miles, sum("n")::int AS trips
      FROM "trip_month_sums"
     WHERE "user_id" = ${ctx.userId} AND "month" >= ${range.from}::date AND "month" <= ${range.to}::date
     GROUP BY "month", "purpose" ${byPeriod(year)}
    HAVING sum("n") > 0`,
  );
  return rows.map(tripSum);
}

/**
 * One year's part of yearSums's statement, each row tagged with the year: read from the month sums the
 * database keeps at every write (migration 20261126100000_month_sums), a few dozen rows a year. Assignment
 * 0 in the sums is "none".
 */
function yearPart(ctx: Ctx, year: number): Prisma.Sql {
  const range = periodRange(year);
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const trips = range
    ? Prisma.sql`
      UNION ALL
      SELECT ${year}::int, 'trip', NULLIF("assignment_id", 0), "purpose", to_char(min("month"), 'YYYY-MM-DD'),
             sum("miles")::float8, sum("n")::int
        FROM "trip_month_sums"
       WHERE "user_id" = ${ctx.userId} AND "month" >= ${range.from}::date AND "month" <= ${range.to}::date
       GROUP BY "assignment_id", "purpose" ${byPeriod(year)}
      HAVING sum("n") > 0`
    : Prisma.empty;
  return Prisma.sql`
    SELECT ${year}::int AS year, 'expense' AS kind, NULLIF("assignment_id", 0) AS "assignment_id",
           "category" AS key, NULL::text AS "date", sum("amount")::float8 AS total, sum("n")::int AS n
      FROM "expense_month_sums"
     WHERE "user_id" = ${ctx.userId} AND "month" >= ${from}::date AND "month" <= ${to}::date
     GROUP BY "assignment_id", "category"
    HAVING sum("n") > 0
    ${trips}`;
}

export interface YearSums {
  expenses: ExpenseSum[];
  trips: TripSum[];
}

/** One row of yearSumsSql: an expense or trip group of a year. */
export interface YearSumRow {
  year: number;
  kind: string;
  assignment_id: number | null;
  key: string;
  date: string | null;
  total: number;
  n: number;
}

/** The statement of yearSums, for a caller that reads it inside a larger one (./load-years.ts). */
export function yearSumsSql(ctx: Ctx, years: readonly number[]): Prisma.Sql {
  return Prisma.join(
    years.map((y) => yearPart(ctx, y)),
    ' UNION ALL ',
  );
}

/** yearSumsSql's rows by year (every asked year present, empty when it has no costs). */
export function yearSumsFrom(rows: readonly YearSumRow[], years: readonly number[]): Map<number, YearSums> {
  const out = new Map<number, YearSums>(years.map((y) => [y, { expenses: [], trips: [] }]));
  for (const r of rows) {
    const sums = out.get(r.year);
    if (!sums) continue;
    if (r.kind === 'expense') {
      sums.expenses.push({ assignmentId: r.assignment_id, category: r.key, amount: Number(r.total) });
    } else {
      sums.trips.push(
        tripSum({
          assignment_id: r.assignment_id,
          date: r.date ?? `${r.year}-01-01`,
          purpose: r.key,
          miles: r.total,
          trips: r.n,
        }),
      );
    }
  }
  return out;
}

/**
 * Each year's live expenses per assignment and category, and its live trips per assignment, purpose and
 * rate period: one statement for all the costs the years' computations read (the estimate reads two).
 */
export async function yearSums(ctx: Ctx, years: readonly number[]): Promise<Map<number, YearSums>> {
  if (years.length === 0) return new Map();
  const rows = await readRows<YearSumRow>(ctx.db, yearSumsSql(ctx, years));
  return yearSumsFrom(rows, years);
}
