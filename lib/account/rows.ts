import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { OWNED_TABLES, SECRET_USER_COLUMNS, type Row } from './owned-tables';

// Every row of a user-owned table as JSON, soft-deleted ones included (they are the user's data too),
// read in id order in batches. Raw SQL over the one list of tables, so a new table needs no code here:
// `to_jsonb` gives every column, dates as YYYY-MM-DD; timestamps are turned into ISO with Z here.

const BATCH = 1_000;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)$/;

/** The table names the queries may name: only those of the list, never a value from a request. */
const KNOWN = new Set(['users', ...OWNED_TABLES.map((t) => t.table)]);
function quoted(table: string): string {
  if (!KNOWN.has(table)) throw new Error(`Not a user-owned table: ${table}`);
  return `"${table}"`;
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
      `SELECT id, to_jsonb(t) AS row FROM ${quoted(table)} t WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT ${BATCH}`,
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
  if (!/^[a-z_]+$/.test(column)) throw new Error(`Not a column name: ${column}`);
  const rows = await db.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT to_jsonb(t) AS row FROM ${quoted(table)} t WHERE user_id = $1 AND "${column}" IS NOT NULL ORDER BY id`,
    userId,
  );
  return rows.map((r) => normalize(r.row));
}

/** The user's own row, without the secrets (password hash, calendar secret hash). */
export async function accountRow(db: DbOrTx, userId: number): Promise<Row> {
  const drop = SECRET_USER_COLUMNS.map((c) => ` - '${c}'`).join('');
  const rows = await db.$queryRawUnsafe<{ row: Row }[]>(
    `SELECT to_jsonb(u)${drop} AS row FROM users u WHERE id = $1`,
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
  const secret = new Set<string>(table === 'users' ? SECRET_USER_COLUMNS : []);
  return rows.map((r) => r.column_name).filter((c) => !secret.has(c));
}
