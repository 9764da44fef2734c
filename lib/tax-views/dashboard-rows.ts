import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { expenseResource, type serializeExpense } from '@/lib/expenses/resource';
import { mileageResource, type serializeTrip } from '@/lib/mileage/resource';
import { jsonArray, type JsonSpec } from '@/lib/records/json-rows';

// The dashboard's newest expenses and trips of the year as JSON built by the database, in one statement:
// the same objects as the API's records (lib/records/json-rows.ts). Raw SQL bypasses the soft-delete
// extension, so the statement reads live rows (`deleted_at IS NULL`) itself.

type ExpenseJson = ReturnType<typeof serializeExpense>;
type TripJson = ReturnType<typeof serializeTrip>;

function specOf(spec: JsonSpec | undefined): JsonSpec {
  if (!spec) throw new Error('The resource has no JSON spec');
  return spec;
}

export async function newestRows(
  ctx: Ctx,
  year: number,
  limit: number,
): Promise<{ expenses: ExpenseJson[]; trips: TripJson[] }> {
  const expenses = specOf(expenseResource.json);
  const trips = specOf(mileageResource.json);
  // The newest rows first (by the table's own columns, on its index), then formatted: the formatting runs
  // for the rows kept only.
  const newest = (spec: JsonSpec) =>
    `SELECT * FROM "${spec.table}" WHERE "user_id" = $1 AND "deleted_at" IS NULL AND "${spec.yearColumn}" >= $2::date
       AND "${spec.yearColumn}" <= $3::date ORDER BY "${spec.orderColumn}" DESC, "id" DESC LIMIT $4`;
  const rows = await ctx.db.$queryRawUnsafe<{ expenses: string; trips: string }[]>(
    `SELECT ${jsonArray(expenses, newest(expenses))} AS expenses, ${jsonArray(trips, newest(trips))} AS trips`,
    ctx.userId,
    `${year}-01-01`,
    `${year}-12-31`,
    limit,
  );
  const row = rows[0];
  return {
    expenses: row ? (JSON.parse(row.expenses) as ExpenseJson[]) : [],
    trips: row ? (JSON.parse(row.trips) as TripJson[]) : [],
  };
}
