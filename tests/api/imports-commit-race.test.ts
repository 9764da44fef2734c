import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb, type Db } from '@/lib/providers/db/client';
import { commitImport } from '@/lib/imports/commit';
import { newUser } from '../helpers/http';
import { startImport, type User } from '../helpers/imports';

// Two commits of one import at once: one writes the rows, the other is 409 `conflict`, on PostgreSQL and on
// the embedded database alike. Before: the second was 422 unprocessable_import whenever it read the import
// before the first committed but computed its preview after (on PGlite, one connection, that is the usual
// order): every row was then a duplicate of the rows just written, and "no row is ready" was decided before
// the claim that says "already committed".

const CONFLICT = 'This import was already committed';
const answer = (r: { status: number; body: { error?: { code: string } } | null }) =>
  `${r.status} ${r.body?.error?.code ?? 'ok'}`;

async function ctxOf(user: User): Promise<Ctx> {
  const db = await getDb();
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  return { db, user: row, userId: user.id, now: new Date(), requestId: 'imports-commit-race' };
}

/**
 * `db` whose first read of an import answers only once `gate` has resolved: a request paused just after
 * that read. `read` resolves when the row has been read.
 */
function pausedAfterFirstRead(db: Db, gate: Promise<void>): { db: Db; read: Promise<void> } {
  let readDone: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (readDone = resolve));
  let paused = false;
  const dataImport = new Proxy(db.dataImport, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop !== 'findFirst' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const row: unknown = await value.apply(target, args);
        if (!paused) {
          paused = true;
          readDone();
          await gate;
        }
        return row;
      };
    },
  });
  const pausedDb = new Proxy(db, {
    get(target, prop) {
      if (prop === 'dataImport') return dataImport;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: pausedDb, read };
}

describe('committing one import twice at once', () => {
  it.each([['expenses', 'chase-card.csv'] as const, ['mileage', 'mileiq-drives.csv'] as const])(
    'a %s import over HTTP: 200 and 409 conflict however the two interleave, the rows written once',
    async (kind, file) => {
      const list = kind === 'expenses' ? '/api/v1/expenses?year=2026' : '/api/v1/mileage?year=2026';
      // The second request a few milliseconds behind the first, so that some land in the window between
      // the first's read and its commit, whatever the machine's speed.
      for (const delay of [0, 2, 4, 6, 9, 14]) {
        const user = await newUser(`race-${kind}-${delay}`);
        const started = await startImport(user, file, kind);
        expect(started.status).toBe(201);
        const path = `/api/v1/imports/${started.body.id}/commit`;
        const first = user.call('POST', path);
        await new Promise((resolve) => setTimeout(resolve, delay));
        const results = await Promise.all([first, user.call('POST', path)]);
        expect({ delay, answers: results.map(answer).sort() }).toEqual({
          delay,
          answers: ['200 ok', '409 conflict'],
        });
        expect(results.find((r) => r.status === 409)?.body.error.message).toBe(CONFLICT);
        const committed = results.find((r) => r.status === 200)?.body.imported_count;
        const saved = await user.call('GET', list);
        expect(Number(saved.headers.get('x-total-count'))).toBe(committed);
      }
    },
  );

  it('a commit that read the import just before another committed it is 409, not 422', async () => {
    const user = await newUser('race-paused');
    const started = await startImport(user, 'chase-card.csv');
    const id = started.body.id as number;
    const ctx = await ctxOf(user);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const paused = pausedAfterFirstRead(ctx.db, gate);
    const late = commitImport({ ...ctx, db: paused.db }, id).then(
      () => 'ok',
      (err: { code?: string }) => err.code ?? String(err),
    );
    await paused.read; // the late commit has seen the import as a preview, and waits
    const first = await commitImport(ctx, id);
    expect(first).toMatchObject({ status: 'committed', imported_count: 5 });
    release();
    expect(await late).toBe('conflict');
    const saved = await user.call('GET', '/api/v1/expenses?year=2026');
    expect(saved.headers.get('x-total-count')).toBe('5');
  });

  it('a commit after the import was committed is 409, whatever its rows now look like', async () => {
    const user = await newUser('race-after');
    const started = await startImport(user, 'chase-card.csv');
    const path = `/api/v1/imports/${started.body.id}/commit`;
    expect((await user.call('POST', path)).status).toBe(200);
    const again = await user.call('POST', path);
    expect([again.status, again.body.error.code, again.body.error.message]).toEqual([
      409,
      'conflict',
      CONFLICT,
    ]);
  });
});
