import type { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import type { ErrorCode } from '@/lib/core/errors';
import type { JsonSpec, ModelRowsSpec } from './json-rows';
import type { RECORDS } from './all';

// What one record resource is: its schemas, its list order and year scope, the hooks that turn validated
// input into columns and a row into the API's shape, and what the API reference says about it. The six
// operations' contracts (lib/http/record-contracts.ts) are built from this, and the document from them.

/** A record's Prisma client key ('expense'), one per definition (./all.ts). */
export type ModelKey = (typeof RECORDS)[number]['key'];

export interface BaseRow {
  id: number;
  user_id: number;
  deleted_at: Date | null;
}

export type Where = Record<string, unknown>;
export type OrderBy = Record<string, 'asc' | 'desc'>;

/** What the API reference says about a resource beyond its schemas. */
export interface RecordDocs {
  /** The tag grouping its operations (app/api/v1/document.ts). */
  tag: string;
  /** A sentence or two for the list and create operations. */
  about?: string;
  /** Which rows `year` selects ('expenses by their `date`'); year-scoped resources only. */
  yearNote?: string;
  /** Errors a create or update adds: another user's file key (404), a duplicate (409). */
  writeErrors?: ErrorCode[];
  /** Errors only an update adds (a status moving backwards). */
  patchErrors?: ErrorCode[];
  /** Fields of the example record a type alone gets wrong (a computed status); the rest is derived. */
  exampleRecord?: Record<string, unknown>;
}

export interface ResourceSpec<Row extends BaseRow, Create, Update> {
  /** Singular, for messages: 'Assignment'. */
  name: string;
  /** Path segment under /api/v1: 'assignments'. */
  path: string;
  model: ModelKey;
  /** The record as the API answers it. */
  record: z.ZodObject;
  createBody?: z.ZodType<Create>;
  updateBody?: z.ZodType<Update>;
  /** A realistic create body, shown in the API reference and exercised by its test. */
  example: Record<string, unknown>;
  /** Rows belonging to `year`; absent for resources that are not year-scoped (docs/api-guide.md §4). */
  yearScope?: (year: number) => Where;
  orderBy: OrderBy[];
  docs: RecordDocs;
  // Methods (not function properties) so that a spec of concrete input types is usable where any is.
  toCreateData?(ctx: Ctx, input: Create): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * The columns a change sets. `existing` reads the record as it is (404 when the caller has none), once,
   * when asked: a change that needs nothing of it is the update alone, one statement.
   */
  toUpdateData?(
    ctx: Ctx,
    existing: () => Promise<Row>,
    input: Update,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  serialize(row: Row, ctx: Ctx): unknown;
  /** The record as the database builds it (./json-rows.ts): lists of this resource skip Prisma's row mapping. */
  json?: JsonSpec;
  /** Listed by one statement of the model's rows, serialized by `serialize` (./json-rows.ts ModelRowsSpec). */
  modelRows?: ModelRowsSpec;
  /** Runs after every committed write (notification sync); never fails the request. */
  afterWrite?(ctx: Ctx): Promise<void>;
}

/** The common shape of the Prisma delegates this layer calls. */
export interface Delegate<Row> {
  findMany(args: { where: Where; orderBy?: OrderBy[]; skip?: number; take?: number }): Promise<Row[]>;
  findFirst(args: { where: Where }): Promise<Row | null>;
  count(args: { where: Where }): Promise<number>;
  create(args: { data: Record<string, unknown> }): Promise<Row>;
  update(args: { where: Where; data: Record<string, unknown> }): Promise<Row>;
  delete(args: { where: Where }): Promise<Row>;
}

interface DefinedLike<C = unknown, U = unknown, R = unknown> {
  key: string;
  table: string;
  record: z.ZodObject;
  createBody: z.ZodType<C>;
  updateBody: z.ZodType<U>;
  serialize(row: object, ctx: { now: Date }): R;
  jsonFields: JsonSpec['fields'] | null;
  storedJson?: boolean;
  dates: readonly string[];
}

/** What a resource takes from its record's one definition (./record.ts): model, schemas and serializer. */
export function fromRecord<C, U, R>(def: DefinedLike<C, U, R>) {
  return {
    model: def.key as ModelKey,
    record: def.record,
    createBody: def.createBody,
    updateBody: def.updateBody,
    serialize: def.serialize,
  };
}

/** The JSON the database builds a list's records with (./json-rows.ts), from the definition. */
export function jsonOf(def: DefinedLike): Pick<JsonSpec, 'table' | 'fields' | 'stored'> {
  if (!def.jsonFields) throw new Error(`${def.table}: a computed field cannot be built by the database`);
  return { table: def.table, fields: def.jsonFields, stored: def.storedJson };
}

/** fromRecord for a record no client writes through its resource (a saved comparison, a notification). */
export function fromReadOnlyRecord<R>(def: DefinedLike<unknown, unknown, R>) {
  return { model: def.key as ModelKey, record: def.record, serialize: def.serialize };
}
