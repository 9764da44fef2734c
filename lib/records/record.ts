import { z } from 'zod';
import { dateOut, timestamp } from '@/lib/core/dates';
import type { AnyCol } from './columns';
import type { JsonField } from './json-rows';

// One definition per record (STYLE §4): a record's table and its columns, declared once (./columns.ts). The
// API's record schema, the create and patch bodies, the serializer, the fields of the JSON the database
// builds for lists, and the columns the views read are all derived here; the Prisma model's columns and the
// triggers that keep a row's JSON are generated from it by scripts/gen-records.ts (`--check` in npm test).

type Cols = Record<string, AnyCol>;
type TypesOf<X> = X extends { types: infer T } ? T : never;
type InOf<X> = TypesOf<X> extends { in: infer I } ? I : never;
type OutOf<X> = TypesOf<X> extends { out: infer O extends z.ZodType } ? O : never;

type Written<X> = InOf<X> extends z.ZodType ? true : false;
type Value<S> = S extends z.ZodType ? z.output<S> : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The API record: every answered column's value. */
export type RecordValue<C extends Cols> = Flat<{
  [K in keyof C as TypesOf<C[K]> extends { api: true } ? K : never]: Value<OutOf<C[K]>>;
}>;
/** A create body: every written column, optional unless required. */
export type CreateValue<C extends Cols> = Flat<
  {
    [
      K in keyof C as Written<C[K]> extends true ? (TypesOf<C[K]> extends { req: true } ? K : never) : never
    ]: Value<InOf<C[K]>>;
  } & {
    [
      K in keyof C as Written<C[K]> extends true ? (TypesOf<C[K]> extends { req: true } ? never : K) : never
    ]?: Value<InOf<C[K]>>;
  }
>;

/** A rule across fields of a body (an end date not before its start), checked on create and patch alike. */
export interface BodyRule {
  check: (body: Record<string, unknown>) => boolean;
  message: string;
  path: string[];
}

export interface RecordDefinition<
  C extends Cols,
  K extends string = string,
  V extends readonly (keyof C & string)[] = readonly (keyof C & string)[],
> {
  /** The Prisma model (`Expense`), its client key (`expense`) and its table (`expenses`). */
  model: string;
  key: K;
  table: string;
  columns: C;
  /** The name of the API record's schema in the OpenAPI document. */
  schemaId: string;
  /** A trigger keeps each row's API record as JSON text in `api_json`, for the lists (./json-rows.ts). */
  storedJson?: boolean;
  /** The columns the computed views read, in order: a trigger keeps them as a JSON array in `view_json`. */
  viewColumns?: V;
  rules?: readonly BodyRule[];
}

export interface Defined<
  C extends Cols,
  K extends string = string,
  V extends readonly (keyof C & string)[] = readonly (keyof C & string)[],
> extends RecordDefinition<C, K, V> {
  viewColumns: V;
  record: z.ZodObject;
  createBody: z.ZodType<CreateValue<C>>;
  updateBody: z.ZodType<Partial<CreateValue<C>>>;
  /** The row (a Prisma row, or a row read by SQL with its dates as Date) as the API answers it. */
  serialize(row: object, ctx: { now: Date }): RecordValue<C>;
  /** Each answered column and how the database writes its JSON; null when one is computed by the serializer. */
  jsonFields: Record<string, JsonField> | null;
  /** The columns read as JavaScript Dates (dates and timestamps). */
  dates: readonly string[];
  /**
   * The row's `viewColumns` from the array the trigger keeps (dates as Date, as Prisma gives them), built as
   * one object literal; the record has no view array when it has no viewColumns.
   */
  fromViewArray(values: readonly unknown[]): Record<string, unknown>;
}

function described(schema: z.ZodType, doc: string | undefined): z.ZodType {
  return doc ? schema.meta({ description: doc }) : schema;
}

/** Derives everything a record's code needs from its one definition. */
export function defineRecord<
  const C extends Cols,
  const K extends string,
  const V extends readonly (keyof C & string)[] = readonly [],
>(def: RecordDefinition<C, K, V>): Defined<C, K, V> {
  const entries = Object.entries(def.columns);
  const answered = entries.filter(([, c]) => c.def.api);
  const written = entries.filter(([, c]) => c.def.input !== undefined);

  const recordShape = Object.fromEntries(answered.map(([k, c]) => [k, described(c.def.output, c.def.doc)]));
  const bodyShape = Object.fromEntries(
    written.map(([k, c]) => {
      const input = described(c.def.input as z.ZodType, c.def.doc);
      return [k, c.def.required ? input : input.optional()];
    }),
  );
  const withRules = <T extends z.ZodType>(body: T): T => {
    let out: z.ZodType = body;
    // A fresh options object for each refine: zod takes ownership of (and rewrites) the one it is given.
    for (const r of def.rules ?? []) {
      out = out.refine((v) => r.check(v as Record<string, unknown>), {
        message: r.message,
        path: [...r.path],
      });
    }
    return out as T;
  };
  const createBody = withRules(z.strictObject(bodyShape));
  const updateBody = withRules(z.strictObject(bodyShape).partial());

  const computed = answered.some(([, c]) => c.def.serializeAs);
  const serializers = answered.map(([k, c]): [string, FieldOf] => {
    const as = c.def.serializeAs;
    if (as) return [k, (row, ctx) => as(row[k], row, ctx)];
    if (c.def.db === 'date') return [k, (row) => dateOut(row[k] as Date | null)];
    if (c.def.db === 'timestamp') return [k, (row) => timestamp(row[k] as Date | null)];
    if (c.def.db === 'bigint') return [k, (row) => (row[k] === null ? null : Number(row[k]))];
    return [k, (row) => row[k]];
  });

  let build: ((row: Record<string, unknown>, ctx: { now: Date }) => Record<string, unknown>) | undefined;
  let fromArray: ((values: readonly unknown[]) => Record<string, unknown>) | undefined;
  const viewFields = (def.viewColumns ?? []).map(
    (k, i): [string, (values: readonly unknown[]) => unknown] => {
      const db = def.columns[k]?.def.db;
      return [k, db === 'date' || db === 'timestamp' ? (v) => new Date(v[i] as string) : (v) => v[i]];
    },
  );
  return {
    ...def,
    viewColumns: def.viewColumns ?? ([] as unknown as V),
    record: z.object(recordShape).meta({ id: def.schemaId }),
    createBody: createBody as unknown as Defined<C, K, V>['createBody'],
    updateBody: updateBody as unknown as Defined<C, K, V>['updateBody'],
    serialize(row, ctx) {
      build ??= literalOf(['row', 'ctx'], serializers);
      return build(row as Record<string, unknown>, ctx) as ReturnType<Defined<C, K, V>['serialize']>;
    },
    jsonFields: computed
      ? null
      : Object.fromEntries(
          answered.map(([k, c]) => [
            k,
            c.def.db === 'date' ? 'date' : c.def.db === 'timestamp' ? 'timestamp' : 'value',
          ]),
        ),
    fromViewArray(values) {
      fromArray ??= literalOf(['values'], viewFields);
      return fromArray(values);
    },
    dates: entries
      .filter(([, c]) => c.def.stored && (c.def.db === 'date' || c.def.db === 'timestamp'))
      .map(([k]) => k),
  };
}

type FieldOf = (row: Record<string, unknown>, ctx: { now: Date }) => unknown;

/**
 * The record as one object literal of its fields in order, compiled once on the server at the first
 * serialize: an object filled key by key past a dozen keys is a dictionary to V8, slower to build and to
 * read for every record of a list (lib/views/load/years.ts measured it). The keys are the definition's own
 * column names, checked as plain identifiers. Never compiled in a browser, whose CSP forbids it: pages'
 * client code imports definitions for their enums, never to serialize.
 */
function literalOf<A extends unknown[]>(
  params: { [I in keyof A]: string },
  fields: readonly [string, (...args: A) => unknown][],
): (...args: A) => Record<string, unknown> {
  for (const [k] of fields) if (!/^[a-z_][a-z0-9_]*$/.test(k)) throw new Error(`Not a column name: ${k}`);
  const args = (params as string[]).join(', ');
  const body = fields.map(([k], i) => `${k}: f[${i}](${args})`).join(', ');
  const make = new Function('f', `return (${args}) => ({ ${body} });`) as (
    f: readonly ((...args: A) => unknown)[],
  ) => (...args: A) => Record<string, unknown>;
  return make(fields.map(([, f]) => f));
}
