import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '@/lib/providers/db/embedded';
import { threadOf, type EmbeddedClient } from '@/lib/providers/db/embedded-worker';
import { isDatabaseUnavailable } from '@/lib/providers/db/unavailable';

// The embedded database runs in a worker thread (lib/providers/db/embedded-worker.ts). What the app relies on from
// PGlite must hold across the thread: a transaction keeps every other statement out until it ends, a
// rollback leaves nothing, errors arrive as PGlite's DatabaseError with their fields, the caller's parsers
// apply, named statements give each execution its own parameters, and a closed database is an outage.

let db: EmbeddedClient;
const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]?.n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  db = (await openEmbedded()).pglite;
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, d date, tags text[], j jsonb)');
});
afterAll(async () => {
  await db.close();
});

describe('the embedded database in its thread', () => {
  it('keeps a statement from outside waiting until an open transaction commits', async () => {
    await db.exec('DELETE FROM t');
    let outside: Promise<number | undefined> | undefined;
    let seenOutside: number | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [1]);
      outside = count().then((n) => (seenOutside = n));
      await sleep(30);
      expect(seenOutside).toBeUndefined(); // still waiting for the transaction
      expect((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]?.n).toBe(1);
    });
    expect(await outside).toBe(1);
  });

  it('leaves nothing of a transaction rolled back or failed', async () => {
    await db.exec('DELETE FROM t');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [2]);
      await tx.rollback();
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
        throw new Error('the caller gave up');
      }),
    ).rejects.toThrow('the caller gave up');
    expect(await count()).toBe(0);
  });

  it('sends errors back as PGlite’s own, with their code and constraint', async () => {
    await db.exec('DELETE FROM t');
    await db.query('INSERT INTO t (id) VALUES ($1)', [4]);
    const err = await db.query('INSERT INTO t (id) VALUES ($1)', [4]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(messages.DatabaseError);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey', severity: 'ERROR' });
    await expect(db.query('SELECT nope FROM t')).rejects.toMatchObject({ code: '42703' });
    expect(await count()).toBe(1); // and the connection goes on
  });

  it('applies the caller’s parsers to their types, in object and array rows', async () => {
    await db.exec('DELETE FROM t');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [5, '2026-03-04', ['a', 'b'], { x: [1] }]);
    const parsers = { 1082: (value: string) => `day ${value}` };
    const objects = await db.query('SELECT id, d, tags, j FROM t', [], { parsers });
    expect(objects.rows).toEqual([{ id: 5, d: 'day 2026-03-04', tags: ['a', 'b'], j: { x: [1] } }]);
    const arrays = await db.query('SELECT id, d FROM t', [], { rowMode: 'array', parsers });
    expect(arrays.rows).toEqual([[5, 'day 2026-03-04']]);
    const plain = await db.query<{ d: Date }>('SELECT d FROM t');
    expect(plain.rows[0]?.d).toBeInstanceOf(Date);
  });

  it('gives each execution of a named statement its own parameters, past the number it names', async () => {
    const texts = Array.from({ length: 420 }, (_, i) => `SELECT $1::int + ${i} AS n`);
    const results = await Promise.all(
      texts.flatMap((text, i) =>
        [7, 8].map((p) => db.query<{ n: number }>(text, [p]).then((r) => [i, p, r])),
      ),
    );
    for (const [i, p, r] of results as [number, number, { rows: { n: number }[] }][]) {
      expect(r.rows[0]?.n).toBe(p + i);
    }
  });

  it('answers as an outage once closed', async () => {
    const other = (await openEmbedded()).pglite;
    await other.close();
    const err = await other.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});

describe('a thread that ends unasked', () => {
  it('fails what it was running as an outage, and the next statement finds the database again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-embedded-'));
    const { pglite: client, release } = await openEmbedded(dir);
    try {
      await client.exec('CREATE TABLE kept (id int)');
      await client.query('INSERT INTO kept VALUES ($1)', [1]);
      const first = threadOf(client);
      const running = client.query('SELECT pg_sleep(0.2)').catch((e: unknown) => e);
      await sleep(20);
      await first?.terminate(); // as PGlite's abort ends its thread
      expect(isDatabaseUnavailable(await running)).toBe(true);
      const rows = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM kept');
      expect(rows.rows).toEqual([{ n: 1 }]);
      expect(threadOf(client)).not.toBe(first);
    } finally {
      await client.close();
      release();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
