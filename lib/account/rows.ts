import 'server-only';
import type { DbOrTx } from '@/lib/providers/db/client';
import { withheldColumns, type Row } from './owned-tables';

// Every row of a user-owned table as JSON, soft-deleted ones included (they are the user's data too),
// read in id order in batches. Raw SQL over the tables owned-tables.ts reads from the catalog, so a new
// table needs no code here: `to_jsonb` gives every column (secrets and derived columns removed), dates as YYYY-MM-DD;
// timestamps are turned into ISO with Z here.

const BATCH = 1_000;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)$/;

/** Table and column names come from the catalog, never from a request; this keeps them plain anyway. */
const NAME = /^[a-z_][a-z0-9_]*$/;
function quoted(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a table or column name: ${name}`);
  return `"${name}"`;
}

/** `to_jsonb(t) - 'column' …`: the row without its withheld columns (owned-tables.ts). */
function jsonb(table: string, alias: string): string {
  return `to_jsonb(${alias})${withheldColumns(table)
    .map((c) => ` - '${c}'`)
    .join('')}`;
}

function normalize(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row))
    out[k] = typeof v === 'string' && TIMESTAMP.test(v) ? new Date(v).toISOString() : v;
  return out;
}

export async function* ownedRows(db: DbOrTx, table: string, userId: number): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await db.$queryRawUnsafe<{ id: number; row: Row }[]>(
      `SELECT id, ${jsonb(table, 't')} AS row FROM ${quoted(table)} t WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT ${BATCH}`,
      userId,
      after,
    );
    for (const r of rows) yield normalize(r.row);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** Rows whose `column` names a file: what the export and the deletion look for in storage. */
export async function rowsWithFile(
  db: DbOrTx,
  table: string,
  column: string,
  userId: number,
): Promise<Row[]> {
  const rows = await db.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT ${jsonb(table, 't')} AS row FROM ${quoted(table)} t WHERE user_id = $1 AND ${quoted(column)} IS NOT NULL ORDER BY id`,
    userId,
  );
  return rows.map((r) => normalize(r.row));
}

/** The user's own row, without the secrets (password hash, calendar secret hash). */
export async function accountRow(db: DbOrTx, userId: number): Promise<Row> {
  const rows = await db.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT ${jsonb('users', 'u')} AS row FROM users u WHERE id = $1`,
    userId,
  );
  return normalize(rows[0]?.row ?? {});
}

/** Column names of a table in their order: the header of its CSV, also when it has no rows. */
export async function tableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ column_name: string }[]>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    table,
  );
  const withheld = new Set(withheldColumns(table));
  return rows.map((r) => r.column_name).filter((c) => !withheld.has(c));
}
