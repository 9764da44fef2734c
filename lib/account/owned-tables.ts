import 'server-only';
import type { DbOrTx } from '@/lib/providers/db/client';
import { RECORDS } from '@/lib/records/all';

// Which tables hold a user's records, read from the database the Prisma schema was migrated into: every
// table with a `user_id` column (one per model with a `user_id` field), ordered children before parents by
// their foreign keys, the order a delete must follow. "Export my data" writes each of them and erasure
// deletes each of them, so a new model with a `user_id` is exported and erased without a line of code
// here. Read from the catalog on each use (two small queries, on rare operations) rather than kept by
// hand: tests/api/account-erasure.test.ts checks the list against prisma/schema.prisma.

/** A record as the export reads it: column name → JSON value (dates as YYYY-MM-DD). */
export type Row = Record<string, unknown>;

export interface OwnedTable {
  table: string;
  /** Its columns in their order, less the withheld ones: the header of its CSV, also when it has no rows. */
  columns: string[];
  /** Columns holding an object-store key (`…objstore_key`): the files its records name. */
  fileColumns: string[];
}

/** What the database derives from a row's own columns, from the records' definitions: the API record as JSON
 * text (`api_json`, for the lists) and the computed views' array (`view_json`). */
const DERIVED_COLUMNS = Object.fromEntries(
  RECORDS.map((r): [string, string[]] => [
    r.table,
    [...(r.storedJson ? ['api_json'] : []), ...(r.viewColumns.length > 0 ? ['view_json'] : [])],
  ]).filter(([, columns]) => columns.length > 0),
) as Readonly<Record<string, readonly string[]>>;

/**
 * Columns never exported: secrets (password and link hashes), what the database derives from a row's
 * own columns (DERIVED_COLUMNS), and a write's stored answer under its idempotency key (a copy of a record
 * the export holds anyway, kept one day).
 */
const WITHHELD_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash', 'calendar_token_hash'],
  password_reset_tokens: ['token_hash'],
  idempotency_keys: ['request_hash', 'body'],
  ...DERIVED_COLUMNS,
};
export const withheldColumns = (table: string): readonly string[] => WITHHELD_COLUMNS[table] ?? [];

interface ColumnRow {
  table_name: string;
  columns: string[];
}
interface EdgeRow {
  child: string;
  parent: string;
}

/** Kahn's algorithm: a table comes out once every table that references it has. Ties by name. */
export function childrenFirst(tables: readonly string[], edges: readonly EdgeRow[]): string[] {
  const inSet = new Set(tables);
  const refs = edges.filter((e) => e.child !== e.parent && inSet.has(e.child) && inSet.has(e.parent));
  const waiting = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of refs) waiting.get(e.parent)?.add(e.child);
  const out: string[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, children]) => children.size === 0).map(([t]) => t);
    if (ready.length === 0)
      throw new Error(`User tables reference each other in a cycle: ${[...waiting.keys()].join(', ')}`);
    for (const t of ready.sort()) {
      out.push(t);
      waiting.delete(t);
      for (const children of waiting.values()) children.delete(t);
    }
  }
  return out;
}

export async function ownedTables(db: DbOrTx): Promise<OwnedTable[]> {
  const [columns, edges] = await Promise.all([
    db.$queryRawUnsafe<ColumnRow[]>(
      `SELECT c.table_name::text AS table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
         FROM information_schema.columns c
         JOIN information_schema.tables t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema() AND c.table_name <> 'users'
        GROUP BY c.table_name
       HAVING bool_or(c.column_name = 'user_id')`,
    ),
    db.$queryRawUnsafe<EdgeRow[]>(
      `SELECT child.relname::text AS child, parent.relname::text AS parent
         FROM pg_constraint k
         JOIN pg_class child ON child.oid = k.conrelid
         JOIN pg_class parent ON parent.oid = k.confrelid
         JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE k.contype = 'f' AND n.nspname = current_schema()`,
    ),
  ]);
  const byName = new Map(columns.map((c) => [c.table_name, c.columns]));
  return childrenFirst([...byName.keys()], edges).map((table) => ({
    table,
    columns: (byName.get(table) ?? []).filter((c) => !withheldColumns(table).includes(c)),
    fileColumns: (byName.get(table) ?? []).filter((c) => c.endsWith('objstore_key')),
  }));
}

/**
 * Removes every record the user owns, for real (raw statements: the soft-delete extension would turn a
 * Prisma delete into an update), children first. Run it inside a transaction: erasure and re-seeding do.
 */
export async function deleteOwnedRows(db: DbOrTx, userId: number): Promise<void> {
  for (const { table } of await ownedTables(db)) {
    await db.$executeRawUnsafe(`DELETE FROM "${table}" WHERE user_id = $1`, userId);
  }
}
