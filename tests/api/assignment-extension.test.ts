import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { contractDistances } from '@/lib/views/tax-home/extension';
import { assignmentGsaView } from '@/lib/views/assignment-gsa';
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

describe("the assignment page's GSA view", () => {
  const philadelphia = {
    ...job,
    facility: 'Penn Presbyterian',
    location: 'Philadelphia',
    state: 'PA',
    zip: '19104',
    start_date: '2026-09-06',
    end_date: '2026-12-05',
    housing_stipend: 150_000,
    mie_stipend: 56_000,
  };

  it('a contract into December: partly taxable by the excess, with the winter rate as its cause', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: philadelphia });
    const view = await assignmentGsaView(await ctxOf(u.id), a.id);
    // Sep 6 (first day) $7.29 + December $254.43, rounded once: $261.71 (tests/unit/tax/compliance/gsa-excess).
    expect(view).toMatchObject({ stipendsTaxableReason: null, excess: 26_171 });
    expect(view.excessCause).toEqual({
      kind: 'lower_gsa_rate',
      months: ['2026-12'],
      lowestRate: 173_600,
      highestRate: 217_000,
    });
    expect(view.excessNote).toMatch(/^The GSA rate here is lower in December 2026: \$1,736\.00 a week/);
    // The dashboard's GSA figure for the same contract is the same excess: one test, read by both.
    const dash = await u.call('GET', '/api/v1/dashboard');
    expect(dash.body.assignments.find((x: { id: number }) => x.id === a.id).gsa.excess).toBe(26_171);
  });

  it('taxed whole (no tax home) or a 1099 worker: no cause to give', async () => {
    const u = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: philadelphia });
    const view = await assignmentGsaView(await ctxOf(u.id), a.id);
    expect(view.stipendsTaxableReason).toBe('no_tax_home');
    expect([view.excessCause, view.excessNote]).toEqual([null, null]);
    await u.call('POST', '/api/v1/tax-home', { body: home });
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const contractor = await assignmentGsaView(await ctxOf(u.id), a.id);
    expect([contractor.excess, contractor.excessCause]).toEqual([0, null]);
  });
});

describe('GET /assignments/:id/extension names the GSA rate of the added weeks', () => {
  it('extending a Philadelphia contract into December: the winter rate, not the 12-month rule', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    // $2,060 a week of stipends: under Philadelphia's $2,170 a week from September to November, above
    // December's $1,736 (GSA: lodging $218, then $156; M&IE $92).
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: {
        ...job,
        facility: 'Penn Presbyterian',
        location: 'Philadelphia',
        state: 'PA',
        zip: '19104',
        start_date: '2026-09-06',
        end_date: '2026-11-28',
        housing_stipend: 150_000,
        mie_stipend: 56_000,
      },
    });
    const res = await u.call('GET', `/api/v1/assignments/${a.id}/extension?weeks=4`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ newEndDate: '2026-12-26', breaksExtended: false });
    expect(res.body.stipendsBecomingTaxable).toBeGreaterThan(0);
    expect(res.body.stipendsCause).toEqual({
      kind: 'lower_gsa_rate',
      months: ['2026-12'],
      note:
        'The GSA rate here is lower in December 2026: $1,736.00 a week at the lowest, below your $2,060.00 ' +
        "of weekly stipends. In the contract's other months it is up to $2,170.00 a week and they fit under it.",
    });
  });
});

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
    expect(over.body.stipendsCause).toMatchObject({ kind: 'twelve_month', months: [] });
    expect(safe.body.stipendsCause).toBeNull();
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
