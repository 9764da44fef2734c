import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { isOwnKey } from '@/lib/storage/keys';
import type { StoredFile } from '@/lib/zip/stored-files';
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
  for (const t of tables) {
    for (const column of t.fileColumns) {
      const name = fileNamer(t.table, column);
      for (const row of await rowsWithFile(db, t.table, column, userId)) {
        const key = row[column];
        // Keys are checked on write; this keeps a file of another user out of the archive for sure.
        if (typeof key === 'string' && isOwnKey(key, userId))
          files.push({ name: unique(name(row, key)), key });
      }
    }
  }
  return files;
}
