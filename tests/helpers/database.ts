import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '@/lib/providers/db/client';

// Each test run gets a database of its own: a fresh in-memory PGlite, or, with TEST_DATABASE_URL, a new
// database created on that (local) server and dropped afterwards.

export function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing to run tests against a database that is not local: ${host}`);
  }
}

export async function openTestDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, drop: () => handle.close() };
  }
  assertLocal(serverUrl);
  const name = `tl_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    async drop() {
      await handle.close();
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
