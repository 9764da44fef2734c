import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { locationDurations } from '@/lib/tax/compliance';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /location-durations', () => {
  it("answers locationDurations over the caller's live assignments, oldest first, with the cache on and off", async () => {
    const u = await newUser();
    const other = await newUser();
    const db = await getDb();
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    // Places that repeat under other spellings, overlapping stays, one wholly before the window, one that
    // straddles its start, one running past today, and a deleted one; inserted newest first, so the answer's
    // first spellings and facility order come from the start dates, not from the order of the rows.
    const places = [
      ['Denver', 'CO', 'Denver Health'],
      [' denver ', 'co', 'St. Joseph'],
      ['Austin', 'TX', 'Dell Seton'],
      ['AUSTIN', 'TX', 'dell seton'],
      ['Reno', 'NV', 'Renown'],
    ] as const;
    const starts = [-1200, -760, -700, -500, -420, -300, -250, -120, -60, -30, 40];
    await db.assignment.createMany({
      data: starts.reverse().map((offset, i) => {
        const [location, state, facility] = places[i % places.length]!;
        return {
          user_id: u.id,
          facility,
          location,
          state,
          start_date: new Date(today + offset * DAY),
          end_date: new Date(today + (offset + 90 + (i % 3) * 20) * DAY),
          base_pay: 100_000,
          status: 'active',
        };
      }),
    });
    const gone = await db.assignment.findFirstOrThrow({ where: { user_id: u.id, location: 'Reno' } });
    await db.assignment.delete({ where: { id: gone.id } });
    await db.assignment.create({
      data: {
        user_id: other.id,
        facility: 'X',
        location: 'Denver',
        state: 'CO',
        start_date: new Date(today - 100 * DAY),
        end_date: new Date(today),
        base_pay: 1,
        status: 'active',
      },
    });

    const rows = await db.assignment.findMany({
      where: { user_id: u.id },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    });
    const want = locationDurations(
      rows.map((r) => ({
        ...r,
        start_date: iso(r.start_date.getTime()),
        end_date: iso(r.end_date.getTime()),
      })),
      iso(today),
    );
    expect(want.length).toBeGreaterThanOrEqual(3);
    expect(want.map((p) => p.facilities.length)).toContain(2); // two spellings of Denver, two hospitals

    const res = await u.call('GET', '/api/v1/location-durations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(want);
    responseCacheOff(true);
    try {
      expect((await u.call('GET', '/api/v1/location-durations')).body).toEqual(want);
    } finally {
      responseCacheOff(false);
    }
  });
});
