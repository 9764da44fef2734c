import { Prisma } from '@/lib/generated/prisma/client';
import { markUnavailable } from './unavailable';

// Soft delete, once, for every model with a `deleted_at` column: reads (including counts, aggregates and
// groupBy, inside transactions too) see only live rows, and delete/deleteMany become `deleted_at` updates.
// The explicit unfiltered path: a `where` that names `deleted_at` itself is left as written (the trash list
// asks for `deleted_at: { not: null }`, restore updates a row whatever its `deleted_at`).
// Nested `include`s are not filtered: give them their own `where: { deleted_at: null }`.

/** Every model with a `deleted_at` column (Prisma's own list of each model's columns): the records. */
export const SOFT_DELETE_MODELS = new Set<string>(
  Object.values(Prisma.ModelName).filter((model) => {
    const columns = Prisma[`${model}ScalarFieldEnum` as keyof typeof Prisma] as object | undefined;
    return columns !== undefined && 'deleted_at' in columns;
  }),
);

/**
 * The soft delete in SQL, written once: the live rows of a table (aliased `alias`), or the trash. Raw SQL
 * bypasses the client extension below, so every statement that reads records says which rows it reads with
 * this; lint refuses `deleted_at IS [NOT] NULL` written anywhere else.
 */
export function live(alias?: string, trash = false): Prisma.Sql {
  return Prisma.raw(`${alias ? `${alias}.` : ''}"deleted_at" IS ${trash ? 'NOT NULL' : 'NULL'}`);
}

/** The user's live rows of a table (aliased `alias`): the owner and the soft delete, the usual condition. */
export function ownLive(userId: number, alias?: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias ? `${alias}."user_id"` : '"user_id"')} = ${userId} AND ${live(alias)}`;
}

const FILTERED_READS = new Set([
  'findMany',
  'findFirst',
  'findFirstOrThrow',
  'findUnique',
  'findUniqueOrThrow',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
]);

type Where = Record<string, unknown>;
type ArgsWithWhere = { where?: Where; data?: unknown };
/** The runtime's internal request parameters; `query(args, params)` runs them in the caller's transaction. */
type InternalParams = { action: string; clientMethod: string } & Record<string, unknown>;
type QueryWithParams = (args: unknown, params?: InternalParams) => Promise<unknown>;

function withLiveFilter(where: Where | undefined): Where {
  if (where && 'deleted_at' in where) return where;
  return { ...where, deleted_at: null };
}

/** Raw SQL passes here: it has no live filter to add (its statements say which rows), only outages to mark. */
async function raw<A, R>({ args, query }: { args: A; query: (args: A) => Promise<R> }): Promise<R> {
  try {
    return await query(args);
  } catch (err) {
    throw markUnavailable(err);
  }
}

export const softDelete = Prisma.defineExtension({
  name: 'softDelete',
  query: {
    $allModels: {
      async $allOperations(params) {
        // The one hook every model operation passes: an outage is marked here for the pages' error
        // boundary too (./unavailable.ts).
        try {
          return await liveRowsOnly(params);
        } catch (err) {
          throw markUnavailable(err);
        }
      },
    },
    $queryRaw: raw,
    $queryRawUnsafe: raw,
    $executeRaw: raw,
    $executeRawUnsafe: raw,
  },
});

async function liveRowsOnly(params: {
  model: string;
  operation: string;
  args: unknown;
  query: (args: unknown) => Promise<unknown>;
}): Promise<unknown> {
  const { model, operation, query } = params;
  if (!SOFT_DELETE_MODELS.has(model)) return query(params.args);
  const args = (params.args ?? {}) as ArgsWithWhere;
  if (FILTERED_READS.has(operation)) return query({ ...args, where: withLiveFilter(args.where) });
  if (operation === 'delete' || operation === 'deleteMany') {
    // Re-dispatch as an update through the same request parameters, so that a delete inside
    // `$transaction` stays inside it (the root client would run it on another connection).
    const internal = (params as unknown as { __internalParams: InternalParams }).__internalParams;
    const action = operation === 'delete' ? 'update' : 'updateMany';
    const rewritten = {
      where: withLiveFilter(args.where),
      data: { deleted_at: new Date() },
    };
    return (query as unknown as QueryWithParams)(rewritten, {
      ...internal,
      action,
      clientMethod: internal.clientMethod.replace(/\.[A-Za-z]+$/, `.${action}`),
      args: rewritten,
    });
  }
  return query(args);
}

/**
 * The explicit unfiltered path: a `where` that names `deleted_at` (here as `undefined`, which Prisma
 * ignores) reaches deleted and live rows alike.
 * @internal Tests use it too.
 */
export function includingDeleted<W extends object>(where: W): W & { deleted_at: undefined } {
  return { ...where, deleted_at: undefined };
}

/** The trash: only soft-deleted rows. */
export function onlyDeleted<W extends object>(where: W): W & { deleted_at: { not: null } } {
  return { ...where, deleted_at: { not: null } };
}
