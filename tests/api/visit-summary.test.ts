import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

// GET /tax-home-visits/summary over what a worker does to their visits and homes: a deleted visit stops
// counting and comes back when restored, and a new tax home (the newest is the current one) starts its own
// count, while the old home's visits count again once the new home is deleted.

const home = { address: '1 Main', city: 'Omaha', state: 'NE', zip: '68102', rent_amount: 95000 };
type User = Awaited<ReturnType<typeof newUser>>;

const summary = async (u: User) => {
  const cached = (await u.call('GET', '/api/v1/tax-home-visits/summary')).body;
  responseCacheOff(true);
  try {
    const fresh = await u.call('GET', '/api/v1/tax-home-visits/summary');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual(cached);
    return fresh.body;
  } finally {
    responseCacheOff(false);
  }
};

describe('GET /tax-home-visits/summary, as visits and homes change', () => {
  it('counts the live visits of the current tax home only', async () => {
    const u = await newUser();
    const first = (await u.call('POST', '/api/v1/tax-home', { body: home })).body.id as number;
    const ids: number[] = [];
    for (const [arrived, left] of [
      ['2026-02-01', '2026-02-03'],
      ['2026-05-10', '2026-05-11'],
    ]) {
      ids.push((await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived, left } })).body.id);
    }
    const both = { lastVisit: '2026-05-11', years: [{ year: 2026, visits: 2, daysAtHome: 5 }] };
    expect(await summary(u)).toEqual(both);

    expect((await u.call('DELETE', `/api/v1/tax-home-visits/${ids[1]}`)).status).toBe(204);
    expect(await summary(u)).toEqual({
      lastVisit: '2026-02-03',
      years: [{ year: 2026, visits: 1, daysAtHome: 3 }],
    });
    expect((await u.call('PATCH', `/api/v1/tax-home-visits/${ids[1]}/restore`)).status).toBe(200);
    expect(await summary(u)).toEqual(both);

    const second = await u.call('POST', '/api/v1/tax-home', { body: { ...home, city: 'Lincoln' } });
    expect(second.status).toBe(201);
    expect(await summary(u)).toEqual({ lastVisit: null, years: [] });

    expect((await u.call('DELETE', `/api/v1/tax-home/${second.body.id}`)).status).toBe(204);
    expect(await summary(u)).toEqual(both);
    expect(first).toBeGreaterThan(0);
  });
});
