import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { revive } from '@/lib/db/direct';
import { readRowsWithUser } from '@/lib/users/first-read';
import { Prisma, type HouseholdProfile, type TaxHome } from '@/lib/generated/prisma/client';
import type { YearInput } from '@/lib/tax/engine';
import {
  costsByYear,
  NO_COSTS,
  yearInputFrom,
  type UserRecords,
  type ViewAssignment,
  type YearCosts,
} from './load';
import type { StateCode } from '@/lib/tax/law/types';
import { paymentRowsFrom, paymentRowsSql, type PaymentRows, saltPaidFrom } from './load-payments';
import { yearSumsFrom, yearSumsSql } from './sums';

// Everything a computed view reads of the user's years, in one statement: the current tax home, every live
// assignment, the years' household profiles, their W-2 overtime (box 12 code TT) and their cost sums.
// Five statements before, each a round trip and a Prisma mapping (issue 19's profile). The rows arrive as
// JSON and become the Prisma models the views already take; tests/api/load-years.test.ts holds each to
// what Prisma itself reads. json, not jsonb: the rows are only passed on as text, and building jsonb (a
// binary value, its keys sorted) cost PostgreSQL about twice the time. Raw SQL bypasses the soft-delete extension (lib/db/soft-delete.ts), so every
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
 * Every column of an assignment the views read (./load.ts ViewAssignment), in the order the statement writes
 * them as a JSON array: positional arrays cost PostgreSQL a third less to build than row_to_json's objects
 * (issue 19's measurements), and each row keeps its own (ASSIGNMENT_JSON). Each array becomes the model in
 * one object literal (assignmentOf): an object filled key by key past a dozen keys is a dictionary to V8,
 * slow to read everywhere after. The type check fails when the view's type gains a column that is not read
 * here.
 */
const ASSIGNMENT_COLUMNS = [
  'id',
  'facility',
  'location',
  'state',
  'agency',
  'zip',
  'start_date',
  'end_date',
  'base_pay',
  'housing_stipend',
  'mie_stipend',
  'status',
  'sign_on_bonus',
  'completion_bonus',
  'referral_bonus',
  'hours_per_week',
  'overtime_pay',
] as const satisfies readonly (keyof ViewAssignment)[];
const AT = Object.fromEntries(ASSIGNMENT_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof ASSIGNMENT_COLUMNS)[number],
  number
>;
const ASSIGNMENT_LIST = Prisma.raw(ASSIGNMENT_COLUMNS.map((c) => `a."${c}"`).join(', '));
/** An assignment's array as JSON text built from its columns, as the database keeps it (below). */
export const ASSIGNMENT_ARRAY = Prisma.sql`json_build_array(${ASSIGNMENT_LIST})::text`;
/**
 * The array as each row keeps it in `view_json`, written by a trigger on every insert and update with the
 * same columns in the same order (migration 20261128100000_assignment_view_json): the statement joins the
 * kept texts instead of building 17 values a contract again. A row without it is built here as before.
 * tests/api/load-years.test.ts holds the kept text to ASSIGNMENT_ARRAY: a column added here and not there
 * fails it.
 */
const ASSIGNMENT_JSON = Prisma.sql`coalesce(a."view_json", ${ASSIGNMENT_ARRAY})`;

/** One array of the statement as the model Prisma gives (its dates as Date objects). */
function assignmentOf(v: readonly unknown[]): ViewAssignment {
  return {
    id: v[AT.id] as number,
    facility: v[AT.facility] as string,
    location: v[AT.location] as string,
    state: v[AT.state] as string,
    agency: v[AT.agency] as string,
    zip: v[AT.zip] as string | null,
    start_date: new Date(v[AT.start_date] as string),
    end_date: new Date(v[AT.end_date] as string),
    base_pay: v[AT.base_pay] as number,
    housing_stipend: v[AT.housing_stipend] as number,
    mie_stipend: v[AT.mie_stipend] as number,
    status: v[AT.status] as string,
    sign_on_bonus: v[AT.sign_on_bonus] as number,
    completion_bonus: v[AT.completion_bonus] as number,
    referral_bonus: v[AT.referral_bonus] as number,
    hours_per_week: v[AT.hours_per_week] as number,
    overtime_pay: v[AT.overtime_pay] as number,
  };
}
const HOUSEHOLD_DATES = ['created_at', 'updated_at'] as const satisfies readonly (keyof HouseholdProfile)[];

/**
 * The FROM of a statement that reads the user's current tax home as `h`: the newest live one, as
 * currentTaxHome (./load.ts) reads it through Prisma.
 */
export function currentHomeFrom(userId: number): Prisma.Sql {
  return Prisma.sql`FROM "tax_homes" h WHERE h."user_id" = ${userId} AND h."deleted_at" IS NULL
        ORDER BY h."created_at" DESC, h."id" DESC LIMIT 1`;
}

/** The current tax home and every live assignment (oldest first) as two JSON columns, `home` and `assignments`. */
export function recordsSql(userId: number): Prisma.Sql {
  return Prisma.sql`
      (SELECT row_to_json(h)::text ${currentHomeFrom(userId)}) AS home,
      (SELECT '[' || coalesce(string_agg(${ASSIGNMENT_JSON}, ',' ORDER BY a."start_date", a."id"), '') || ']'
         FROM "assignments" a WHERE a."user_id" = ${userId} AND a."deleted_at" IS NULL) AS assignments`;
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
          WHERE "user_id" = ${user} AND "deleted_at" IS NULL AND "kind" = 'w2'
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
