import 'server-only';
import type { Ctx } from '@/lib/core/context';
import type { serializeExpense } from '@/lib/expenses/resource';
import type { serializeTrip } from '@/lib/mileage/resource';

// The dashboard's newest expenses and trips of the year as JSON built by the database, in one statement:
// the same objects as serializeExpense and serializeTrip (tests/api/dashboard-rows.test.ts compares them
// with the API's own records). Prisma's mapping of 200 rows (a Date object per date and timestamp, then
// the ISO strings again) was a quarter of the dashboard's server time (issue 19's profile). Raw SQL
// bypasses the soft-delete extension, so the statement says `deleted_at IS NULL` itself.

type ExpenseJson = ReturnType<typeof serializeExpense>;
type TripJson = ReturnType<typeof serializeTrip>;

/** A timestamptz(3) as Date.toISOString() writes it. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export async function newestRows(
  ctx: Ctx,
  year: number,
  limit: number,
): Promise<{ expenses: ExpenseJson[]; trips: TripJson[] }> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO})`;
  // The newest rows first (by the table's own columns, on its index), then formatted: the formatting runs
  // for the rows kept only.
  const newest = (table: string) =>
    `SELECT * FROM "${table}" WHERE "user_id" = $1 AND "deleted_at" IS NULL AND "date" >= $2::date
       AND "date" <= $3::date ORDER BY "date" DESC, "id" DESC LIMIT $4`;
  const rows = await ctx.db.$queryRawUnsafe<{ expenses: string; trips: string }[]>(
    `SELECT
      (SELECT coalesce(json_agg(json_build_object(
         'id', r."id", 'user_id', r."user_id", 'date', to_char(r."date", 'YYYY-MM-DD'), 'category', r."category",
         'amount', r."amount", 'description', r."description", 'assignment_id', r."assignment_id",
         'receipt_objstore_key', r."receipt_objstore_key", 'created_at', ${ts('r."created_at"')},
         'updated_at', ${ts('r."updated_at"')}, 'deleted_at', NULL
       ) ORDER BY r."date" DESC, r."id" DESC), '[]')::text FROM (${newest('expenses')}) r) AS expenses,
      (SELECT coalesce(json_agg(json_build_object(
         'id', r."id", 'user_id', r."user_id", 'date', to_char(r."date", 'YYYY-MM-DD'), 'miles', r."miles",
         'purpose', r."purpose", 'origin', r."origin", 'destination', r."destination", 'notes', r."notes",
         'assignment_id', r."assignment_id", 'created_at', ${ts('r."created_at"')},
         'updated_at', ${ts('r."updated_at"')}, 'deleted_at', NULL
       ) ORDER BY r."date" DESC, r."id" DESC), '[]')::text FROM (${newest('mileage_trips')}) r) AS trips`,
    ctx.userId,
    from,
    to,
    limit,
  );
  const row = rows[0];
  return {
    expenses: row ? (JSON.parse(row.expenses) as ExpenseJson[]) : [],
    trips: row ? (JSON.parse(row.trips) as TripJson[]) : [],
  };
}
