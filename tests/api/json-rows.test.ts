import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { includingDeleted } from '@/lib/providers/db/soft-delete';
import { expenseResource } from '@/lib/records/expenses/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { listJson } from '@/lib/records/json-rows';
import { listRecords } from '@/lib/records/service';
import { newUser } from '../helpers/http';

// Lists built as JSON by the database (lib/records/json-rows.ts): the page, order and total of the records
// each scope holds, for live and deleted rows, each year, offsets, and the lists' equality filters. What
// each row's kept JSON holds is tests/api/definitions.test.ts's.

type Db = Awaited<ReturnType<typeof getDb>>;
type Spec = ResourceSpec<BaseRow & { date: Date }, unknown, unknown>;

const when = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function seed(db: Db, userId: number) {
  const deletedAt = new Date('2026-06-01T10:20:30.456Z');
  const expenses = [
    { date: when('2026-03-02'), category: 'meals', amount: 1500 },
    {
      date: when('2026-03-02'),
      category: 'lodging',
      amount: 90000,
      description: 'Motel "6" – café',
      receipt_objstore_key: `users/${userId}/receipts/a.pdf`,
    },
    { date: when('2026-01-15'), category: 'meals', amount: 7500, deleted_at: deletedAt },
    { date: when('2025-12-31'), category: 'supplies', amount: 1 },
    { date: when('2025-07-04'), category: 'meals', amount: 2, deleted_at: deletedAt },
  ];
  await db.expense.createMany({ data: expenses.map((e) => ({ user_id: userId, ...e })) });
  const trips = [
    {
      date: when('2026-02-01'),
      miles: 412,
      purpose: 'tax_home_visit',
      origin: 'Denver, CO',
      destination: 'Omaha',
    },
    { date: when('2026-02-01'), miles: 12, purpose: 'work_travel', notes: 'Clinic\nand back' },
    { date: when('2026-02-03'), miles: 5, purpose: 'personal', deleted_at: deletedAt },
    { date: when('2025-05-05'), miles: 7, purpose: 'work_travel' },
  ];
  await db.mileageTrip.createMany({ data: trips.map((t) => ({ user_id: userId, ...t })) });
}

/** What the list answers, worked out from Prisma's rows and the resource's serializer. */
async function expected(
  db: Db,
  spec: Spec,
  userId: number,
  q: { year?: number; deleted?: boolean; limit: number; offset: number },
  narrow: Record<string, unknown>,
  now: Date,
) {
  const delegate = (
    db as unknown as Record<string, { findMany(a: object): Promise<(BaseRow & { date: Date })[]> }>
  )[spec.model]!;
  const rows = await delegate.findMany({ where: includingDeleted({ user_id: userId, ...narrow }) });
  const year = q.year ?? now.getUTCFullYear();
  const kept = rows
    .filter((r) => (q.deleted ? r.deleted_at !== null : r.deleted_at === null))
    .filter((r) => (q.deleted && q.year === undefined ? true : r.date.getUTCFullYear() === year))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
  return {
    items: kept.slice(q.offset, q.offset + q.limit).map((r) => spec.serialize(r, {} as Ctx)),
    total: kept.length,
  };
}

describe('lists built by the database', () => {
  it('answer what the serializer makes of the same rows', async () => {
    const db = await getDb();
    const u = await newUser();
    const me = await u.call('GET', '/api/v1/me');
    const userId = me.body.id as number;
    await seed(db, userId);
    const now = new Date('2026-11-26T12:00:00Z');
    const ctx = { db, userId, now } as unknown as Ctx;
    const specs = [expenseResource, mileageResource] as unknown as Spec[];
    const queries = [
      { limit: 100, offset: 0 },
      { year: 2025, limit: 100, offset: 0 },
      { deleted: true, limit: 100, offset: 0 },
      { deleted: true, year: 2026, limit: 100, offset: 0 },
      { year: 2026, limit: 1, offset: 1 },
      { year: 2026, limit: 5, offset: 9 },
    ];
    const narrows: Record<string, Record<string, unknown>[]> = {
      expense: [{}, { category: 'meals' }, { assignment_id: 999999 }],
      mileageTrip: [{}, { purpose: 'work_travel' }],
    };
    let compared = 0;
    for (const spec of specs) {
      expect(spec.json, spec.name).toBeDefined();
      for (const q of queries) {
        for (const narrow of narrows[spec.model]!) {
          const want = await expected(db, spec, userId, q, narrow, now);
          // The statement itself, and the list service that answers with it.
          const got = await listJson(spec.json!, ctx, q, narrow, true);
          expect(got, `${spec.name} ${JSON.stringify({ q, narrow })}`).toEqual(want);
          expect(await listRecords(spec, ctx, q, narrow)).toEqual(want);
          for (const [i, item] of (got?.items ?? []).entries()) {
            expect(Object.keys(item as object)).toEqual(Object.keys(want.items[i] as object));
          }
          compared += got?.items.length ?? 0;
        }
      }
    }
    expect(compared).toBeGreaterThan(15);
  });

  it('serve the API list: the page, its total and its order', async () => {
    const db = await getDb();
    const u = await newUser();
    const userId = (await u.call('GET', '/api/v1/me')).body.id as number;
    await seed(db, userId);
    const year = new Date().getUTCFullYear();
    for (const path of ['expenses', 'mileage']) {
      const all = await u.call('GET', `/api/v1/${path}?year=2026&deleted=true`);
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('1');
      expect(all.body[0].deleted_at).toBe('2026-06-01T10:20:30.456Z');
      const page = await u.call('GET', `/api/v1/${path}?year=2026&limit=1&offset=1`);
      expect(page.headers.get('x-total-count')).toBe('2');
      expect(page.body).toHaveLength(1);
      // The same day: the later id comes first, so the second is the first one made.
      const first = await u.call('GET', `/api/v1/${path}?year=2026`);
      expect(page.body[0]).toEqual(first.body[1]);
      expect(first.body[0].id).toBeGreaterThan(first.body[1].id);
      expect((await u.call('GET', `/api/v1/${path}?year=${year}&limit=0`)).status).toBe(400);
    }
  });

  it("count a year's live rows from the kept sums, every month of it, after moves and deletes", async () => {
    const db = await getDb();
    const u = await newUser();
    const userId = (await u.call('GET', '/api/v1/me')).body.id as number;
    const days = [2025, 2026, 2027].flatMap((y) =>
      Array.from({ length: 12 }, (_, m) =>
        when(`${y}-${String(m + 1).padStart(2, '0')}-${m % 2 ? '28' : '01'}`),
      ),
    );
    await db.expense.createMany({
      data: days.map((date, i) => ({ user_id: userId, date, category: 'meals', amount: 100 + i })),
    });
    await db.mileageTrip.createMany({
      data: days.map((date, i) => ({ user_id: userId, date, miles: 1 + i, purpose: 'work_travel' })),
    });
    // One of each moved to another year, one deleted, one deleted and restored.
    for (const model of ['expense', 'mileageTrip'] as const) {
      const d = db[model] as unknown as {
        findMany(a: object): Promise<{ id: number }[]>;
        update(a: object): Promise<unknown>;
        delete(a: object): Promise<unknown>;
      };
      const [a, b, c] = await d.findMany({ where: { user_id: userId }, orderBy: { id: 'asc' }, take: 3 });
      await d.update({ where: { id: a!.id }, data: { date: when('2026-12-31') } });
      await d.delete({ where: { id: b!.id } });
      await d.delete({ where: { id: c!.id } });
      await db.$executeRawUnsafe(
        `UPDATE ${model === 'expense' ? 'expenses' : 'mileage_trips'} SET deleted_at = NULL WHERE id = $1`,
        c!.id,
      );
    }
    const ctx = { db, userId, now: new Date('2026-11-26T12:00:00Z') } as unknown as Ctx;
    for (const spec of [expenseResource, mileageResource] as unknown as Spec[]) {
      for (const q of [
        {},
        { year: 2025 },
        { year: 2027 },
        { deleted: true },
        { deleted: true, year: 2025 },
      ]) {
        const query = { limit: 1, offset: 0, ...q };
        const want = await expected(db, spec, userId, query, {}, ctx.now);
        const got = await listJson(spec.json!, ctx, query, {}, true);
        expect(got?.total, `${spec.name} ${JSON.stringify(q)}`).toBe(want.total);
      }
    }
  });
});
