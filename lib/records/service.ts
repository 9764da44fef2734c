import 'server-only';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/providers/db/client';
import { onlyDeleted } from '@/lib/providers/db/soft-delete';
import { accountErased, notFound } from '@/lib/core/errors';
import type { Ctx } from '@/lib/core/context';
import { assertStrictBody } from '@/lib/validation/body-rule';
import { INT4_MAX, type YearListQuery } from '@/lib/validation/common';
import type { BaseRow, Delegate, ResourceSpec, Where } from './define';
import { listJson, listJsonText, listModelRows, listYear } from './json-rows';
import { insertRow, liveRow, softDeleteRow, updateRow } from './write';

// The six operations every record resource shares. The owner is inside every lookup, so another user's
// record is 404 by construction; deletes are soft (lib/providers/db/soft-delete.ts).

type AnySpec<Row extends BaseRow> = ResourceSpec<Row, unknown, unknown>;

function delegate<Row>(db: DbOrTx, spec: { model: string }): Delegate<Row> {
  return (db as unknown as Record<string, Delegate<Row>>)[spec.model] as Delegate<Row>;
}

/**
 * A page of the caller's records, the API's list and the pages' alike. `narrow` adds conditions on top of
 * the owner and year scope (the Expenses and Mileage filters); it can only ever narrow the caller's rows.
 */
export async function listRecords<Row extends BaseRow>(
  spec: AnySpec<Row>,
  ctx: Ctx,
  query: Partial<YearListQuery> & { limit: number; offset: number },
  narrow: Where = {},
): Promise<{ items: unknown[]; total: number }> {
  if (spec.json) {
    const page = await listJson(spec.json, ctx, query, narrow, spec.yearScope !== undefined);
    if (page) return page;
  }
  let where: Where = { ...narrow, user_id: ctx.userId };
  const year = listYear(ctx, query);
  if (spec.yearScope && year !== undefined) where = { ...where, ...spec.yearScope(year) };
  if (query.deleted) where = onlyDeleted(where);
  const d = delegate<Row>(ctx.db, spec);
  const rows = await d.findMany({
    where,
    orderBy: [...spec.orderBy, { id: 'desc' }],
    skip: query.offset,
    take: query.limit,
  });
  // A page that is not full, and not past the end, is the end: its total is exact without a count, one
  // statement less for most lists (a user has a few dozen contracts, credentials or tax homes).
  const end = rows.length < query.limit && (rows.length > 0 || query.offset === 0);
  const total = end ? query.offset + rows.length : await d.count({ where });
  return { items: rows.map((r) => spec.serialize(r, ctx)), total };
}

/**
 * listRecords' page as a JSON array's text, for the API's list: the database's own text when the resource
 * has a `json` spec and the query allows it, else the serialized records.
 */
export async function listRecordsText<Row extends BaseRow>(
  spec: AnySpec<Row>,
  ctx: Ctx,
  query: Partial<YearListQuery> & { limit: number; offset: number },
): Promise<{ text: string; total: number }> {
  if (spec.json) {
    const page = await listJsonText(spec.json, ctx, query, {}, spec.yearScope !== undefined);
    if (page) return page;
  }
  const page = spec.modelRows
    ? await listModelRows(spec.modelRows, ctx, query, spec.serialize)
    : await listRecords(spec, ctx, query);
  return { text: JSON.stringify(page.items), total: page.total };
}

/** The caller's live record, or null (another user's and a deleted one alike). */
export async function findOwnRecord<Row extends BaseRow>(
  spec: AnySpec<Row>,
  ctx: Ctx,
  id: number,
): Promise<Row | null> {
  return liveRow<Row>({ db: ctx.db, model: spec.model, userId: ctx.userId }, id);
}

/**
 * An id no record can have (not an int4 above 0: a form action called with a made-up argument) names no
 * record: 404, not a database error.
 */
function assertPossibleId(spec: { name: string }, id: unknown): asserts id is number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT4_MAX) throw notFound(spec.name);
}

export async function getRecordOrThrow<Row extends BaseRow>(
  spec: AnySpec<Row>,
  ctx: Ctx,
  id: number,
): Promise<Row> {
  assertPossibleId(spec, id);
  const row = await findOwnRecord(spec, ctx, id);
  if (!row) throw notFound(spec.name);
  return row;
}

async function afterWrite(spec: AnySpec<BaseRow>, ctx: Ctx): Promise<void> {
  if (!spec.afterWrite) return;
  try {
    await spec.afterWrite(ctx);
  } catch (err) {
    console.error(JSON.stringify({ requestId: ctx.requestId, afterWrite: spec.name, error: String(err) }));
  }
}

const ruled = new WeakSet<object>();

/**
 * A write without a hook puts its parsed input straight into columns, so the spec's bodies must refuse every
 * unknown field (lib/validation/body-rule.ts): checked once per spec, whoever writes (the API, a form, the
 * visit suggestions), and a spec that breaks the rule writes nothing.
 */
function assertBodyRule(spec: { name: string; createBody?: z.ZodType; updateBody?: z.ZodType }): void {
  if (ruled.has(spec)) return;
  if (spec.createBody) assertStrictBody(spec.createBody, `${spec.name}: the create body`);
  if (spec.updateBody) assertStrictBody(spec.updateBody, `${spec.name}: the update body`);
  ruled.add(spec);
}

export async function createRecord<Row extends BaseRow, C>(
  spec: ResourceSpec<Row, C, unknown>,
  ctx: Ctx,
  input: C,
) {
  assertBodyRule(spec);
  const data = spec.toCreateData ? await spec.toCreateData(ctx, input) : (input as Record<string, unknown>);
  const row = await insertRow<Row>({ db: ctx.db, model: spec.model, userId: ctx.userId }, data);
  if (!row) throw accountErased();
  await afterWrite(spec, ctx);
  return spec.serialize(row, ctx);
}

export async function updateRecord<Row extends BaseRow, U>(
  spec: ResourceSpec<Row, unknown, U>,
  ctx: Ctx,
  id: number,
  input: U,
) {
  assertBodyRule(spec);
  assertPossibleId(spec, id);
  // The record as it is, read only for a change that needs it: otherwise the update finds it or not (404).
  let read: Promise<Row> | undefined;
  const existing = () => (read ??= getRecordOrThrow(spec, ctx, id));
  const data = spec.toUpdateData
    ? await spec.toUpdateData(ctx, existing, input)
    : (input as Record<string, unknown>);
  // Not the caller's, deleted since it was read, or the account erased: as if it had never been found.
  const row = await updateRow<Row>({ db: ctx.db, model: spec.model, userId: ctx.userId }, id, data);
  if (!row) throw notFound(spec.name);
  await afterWrite(spec, ctx);
  return spec.serialize(row, ctx);
}

export async function deleteRecord<Row extends BaseRow>(
  spec: AnySpec<Row>,
  ctx: Ctx,
  id: number,
): Promise<void> {
  assertPossibleId(spec, id);
  const deleted = await softDeleteRow({ db: ctx.db, model: spec.model, userId: ctx.userId }, id);
  if (!deleted) throw notFound(spec.name);
  await afterWrite(spec, ctx);
}

/** 200 with the record, deleted or not (docs/api-guide.md §5); 404 only when it is not the caller's at all. */
export async function restoreRecord<Row extends BaseRow>(spec: AnySpec<Row>, ctx: Ctx, id: number) {
  assertPossibleId(spec, id);
  const target = { db: ctx.db, model: spec.model, userId: ctx.userId };
  const restored = await updateRow<Row>(target, id, { deleted_at: null }, { deleted: true });
  if (restored) {
    await afterWrite(spec, ctx);
    return spec.serialize(restored, ctx);
  }
  // Not in the trash: the live record as it is, or 404 when the caller has no such record at all.
  return spec.serialize(await getRecordOrThrow(spec, ctx, id), ctx);
}
