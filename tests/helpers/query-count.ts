import { embeddedAdapter, extend, type Db } from '@/lib/providers/db/client';
import { openEmbedded } from '@/lib/providers/db/embedded';
import { migrate } from '@/lib/providers/db/migrate';
import { pgliteRunner } from '@/lib/providers/db/runners';
import { PrismaClient } from '@/lib/generated/prisma/client';

// A database of its own (in-memory PGlite, migrated) whose Prisma client reports every SQL statement it
// sends: what a query-count ceiling is measured with. Statements, not Prisma calls, so that a call Prisma
// splits into several queries (an include, a nested write) counts as what it costs.

export interface CountingDatabase {
  db: Db;
  /** The statements sent since the last reset, in order. */
  statements(): readonly string[];
  reset(): void;
  close(): Promise<void>;
}

export async function openCountingDatabase(): Promise<CountingDatabase> {
  const { pglite, release } = await openEmbedded();
  await migrate(pgliteRunner(pglite));
  const base = new PrismaClient({
    adapter: embeddedAdapter(pglite),
    log: [{ emit: 'event', level: 'query' }],
  });
  let sent: string[] = [];
  base.$on('query', (e) => {
    sent.push(e.query);
  });
  return {
    db: extend(base),
    statements: () => sent,
    reset: () => {
      sent = [];
    },
    async close() {
      await base.$disconnect();
      await pglite.close();
      release();
    },
  };
}
