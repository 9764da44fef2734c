import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// Where the benchmarked app keeps its data: a fresh database on the local PostgreSQL server (dropped at
// the end), or a fresh embedded PGlite directory (removed at the end).

export interface Mode {
  name: 'postgres' | 'embedded';
  /** What openDatabase() takes, for seeding before the server starts. */
  open: { url: string } | { dataDir: string };
  /** Variables the server gets. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** The postgres mode, or the reason it is skipped (no server reachable). */
export async function postgresMode(adminUrl: string): Promise<Mode | string> {
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    return `no PostgreSQL server at ${new URL(adminUrl).host} (${String(err)})`;
  }
  const name = `tl_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    open: { url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    async cleanup() {
      const c = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function embeddedMode(): Mode {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-bench-'));
  return {
    name: 'embedded',
    open: { dataDir },
    env: { DATA_DIR: dataDir },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
