import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { revive } from '@/lib/providers/db/direct';
import { RECORDS } from '@/lib/records/all';
import type { AnyCol, DbType } from '@/lib/records/columns';
import { newUser } from '../helpers/http';

// The generated code, checked on the migrated database (the other half of tests/unit/records/definitions.test.ts,
// which holds prisma/schema.prisma and the migrations' trigger functions to the definitions): every record's
// table has its definition's columns, and what the triggers keep of a row (an expense's and a trip's API
// record, an assignment's view array) is what the definition derives from that row, after every kind of
// write, the API's and those that bypass it.

const PG_TYPE: Record<DbType, string> = {
  int: 'integer',
  bigint: 'bigint',
  float: 'double precision',
  text: 'text',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp with time zone',
  jsonb: 'jsonb',
};

describe('the migrated database and the records’ definitions', () => {
  it('has each definition’s columns: name, type and nullability, and the kept JSON columns', async () => {
    const db = await getDb();
    for (const r of RECORDS) {
      const rows = await db.$queryRawUnsafe<
        { column_name: string; data_type: string; is_nullable: string }[]
      >(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 ORDER BY column_name`,
        r.table,
      );
      const want = Object.entries(r.columns as Record<string, AnyCol>)
        .filter(([, c]) => c.def.stored)
        .map(([name, c]) => ({
          column_name: name,
          data_type: PG_TYPE[c.def.db],
          is_nullable: c.def.nullable ? 'YES' : 'NO',
        }));
      if (r.storedJson) want.push({ column_name: 'api_json', data_type: 'text', is_nullable: 'YES' });
      if (r.viewColumns.length)
        want.push({ column_name: 'view_json', data_type: 'text', is_nullable: 'YES' });
      const sorted = want.sort((a, b) => (a.column_name < b.column_name ? -1 : 1));
      expect(rows, r.table).toEqual(sorted);
    }
  });

  it('keeps each row’s JSON as the definition derives it, after every kind of write', async () => {
    const db = await getDb();
    const u = await newUser();
    const userId = (await u.call('GET', '/api/v1/me')).body.id as number;
    const text = 'Lunch "to go" – café\\ \u{1F37D} <b>&</b>';
    const made = [
      await u.call('POST', '/api/v1/expenses', {
        body: { date: '2026-04-01', category: 'meals', amount: 1234, description: text },
      }),
      await u.call('POST', '/api/v1/mileage', {
        body: {
          date: '2026-04-02',
          miles: 30,
          purpose: 'work_travel',
          origin: text,
          notes: `${text}\nand back`,
        },
      }),
      await u.call('POST', '/api/v1/assignments', {
        body: {
          facility: 'St. Mary\'s "North" \\ Tower',
          location: 'Denver',
          state: 'CO',
          zip: '80202',
          start_date: '2026-01-05',
          end_date: '2026-04-05',
          base_pay: 90000,
        },
      }),
    ];
    for (const m of made) expect(m.status, JSON.stringify(m.body)).toBe(201);
    const changes = [
      ['expenses', { amount: 99, description: 'Changed' }],
      ['mileage', { miles: 31, destination: 'Home' }],
      ['assignments', { end_date: '2026-05-03', overtime_pay: 1234, zip: null }],
    ] as const;
    for (const [i, [path, change]] of changes.entries()) {
      const id = made[i]!.body.id as number;
      expect((await u.call('PATCH', `/api/v1/${path}/${id}`, { body: change })).status).toBe(200);
      expect((await u.call('DELETE', `/api/v1/${path}/${id}`)).status).toBe(204);
      expect((await u.call('PATCH', `/api/v1/${path}/${id}/restore`)).status).toBe(200);
    }
    // A session with another DateStyle writes the same dates.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL DateStyle = 'SQL, DMY'`);
      await tx.$executeRawUnsafe(
        `INSERT INTO expenses (user_id, date, category, amount, updated_at) VALUES ($1, '2026-05-06', 'meals', 5, now())`,
        userId,
      );
    });
    // Writes that bypass the API: Prisma's own, and raw SQL (as the imports' undo does).
    await db.assignment.createMany({
      data: [
        {
          user_id: userId,
          facility: 'Ünïcode ✓',
          location: 'Lincoln',
          state: 'NE',
          agency: 'Aya',
          start_date: new Date('2026-06-01'),
          end_date: new Date('2026-08-30'),
          base_pay: 1,
          status: 'upcoming',
        },
      ],
    });
    await db.expense.updateMany({ where: { user_id: userId }, data: { amount: 2 } });
    await db.$executeRawUnsafe(`UPDATE mileage_trips SET deleted_at = now() WHERE user_id = $1`, userId);
    await db.$executeRawUnsafe(
      `UPDATE assignments SET housing_stipend = housing_stipend + 1 WHERE user_id = $1`,
      userId,
    );

    let compared = 0;
    for (const r of RECORDS) {
      if (!r.storedJson && !r.viewColumns.length) continue;
      const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
        `SELECT row_to_json(t)::text AS row FROM "${r.table}" t WHERE user_id = $1`,
        userId,
      );
      expect(rows.length, r.table).toBeGreaterThan(0);
      for (const { row: text } of rows as unknown as { row: string }[]) {
        const row = revive<Record<string, unknown>>(JSON.parse(text) as Record<string, unknown>, r.dates);
        if (r.storedJson) {
          const want = r.serialize(row, { now: new Date() });
          const kept = JSON.parse(row.api_json as string) as object;
          expect(kept, `${r.table} ${String(row.id)}`).toEqual(want);
          expect(Object.keys(kept)).toEqual(Object.keys(want));
        }
        if (r.viewColumns.length) {
          const kept = r.fromViewArray(JSON.parse(row.view_json as string) as unknown[]);
          const want = Object.fromEntries(r.viewColumns.map((c) => [c, row[c]]));
          expect(kept, `${r.table} ${String(row.id)}`).toEqual(want);
          expect(Object.keys(kept)).toEqual(r.viewColumns);
        }
        compared++;
      }
    }
    expect(compared).toBe(5);
  });
});
