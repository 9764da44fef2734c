import 'server-only';
import type { DbOrTx } from '@/lib/providers/db/client';
import { isOwnKey } from '@/lib/providers/storage/keys';
import type { StoredFile } from '@/lib/http/zip/stored-files';
import { fileNamer } from './file-columns';
import { uniqueNames } from './file-names';
import type { OwnedTable } from './owned-tables';
import { rowsWithFile } from './rows';

/** Every file a record of the user names (records in the trash included), with its name inside a ZIP. */
export async function accountFiles(
  db: DbOrTx,
  userId: number,
  tables: readonly OwnedTable[],
): Promise<StoredFile[]> {
  const unique = uniqueNames();
  const files: StoredFile[] = [];
  // The statements at once, then their rows in table order (the names stay the same): one after another,
  // each waited its turn behind every other request's on a busy embedded database.
  const columns = tables.flatMap((t) => t.fileColumns.map((column) => ({ table: t.table, column })));
  const found = await Promise.all(columns.map((c) => rowsWithFile(db, c.table, c.column, userId)));
  for (const [i, { table, column }] of columns.entries()) {
    const name = fileNamer(table, column);
    for (const row of found[i] ?? []) {
      const key = row[column];
      // Keys are checked on write; this keeps a file of another user out of the archive for sure.
      if (typeof key === 'string' && isOwnKey(key, userId)) files.push({ name: unique(name(row, key)), key });
    }
  }
  return files;
}
