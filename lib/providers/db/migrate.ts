import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Applies prisma/migrations/<name>/migration.sql in order, recording each in a table shaped like Prisma's
// own `_prisma_migrations`, so `prisma migrate deploy` on a connected machine sees the same history.
// (Prisma 7's migrate engine is a native download that these machines cannot fetch.)

export interface SqlRunner {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one string, no parameters. */
  exec(sql: string): Promise<void>;
  transaction(fn: (tx: SqlRunner) => Promise<void>): Promise<void>;
  /** Serializes concurrent migrators on a shared server; a no-op in-process. */
  lock(fn: () => Promise<void>): Promise<void>;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function migrationsDir(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'prisma', 'migrations');
}

export async function readMigrations(
  dir = migrationsDir(),
): Promise<{ name: string; sql: string; checksum: string }[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Returns the names of the migrations it applied. */
export async function migrate(runner: SqlRunner, dir = migrationsDir()): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const applied: string[] = [];
  await runner.lock(async () => {
    await runner.exec(CREATE_TABLE);
    const rows = await runner.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const recorded = done.get(m.name);
      if (recorded !== undefined) {
        if (recorded !== m.checksum) {
          throw new Error(
            `Migration ${m.name} was changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      await runner.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
      });
      applied.push(m.name);
    }
  });
  return applied;
}
