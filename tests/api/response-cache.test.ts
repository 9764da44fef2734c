import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiContracts } from '@/app/api/v1/operations';
import { ownedTables } from '@/lib/account/owned-tables';
import { getDb } from '@/lib/providers/db/client';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

// GET answers are cached per user and data version (lib/http/response-cache.ts). The version is bumped by
// database triggers, so a write from anywhere (another process, a seed, psql: here the Prisma client
// outside the API) is seen by the very next read.

const expense = (amount: number) => ({ date: '2026-03-02', category: 'licensing', amount });

afterEach(() => {
  vi.useRealTimers();
  responseCacheOff(false);
});

describe('cached GET answers', () => {
  it('answers the same bytes twice, then a write made outside the API is seen at once', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/expenses', { body: expense(1_000) });
    const first = await u.call('GET', '/api/v1/expenses?year=2026');
    const again = await u.call('GET', '/api/v1/expenses?year=2026');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-total-count')).toBe('1');

    const db = await getDb();
    await db.expense.create({
      data: { user_id: u.id, date: new Date('2026-03-03'), category: 'dues', amount: 2_000 },
    });
    const after = await u.call('GET', '/api/v1/expenses?year=2026');
    expect(after.headers.get('x-total-count')).toBe('2');
    expect(after.body.map((e: { amount: number }) => e.amount)).toEqual([2_000, 1_000]);
  });

  it('sees a soft delete, a restore and a bulk update made in the database', async () => {
    const u = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/expenses', { body: expense(1_000) });
    await u.call('POST', '/api/v1/expenses', { body: expense(3_000) });
    expect((await u.call('GET', '/api/v1/expenses?year=2026')).body).toHaveLength(2);
    const db = await getDb();
    await db.expense.delete({ where: { id: a.id } });
    expect((await u.call('GET', '/api/v1/expenses?year=2026')).body).toHaveLength(1);
    expect((await u.call('GET', `/api/v1/expenses/${a.id}`)).status).toBe(404);
    await db.expense.updateMany({
      where: { user_id: u.id, id: a.id, deleted_at: { not: null } },
      data: { deleted_at: null },
    });
    expect((await u.call('GET', `/api/v1/expenses/${a.id}`)).status).toBe(200);
    await db.expense.updateMany({ where: { user_id: u.id }, data: { amount: 7 } });
    const amounts = (await u.call('GET', '/api/v1/expenses?year=2026')).body.map(
      (e: { amount: number }) => e.amount,
    );
    expect(amounts).toEqual([7, 7]);
  });

  it('a change to the user row changes the computed views', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Austin', state: 'TX' } });
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Houston Methodist',
        location: 'Houston',
        state: 'TX',
        start_date: '2025-01-06',
        end_date: '2025-04-06',
        base_pay: 100_000,
      },
    });
    const w2 = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    expect(w2.body.employmentType).toBe('w2');
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { employment_type: '1099' } });
    const contractor = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    expect(contractor.body.employmentType).toBe('1099');
    expect(contractor.body.seTax).toBeGreaterThan(0);
    expect((await u.call('GET', '/api/v1/dashboard')).body.user.employment_type).toBe('1099');
  });

  it("never answers one user with another user's page", async () => {
    const a = await newUser();
    const b = await newUser();
    await a.call('POST', '/api/v1/expenses', { body: expense(1_111) });
    await b.call('POST', '/api/v1/expenses', { body: expense(2_222) });
    for (const [u, amount] of [
      [a, 1_111],
      [b, 2_222],
      [a, 1_111],
      [b, 2_222],
    ] as const) {
      const res = await u.call('GET', '/api/v1/expenses?year=2026');
      expect(res.body.map((e: { amount: number }) => e.amount)).toEqual([amount]);
    }
  });

  it('keys by the calendar day: a status moves with the date although no row changed', async () => {
    const u = await newUser();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T12:00:00Z'));
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'UCSF',
        location: 'San Francisco',
        state: 'CA',
        start_date: '2026-06-01',
        end_date: '2026-08-30',
        base_pay: 100_000,
      },
    });
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.status).toBe('upcoming');
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.status).toBe('upcoming');
    vi.setSystemTime(new Date('2026-06-01T08:00:00Z'));
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.status).toBe('active');
  });

  it('reads racing writes still end on the last committed state', async () => {
    const u = await newUser();
    const { body: e } = await u.call('POST', '/api/v1/expenses', { body: expense(1) });
    // Reads and writes interleaved: pages computed before a write must never be served after it.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? u.call('PATCH', `/api/v1/expenses/${e.id}`, { body: { amount: 100 + i } })
          : u.call('GET', `/api/v1/expenses/${e.id}`),
      ),
    );
    const db = await getDb();
    const stored = await db.expense.findUniqueOrThrow({ where: { id: e.id } });
    expect((await u.call('GET', `/api/v1/expenses/${e.id}`)).body.amount).toBe(stored.amount);
    expect((await u.call('GET', '/api/v1/expenses?year=2026')).body[0].amount).toBe(stored.amount);
  });

  it('answers the same with the cache switched off (RESPONSE_CACHE_MB=0)', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/expenses', { body: expense(1_000) });
    const cachedDashboard = (await u.call('GET', '/api/v1/dashboard')).body;
    responseCacheOff(true);
    expect((await u.call('GET', '/api/v1/dashboard')).body).toEqual(cachedDashboard);
  });

  it("is switched on for every signed-in read of the user's records", () => {
    // A signed-in GET answers from the cache unless it is one of these: the account itself, read by
    // every request anyway; a setting of the server; or a download (the export, the audit packet).
    const notCached = ['/api/v1/contracts/status', '/api/v1/me'];
    const reads = apiContracts().filter((c) => c.method === 'GET' && c.auth !== 'none' && !c.file);
    expect(
      reads
        .filter((c) => !c.cache)
        .map((c) => c.path)
        .sort(),
    ).toEqual(notCached);
  });

  it('is kept fresh by a data-version trigger on every table a user owns', async () => {
    // Every table with a user_id bumps users.data_version on insert, update and delete, so no write to any
    // of them can leave a cached answer standing: a statement trigger that bumps it, or one that updates
    // the user's row (the record counts), whose own trigger bumps it. The tables come from the catalog: a
    // new one without such triggers fails here.
    const db = await getDb();
    const triggers = await db.$queryRawUnsafe<{ table: string; type: number; bumps: boolean }[]>(
      `SELECT c.relname::text AS "table", t.tgtype::int AS type,
              (p.proname = 'bump_user_data_version' OR p.prosrc LIKE '%UPDATE "users"%') AS bumps
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal`,
    );
    // pg_trigger.tgtype's event bits (PostgreSQL's trigger.h).
    const EVENTS = { insert: 4, delete: 8, update: 16 };
    const covered = (table: string) =>
      Object.entries(EVENTS)
        .filter(([, bit]) => triggers.some((t) => t.table === table && t.bumps && (t.type & bit) !== 0))
        .map(([name]) => name)
        .join();
    // Not read by any answer: the sums the views read are written only by the triggers of expenses and
    // trips, in the writer's statement, whose own triggers bump the version; a password reset link is
    // not part of any answer; an idempotency key's stored answer is replayed only to a write, never cached.
    const exempt = [
      'expense_year_sums',
      'idempotency_keys',
      'password_reset_tokens',
      'trip_month_sums',
      'trip_year_sums',
    ];
    const tables = (await ownedTables(db)).map((t) => t.table);
    const missing = tables.filter((t) => covered(t) !== 'insert,delete,update').sort();
    expect(missing).toEqual(exempt);
    expect(tables.length).toBeGreaterThan(exempt.length + 10);
  });
});
