import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDatabase, getDb } from '@/lib/providers/db/client';
import { expenseResource } from '@/lib/records/expenses/resource';
import { Prisma } from '@/lib/generated/prisma/client';
import { mileageResource } from '@/lib/records/mileage/resource';
import { createRecord, deleteRecord, updateRecord } from '@/lib/records/service';
import { TABLES } from '@/lib/records/write';
import { newUser } from '../helpers/http';

// A record's write is one statement that locks the user's row before it touches the record
// (lib/records/write.ts, the lock order of lib/providers/db/user-lock.ts).

const expense = { date: '2026-03-02', category: 'licensing', amount: 1_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one-statement record writes', () => {
  it('names each record model’s own table, with the model’s columns', async () => {
    const db = await getDb();
    for (const [model, table] of Object.entries(TABLES)) {
      const enumName = `${model[0]!.toUpperCase()}${model.slice(1)}ScalarFieldEnum` as keyof typeof Prisma;
      const fields = Object.keys(Prisma[enumName] as object).sort();
      const columns = await db.$queryRaw<{ column_name: string }[]>`
        SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`;
      // Beside the model's fields, only the API record the lists keep (lib/records/json-rows.ts) and the
      // array the computed views read of an assignment (lib/views/load/years.ts).
      const kept = [expenseResource, mileageResource].some((r) => r.json?.stored && r.json.table === table)
        ? ['api_json']
        : table === 'assignments'
          ? ['view_json']
          : [];
      expect(columns.map((c) => c.column_name).sort(), model).toEqual([...fields, ...kept].sort());
    }
  });

  it('sets updated_at on a change, a delete and a restore, and keeps created_at', async () => {
    const u = await newUser();
    const { body: made } = await u.call('POST', '/api/v1/expenses', { body: expense });
    expect(made.updated_at).toBe(made.created_at);
    await sleep(5);
    const { body: changed } = await u.call('PATCH', `/api/v1/expenses/${made.id}`, { body: { amount: 7 } });
    expect(changed).toMatchObject({ amount: 7, created_at: made.created_at });
    expect(changed.updated_at > made.updated_at).toBe(true);
    await sleep(5);
    expect((await u.call('DELETE', `/api/v1/expenses/${made.id}`)).status).toBe(204);
    const { body: trash } = await u.call('GET', '/api/v1/expenses?deleted=true');
    expect(trash[0]).toMatchObject({ id: made.id, amount: 7 });
    expect(trash[0].updated_at > changed.updated_at).toBe(true);
    expect(trash[0].deleted_at).not.toBeNull();
    const { body: back } = await u.call('PATCH', `/api/v1/expenses/${made.id}/restore`);
    expect(back).toMatchObject({ id: made.id, deleted_at: null, created_at: made.created_at });
    expect(back.updated_at > trash[0].updated_at).toBe(true);
    // A second delete of the same record finds nothing live.
    expect((await u.call('DELETE', `/api/v1/expenses/${made.id}`)).status).toBe(204);
    expect((await u.call('DELETE', `/api/v1/expenses/${made.id}`)).status).toBe(404);
  });

  it('an account erased under a write: a create is refused as signed out, a change or delete finds nothing', async () => {
    const db = await getDb();
    const u = await newUser();
    const { body: made } = await u.call('POST', '/api/v1/expenses', { body: expense });
    const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    // The request authenticated as an account whose row is gone by the time it writes.
    const gone = 2_147_000_000;
    const ctx: Ctx = { db, now: new Date(), requestId: 't', user: { ...user, id: gone }, userId: gone };
    await expect(createRecord(expenseResource, ctx, expense)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(updateRecord(expenseResource, ctx, made.id, { amount: 5 })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(deleteRecord(expenseResource, ctx, made.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await u.call('GET', `/api/v1/expenses/${made.id}`)).body.amount).toBe(1_000);
  });
});

// Another connection is needed to hold a lock while the API writes: a PostgreSQL server only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the lock order of a one-statement write', () => {
  it('waits for the user’s row before it locks the record (create, change and delete)', async () => {
    const u = await newUser();
    const { body: made } = await u.call('POST', '/api/v1/expenses', { body: expense });
    const { url } = await getDatabase();
    const holder = new Client({ connectionString: url });
    const prober = new Client({ connectionString: url });
    await holder.connect();
    await prober.connect();
    try {
      for (const [method, path, body] of [
        ['PATCH', `/api/v1/expenses/${made.id}`, { amount: 9 }],
        ['POST', '/api/v1/expenses', expense],
        ['DELETE', `/api/v1/expenses/${made.id}`, undefined],
      ] as const) {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE', [u.id]);
        let answered = 0;
        const write = u.call(method, path, { body }).then((r) => {
          answered = r.status;
          return r;
        });
        await sleep(300);
        expect(answered, `${method} waits for the user's row`).toBe(0);
        // While it waits, the record is free: it has not been locked ahead of the user's row.
        await prober.query('BEGIN');
        const probe = await prober.query('SELECT 1 FROM "expenses" WHERE "id" = $1 FOR UPDATE NOWAIT', [
          made.id,
        ]);
        expect(probe.rowCount).toBe(1);
        await prober.query('ROLLBACK');
        await holder.query('COMMIT');
        expect((await write).status, method).toBeLessThan(300);
      }
    } finally {
      await holder.end();
      await prober.end();
    }
  });
});
