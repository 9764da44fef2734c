import 'server-only';
import type { EmbeddedClient } from '@/lib/providers/db/embedded-worker';

// pg-boss on the embedded database. pg-boss talks to PostgreSQL through one function, `executeSql(text,
// values)` (its documented `db` option), so PGlite serves it in-process: no socket, no second driver. Its
// maintenance commands are several statements in one string without parameters (BEGIN; ...; COMMIT), which
// only PGlite's `exec` runs; everything with parameters is one statement, for `query`. PGlite runs one
// statement at a time for everyone (Prisma included), so each call is atomic with respect to the app's.

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function pgliteExecutor(pglite: EmbeddedClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
