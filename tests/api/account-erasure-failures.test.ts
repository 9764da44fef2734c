import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, drainFileDeletions, MAX_ATTEMPTS } from '@/lib/account/file-deletions';
import { ownedTables } from '@/lib/account/owned-tables';
import { getDb } from '@/lib/providers/db/client';
import { env, resetEnvCache } from '@/lib/env';
import { s3Store } from '@/lib/providers/storage/s3';
import { objectStore } from '@/lib/providers/storage/store';
import { builtinUser, fillAccount, useBuiltinIdentity, type BuiltinUser } from '../helpers/account';
import { call } from '../helpers/http';
import { dispatch } from '../helpers/router';
import { startS3, type S3Server } from '../helpers/s3';

// Erasure with each of its steps failing in turn, on the real database and a real S3 protocol server:
// a failure inside the transaction leaves the account whole (rows, files, token, calendar feed); a failure
// of storage after the commit leaves the account gone, with its files removed later by the retried drain.

let restoreAuth: () => void;
beforeAll(() => {
  restoreAuth = useBuiltinIdentity();
});
afterAll(() => restoreAuth());

type Filled = Awaited<ReturnType<typeof fillAccount>>;

async function snapshot(u: BuiltinUser, filled: Filled) {
  const db = await getDb();
  const rows: Record<string, number> = {};
  for (const { table } of [{ table: 'users' }, ...(await ownedTables(db))]) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE ${table === 'users' ? 'id' : 'user_id'} = $1`,
      u.id,
    );
    rows[table] = row?.n ?? -1;
  }
  const files: Record<string, boolean> = {};
  for (const key of filled.files.keys()) files[key] = await objectStore().exists(key);
  const me = (await call('GET', '/api/v1/me', { token: u.token })).status;
  const feed = (await dispatch(new Request(`http://localhost:3000${filled.calendarPath}`))).status;
  return { rows, files, me, feed };
}

const pending = async (userId: number) =>
  (await getDb()).pendingFileDeletion.findMany({
    where: { prefix: { contains: `/${userId}/` } },
    orderBy: { id: 'asc' },
  });

describe('a failure inside the transaction leaves the account whole', () => {
  const db = getDb();
  afterEach(async () => {
    for (const table of ['credentials', 'users', 'pending_file_deletions'])
      await (await db).$executeRawUnsafe(`DROP TRIGGER IF EXISTS "erasure_fails" ON "${table}"`);
    await (await db).$executeRawUnsafe('DROP FUNCTION IF EXISTS "erasure_fails"()');
  });

  // A real trigger makes one statement of the erasure fail: a row delete in the middle (credentials come
  // after expenses, trips and assignments), the user row last, and the record of the files to delete.
  it.each([
    ['a row delete in the middle', 'credentials', 'BEFORE DELETE', 'OLD.user_id'],
    ['the user row', 'users', 'BEFORE DELETE', 'OLD.id'],
    ['recording the files to delete', 'pending_file_deletions', 'BEFORE INSERT', `0`],
  ])('%s', async (_label, table, when, idExpr) => {
    const u = await builtinUser('erase-fail');
    const filled = await fillAccount(u);
    const before = await snapshot(u, filled);
    expect(before).toMatchObject({ me: 200, feed: 200 });
    expect(Object.values(before.files).every(Boolean)).toBe(true);
    await (
      await db
    ).$executeRawUnsafe(
      `CREATE FUNCTION "erasure_fails"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'erasure step fails for the test'; END $$`,
    );
    const condition =
      table === 'pending_file_deletions' ? `NEW.prefix LIKE '%/${u.id}/'` : `${idExpr} = ${u.id}`;
    await (
      await db
    ).$executeRawUnsafe(
      `CREATE TRIGGER "erasure_fails" ${when} ON "${table}" FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION "erasure_fails"()`,
    );
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect(res.status).toBe(500);
    expect(await snapshot(u, filled)).toEqual(before);
    expect(await pending(u.id)).toEqual([]);

    // The cause gone, sending the request again finishes the job.
    await (await db).$executeRawUnsafe(`DROP TRIGGER "erasure_fails" ON "${table}"`);
    const again = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const after = await snapshot(u, filled);
    expect(Object.values(after.rows).every((n) => n === 0)).toBe(true);
    expect(Object.values(after.files).some(Boolean)).toBe(false);
    expect([after.me, after.feed]).toEqual([401, 404]);
  });
});

describe('storage failing after the commit (S3 protocol server)', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3('erasure');
  });
  afterAll(async () => {
    delete process.env.CRON_SECRET;
    await s3.stop();
  });

  /** Points the app at a port nothing listens on; answers the function that points it back. */
  function storageDown(): () => void {
    const endpoint = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
    resetEnvCache();
    return () => {
      process.env.S3_ENDPOINT = endpoint;
      resetEnvCache();
    };
  }

  it('the account is gone at once, its files stay until the retried drain removes them', async () => {
    const u = await builtinUser('erase-s3');
    const filled = await fillAccount(u);
    for (const key of filled.files.keys()) expect(await objectStore().exists(key)).toBe(true);

    const storageBack = storageDown();
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    storageBack();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, deletedFiles: 0, filesPending: true });
    const gone = await snapshot(u, filled);
    expect(Object.values(gone.rows).every((n) => n === 0)).toBe(true);
    expect([gone.me, gone.feed]).toEqual([401, 404]);
    // Files still there, each folder recorded with one failed attempt.
    expect(Object.values(gone.files).every(Boolean)).toBe(true);
    const rows = await pending(u.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.attempts === 1 && r.last_error && r.gave_up_at === null)).toBe(true);

    // The daily cron run retries the folders that are due (made due now rather than waiting the backoff).
    process.env.CRON_SECRET = 'a-cron-secret-of-some-length';
    resetEnvCache();
    await (
      await getDb()
    ).pendingFileDeletion.updateMany({
      where: { id: { in: rows.map((r) => r.id) } },
      data: { next_attempt_at: new Date(Date.now() - 1000) },
    });
    const cron = await call('POST', '/api/v1/cron/notifications', {
      headers: { authorization: 'Bearer a-cron-secret-of-some-length' },
    });
    expect(cron.status, JSON.stringify(cron.body)).toBe(200);
    expect(cron.body.file_deletions.cleared).toBeGreaterThanOrEqual(rows.length);
    expect(cron.body.file_deletions.files).toBeGreaterThanOrEqual(filled.files.size);
    for (const key of filled.files.keys()) expect(await objectStore().exists(key), key).toBe(false);
    expect(await pending(u.id)).toEqual([]);
  });

  it('a folder that keeps failing is retried with growing waits, then given up and logged', async () => {
    const db = await getDb();
    const row = await db.pendingFileDeletion.create({ data: { prefix: 'receipts/2147483000/' } });
    const dead = s3Store({ ...env(), S3_ENDPOINT: 'http://127.0.0.1:9' }, s3.bucket);
    const errors: string[] = [];
    const original = console.error;
    console.error = (msg: string) => void errors.push(msg);
    try {
      let now = new Date();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        // Not due yet: left alone.
        if (attempt > 1)
          expect(await drainFileDeletions(db, dead, { now: new Date(now.getTime() - 1) })).toMatchObject({
            failed: 0,
            gaveUp: 0,
          });
        const summary = await drainFileDeletions(db, dead, { now });
        const after = await db.pendingFileDeletion.findUniqueOrThrow({ where: { id: row.id } });
        expect(after.attempts).toBe(attempt);
        if (attempt < MAX_ATTEMPTS) {
          expect(summary).toMatchObject({ failed: 1, gaveUp: 0 });
          expect(after.next_attempt_at.getTime() - now.getTime()).toBe(backoffMs(attempt));
          expect(after.gave_up_at).toBeNull();
          now = after.next_attempt_at;
        } else {
          expect(summary).toMatchObject({ failed: 0, gaveUp: 1 });
          expect(after.gave_up_at).toEqual(now);
        }
      }
      // Given up: never picked again, and an operator finds it in the log.
      const far = new Date(now.getTime() + 365 * 86_400_000);
      expect(await drainFileDeletions(db, dead, { now: far })).toMatchObject({ failed: 0, gaveUp: 0 });
      expect(errors.filter((e) => e.includes('file_deletion_failed'))).toHaveLength(MAX_ATTEMPTS - 1);
      expect(errors.filter((e) => e.includes('file_deletion_gave_up'))).toHaveLength(1);
      expect(errors.at(-1)).toContain('receipts/2147483000/');
    } finally {
      console.error = original;
      await db.pendingFileDeletion.delete({ where: { id: row.id } });
    }
  });
});
