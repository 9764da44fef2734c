import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extend,
  getDatabase,
  openDatabase,
  setDatabaseForTests,
  type DbHandle,
} from '@/lib/providers/db/client';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { installServerGate } from '@/lib/http/server-gate';
import { newUser } from '../helpers/http';
import { expectUnavailable } from '../helpers/outage';
import { startTcpGate } from '../helpers/tcp-gate';

// A database that cannot be reached is 503 `unavailable` with Retry-After on every API route (never 500),
// and the app recovers by itself, without a restart, once the database is back.

const refused = (): DbHandle => {
  const base = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: 'postgresql://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    }),
  });
  const db = extend(base);
  return { db, kind: 'postgres', jobDb: () => db, close: () => base.$disconnect() };
};

let original: DbHandle | undefined;
afterAll(() => {
  if (original) setDatabaseForTests(original);
});

describe('database unreachable', () => {
  it('503 with Retry-After while the pool points at a port that refuses, 200 once it is back', async () => {
    const u = await newUser();
    original = await getDatabase();
    setDatabaseForTests(refused());
    await expectUnavailable(u.token);
    setDatabaseForTests(original);
    expect((await u.call('GET', '/api/v1/me')).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL going away under a live pool: 503, then 200 again without a restart',
    async () => {
      const u = await newUser();
      original = await getDatabase();
      const rows = await original.db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
      const name = rows[0]?.name ?? '';
      const server = new URL(process.env.TEST_DATABASE_URL ?? '');
      const gate = await startTcpGate(server.hostname, Number(server.port || 5432));
      const url = new URL(server);
      url.host = `127.0.0.1:${gate.port}`;
      url.pathname = `/${name}`;
      const gated = await openDatabase({ url: url.toString() });
      try {
        setDatabaseForTests(gated);
        expect((await u.call('GET', '/api/v1/me')).status).toBe(200);
        gate.block();
        await expectUnavailable(u.token);
        gate.unblock();
        const started = Date.now();
        let status = 0;
        while (status !== 200 && Date.now() - started < 10_000)
          status = (await u.call('GET', '/api/v1/me')).status;
        expect(status).toBe(200);
        console.log(`database back: first 200 after ${Date.now() - started} ms`);
      } finally {
        setDatabaseForTests(original);
        await gated.close();
        await gate.close();
      }
    },
  );
});

// A page is rendered by Next.js, which answers 500 when a page throws and has no way for the page to say
// 503: the app's HTTP server gate turns the 500 of a request that met an outage into 503 with Retry-After.
// Here a real server behind the gate plays Next's part (render, fail, answer 500).
describe('a page that fails on an outage', () => {
  it('goes out as 503 with Retry-After; a page failing for another reason stays 500', async () => {
    installServerGate();
    const down = refused();
    const server = createServer((req, res) => {
      const render = req.url === '/outage' ? down.db.user.findFirst() : Promise.reject(new Error('a bug'));
      void render.then(
        () => res.end('page'),
        () => {
          res.statusCode = 500;
          res.end('error page');
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const outage = await fetch(`${base}/outage`);
      expect([outage.status, outage.headers.get('retry-after')]).toEqual([503, '5']);
      const bug = await fetch(`${base}/bug`);
      expect([bug.status, bug.headers.get('retry-after')]).toEqual([500, null]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await down.close();
    }
  });
});
