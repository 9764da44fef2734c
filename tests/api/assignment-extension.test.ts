import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { contractDistances } from '@/lib/views/tax-home/extension';
import { newUser } from '../helpers/http';

async function ctxOf(userId: number): Promise<Ctx> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { db, user, userId, now: new Date('2026-11-26T12:00:00Z'), requestId: 'distances' };
}

const home = { address: '1 Main', city: 'Austin', state: 'TX', zip: '78701', rent_amount: 150000 };
const job = {
  facility: 'Houston Methodist',
  location: 'Houston',
  state: 'TX',
  zip: '77030',
  start_date: '2026-01-01',
  end_date: '2026-12-17', // 351 days
  base_pay: 100000,
  housing_stipend: 70000,
  mie_stipend: 20000,
};

describe('GET /assignments/:id/extension and /distance', () => {
  it('two weeks keep it at 365 days; three pass it and make every stipend taxable', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: job });

    const safe = await u.call('GET', `/api/v1/assignments/${a.id}/extension?weeks=2`);
    expect(safe.status).toBe(200);
    expect(safe.body).toMatchObject({
      daysExtended: 365,
      breakDate: null,
      stipendsBecomingTaxable: 0,
      extraTax: 0,
    });
    expect(safe.body.current.taxableStipends).toBe(0);

    const over = await u.call('GET', `/api/v1/assignments/${a.id}/extension?weeks=3`);
    expect(over.body).toMatchObject({
      newEndDate: '2027-01-07',
      breakDate: '2027-01-01',
      breaksExtended: true,
    });
    // Rev. Rul. 93-86: the whole contract's stipends, 2026 and 2027, become wages.
    expect(over.body.extended.taxableStipends).toBe(over.body.extended.stipends);
    expect(over.body.stipendsBecomingTaxable).toBe(over.body.extended.stipends);
    expect(over.body.extraTax).toBeGreaterThan(0);
    expect(over.body.extraTax).toBe(over.body.extended.taxOnStipends - over.body.current.taxOnStipends);

    const d = await u.call('GET', `/api/v1/assignments/${a.id}/distance`);
    expect(d.body.near).toBe(false);
    expect(Math.round(d.body.miles)).toBe(146);

    // Nothing was saved.
    const again = await u.call('GET', `/api/v1/assignments/${a.id}`);
    expect(again.body.end_date).toBe('2026-12-17');
  });

  it("another user's assignment is 404; a bad week count is 400", async () => {
    const u = await newUser();
    const other = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: job });
    expect((await other.call('GET', `/api/v1/assignments/${a.id}/extension?weeks=2`)).status).toBe(404);
    expect((await other.call('GET', `/api/v1/assignments/${a.id}/distance`)).status).toBe(404);
    for (const w of ['0', '53', 'x', '']) {
      expect((await u.call('GET', `/api/v1/assignments/${a.id}/extension?weeks=${w}`)).status).toBe(400);
    }
    const near = await u.call('POST', '/api/v1/assignments', {
      body: { ...job, location: 'Round Rock', zip: '78664' },
    });
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const d = await u.call('GET', `/api/v1/assignments/${near.body.id}/distance`);
    expect(d.body).toMatchObject({ near: true });
    expect(d.body.note).toMatch(/No law sets a 50-mile rule/);
  });
});

describe('contractDistances (Compare)', () => {
  it("each offer's distance from the caller's own tax home", async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const offers = [
      { city: 'Houston', state: 'TX', zip: '77030' },
      { city: 'Round Rock', state: 'TX', zip: '78664' },
    ];
    const [far, near] = await contractDistances(await ctxOf(u.id), offers);
    expect([Math.round(far?.miles ?? 0), far?.near]).toEqual([146, false]);
    expect(near?.near).toBe(true);
    // The other user has no tax home: u's does not count for them.
    const theirs = await contractDistances(await ctxOf(other.id), offers);
    expect(theirs.map((d) => d.miles)).toEqual([null, null]);
  });
});
