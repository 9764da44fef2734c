import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut } from '@/lib/core/dates';
import { Prisma } from '@/lib/generated/prisma/client';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { quoted } from '@/lib/records/json-rows';
import { EXPENSE_CSV_HEADER, expenseCsvLine, csvLine, MILEAGE_CSV_HEADER, tripCsvLine } from './csv';
import { expenseConditions, type ExpenseFilters } from '@/lib/records/expenses/filters';
import { tripConditions, type TripFilters } from '@/lib/records/mileage/filters';

// The two CSV exports as lines, oldest first (a log reads forward), every matching row: read in batches
// by keyset (date, id) so neither the database nor the server holds the whole list at once.

export const EXPORT_BATCH = 500;

export type Cursor = { date: Date; id: number } | null;

/** Rows after the cursor in (date, id) order, as SQL on rows aliased t. */
export function after(cursor: Cursor): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  return Prisma.sql`(t."date", t."id") > (${dateOut(cursor.date)}::date, ${cursor.id})`;
}

/** The keyset order of after(). */
export const byDateAndId = Prisma.sql`t."date", t."id"`;

/** Every row `read` returns, batch after batch, each batch starting after the last row of the one before. */
export async function* inBatches<R extends { date: Date; id: number }>(
  read: (cursor: Cursor) => Promise<R[]>,
  batch: number,
): AsyncGenerator<R> {
  let cursor: Cursor = null;
  for (;;) {
    const rows = await read(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    cursor = { date: last.date, id: last.id };
  }
}

/**
 * A batch of `table`'s rows (aliased t) that `where` keeps, after the cursor, with the linked assignment's
 * name: a deleted assignment still names the rows that point at it.
 */
function batchOf<R>(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  from: { table: string; columns: readonly (keyof R & string)[] },
  where: Prisma.Sql,
  batch: number,
) {
  const columns = Prisma.raw(from.columns.map((c) => `t.${quoted(c)}`).join(', '));
  return (cursor: Cursor) =>
    readRows<R & { date: Date; id: number; facility: string | null }>(
      ctx.db,
      Prisma.sql`SELECT t."id", t."date", ${columns}, a."facility" FROM ${Prisma.raw(quoted(from.table))} t
        LEFT JOIN "assignments" a ON a."id" = t."assignment_id"
        WHERE ${ownLive(ctx.userId, 't')} AND ${where} AND ${after(cursor)}
        ORDER BY ${byDateAndId} LIMIT ${batch}`,
    );
}

export async function* expenseCsvLines(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  filters: ExpenseFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(EXPENSE_CSV_HEADER);
  const read = batchOf<{ category: string; amount: number; description: string }>(
    ctx,
    { table: 'expenses', columns: ['category', 'amount', 'description'] },
    expenseConditions(filters),
    batch,
  );
  for await (const e of inBatches(read, batch)) {
    yield expenseCsvLine({
      date: dateOut(e.date),
      category: e.category,
      amount: e.amount,
      description: e.description,
      assignment: e.facility,
    });
  }
}

export async function* tripCsvLines(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  filters: TripFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(MILEAGE_CSV_HEADER);
  const read = batchOf<{
    origin: string;
    destination: string;
    purpose: string;
    miles: number;
    notes: string;
  }>(
    ctx,
    { table: 'mileage_trips', columns: ['origin', 'destination', 'purpose', 'miles', 'notes'] },
    tripConditions(filters),
    batch,
  );
  for await (const t of inBatches(read, batch)) {
    yield tripCsvLine({
      date: dateOut(t.date),
      origin: t.origin,
      destination: t.destination,
      purpose: t.purpose,
      miles: t.miles,
      notes: t.notes,
      assignment: t.facility,
    });
  }
}
