import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { readRows } from '@/lib/providers/db/direct';
import { Prisma } from '@/lib/generated/prisma/client';
import type { MileagePurpose } from '@/lib/tax/compliance';
import { mileageRatePeriods } from '@/lib/tax/law';
import type { MileageRatePeriod } from '@/lib/tax/law/types';

// The few numbers the engine needs from thousands of expenses and trips: the database keeps their live
// rows summed, expenses per year, trips per month and per half year (expense_year_sums, trip_month_sums,
// trip_year_sums: triggers on every write, migrations 20261126100000_month_sums,
// 20261127090000_expense_year_sums and 20261128090000_trip_year_sums), and these statements read a year's
// sums. The profile of the computed views (issue 19) showed their time in the round trips, in Prisma's
// mapping of groupBy results and then in summing every row of the year; raw SQL over the sums answers in
// one light statement.

/** One group of the year's trips: a day of it stands for its month and rate period (all the rules read). */
export interface TripSum {
  assignmentId: number | null;
  /** The group's first day, 'YYYY-MM-DD'. */
  date: string;
  purpose: MileagePurpose;
  miles: number;
  trips: number;
}

/** A year's live expenses linked to one assignment (or to none): all of them, and the meals among them. */
export interface ExpenseSum {
  assignmentId: number | null;
  amount: number;
  meals: number;
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
  const rows = await readRowsWithUser<TripRow>(
    ctx,
    Prisma.sql`
    SELECT NULL::int AS assignment_id, to_char(min("month"), 'YYYY-MM-DD') AS "date", "purpose",
           sum("miles")::float8 AS miles, sum("n")::int AS trips
      FROM "trip_month_sums"
     WHERE "user_id" = ${ctx.userId} AND "month" >= ${range.from}::date AND "month" <= ${range.to}::date
     GROUP BY "month", "purpose" ${byPeriods([year])}
    HAVING sum("n") > 0`,
  );
  return rows.map(tripSum);
}

/**
 * The GROUP BY term that splits trips by rate period in any of `years` (grouped by year as well): a month
 * counts the later periods that have started by it, of its own year and of every earlier year asked, and
 * the earlier years' count is the same for each month of a year.
 */
function byPeriods(years: readonly number[]): Prisma.Sql {
  const later = years.flatMap((y) => mileageRatePeriods(y).slice(1));
  if (later.length === 0) return Prisma.empty;
  const starts = Prisma.join(
    later.map((p) => Prisma.sql`("month" >= ${p.from}::date)::int`),
    ' + ',
  );
  return Prisma.sql`, ${starts}`;
}

/**
 * Where a year's trips are read by rate period: 'year' and 'halves' from the year sums (trip_year_sums keep
 * January-June and July-December apart), when the periods are the whole year or those two halves, as every
 * IRS period so far is (tests/unit/views/trip-source.test.ts); 'months' from the month sums, grouped
 * by period, for any other split.
 */
export type TripSource = 'year' | 'halves' | 'months';

export function tripSourceOf(
  year: number,
  periods: readonly MileageRatePeriod[] = mileageRatePeriods(year),
): TripSource {
  const y = String(year).padStart(4, '0');
  const [first, second, ...more] = periods;
  if (!first || first.from !== `${y}-01-01` || more.length > 0) return 'months';
  if (!second) return first.to === `${y}-12-31` ? 'year' : 'months';
  return first.to === `${y}-06-30` && second.from === `${y}-07-01` && second.to === `${y}-12-31`
    ? 'halves'
    : 'months';
}

/**
 * The years' expenses per assignment (all, and the meals: what the engine reads of them), and their trips
 * per assignment, purpose and rate period, as one text column: rows joined by ';', each the fields [year,
 * kind, assignment_id, key, month, total, n, total2, n2] joined by ',' (an empty field for none). Kind 'e'
 * is an expense row: n is its meals' total (and it has no key). 'h' is a year sum of trips, its
 * January-June miles and count then its July-December ones. 't' is a rate period's trips from the month
 * sums, from its first month. Keys are mileage purposes, which hold neither separator.
 *
 * The expenses' year sums are grouped by assignment (a row each, not one per category), and the trips' year
 * sums are read as they are kept: grouping the month sums by period was the largest part of the estimate's
 * statement (0.9 of 1.5 ms, issue 19). Text rather than JSON: building a JSON array per row was most of this
 * part's time, and plain text costs the database a quarter less on a server and a third less embedded
 * (issue 19's measurements). Assignment 0 in the sums is "none".
 */
function yearSumsText(
  ctx: Ctx,
  years: readonly number[],
  sourceOf: (year: number) => TripSource,
): Prisma.Sql {
  const grouped = years.filter((y) => sourceOf(y) === 'months');
  const kept = years.filter((y) => !grouped.includes(y));
  return Prisma.sql`(SELECT coalesce(string_agg(concat(s.year, ',', s.kind, ',', s.assignment_id, ',', s.key, ',', s.month, ',', s.total, ',', s.n, ',', s.total2, ',', s.n2), ';'), '') FROM (
    SELECT "year", 'e' AS kind, NULLIF("assignment_id", 0) AS assignment_id, NULL AS key,
           NULL AS month, sum("amount") AS total,
           coalesce(sum("amount") FILTER (WHERE "category" = 'meals'), 0) AS n, NULL::bigint AS total2, NULL::int AS n2
      FROM "expense_year_sums"
     WHERE "user_id" = ${ctx.userId} AND "year" = ANY(${[...years]}::int[]) AND "n" > 0
     GROUP BY "year", "assignment_id"
    ${
      kept.length > 0
        ? Prisma.sql`UNION ALL
    SELECT "year", 'h', NULLIF("assignment_id", 0), "purpose", NULL, "miles_jan_jun", "n_jan_jun",
           "miles_jul_dec", "n_jul_dec"
      FROM "trip_year_sums"
     WHERE "user_id" = ${ctx.userId} AND "year" = ANY(${kept}::int[]) AND ("n_jan_jun" > 0 OR "n_jul_dec" > 0)`
        : Prisma.empty
    }
    ${grouped.length > 0 ? monthGroups(ctx, grouped) : Prisma.empty}) s)`;
}

/** yearSumsText's trips of `years` from the month sums, grouped per assignment, purpose and rate period. */
function monthGroups(ctx: Ctx, years: readonly number[]): Prisma.Sql {
  return Prisma.sql`UNION ALL
    SELECT date_part('year', "month")::int, 't', NULLIF("assignment_id", 0), "purpose", to_char(min("month"), 'YYYY-MM-DD'),
           sum("miles"), sum("n"), NULL::bigint, NULL::int
      FROM "trip_month_sums"
     WHERE "user_id" = ${ctx.userId} AND "month" >= ${`${Math.min(...years)}-01-01`}::date
       AND "month" <= ${`${Math.max(...years)}-12-31`}::date AND date_part('year', "month")::int = ANY(${[...years]}::int[])
     GROUP BY 1, "assignment_id", "purpose" ${byPeriods(years)}
    HAVING sum("n") > 0`;
}

export interface YearSums {
  expenses: ExpenseSum[];
  trips: TripSum[];
}

/** One row of yearSumsText's column, its fields read: an expense or trip group of a year. */
type YearSumRow = [
  year: number,
  kind: string,
  assignmentId: number | null,
  key: string | null,
  month: string | null,
  total: number,
  n: number,
  total2: number | null,
  n2: number | null,
];

/** The statement's text column (`sums`), for a caller that reads it with more in one statement (./load-years.ts). */
export function yearSumsSql(
  ctx: Ctx,
  years: readonly number[],
  sourceOf: (year: number) => TripSource = tripSourceOf,
): Prisma.Sql {
  return years.length > 0 ? yearSumsText(ctx, years, sourceOf) : Prisma.sql`''`;
}

/**
 * Adds a year sum of trips to `out` as its rate periods' groups: one for a whole-year period, else one per
 * half with trips (pushed, not returned: a view reads a hundred such rows).
 */
function addHalfTrips(out: TripSum[], source: TripSource, row: YearSumRow): void {
  const [year, , assignmentId, key, , miles, trips, miles2, trips2] = row;
  const y = String(year).padStart(4, '0');
  const purpose = (key ?? '') as MileagePurpose;
  const lateMiles = miles2 ?? 0;
  const lateTrips = trips2 ?? 0;
  if (source === 'year') {
    out.push({
      assignmentId,
      date: `${y}-01-01`,
      purpose,
      miles: miles + lateMiles,
      trips: trips + lateTrips,
    });
    return;
  }
  if (trips > 0) out.push({ assignmentId, date: `${y}-01-01`, purpose, miles, trips });
  if (lateTrips > 0)
    out.push({ assignmentId, date: `${y}-07-01`, purpose, miles: lateMiles, trips: lateTrips });
}

/** A number field of the column; null when empty. */
const numberOrNull = (field: string | undefined): number | null =>
  field === undefined || field === '' ? null : Number(field);

/** One row of yearSumsText's column, its fields read. */
function yearSumRow(text: string): YearSumRow {
  const [year, kind, assignmentId, key, month, total, n, total2, n2] = text.split(',');
  return [
    Number(year),
    kind ?? '',
    numberOrNull(assignmentId),
    key || null,
    month || null,
    Number(total),
    Number(n),
    numberOrNull(total2),
    numberOrNull(n2),
  ];
}

/** yearSumsSql's column by year (every asked year present, empty when it has no costs). */
export function yearSumsFrom(
  text: string,
  years: readonly number[],
  sourceOf: (year: number) => TripSource = tripSourceOf,
): Map<number, YearSums> {
  const out = new Map<number, YearSums>(years.map((y) => [y, { expenses: [], trips: [] }]));
  const sources = new Map(years.map((y) => [y, sourceOf(y)]));
  for (const line of text === '' ? [] : text.split(';')) {
    const row = yearSumRow(line);
    const [year, kind, assignmentId, key, month, total, n] = row;
    const sums = out.get(year);
    if (!sums) continue;
    if (kind === 'e') {
      sums.expenses.push({ assignmentId, amount: total, meals: n });
    } else if (kind === 'h') {
      addHalfTrips(sums.trips, sources.get(year) ?? 'halves', row);
    } else {
      sums.trips.push({
        assignmentId,
        date: month ?? `${year}-01-01`,
        purpose: (key ?? '') as MileagePurpose,
        miles: total,
        trips: n,
      });
    }
  }
  return out;
}

/**
 * Each year's live expenses per assignment (and their meals), and its live trips per assignment, purpose and
 * rate period: one statement for all the costs the years' computations read.
 */
export async function yearSums(
  ctx: Ctx,
  years: readonly number[],
  /** Where each year's trips are read from (tests read them from the month sums too). */
  sourceOf: (year: number) => TripSource = tripSourceOf,
): Promise<Map<number, YearSums>> {
  if (years.length === 0) return new Map();
  const rows = await readRows<{ sums: string }>(
    ctx.db,
    Prisma.sql`SELECT ${yearSumsSql(ctx, years, sourceOf)} AS sums`,
  );
  return yearSumsFrom(rows[0]?.sums ?? '', years, sourceOf);
}
