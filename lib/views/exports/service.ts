import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut } from '@/lib/core/dates';
import { EXPENSE_CSV_HEADER, expenseCsvLine, csvLine, MILEAGE_CSV_HEADER, tripCsvLine } from './csv';
import { expenseWhere, type ExpenseFilters } from '@/lib/records/expenses/filters';
import { tripWhere, type TripFilters } from '@/lib/records/mileage/filters';

// The two CSV exports as lines, oldest first (a log reads forward), every matching row: read in batches
// by keyset (date, id) so neither the database nor the server holds the whole list at once.

export const EXPORT_BATCH = 500;

export type Cursor = { date: Date; id: number } | null;

/** Rows after the cursor in (date, id) order. */
export function after(cursor: Cursor) {
  if (!cursor) return {};
  return { OR: [{ date: { gt: cursor.date } }, { date: cursor.date, id: { gt: cursor.id } }] };
}

export const order = [{ date: 'asc' as const }, { id: 'asc' as const }];
// The linked assignment's name; a deleted assignment still names the rows that point at it.
const withAssignment = { assignment: { select: { facility: true } } };

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

export async function* expenseCsvLines(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  filters: ExpenseFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(EXPENSE_CSV_HEADER);
  const where = expenseWhere(ctx.userId, filters);
  const read = (cursor: Cursor) =>
    ctx.db.expense.findMany({
      where: { AND: [where, after(cursor)] },
      orderBy: order,
      take: batch,
      include: withAssignment,
    });
  for await (const e of inBatches(read, batch)) {
    yield expenseCsvLine({
      date: dateOut(e.date),
      category: e.category,
      amount: e.amount,
      description: e.description,
      assignment: e.assignment?.facility ?? null,
    });
  }
}

export async function* tripCsvLines(
  ctx: Pick<Ctx, 'db' | 'userId'>,
  filters: TripFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(MILEAGE_CSV_HEADER);
  const where = tripWhere(ctx.userId, filters);
  const read = (cursor: Cursor) =>
    ctx.db.mileageTrip.findMany({
      where: { AND: [where, after(cursor)] },
      orderBy: order,
      take: batch,
      include: withAssignment,
    });
  for await (const t of inBatches(read, batch)) {
    yield tripCsvLine({
      date: dateOut(t.date),
      origin: t.origin,
      destination: t.destination,
      purpose: t.purpose,
      miles: t.miles,
      notes: t.notes,
      assignment: t.assignment?.facility ?? null,
    });
  }
}
