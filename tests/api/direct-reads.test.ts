import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { readRows } from '@/lib/providers/db/direct';
import { Prisma } from '@/lib/generated/prisma/client';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import { liveRow } from '@/lib/records/write';
import { findUserByIdentity } from '@/lib/account/users/service';
import { newUser } from '../helpers/http';

// The hot raw reads go to the driver itself on a PostgreSQL server (lib/providers/db/direct.ts); they must give what
// Prisma gives, and inside a transaction they must read in it.

describe('raw reads straight through the driver', () => {
  it('the signed-in user’s row is the row Prisma reads, field for field', async () => {
    const db = await getDb();
    const u = await newUser();
    await db.user.update({
      where: { id: u.id },
      data: { onboarded_at: new Date('2026-02-03T04:05:06.789Z'), email_notifications: false },
    });
    const viaPrisma = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    const direct = await findUserByIdentity(db, { iss: viaPrisma.iss, sub: viaPrisma.sub });
    expect(direct).toEqual(viaPrisma);
    expect(direct?.onboarded_at).toBeInstanceOf(Date);
    expect(await findUserByIdentity(db, { iss: viaPrisma.iss, sub: `${viaPrisma.sub}-nobody` })).toBeNull();
  });

  it('gives the numbers, text and timestamps Prisma’s raw query gives', async () => {
    const db = await getDb();
    const sql = Prisma.sql`SELECT 7::int AS n, 2.5::float8 AS f, ${'x'}::text AS t, NULL::int AS z,
      '2026-03-04T05:06:07.008Z'::timestamptz AS at, ARRAY[2026, 2025] && ${[2025]}::int[] AS hit`;
    const [direct] = await readRows<Record<string, unknown>>(db, sql);
    const [prisma] = await db.$queryRaw<Record<string, unknown>[]>(sql);
    expect(direct).toEqual(prisma);
    expect(direct).toEqual({
      n: 7,
      f: 2.5,
      t: 'x',
      z: null,
      at: new Date('2026-03-04T05:06:07.008Z'),
      hit: true,
    });
  });

  it('inside a transaction, reads what the transaction wrote', async () => {
    const db = await getDb();
    const u = await newUser();
    const count = (rows: { n: number }[]) => rows[0]?.n;
    const seen = await db
      .$transaction(async (tx) => {
        await tx.expense.create({
          data: { user_id: u.id, date: new Date('2026-03-03'), category: 'dues', amount: 2_000 },
        });
        const n = count(
          await readRows<{ n: number }>(
            tx,
            Prisma.sql`SELECT count(*)::int AS n FROM "expenses" WHERE "user_id" = ${u.id}`,
          ),
        );
        throw Object.assign(new Error('roll back'), { n });
      })
      .catch((err: { n?: number }) => err.n);
    expect(seen).toBe(1);
    const after = await readRows<{ n: number }>(
      db,
      Prisma.sql`SELECT count(*)::int AS n FROM "expenses" WHERE "user_id" = ${u.id}`,
    );
    expect(count(after)).toBe(0);
  });
});

describe('a record read and written straight through the driver', () => {
  it('is the record Prisma reads: a date at UTC midnight, timestamps, JSON lines', async () => {
    const db = await getDb();
    const u = await newUser();
    const { body: doc } = await u.call('POST', '/api/v1/income-documents', {
      body: incomeDocumentResource.example,
    });
    expect(doc.id).toBeGreaterThan(0);
    const viaPrisma = await db.incomeDocument.findUniqueOrThrow({ where: { id: doc.id } });
    const direct = await liveRow({ db, model: 'incomeDocument', userId: u.id }, doc.id);
    expect(direct).toEqual(viaPrisma);
    const { body: trip } = await u.call('POST', '/api/v1/mileage', {
      body: { ...mileageResource.example, date: '2026-12-31' },
    });
    // In any time zone of the server's (pg's own parser reads a date at local midnight).
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    const tripRow = await liveRow<{ date: Date }>(
      { db, model: 'mileageTrip', userId: u.id },
      trip.id,
    ).finally(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(tripRow?.date.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(tripRow).toEqual(await db.mileageTrip.findUniqueOrThrow({ where: { id: trip.id } }));
    expect(await liveRow({ db, model: 'mileageTrip', userId: u.id + 1 }, trip.id)).toBeNull();
    expect(await liveRow({ db, model: 'mileageTrip', userId: u.id }, 2 ** 31)).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('keeps one generic plan per named statement on every connection, Prisma’s and the direct path’s', async () => {
    const db = await getDb();
    const show = Prisma.sql`SELECT current_setting('plan_cache_mode') AS mode`;
    const direct = await Promise.all(Array.from({ length: 6 }, () => readRows<{ mode: string }>(db, show)));
    const prisma = await Promise.all(Array.from({ length: 6 }, () => db.$queryRaw<{ mode: string }[]>(show)));
    expect(new Set([...direct, ...prisma].map((rows) => rows[0]?.mode))).toEqual(
      new Set(['force_generic_plan']),
    );
  });
});
