import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_DIGEST } from '@/lib/core/errors';
import { getDatabase, openDatabase, setDatabaseForTests, type DbHandle } from '@/lib/providers/db/client';
import { expenseResource } from '@/lib/records/expenses/resource';
import { createRecord, listRecords } from '@/lib/records/service';
import { newUser } from '../helpers/http';
import { expectBack, expectUnavailable } from '../helpers/outage';

// Every way a PostgreSQL server stops serving a database is 503 `unavailable` with Retry-After, never 500,
// and the app serves again by itself once it is over. Each state is made for real on the test server, for
// a throwaway database owned by a throwaway role (not a superuser: connection limits do not apply to one).
// (Before: with the database closed to connections, SQLSTATE 55000, every request answered 500.)

const SERVER = process.env.TEST_DATABASE_URL ?? '';
const name = `tl_outage_${randomBytes(4).toString('hex')}`;

async function admin<T = unknown>(sql: string): Promise<T[]> {
  const c = new Client({ connectionString: SERVER });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

const asRole = () => {
  const url = new URL(SERVER);
  url.username = name;
  url.pathname = `/${name}`;
  return url.toString();
};

/** Ends every backend of the test database (the app's pooled connections), as an administrator would. */
const terminateBackends = () =>
  admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);

describe.runIf(SERVER)('PostgreSQL outages: 503, then back without a restart', () => {
  let original: DbHandle;
  let handle: DbHandle;
  let token = '';

  beforeAll(async () => {
    await admin(`CREATE ROLE ${name} LOGIN`);
    await admin(`CREATE DATABASE ${name} OWNER ${name}`);
    original = await getDatabase();
    handle = await openDatabase({ url: asRole(), connectTimeoutMs: 2000 });
    setDatabaseForTests(handle);
    token = (await newUser('outage')).token;
  });

  afterAll(async () => {
    setDatabaseForTests(original);
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${name}`);
  });

  it('backends terminated under a running request: that request 503, the next ones 200', async () => {
    // A request waits on a lock the test holds; its backend is then terminated (57P01) while it waits.
    const locker = new Client({ connectionString: asRole() });
    await locker.connect();
    const { pid } = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0] ?? {};
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "users" IN ACCESS EXCLUSIVE MODE');
    const pending = newUserCall(token);
    const waiting = async () =>
      (
        await admin<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}' AND wait_event_type = 'Lock'`,
        )
      )[0]?.n ?? 0;
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> ${pid}`,
    );
    await locker.query('COMMIT');
    await locker.end();
    const res = await pending;
    expect([res.status, res.body.error?.code]).toEqual([503, 'unavailable']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectBack(token);
  });

  it('ALLOW_CONNECTIONS false plus terminated backends (55000): 503 everywhere, then 200', async () => {
    const user = await handle.db.user.findFirstOrThrow();
    const ctx = { db: handle.db, user, userId: user.id, now: new Date(), requestId: 'outage' };
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await terminateBackends();
      await expectUnavailable(token);
      // The pages call the same services: what they throw carries the outage's digest, so the error
      // page says "unavailable for a moment" (app/error.tsx), a read and a write (BEGIN fails) alike.
      const outage = { digest: UNAVAILABLE_DIGEST };
      await expect(listRecords(expenseResource, ctx, { limit: 10, offset: 0 })).rejects.toMatchObject(outage);
      const expense = { date: '2026-01-02', category: 'meals', amount: 1 };
      await expect(createRecord(expenseResource, ctx, expense)).rejects.toMatchObject(outage);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    console.log(`connections allowed again: first 200 after ${await expectBack(token)} ms`);
  });

  it('every connection the database allows taken (53300): 503 everywhere, then 200', async () => {
    await admin(`ALTER DATABASE ${name} CONNECTION LIMIT 2`);
    const hogs = [new Client({ connectionString: asRole() }), new Client({ connectionString: asRole() })];
    try {
      await terminateBackends();
      for (const h of hogs) await h.connect();
      await expectUnavailable(token);
    } finally {
      for (const h of hogs) await h.end().catch(() => undefined);
      await admin(`ALTER DATABASE ${name} CONNECTION LIMIT -1`);
    }
    console.log(`connections free again: first 200 after ${await expectBack(token)} ms`);
  });
});

async function newUserCall(token: string) {
  const { call } = await import('../helpers/http');
  return call('GET', '/api/v1/me', { token });
}
