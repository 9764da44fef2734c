import { describe, expect, it } from 'vitest';
import { serializeAssignment } from '@/lib/records/assignments/resource';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { includingDeleted } from '@/lib/providers/db/soft-delete';
import type { Assignment } from '@/lib/generated/prisma/client';
import { newUser } from '../helpers/http';

// GET /assignments reads its page, its total and the user's row in one statement (lib/records/json-rows.ts
// listModelRows) and serializes each row itself. Held here to the serializer over Prisma's own rows: the
// same records (every field, keys in the same order), page, order and total, for each year (an assignment
// counts in every year it overlaps), the trash, and offsets.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const CONTRACTS: [string, string, string][] = [
  ['Winter Hospital', '2025-11-03', '2026-02-01'], // both years
  ['Spring Clinic', '2026-02-02', '2026-05-03'],
  ['Same Start A', '2026-05-04', '2026-08-02'],
  ['Same Start B', '2026-05-04', '2026-06-28'], // same start: the later id first
  ['Fall Center', '2026-09-07', '2026-12-06'],
  ['Next Year', '2027-01-04', '2027-04-04'],
  ['Gone', '2026-03-02', '2026-04-26'], // soft-deleted below
];

interface Query {
  year?: number;
  deleted?: boolean;
  limit: number;
  offset: number;
}

function overlaps(a: Assignment, year: number): boolean {
  return a.start_date <= day(`${year}-12-31`) && a.end_date >= day(`${year}-01-01`);
}

/** What the list must answer, from Prisma's rows and the serializer. */
function expected(rows: Assignment[], q: Query, now: Date) {
  const year = q.year ?? now.getUTCFullYear();
  const kept = rows
    .filter((r) => (q.deleted ? r.deleted_at !== null : r.deleted_at === null))
    .filter((r) => (q.deleted && q.year === undefined ? true : overlaps(r, year)))
    .sort((a, b) => b.start_date.getTime() - a.start_date.getTime() || b.id - a.id);
  const ctx = { now } as Ctx;
  return {
    items: kept.slice(q.offset, q.offset + q.limit).map((r) => serializeAssignment(r, ctx)),
    total: kept.length,
  };
}

describe('the assignment list read in one statement', () => {
  it('answers what the serializer makes of Prisma’s rows, for every year, the trash and each page', async () => {
    const db = await getDb();
    const u = await newUser('model-rows');
    for (const [facility, start_date, end_date] of CONTRACTS) {
      const res = await u.call('POST', '/api/v1/assignments', {
        body: {
          facility,
          location: 'Denver',
          state: 'CO',
          agency: 'Aya',
          start_date,
          end_date,
          base_pay: 90000,
        },
      });
      expect(res.status).toBe(201);
      if (facility === 'Gone')
        expect((await u.call('DELETE', `/api/v1/assignments/${res.body.id}`)).status).toBe(204);
    }
    const rows = (await db.assignment.findMany({
      where: includingDeleted({ user_id: u.id }),
    })) as Assignment[];
    expect(rows).toHaveLength(CONTRACTS.length);
    const now = new Date();
    const queries: Query[] = [
      { limit: 100, offset: 0 },
      { year: 2025, limit: 100, offset: 0 },
      { year: 2026, limit: 100, offset: 0 },
      { year: 2027, limit: 100, offset: 0 },
      { year: 2030, limit: 100, offset: 0 },
      { deleted: true, limit: 100, offset: 0 },
      { deleted: true, year: 2026, limit: 100, offset: 0 },
      { deleted: true, year: 2027, limit: 100, offset: 0 },
      { year: 2026, limit: 2, offset: 1 },
      { year: 2026, limit: 2, offset: 4 },
      { year: 2026, limit: 3, offset: 9 },
    ];
    let compared = 0;
    for (const q of queries) {
      const params = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
      const res = await u.call('GET', `/api/v1/assignments?${params}`);
      const want = expected(rows, q, now);
      expect([q, res.status]).toEqual([q, 200]);
      expect(res.body, JSON.stringify(q)).toEqual(JSON.parse(JSON.stringify(want.items)));
      expect(res.headers.get('x-total-count'), JSON.stringify(q)).toBe(String(want.total));
      for (const [i, item] of (res.body as object[]).entries())
        expect(Object.keys(item)).toEqual(Object.keys(want.items[i] as object));
      compared += want.items.length;
    }
    expect(compared).toBeGreaterThan(15);
  });
});
