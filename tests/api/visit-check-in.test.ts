import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { countVisitLocations, removeVisitLocations } from '@/lib/records/visits/locations';
import { newUser } from '../helpers/http';

// "I'm home" from the phone (issue 40) through the API: a visit started with its check-in and location,
// the distance worked out from the tax home's ZIP, ended with a check-out, the location removed on request,
// and bad check-in fields refused with nothing written.

const home = { address: '1 Main', city: 'Omaha', state: 'NE', zip: '68102', rent_amount: 95000 };
const today = new Date().toISOString().slice(0, 10);
const checkIn = {
  arrived: today,
  left: today,
  checked_in_at: new Date(Date.now() - 60_000).toISOString(),
  check_in_time_zone: 'America/Chicago',
  // 0.03° north of 68102's centroid (41.259, -95.9409): 2.1 miles (tests/unit/records/check-in.test.ts).
  check_in_latitude: 41.289,
  check_in_longitude: -95.9409,
  check_in_accuracy_m: 30,
};

async function withHome(over: Record<string, unknown> = {}) {
  const u = await newUser();
  expect((await u.call('POST', '/api/v1/tax-home', { body: { ...home, ...over } })).status).toBe(201);
  return u;
}

describe('a visit checked in from the phone', () => {
  it('stores the check-in and the distance from the home ZIP, ends with a check-out, drops the location', async () => {
    const u = await withHome();
    const created = await u.call('POST', '/api/v1/tax-home-visits', { body: checkIn });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      checked_in_at: checkIn.checked_in_at,
      checked_out_at: null,
      check_in_time_zone: 'America/Chicago',
      check_in_latitude: 41.289,
      check_in_longitude: -95.9409,
      check_in_accuracy_m: 30,
      check_in_distance_miles: 2.1,
    });
    const id = created.body.id as number;
    const out = new Date().toISOString();
    const ended = await u.call('PATCH', `/api/v1/tax-home-visits/${id}`, {
      body: { left: today, checked_out_at: out },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ checked_out_at: out, check_in_distance_miles: 2.1 });
    const removed = await u.call('PATCH', `/api/v1/tax-home-visits/${id}`, {
      body: { check_in_latitude: null, check_in_longitude: null },
    });
    expect(removed.body).toMatchObject({
      checked_in_at: checkIn.checked_in_at,
      check_in_latitude: null,
      check_in_longitude: null,
      check_in_accuracy_m: null,
      check_in_distance_miles: null,
    });
    expect((await u.call('GET', `/api/v1/tax-home-visits/${id}`)).body).toEqual(removed.body);
  });

  it('a check-in without a location, and a tax home without a ZIP, keep no distance', async () => {
    const u = await withHome({ zip: null });
    const { check_in_latitude: _a, check_in_longitude: _b, check_in_accuracy_m: _c, ...bare } = checkIn;
    const plain = await u.call('POST', '/api/v1/tax-home-visits', { body: bare });
    expect(plain.body).toMatchObject({ check_in_latitude: null, check_in_distance_miles: null });
    const located = await u.call('POST', '/api/v1/tax-home-visits', { body: checkIn });
    expect(located.body).toMatchObject({ check_in_latitude: 41.289, check_in_distance_miles: null });
  });

  it('refuses half a location, a future time and an unknown zone, writing nothing', async () => {
    const u = await withHome();
    const bad = await u.call('POST', '/api/v1/tax-home-visits', {
      body: {
        ...checkIn,
        check_in_longitude: undefined,
        checked_in_at: new Date(Date.now() + 3_600_000).toISOString(),
        check_in_time_zone: 'Mars/Olympus_Mons',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'check_in_time_zone',
    ]);
    const rules = await u.call('POST', '/api/v1/tax-home-visits', {
      body: {
        ...checkIn,
        check_in_longitude: undefined,
        checked_in_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(rules.status).toBe(400);
    expect(rules.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'check_in_longitude',
      'checked_in_at',
    ]);
    expect((await u.call('GET', `/api/v1/tax-home-visits?year=${today.slice(0, 4)}`)).body).toEqual([]);
  });

  it("another user's visit is 404, location or not", async () => {
    const [a, b] = [await withHome(), await withHome()];
    const { body } = await a.call('POST', '/api/v1/tax-home-visits', { body: checkIn });
    const other = await b.call('PATCH', `/api/v1/tax-home-visits/${body.id}`, {
      body: { check_in_latitude: null, check_in_longitude: null },
    });
    expect(other.status).toBe(404);
    expect((await a.call('GET', `/api/v1/tax-home-visits/${body.id}`)).body.check_in_latitude).toBe(41.289);
  });

  it('Settings removes every location of the user, in the trash too, and keeps the times', async () => {
    const [u, other] = [await withHome(), await withHome()];
    const ids: number[] = [];
    for (const who of [u, u, other]) {
      const { body } = await who.call('POST', '/api/v1/tax-home-visits', { body: checkIn });
      ids.push(body.id as number);
    }
    expect((await u.call('DELETE', `/api/v1/tax-home-visits/${ids[1]}`)).status).toBe(204);
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    const ctx = { db, user, userId: u.id, now: new Date(), requestId: crypto.randomUUID() };
    expect(await countVisitLocations(ctx)).toBe(2);
    expect(await removeVisitLocations(ctx)).toBe(2);
    expect(await countVisitLocations(ctx)).toBe(0);
    const rows = await db.taxHomeVisit.findMany({
      where: { id: { in: ids }, deleted_at: undefined }, // the trashed one too (lib/providers/db/soft-delete.ts)
      orderBy: { id: 'asc' },
    });
    expect(
      rows.map((r) => [r.check_in_latitude, r.check_in_distance_miles, r.checked_in_at?.toISOString()]),
    ).toEqual([
      [null, null, checkIn.checked_in_at],
      [null, null, checkIn.checked_in_at],
      [41.289, 2.1, checkIn.checked_in_at], // another user's visit is theirs
    ]);
  });
});
