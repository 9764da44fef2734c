// npm run db:reset -- --yes — deletes every row of the app's database and migrates it afresh.
// Embedded: removes DATA_DIR/pglite (refused while the app holds the database). DATABASE_URL: drops and
// recreates the `public` schema, and only on a server of this machine.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabaseBusyError, openEmbedded } from '@/lib/providers/db/embedded';
import {
  appDatabaseTarget,
  migrateTarget,
  reportMigrations,
  runScript,
  ScriptError,
  type DatabaseTarget,
} from '../prisma/seed/database';

const noop = () => undefined;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

async function resetServer(url: string): Promise<void> {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) {
    throw new ScriptError(
      `Refusing to reset a database on ${host}: db:reset only touches a server on this machine`,
    );
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** Removes the embedded database, holding its lock meanwhile; returns the lock's release. */
async function resetEmbedded(dataDir: string): Promise<() => void> {
  const dir = path.join(dataDir, 'pglite');
  let release: () => void = noop;
  if (existsSync(dir)) {
    try {
      // Taking the lock is the point: a running app makes this throw EmbeddedDatabaseBusyError.
      const opened = await openEmbedded(dataDir);
      await opened.pglite.close();
      release = opened.release;
    } catch (err) {
      if (err instanceof EmbeddedDatabaseBusyError) throw err;
      console.warn(`The existing database could not be opened (${String(err)}); removing it anyway.`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return release;
}

await runScript(async () => {
  const target: DatabaseTarget = appDatabaseTarget();
  if (!process.argv.includes('--yes')) {
    throw new ScriptError(`This deletes all data in ${target.label}. Run again with --yes to confirm.`);
  }
  let release: () => void = noop;
  try {
    if (target.url) await resetServer(target.url);
    else release = await resetEmbedded(target.dataDir);
    console.log(`Emptied ${target.label}`);
    reportMigrations(target.label, await migrateTarget(target));
  } finally {
    release();
  }
});
