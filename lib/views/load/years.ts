import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';
import { revive } from '@/lib/providers/db/direct';
import { sameType } from '@/lib/core/same-type';
import { assignmentRecord } from '@/lib/records/assignments/record';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { Prisma, type HouseholdProfile, type TaxHome } from '@/lib/generated/prisma/client';
import type { YearInput } from '@/lib/tax/engine';
import {
  costsByYear,
  NO_COSTS,
  yearInputFrom,
  type UserRecords,
  type ViewAssignment,
  type YearCosts,
} from './year';
import type { StateCode } from '@/lib/tax/law/types';
import { paymentRowsFrom, paymentRowsSql, type PaymentRows, saltPaidFrom } from './payments';
import { yearSumsFrom, yearSumsSql } from './sums';

// Everything a computed view reads of the user's years, in one statement: the current tax home, every live
// assignment, the years' household profiles, their W-2 overtime (box 12 code TT) and their cost sums.
// Five statements before, each a round trip and a Prisma mapping (issue 19's profile). The rows arrive as
// JSON and become the Prisma models the views already take; tests/api/load-years.test.ts holds each to
// what Prisma itself reads. json, not jsonb: the rows are only passed on as text, and building jsonb (a
// binary value, its keys sorted) cost PostgreSQL about twice the time. Raw SQL bypasses the soft-delete extension (lib/providers/db/soft-delete.ts), so every
// part says `deleted_at IS NULL` itself.

export interface LoadedYears {
  records: UserRecords;
  costs: Map<number, YearCosts>;
  households: Map<number, HouseholdProfile>;
  /** W-2 box 12 code TT over each year's W-2s; a year without any such W-2 is absent. */
  reportedOvertime: Map<number, number>;
  /** The payments of the year asked for (./load-payments.ts), when one was. */
  payments?: PaymentRows;
  /** The caller's own column (LoadOptions.extra), as the database wrote it. */
  extra?: string;
}

// The DateTime columns of each model (prisma/schema.prisma); the test fails when one is added and not here.
const TAX_HOME_DATES = [
  'last_visit_date',
  'last_visit_logged',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof TaxHome)[];
/**
 * Every column of an assignment the views read (./year.ts ViewAssignment) is one of its definition's
 * `viewColumns` (lib/records/assignments/record.ts), in the order of the JSON array a trigger keeps in
 * `view_json` on every write (scripts/gen-records.ts writes it): positional arrays cost PostgreSQL a third
 * less to build than row_to_json's objects (issue 19's measurements), and the statement joins the kept texts
 * instead of building 17 values a contract again. A row without it is built here from the same columns.
 */
const ASSIGNMENT_LIST = Prisma.raw(assignmentRecord.viewColumns.map((c) => `a."${c}"`).join(', '));
const ASSIGNMENT_JSON = Prisma.sql`coalesce(a."view_json", json_build_array(${ASSIGNMENT_LIST})::text)`;
/** The view's columns are exactly the definition's viewColumns: the type check fails when they part. */
sameType<(typeof assignmentRecord.viewColumns)[number], keyof ViewAssignment>();
const assignmentOf = (v: readonly unknown[]) => assignmentRecord.fromViewArray(v) as ViewAssignment;

const HOUSEHOLD_DATES = [
  'created_at',
  'updated_at',
  'mortgage_loan_date',
] as const satisfies readonly (keyof HouseholdProfile)[];

/**
 * The FROM of a statement that reads the user's current tax home as `h`: the newest live one, as
 * currentTaxHome (./load.ts) reads it through Prisma.
 */
export function currentHomeFrom(userId: number): Prisma.Sql {
  return Prisma.sql`FROM "tax_homes" h WHERE ${ownLive(userId, 'h')}
        ORDER BY h."created_at" DESC, h."id" DESC LIMIT 1`;
}

/** The current tax home and every live assignment (oldest first) as two JSON columns, `home` and `assignments`. */
export function recordsSql(userId: number): Prisma.Sql {
  return Prisma.sql`
      (SELECT row_to_json(h)::text ${currentHomeFrom(userId)}) AS home,
      (SELECT '[' || coalesce(string_agg(${ASSIGNMENT_JSON}, ',' ORDER BY a."start_date", a."id"), '') || ']'
         FROM "assignments" a WHERE ${ownLive(userId, 'a')}) AS assignments`;
}

/** recordsSql's two columns as the models Prisma would give. */
export function recordsFrom(row: { home: string | null; assignments: string }): UserRecords {
  const home = row.home
    ? revive<TaxHome>(JSON.parse(row.home) as Record<string, unknown>, TAX_HOME_DATES)
    : null;
  const assignments = (JSON.parse(row.assignments) as unknown[][]).map(assignmentOf);
  return { home, assignments };
}

/**
 * The current tax home and every live assignment, in one statement (the views that read no year's costs:
 * distance, extension, the GSA page, the audit packet). Through Prisma it was two queries and the mapping
 * of every column of every contract.
 */
export async function loadUserRecords(ctx: Ctx): Promise<UserRecords> {
  const [row] = await readRowsWithUser<{ home: string | null; assignments: string }>(
    ctx,
    Prisma.sql`SELECT ${recordsSql(ctx.userId)}`,
  );
  if (!row) throw new Error('The records statement answered no row');
  return recordsFrom(row);
}

interface BundleRow {
  home: string | null;
  assignments: string;
  households: string;
  overtime: string;
  sums: string;
  documents?: string;
  estimated?: string;
  extra?: string;
}

export interface LoadOptions {
  /** Also read this year's payments (the estimate and the dashboard's answer need them). */
  payments?: number;
  /** One more column of the caller's own, read in the same statement and handed back as `extra`. */
  extra?: Prisma.Sql;
}

export async function loadYears(
  ctx: Ctx,
  years: readonly number[],
  opts: LoadOptions = {},
): Promise<LoadedYears> {
  const user = ctx.userId;
  const yearList = [...years];
  const rows = await readRowsWithUser<BundleRow>(
    ctx,
    Prisma.sql`
    SELECT
      ${recordsSql(user)},
      (SELECT coalesce(json_agg(p), '[]')::text FROM "household_profiles" p
        WHERE p."user_id" = ${user} AND p."year" = ANY(${yearList}::int[])) AS households,
      (SELECT coalesce(json_agg(json_build_array(d."year", d.total)), '[]')::text FROM (
         SELECT "year", sum("box12_tt_overtime")::float8 AS total FROM "income_documents"
          WHERE ${ownLive(user)} AND "kind" = 'w2'
            AND "year" = ANY(${yearList}::int[]) AND "box12_tt_overtime" IS NOT NULL
          GROUP BY "year") d) AS overtime,
      ${yearSumsSql(ctx, yearList)} AS sums
      ${opts.payments === undefined ? Prisma.empty : Prisma.sql`, ${paymentRowsSql(user, opts.payments)}`}
      ${opts.extra === undefined ? Prisma.empty : Prisma.sql`, ${opts.extra} AS extra`}`,
  );
  const row = rows[0];
  if (!row) throw new Error('The year bundle statement answered no row');
  const households = (JSON.parse(row.households) as Record<string, unknown>[]).map((p) =>
    revive<HouseholdProfile>(p, HOUSEHOLD_DATES),
  );
  const overtime = JSON.parse(row.overtime) as [number, number][];
  return {
    records: recordsFrom(row),
    costs: costsByYear(yearSumsFrom(row.sums, yearList), yearList),
    households: new Map(households.map((p) => [p.year, p])),
    reportedOvertime: new Map(overtime.map(([year, total]) => [year, Number(total)])),
    ...(row.documents !== undefined &&
      row.estimated !== undefined && {
        payments: paymentRowsFrom({ documents: row.documents, estimated: row.estimated }),
      }),
    ...(row.extra !== undefined && { extra: row.extra }),
  };
}

/**
 * The engine's input for one of the loaded years; with its payments when they were loaded for it (the state
 * and local income tax paid in the year, which SALT counts).
 */
export function loadedYearInput(ctx: Ctx, year: number, loaded: LoadedYears): YearInput {
  const household = loaded.households.get(year) ?? null;
  const home = (loaded.records.home?.state as StateCode | undefined) ?? null;
  return yearInputFrom(
    ctx,
    year,
    loaded.records,
    loaded.costs.get(year) ?? NO_COSTS,
    household,
    loaded.reportedOvertime.get(year),
    loaded.payments && household ? saltPaidFrom(year, loaded.payments, household, home) : undefined,
  );
}

/** The engine's input for one year, from one statement (its payments too, for an itemizer's SALT). */
export async function loadYearInput(ctx: Ctx, year: number): Promise<YearInput> {
  return loadedYearInput(ctx, year, await loadYears(ctx, [year], { payments: year }));
}
