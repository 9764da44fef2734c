import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { Prisma } from '@/lib/generated/prisma/client';
import { quoted } from './json-rows';

// The one way the views read records: typed SQL through one helper. A statement names the record's
// definition (lib/records/<record>/record.ts), which gives the table and the columns it reads (the stored
// ones: never the JSON the triggers keep), the owner and the soft delete are added by ownLive, and the row
// arrives as the model's row (dates as Date, 64-bit sums as BigInt: lib/providers/db/direct.ts's types).
// Through the driver itself on a server, skipping Prisma's mapping (issue 19), and inside a transaction
// through it. Why not Prisma's TypedSQL: it types a .sql file by asking a live database through the CLI's
// native engine, which cannot be downloaded here (docs/architecture.md §5); the definitions already know
// every column's type.

interface Readable {
  table: string;
  columns: Record<string, { def: { stored: boolean } }>;
}

const listed = new WeakMap<Readable, Prisma.Sql>();

/** The record's stored columns, for SELECT (aliased t). */
function columnsOf(record: Readable): Prisma.Sql {
  let list = listed.get(record);
  if (!list) {
    const names = Object.entries(record.columns)
      .filter(([, c]) => c.def.stored)
      .map(([name]) => `t.${quoted(name)}`);
    list = Prisma.raw(names.join(', '));
    listed.set(record, list);
  }
  return list;
}

export interface RecordsQuery {
  /** More conditions on the record's own columns (aliased t), ANDed to the owner's live rows. */
  where?: Prisma.Sql;
  /** The order, as SQL on t: `t."date", t."id"`. */
  orderBy: Prisma.Sql;
  limit?: number;
}

/** The caller's live records of one kind that `query` selects, as the model's rows. */
export function readRecords<Row>(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  record: Readable,
  query: RecordsQuery,
): Promise<Row[]> {
  const where = query.where ? Prisma.sql` AND (${query.where})` : Prisma.empty;
  const limit = query.limit === undefined ? Prisma.empty : Prisma.sql` LIMIT ${query.limit}`;
  return readRows<Row>(
    ctx.db,
    Prisma.sql`SELECT ${columnsOf(record)} FROM ${Prisma.raw(quoted(record.table))} t
      WHERE ${ownLive(ctx.userId, 't')}${where} ORDER BY ${query.orderBy}${limit}`,
  );
}

/** How many of the caller's live records of one kind `where` selects. */
export async function countRecords(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  record: Readable,
  where?: Prisma.Sql,
): Promise<number> {
  const and = where ? Prisma.sql` AND (${where})` : Prisma.empty;
  const [row] = await readRows<{ n: number }>(
    ctx.db,
    Prisma.sql`SELECT count(*)::int AS n FROM ${Prisma.raw(quoted(record.table))} t WHERE ${ownLive(ctx.userId, 't')}${and}`,
  );
  return row?.n ?? 0;
}
