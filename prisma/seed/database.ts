import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '@/lib/providers/db/client';
import { EmbeddedDatabaseBusyError, openEmbedded } from '@/lib/providers/db/embedded';
import { migrate } from '@/lib/providers/db/migrate';
import { pgliteRunner, pgRunner } from '@/lib/providers/db/runners';
import { env } from '@/lib/env';

// What the scripts (seed, token, db:*) open: the database the app would, from the same configuration.

export interface DatabaseTarget {
  /** PostgreSQL connection string, when DATABASE_URL is set. */
  url?: string;
  /** DATA_DIR, absolute; the embedded database lives in its `pglite` folder. */
  dataDir: string;
  /** For messages, without the password. */
  label: string;
}

export function appDatabaseTarget(): DatabaseTarget {
  const e = env();
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  if (!e.DATABASE_URL) return { dataDir, label: `embedded PostgreSQL in ${path.join(dataDir, 'pglite')}` };
  const u = new URL(e.DATABASE_URL);
  return { url: e.DATABASE_URL, dataDir, label: `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}` };
}

/** Opens (and migrates) the app's database. */
export function openAppDatabase(target = appDatabaseTarget()): Promise<DbHandle> {
  return openDatabase({ url: target.url, dataDir: target.dataDir });
}

/** Applies the pending migrations (as opening the app's database does) and returns their names. */
export async function migrateTarget(target: DatabaseTarget): Promise<string[]> {
  if (target.url) {
    const client = new Client({ connectionString: target.url });
    await client.connect();
    try {
      return await migrate(pgRunner(client));
    } finally {
      await client.end();
    }
  }
  const { pglite, release } = await openEmbedded(target.dataDir);
  try {
    return await migrate(pgliteRunner(pglite));
  } finally {
    await pglite.close();
    release();
  }
}

export function reportMigrations(label: string, applied: string[]): void {
  if (applied.length === 0) return console.log(`${label}: up to date`);
  console.log(`${label}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}`);
  for (const name of applied) console.log(`  ${name}`);
}

/** Runs a script's main: a known failure prints its message alone; exit code 1 on any failure. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusyError || err instanceof ScriptError) {
      console.error(`Error: ${err.message}`);
    } else {
      console.error(err);
    }
    process.exitCode = 1;
  }
}

/** A failure the user can act on: printed without a stack trace. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/** The value after `--name` (or `--name=value`) on the command line. */
export function argValue(name: string, argv = process.argv.slice(2)): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return undefined;
  const arg = argv[i] as string;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
}
