import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut } from '@/lib/core/dates';
import { ApiError, invalidField } from '@/lib/core/errors';
import { readOwnFile } from '@/lib/providers/storage/service';
import { EXPENSE_RULES, flagDuplicates, matchKey, TRIP_RULES, type Saved } from './duplicates';
import type { ImportKind } from './kinds';
import { summarize, type Preview } from './preview';
import { expenseRow, type ExpenseRow } from './rows-expenses';
import { tripRow, type TripRow } from './rows-mileage';
import { fieldsOf, resolve, type ImportSettings } from './settings';
import { readTable, type Table } from './table';

// From the stored file and the worker's settings to the rows and the preview: read and parse the file, check
// the settings against its columns, build the rows, flag duplicates (repeats inside the file, and matches of
// the worker's saved records, lib/imports/duplicates.ts). Used
// by create, update and commit alike, so the committed rows are exactly the previewed ones.

export type Computed =
  | { kind: 'expenses'; preview: Preview<ExpenseRow>; rows: ExpenseRow[] }
  | { kind: 'mileage'; preview: Preview<TripRow>; rows: TripRow[] };

/** A mapping must name columns of this file, and fields of this kind of import. */
function checkSettings(table: Table, kind: ImportKind, s: ImportSettings): void {
  const fields = fieldsOf(kind);
  for (const [field, label] of Object.entries(s.mapping ?? {})) {
    if (!(fields as readonly string[]).includes(field)) {
      throw invalidField(`mapping.${field}`, `A ${kind} import has no ${field} column`);
    }
    if (label !== null && label !== undefined && !table.columns.includes(label)) {
      throw invalidField(`mapping.${field}`, `This file has no column named "${label}"`);
    }
  }
  const other =
    kind === 'expenses' ? ['purpose_map', 'default_purpose'] : ['category_map', 'default_category'];
  for (const key of other) {
    if (key in s) throw invalidField(key, `Not used by a ${kind} import`);
  }
  if (kind === 'mileage' && s.expense_sign)
    throw invalidField('expense_sign', 'Not used by a mileage import');
}

function dateSpan(dates: (string | null)[]): { gte: Date; lte: Date } | null {
  const known = dates.filter((d): d is string => d !== null).sort();
  const first = known[0];
  const last = known.at(-1);
  return first && last ? { gte: dateIn(first), lte: dateIn(last) } : null;
}

async function savedExpenses(ctx: Ctx, rows: ExpenseRow[]): Promise<Saved[]> {
  const date = dateSpan(rows.map((r) => r.date));
  if (!date) return [];
  const found = await ctx.db.expense.findMany({
    where: { user_id: ctx.userId, date },
    select: { date: true, amount: true, description: true },
    orderBy: { id: 'asc' },
  });
  return found.map((e) => ({
    key: matchKey(dateOut(e.date), e.amount),
    text: e.description,
    label: e.description,
  }));
}

async function savedTrips(ctx: Ctx, rows: TripRow[]): Promise<Saved[]> {
  const date = dateSpan(rows.map((r) => r.date));
  if (!date) return [];
  const found = await ctx.db.mileageTrip.findMany({
    where: { user_id: ctx.userId, date },
    select: { date: true, miles: true, origin: true, destination: true, notes: true },
    orderBy: { id: 'asc' },
  });
  return found.map((t) => ({
    key: matchKey(dateOut(t.date), t.miles),
    text: '',
    label: [t.origin, t.destination].filter(Boolean).join(' to ') || t.notes,
  }));
}

export async function computeImport(
  ctx: Ctx,
  kind: ImportKind,
  key: string,
  settings: ImportSettings,
): Promise<Computed> {
  const parsed = await readTable(await readOwnFile(ctx.userId, key, 'imports'));
  if (!parsed.ok)
    throw new ApiError('unprocessable_import', `This file cannot be imported. ${parsed.reason}`);
  const { table } = parsed;
  checkSettings(table, kind, settings);
  const r = resolve(table, kind, settings);
  if (kind === 'expenses') {
    const built = table.rows.map((row) => expenseRow(row, r));
    const rows = flagDuplicates(built, EXPENSE_RULES, await savedExpenses(ctx, built), r.include);
    return { kind, rows, preview: summarize(table, r, rows) };
  }
  const built = table.rows.map((row) => tripRow(row, r));
  const rows = flagDuplicates(built, TRIP_RULES, await savedTrips(ctx, built), r.include);
  return { kind, rows, preview: summarize(table, r, rows) };
}
