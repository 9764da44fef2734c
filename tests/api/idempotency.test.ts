import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { forgetExpiredKeys } from '@/lib/http/idempotency';
import { call, newUser } from '../helpers/http';

// Idempotency-Key on the API's writes (lib/http/idempotency.ts): a repeated key answers the first result,
// concurrent repeats make one record, a key reused for another request is 422, keys are per user, and a
// key lives 24 hours. Run on PGlite and on a PostgreSQL server (TEST_DATABASE_URL), where the concurrent
// repeats really race.

type User = Awaited<ReturnType<typeof newUser>>;
const expense = { date: '2026-03-02', category: 'supplies', amount: 1899, description: 'Scrubs' };
const withKey = (key: string) => ({ 'Idempotency-Key': key });
const post = (u: User, key: string, body: unknown = expense) =>
  u.call('POST', '/api/v1/expenses', { body, headers: withKey(key) });
const expenseCount = async (u: User) =>
  Number((await u.call('GET', '/api/v1/expenses?year=2026')).headers.get('x-total-count'));

describe('Idempotency-Key', () => {
  it('a repeat answers the first result, marked as replayed, and writes nothing more', async () => {
    const u = await newUser();
    const key = randomUUID();
    const first = await post(u, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(u, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await expenseCount(u)).toBe(1);
    // The same body in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(expense).reverse());
    expect((await post(u, key, reordered)).body).toEqual(first.body);
    // Without a key, the same body is a new record: the key is what makes a repeat.
    expect((await u.call('POST', '/api/v1/expenses', { body: expense })).status).toBe(201);
    expect(await expenseCount(u)).toBe(2);
  });

  it('five concurrent repeats make one record and five identical answers', async () => {
    const u = await newUser();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(u, key)));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await expenseCount(u)).toBe(1);
  });

  it('a key reused with another body, or on another path, is 422 and writes nothing', async () => {
    const u = await newUser();
    const key = randomUUID();
    const first = await post(u, key);
    const other = await post(u, key, { ...expense, amount: 1900 });
    expect([other.status, other.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    expect(other.body.error.message).toBe(
      'This Idempotency-Key was already used for a different request. Make a new key for each new action.',
    );
    const elsewhere = await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-03-02', miles: 12, purpose: 'work_travel' },
      headers: withKey(key),
    });
    expect(elsewhere.status).toBe(422);
    expect((await u.call('GET', '/api/v1/mileage?year=2026')).body).toEqual([]);
    expect(await expenseCount(u)).toBe(1);
    expect((await post(u, key)).body).toEqual(first.body);
  });

  it('keys are per user: the same key of another user is another request', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const key = randomUUID();
    const fromA = await post(a, key);
    const fromB = await post(b, key, { ...expense, amount: 5000 });
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect(fromB.body.id).not.toBe(fromA.body.id);
    expect([fromA.body.user_id, fromB.body.user_id]).toEqual([a.id, b.id]);
    expect([await expenseCount(a), await expenseCount(b)]).toEqual([1, 1]);
  });

  it("a refused write is the request's result too: its repeat answers the same 400", async () => {
    const u = await newUser();
    const key = randomUUID();
    const body = { ...expense, assignment_id: 999_999 };
    const first = await post(u, key, body);
    expect(first.status).toBe(400);
    const again = await post(u, key, body);
    expect([again.status, again.body]).toEqual([400, first.body]);
    expect(await expenseCount(u)).toBe(0);
  });

  it('a delete repeated with its key answers 204 again instead of 404', async () => {
    const u = await newUser();
    const { body } = await u.call('POST', '/api/v1/expenses', { body: expense });
    const key = randomUUID();
    const del = () => u.call('DELETE', `/api/v1/expenses/${body.id}`, { headers: withKey(key) });
    expect((await del()).status).toBe(204);
    const again = await del();
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([204, null, 'true']);
    expect((await u.call('DELETE', `/api/v1/expenses/${body.id}`)).status).toBe(404);
  });

  it('a key that is not 1-255 visible ASCII characters is 400, before anything is written', async () => {
    const u = await newUser();
    for (const bad of ['', 'x'.repeat(256), 'two words', 'caf\u00e9']) {
      const res = await post(u, bad);
      expect([bad, res.status, res.body.error.details?.[0]?.path]).toEqual([bad, 400, 'Idempotency-Key']);
    }
    expect(await expenseCount(u)).toBe(0);
    // A read ignores the header.
    const read = await u.call('GET', '/api/v1/expenses?year=2026', { headers: withKey('two words') });
    expect(read.status).toBe(200);
  });

  it('a repeat waits for the first request still running, then answers its result', async () => {
    const u = await newUser();
    const db = await getDb();
    const key = randomUUID();
    // The first request, in flight: its claim made, no answer yet.
    const first = await post(u, key);
    await db.$executeRaw`UPDATE "idempotency_keys" SET "status" = NULL, "body" = NULL
                         WHERE "user_id" = ${u.id} AND "key" = ${key}`;
    const repeat = post(u, key);
    await new Promise((r) => setTimeout(r, 150));
    await db.$executeRaw`UPDATE "idempotency_keys" SET "status" = 201, "body" = ${JSON.stringify(first.body)}
                         WHERE "user_id" = ${u.id} AND "key" = ${key}`;
    const answer = await repeat;
    expect([answer.status, answer.body]).toEqual([201, first.body]);
    expect(await expenseCount(u)).toBe(1);
  });

  it('a claim left by a dead process, or a key past 24 hours, runs as a new request', async () => {
    const u = await newUser();
    const db = await getDb();
    const [abandoned, old] = [randomUUID(), randomUUID()];
    await post(u, abandoned);
    await db.$executeRaw`UPDATE "idempotency_keys" SET "status" = NULL, "body" = NULL,
                           "created_at" = now() - interval '3 minutes'
                         WHERE "user_id" = ${u.id} AND "key" = ${abandoned}`;
    expect((await post(u, abandoned)).status).toBe(201);
    expect(await expenseCount(u)).toBe(2);
    await post(u, old);
    await db.$executeRaw`UPDATE "idempotency_keys" SET "created_at" = now() - interval '25 hours'
                         WHERE "user_id" = ${u.id} AND "key" = ${old}`;
    const later = await post(u, old);
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await expenseCount(u)).toBe(4);
  });

  it('the daily upkeep forgets keys past 24 hours and keeps the others', async () => {
    const u = await newUser();
    const db = await getDb();
    const [fresh, stale] = [randomUUID(), randomUUID()];
    await post(u, fresh);
    await post(u, stale, { ...expense, amount: 1 });
    await db.$executeRaw`UPDATE "idempotency_keys" SET "created_at" = now() - interval '25 hours'
                         WHERE "user_id" = ${u.id} AND "key" = ${stale}`;
    expect(await forgetExpiredKeys(db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await db.$queryRaw<{ key: string }[]>`
      SELECT "key" FROM "idempotency_keys" WHERE "user_id" = ${u.id}`;
    expect(left.map((r) => r.key)).toEqual([fresh]);
  });

  it('401 without a token comes first, key or not', async () => {
    const res = await call('POST', '/api/v1/expenses', { body: expense, headers: withKey(randomUUID()) });
    expect(res.status).toBe(401);
  });
});
