import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { Prisma } from '@/lib/generated/prisma/client';
import { RECEIPT_REQUIRED_FROM_CENTS, type MileagePurpose } from '@/lib/tax/compliance';
import { mileageRatePeriods } from '@/lib/tax/law';
import type { EmploymentType } from '@/lib/tax/law/types';

// The few numbers the engine needs from thousands of expenses and trips, summed by the database in one
// statement each and returned as plain rows. The profile of the computed views (issue 19) showed their
// time in the round trips (one socket write and read each) and in Prisma's mapping of groupBy results,
// not in the engine; raw SQL here answers the same sums in fewer, lighter round trips. Raw SQL bypasses
// the soft-delete extension (lib/db/soft-delete.ts), so every statement says `deleted_at IS NULL` itself.

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
 * year of one period: periods start on known days.
 */
function byPeriod(year: number): Prisma.Sql {
  const later = mileageRatePeriods(year).slice(1);
  if (later.length === 0) return Prisma.empty;
  const starts = Prisma.join(
    later.map((p) => Prisma.sql`("date" >= ${p.from}::date)::int`),
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
  const rows = await ctx.db.$queryRaw<TripRow[]>`
    SELECT NULL::int AS assignment_id, to_char(min("date"), 'YYYY-MM-DD') AS "date", "purpose",
           sum("miles")::float8 AS miles, count(*)::int AS trips
      FROM "mileage_trips"
     WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL
       AND "date" >= ${range.from}::date AND "date" <= ${range.to}::date
     GROUP BY date_trunc('month', "date"), "purpose" ${byPeriod(year)}`;
  return rows.map(tripSum);
}

/**
 * The year's live expenses per assignment and category, and its live trips per assignment, purpose and
 * rate period: one statement for all the costs a year's computation reads.
 */
export async function yearSums(
  ctx: Ctx,
  year: number,
): Promise<{ expenses: ExpenseSum[]; trips: TripSum[] }> {
  const range = periodRange(year);
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const trips = range
    ? Prisma.sql`
      UNION ALL
      SELECT 'trip', "assignment_id", "purpose", to_char(min("date"), 'YYYY-MM-DD'),
             sum("miles")::float8, count(*)::int
        FROM "mileage_trips"
       WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL
         AND "date" >= ${range.from}::date AND "date" <= ${range.to}::date
       GROUP BY "assignment_id", "purpose" ${byPeriod(year)}`
    : Prisma.empty;
  const rows = await ctx.db.$queryRaw<
    {
      kind: string;
      assignment_id: number | null;
      key: string;
      date: string | null;
      total: number;
      n: number;
    }[]
  >`
    SELECT 'expense' AS kind, "assignment_id", "category" AS key, NULL::text AS "date",
           sum("amount")::float8 AS total, count(*)::int AS n
      FROM "expenses"
     WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL
       AND "date" >= ${from}::date AND "date" <= ${to}::date
     GROUP BY "assignment_id", "category"
    ${trips}`;
  const out: { expenses: ExpenseSum[]; trips: TripSum[] } = { expenses: [], trips: [] };
  for (const r of rows) {
    if (r.kind === 'expense') {
      out.expenses.push({ assignmentId: r.assignment_id, category: r.key, amount: Number(r.total) });
    } else {
      out.trips.push(
        tripSum({
          assignment_id: r.assignment_id,
          date: r.date ?? from,
          purpose: r.key,
          miles: r.total,
          trips: r.n,
        }),
      );
    }
  }
  return out;
}

/** How many live costs, expenses and trips the user has, and the expenses that need a receipt. */
export interface RecordCountRow {
  costs: number;
  expenses: number;
  trips: number;
  receiptsNeeded: number;
}

/**
 * The four counts of audit readiness in one statement. `receipts_needed` is receiptFlagWhere
 * (lib/tax/compliance/receipts.ts, Pub. 463 ch. 5) in SQL: no receipt on lodging or on an amount from the
 * receipt threshold up, and every meal of a W-2 worker.
 */
export async function recordCountRow(ctx: Ctx, employmentType: EmploymentType): Promise<RecordCountRow> {
  const w2 = employmentType === 'w2';
  const rows = await ctx.db.$queryRaw<
    { costs: number; expenses: number; trips: number; receipts_needed: number }[]
  >`
    SELECT
      (SELECT count(*)::int FROM "tax_home_costs" WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL) AS costs,
      (SELECT count(*)::int FROM "mileage_trips" WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL) AS trips,
      e.expenses, e.receipts_needed
    FROM (
      SELECT count(*)::int AS expenses,
             (count(*) FILTER (WHERE ("receipt_objstore_key" IS NULL
                                      AND ("category" = 'lodging' OR "amount" >= ${RECEIPT_REQUIRED_FROM_CENTS}))
                                     OR (${w2}::boolean AND "category" = 'meals')))::int AS receipts_needed
        FROM "expenses"
       WHERE "user_id" = ${ctx.userId} AND "deleted_at" IS NULL
    ) AS e`;
  const row = rows[0];
  return {
    costs: Number(row?.costs ?? 0),
    expenses: Number(row?.expenses ?? 0),
    trips: Number(row?.trips ?? 0),
    receiptsNeeded: Number(row?.receipts_needed ?? 0),
  };
}
