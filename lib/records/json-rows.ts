import 'server-only';
import { live } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';
import { revive } from '@/lib/providers/db/direct';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { Prisma } from '@/lib/generated/prisma/client';
import type { YearListQuery } from '@/lib/validation/common';
import type { Where } from './define';

// Records as JSON built by the database, for the lists that return hundreds of rows (expenses, trips):
// Prisma's mapping of each row (a Date object per date and timestamp, then the ISO strings again in the
// serializer) was most of such a list's server time in issue 19's profile. A resource opts in with its
// `json` spec: each field of its API record and the kind of column it is read from, the column of the same
// name. tests/api/json-rows.test.ts checks every such resource against its own serializer, field for field.
// Raw SQL bypasses the soft-delete extension (lib/providers/db/soft-delete.ts): every statement here says which rows
// (live or deleted) it reads.

/** How a column becomes its JSON value: as is (numbers, text, null), a 'YYYY-MM-DD' date, or an ISO timestamp. */
export type JsonField = 'value' | 'date' | 'timestamp';

export interface JsonSpec {
  table: string;
  /** The API record's fields in its order, each from the column of the same name. */
  fields: Record<string, JsonField>;
  /** The date column a year scope reads (the resource's yearScope is on it); without one, lists read through Prisma. */
  yearColumn?: string;
  /** The list order: this column descending, then the id descending (the resource's orderBy). */
  orderColumn: string;
  /**
   * How many live rows the user has in a year, from the sums the database keeps at every write (a statement
   * answering one `n`): an exact count without reading the year's rows, which for a year of daily trips
   * was most of a list's database time (issue 19's measurements).
   */
  yearCount?: (userId: number, year: number) => Prisma.Sql;
  /**
   * The table keeps each row's object as JSON text in `api_json`, written by a trigger on every insert and
   * update (migration 20261127150000_stored_api_json): a list joins the kept texts, about a sixth of the
   * cost of building each object again. A row without it (none, once migrated) is built as before.
   */
  stored?: boolean;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A table or column name, quoted for SQL; anything but a plain snake_case name is refused. */
export function quoted(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a table or column name: ${name}`);
  return `"${name}"`;
}

function col(alias: string, name: string): string {
  return `${alias}.${quoted(name)}`;
}

/** The list order of rows aliased `alias`: the order column descending, then the id descending. */
function listOrder(spec: { orderColumn: string }, alias: string): Prisma.Sql {
  return Prisma.raw(`${col(alias, spec.orderColumn)} DESC, ${alias}."id" DESC`);
}

/** A timestamptz(3) as Date.toISOString() writes it. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * `json_build_object(...)` of one row under `alias`: the serializer's object. A `date` goes in as it is:
 * PostgreSQL's JSON writes it 'YYYY-MM-DD' whatever the DateStyle, at less than half the cost of to_char
 * (about 3 µs a row less, measured on 1,000 expenses). A timestamp's JSON form (+00:00, trailing zeros
 * dropped) is not toISOString's, so it keeps to_char.
 */
function jsonObject(spec: JsonSpec, alias: string): string {
  const pairs = Object.entries(spec.fields).map(([name, kind]) => {
    const c = col(alias, name);
    const value = kind === 'timestamp' ? `to_char(${c} AT TIME ZONE 'UTC', ${ISO})` : c;
    return `'${name}', ${value}`;
  });
  return `json_build_object(${pairs.join(', ')})`;
}

/** The rows of `from` (a subquery aliased r) as a JSON array's text, in the list order ('[]' for none). */
export function jsonArray(spec: JsonSpec, from: Prisma.Sql): Prisma.Sql {
  const order = listOrder(spec, 'r');
  if (spec.stored) {
    const item = `coalesce(r."api_json", ${jsonObject(spec, 'r')}::text)`;
    return Prisma.sql`(SELECT '[' || coalesce(string_agg(${Prisma.raw(item)}, ',' ORDER BY ${order}), '') || ']' FROM (${from}) r)`;
  }
  return Prisma.sql`(SELECT coalesce(json_agg(${Prisma.raw(jsonObject(spec, 'r'))} ORDER BY ${order}), '[]')::text FROM (${from}) r)`;
}

/**
 * A resource whose API record is built by its own serializer (it depends on today: an assignment's status),
 * listed by one statement all the same: the page as the model's rows (row_to_json, its DateTime columns
 * revived as Prisma gives them) and its total, with the user's row when the pipeline waits for it
 * (lib/account/users/first-read.ts). Through Prisma a list was two queries after the user's lookup.
 * tests/api/model-rows.test.ts holds such a list to the serializer over Prisma's rows.
 */
export interface ModelRowsSpec {
  table: string;
  /** The model's DateTime columns: every one of them, or a field stays a string. */
  dates: readonly string[];
  /** A row is in a year when [start, end] overlaps it (the resource's yearScope). */
  overlap: { start: string; end: string };
  /** The list order: this column descending, then the id descending (the resource's orderBy). */
  orderColumn: string;
}

interface RowsScope {
  userId: number;
  /** Deleted rows (the trash) instead of live ones. */
  deleted?: boolean;
  /** Only this year's rows, by the spec's year column. */
  year?: number;
  /** Equality conditions on the resource's own columns (a list's filters). */
  narrow?: Where;
}

/**
 * The FROM and WHERE of the user's rows in `scope` (table aliased t), or null when a filter is more than
 * an equality on the resource's own columns, or the year has no column to read (then Prisma reads).
 */
function rowsFrom(spec: JsonSpec | ModelRowsSpec, scope: RowsScope): Prisma.Sql | null {
  const where = [Prisma.sql`t."user_id" = ${scope.userId}`, live('t', scope.deleted)];
  for (const [key, value] of Object.entries(scope.narrow ?? {})) {
    const known = 'fields' in spec && key in spec.fields;
    if (!known || !(typeof value === 'string' || typeof value === 'number')) return null;
    where.push(Prisma.sql`${Prisma.raw(col('t', key))} = ${value}`);
  }
  if (scope.year !== undefined) {
    const [first, last] = [`${scope.year}-01-01`, `${scope.year}-12-31`];
    if ('overlap' in spec) {
      const [start, end] = [col('t', spec.overlap.start), col('t', spec.overlap.end)];
      where.push(Prisma.sql`${Prisma.raw(start)} <= ${last}::date AND ${Prisma.raw(end)} >= ${first}::date`);
    } else if (spec.yearColumn) {
      const c = Prisma.raw(col('t', spec.yearColumn));
      where.push(Prisma.sql`${c} >= ${first}::date AND ${c} <= ${last}::date`);
    } else return null;
  }
  return Prisma.sql`${Prisma.raw(`${quoted(spec.table)} t`)} WHERE ${Prisma.join(where, ' AND ')}`;
}

/** A page of the rows `from` names, newest first (the list order): read straight off the table's index. */
function pageOf(spec: { orderColumn: string }, from: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`SELECT t.* FROM ${from} ORDER BY ${listOrder(spec, 't')} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The year a list of a year-scoped resource reads: the one asked for, else the current one; none for the
 * trash without a year (all of it). listRecords reads by the same rule through Prisma.
 */
export function listYear(ctx: Pick<Ctx, 'now'>, query: Partial<YearListQuery>): number | undefined {
  return query.year !== undefined || !query.deleted ? (query.year ?? ctx.now.getUTCFullYear()) : undefined;
}

/** The newest `limit` rows of `scope` as jsonArray's text column (the dashboard's), or null as rowsFrom. */
export function newestJson(spec: JsonSpec, scope: RowsScope, limit: number): Prisma.Sql | null {
  const from = rowsFrom(spec, scope);
  return from && jsonArray(spec, pageOf(spec, from, limit, 0));
}

/**
 * A page of the caller's records as a JSON array's text and their total, in one statement: what
 * listRecords answers for a resource with a `json` spec, or null when the filters are more than
 * equalities (then Prisma reads). The API's list sends the text as it is (no parse and stringify of
 * hundreds of rows); the pages parse it (listJson).
 */
export async function listJsonText(
  spec: JsonSpec,
  ctx: Ctx,
  query: Partial<YearListQuery> & { limit: number; offset: number },
  narrow: Where,
  yearScoped: boolean,
): Promise<{ text: string; total: number } | null> {
  const year = yearScoped ? listYear(ctx, query) : undefined;
  const from = rowsFrom(spec, { userId: ctx.userId, deleted: query.deleted, narrow, year });
  if (!from || (yearScoped && !spec.yearColumn)) return null;
  // The live rows of a year, unfiltered, are counted by the kept sums; any other scope counts its rows.
  const kept = !query.deleted && year !== undefined && Object.keys(narrow).length === 0;
  const total =
    kept && spec.yearCount ? spec.yearCount(ctx.userId, year) : Prisma.sql`SELECT count(*)::int FROM ${from}`;
  const rows = await readRowsWithUser<{ total: number; items: string }>(
    ctx,
    Prisma.sql`
    SELECT (${total}) AS total,
           ${jsonArray(spec, pageOf(spec, from, query.limit, query.offset))} AS items`,
  );
  const row = rows[0];
  return { text: row?.items ?? '[]', total: row?.total ?? 0 };
}

/** listJsonText's page, parsed. */
export async function listJson(
  ...args: Parameters<typeof listJsonText>
): Promise<{ items: unknown[]; total: number } | null> {
  const page = await listJsonText(...args);
  return page && { items: JSON.parse(page.text) as unknown[], total: page.total };
}

/**
 * A page of the caller's records of a ModelRowsSpec resource and their total, in one statement, each row
 * serialized by `serialize` (the resource's own): what listRecords answers through Prisma.
 */
export async function listModelRows<Row>(
  spec: ModelRowsSpec,
  ctx: Ctx,
  query: Partial<YearListQuery> & { limit: number; offset: number },
  serialize: (row: Row, ctx: Ctx) => unknown,
): Promise<{ items: unknown[]; total: number }> {
  const from = rowsFrom(spec, { userId: ctx.userId, deleted: query.deleted, year: listYear(ctx, query) });
  if (!from) throw new Error(`The rows of ${spec.table} have no scope`);
  const rows = await readRowsWithUser<{ total: number; items: string }>(
    ctx,
    Prisma.sql`
    SELECT (SELECT count(*)::int FROM ${from}) AS total,
           (SELECT coalesce(json_agg(row_to_json(r) ORDER BY ${listOrder(spec, 'r')}), '[]')::text
              FROM (${pageOf(spec, from, query.limit, query.offset)}) r) AS items`,
  );
  const row = rows[0];
  const items = JSON.parse(row?.items ?? '[]') as Record<string, unknown>[];
  return {
    items: items.map((r) => serialize(revive<Row>(r, spec.dates as (keyof Row & string)[]), ctx)),
    total: row?.total ?? 0,
  };
}
