import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';
import { JsonText } from '@/lib/core/json-text';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { expenseResource } from '@/lib/records/expenses/resource';
import { Prisma } from '@/lib/generated/prisma/client';
import { mileageResource } from '@/lib/records/mileage/resource';
import { jsonArray, newestJson, type JsonSpec } from '@/lib/records/json-rows';
import { taxHomeCostJson } from '@/lib/records/tax-homes/costs-resource';
import { taxHomeDocJson } from '@/lib/records/tax-homes/docs-resource';
import type { UserRecords } from './load/year';
import { recordsFrom, recordsSql } from './load/years';

// Everything GET /dashboard reads, in one statement: the tax home and the assignments (as the models the
// engine takes, ./load-years.ts), and the year's newest documents, costs, expenses and trips as the API's
// own records, built by the database (lib/records/json-rows.ts; tests/api/dashboard-rows.test.ts compares
// them with each record's GET). Six statements before. Raw SQL bypasses the soft-delete extension, so each
// part reads live rows (`deleted_at IS NULL`) itself.

/** The records as the database wrote them: JSON arrays of each record's API shape, sent on as they are. */
export interface DashboardRows {
  records: UserRecords;
  docs: JsonText;
  costs: JsonText;
  expenses: JsonText;
  trips: JsonText;
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
    Prisma.sql`SELECT * FROM "tax_home_costs" WHERE ${ownLive(user)}
      AND "year" = ${year} ORDER BY "month" DESC, "id" DESC LIMIT ${limit}`,
  );
  const rows = await readRowsWithUser<Row>(
    ctx,
    Prisma.sql`
    SELECT ${recordsSql(user)},
      ${newest(taxHomeDocJson, user, year, limit)} AS docs,
      ${costs} AS costs,
      ${newest(expenseResource.json, user, year, limit)} AS expenses,
      ${newest(mileageResource.json, user, year, limit)} AS trips`,
  );
  const row = rows[0];
  if (!row) throw new Error('The dashboard statement answered no row');
  return {
    records: recordsFrom(row),
    docs: new JsonText(row.docs),
    costs: new JsonText(row.costs),
    expenses: new JsonText(row.expenses),
    trips: new JsonText(row.trips),
  };
}
