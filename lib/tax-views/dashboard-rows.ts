import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { expenseResource, type serializeExpense } from '@/lib/expenses/resource';
import { Prisma } from '@/lib/generated/prisma/client';
import { mileageResource, type serializeTrip } from '@/lib/mileage/resource';
import { jsonArray, newestJson, type JsonSpec } from '@/lib/records/json-rows';
import { taxHomeCostJson, type serializeCost } from '@/lib/tax-homes/costs-resource';
import { taxHomeDocJson, type serializeDoc } from '@/lib/tax-homes/docs-resource';
import type { UserRecords } from './load';
import { recordsFrom, recordsSql } from './load-years';

// Everything GET /dashboard reads, in one statement: the tax home and the assignments (as the models the
// engine takes, ./load-years.ts), and the year's newest documents, costs, expenses and trips as the API's
// own records, built by the database (lib/records/json-rows.ts; tests/api/dashboard-rows.test.ts compares
// them with each record's GET). Six statements before. Raw SQL bypasses the soft-delete extension, so each
// part reads live rows (`deleted_at IS NULL`) itself.

type Json<F extends (...args: never[]) => unknown> = ReturnType<F>;

export interface DashboardRows {
  records: UserRecords;
  docs: Json<typeof serializeDoc>[];
  costs: Json<typeof serializeCost>[];
  expenses: Json<typeof serializeExpense>[];
  trips: Json<typeof serializeTrip>[];
}

/** The year's newest live rows of a resource's JSON spec (lib/records/json-rows.ts). */
function newest(spec: JsonSpec | undefined, userId: number, year: number, limit: number): Prisma.Sql {
  const sql = spec && newestJson(spec, { userId, year }, limit);
  if (!sql) throw new Error('The resource has no JSON spec with a year column');
  return sql;
}

interface Row {
  home: string | null;
  assignments: string;
  docs: string;
  costs: string;
  expenses: string;
  trips: string;
}

export async function dashboardRows(ctx: Ctx, year: number, limit: number): Promise<DashboardRows> {
  const user = ctx.userId;
  const costs = jsonArray(
    taxHomeCostJson,
    Prisma.sql`SELECT * FROM "tax_home_costs" WHERE "user_id" = ${user} AND "deleted_at" IS NULL
      AND "year" = ${year} ORDER BY "month" DESC, "id" DESC LIMIT ${limit}`,
  );
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT ${recordsSql(user)},
      ${newest(taxHomeDocJson, user, year, limit)} AS docs,
      ${costs} AS costs,
      ${newest(expenseResource.json, user, year, limit)} AS expenses,
      ${newest(mileageResource.json, user, year, limit)} AS trips`;
  const row = rows[0];
  if (!row) throw new Error('The dashboard statement answered no row');
  return {
    records: recordsFrom(row),
    docs: JSON.parse(row.docs) as DashboardRows['docs'],
    costs: JSON.parse(row.costs) as DashboardRows['costs'],
    expenses: JSON.parse(row.expenses) as DashboardRows['expenses'],
    trips: JSON.parse(row.trips) as DashboardRows['trips'],
  };
}
