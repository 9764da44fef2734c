import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { confirmSuggestedVisit } from '@/lib/records/visits/summary';
import { call, newUser } from '../helpers/http';

// Visits home as records (issue 18): the resource's six operations, the owner inside every lookup, bad
// input as a 400 with field details and nothing written, the tax home's last visit following from the
// visits, days at home per year, and the ties that disagree.

type User = Awaited<ReturnType<typeof newUser>>;
const home = { address: '1 Main', city: 'Omaha', state: 'NE', zip: '68102', rent_amount: 95000 };

async function withHome(over: Record<string, unknown> = {}) {
  const u = await newUser();
  const h = await u.call('POST', '/api/v1/tax-home', { body: { ...home, ...over } });
  expect(h.status).toBe(201);
  return { u, homeId: h.body.id as number };
}
const visits = (u: User, query = 'year=2026') => u.call('GET', `/api/v1/tax-home-visits?${query}`);
const lastVisit = async (u: User, id: number) =>
  (await u.call('GET', `/api/v1/tax-home/${id}`)).body.last_visit_date as string | null;
const details = (body: { error: { details?: Array<{ path: string }> } }) =>
  (body.error.details ?? []).map((d) => d.path).sort();

describe('/tax-home-visits: the record operations', () => {
  it('401 without a token', async () => {
    expect((await call('GET', '/api/v1/tax-home-visits')).status).toBe(401);
    expect((await call('POST', '/api/v1/tax-home-visits', { body: {} })).status).toBe(401);
  });

  it('create (on the current home), get, list by year, patch, delete to the trash, restore', async () => {
    const { u, homeId } = await withHome();
    const trip = await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-03-19', miles: 212, purpose: 'tax_home_visit' },
    });
    const created = await u.call('POST', '/api/v1/tax-home-visits', {
      body: {
        arrived: '2026-03-19',
        left: '2026-03-22',
        notes: 'Between contracts',
        mileage_trip_id: trip.body.id,
      },
    });
    expect(created.status).toBe(201);
    const v = created.body;
    expect(v).toMatchObject({
      tax_home_id: homeId,
      arrived: '2026-03-19',
      left: '2026-03-22',
      notes: 'Between contracts',
      mileage_trip_id: trip.body.id,
      expense_id: null,
      tax_home_doc_id: null,
      deleted_at: null,
    });
    expect((await u.call('GET', `/api/v1/tax-home-visits/${v.id}`)).body).toEqual(v);
    const list = await visits(u);
    expect([
      list.status,
      list.headers.get('x-total-count'),
      list.body.map((x: { id: number }) => x.id),
    ]).toEqual([200, '1', [v.id]]);
    expect((await visits(u, 'year=2025')).body).toEqual([]);
    const patched = await u.call('PATCH', `/api/v1/tax-home-visits/${v.id}`, {
      body: { left: '2026-03-24' },
    });
    expect(patched.body).toMatchObject({
      arrived: '2026-03-19',
      left: '2026-03-24',
      notes: 'Between contracts',
    });

    expect((await u.call('DELETE', `/api/v1/tax-home-visits/${v.id}`)).status).toBe(204);
    expect((await u.call('GET', `/api/v1/tax-home-visits/${v.id}`)).status).toBe(404);
    expect((await visits(u)).body).toEqual([]);
    const trash = await visits(u, 'deleted=true');
    expect(trash.body.map((x: { id: number }) => x.id)).toEqual([v.id]);
    const restored = await u.call('PATCH', `/api/v1/tax-home-visits/${v.id}/restore`);
    expect([restored.status, restored.body.deleted_at]).toEqual([200, null]);
    expect((await visits(u)).body).toHaveLength(1);
  });

  it('a visit over New Year is listed in both years; pagination is bounded', async () => {
    const { u } = await withHome();
    await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: '2025-12-28', left: '2026-01-02' } });
    expect((await visits(u, 'year=2025')).body).toHaveLength(1);
    expect((await visits(u, 'year=2026')).body).toHaveLength(1);
    expect((await visits(u, 'limit=0')).status).toBe(400);
    const past = await visits(u, 'year=2026&offset=5');
    expect([past.body, past.headers.get('x-total-count')]).toEqual([[], '1']);
  });

  it("another user's visit is 404 for every operation and never listed", async () => {
    const { u } = await withHome();
    const { u: other } = await withHome();
    const v = (
      await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: '2026-03-01', left: '2026-03-02' } })
    ).body;
    expect((await other.call('GET', `/api/v1/tax-home-visits/${v.id}`)).status).toBe(404);
    expect(
      (await other.call('PATCH', `/api/v1/tax-home-visits/${v.id}`, { body: { notes: 'x' } })).status,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/v1/tax-home-visits/${v.id}`)).status).toBe(404);
    expect((await other.call('PATCH', `/api/v1/tax-home-visits/${v.id}/restore`)).status).toBe(404);
    expect((await visits(other)).body).toEqual([]);
    expect((await u.call('GET', `/api/v1/tax-home-visits/${v.id}`)).body.notes).toBe('');
  });
});

describe('/tax-home-visits: bad input is a 400 naming the field, and nothing is written', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['left before arrived', { arrived: '2026-03-05', left: '2026-03-04' }, ['left']],
    ['not a date', { arrived: '2026-02-30', left: '2026-03-04' }, ['arrived']],
    ['missing dates', {}, ['arrived', 'left']],
    ['an unknown field', { arrived: '2026-03-01', left: '2026-03-01', city: 'Omaha' }, ['']],
    ['notes too long', { arrived: '2026-03-01', left: '2026-03-01', notes: 'x'.repeat(1001) }, ['notes']],
    [
      'an id out of range',
      { arrived: '2026-03-01', left: '2026-03-01', expense_id: 2 ** 31 },
      ['expense_id'],
    ],
    ['a visit that has not ended', { arrived: '2026-03-01', left: '2099-01-01' }, ['left']],
    ['a visit in the future', { arrived: '2099-01-01', left: '2099-01-02' }, ['arrived', 'left']],
  ])('%s', async (_label, body, paths) => {
    const { u } = await withHome();
    const res = await u.call('POST', '/api/v1/tax-home-visits', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    if (paths[0] !== '') expect(details(res.body)).toEqual(paths);
    expect((await visits(u, 'deleted=false')).headers.get('x-total-count')).toBe('0');
  });

  it("another user's trip, expense, document or tax home as evidence: 400 on each field, nothing written", async () => {
    const { u } = await withHome();
    const { u: other, homeId: theirHome } = await withHome();
    const trip = await other.call('POST', '/api/v1/mileage', {
      body: { date: '2026-03-01', miles: 10, purpose: 'tax_home_visit' },
    });
    const exp = await other.call('POST', '/api/v1/expenses', {
      body: { date: '2026-03-01', category: 'other', amount: 100 },
    });
    const doc = await other.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'lease', title: 'Lease', date: '2026-01-01' },
    });
    const res = await u.call('POST', '/api/v1/tax-home-visits', {
      body: {
        arrived: '2026-03-01',
        left: '2026-03-01',
        tax_home_id: theirHome,
        mileage_trip_id: trip.body.id,
        expense_id: exp.body.id,
        tax_home_doc_id: doc.body.id,
      },
    });
    expect(res.status).toBe(400);
    expect(details(res.body)).toEqual(['expense_id', 'mileage_trip_id', 'tax_home_doc_id', 'tax_home_id']);
    expect((await visits(u)).body).toEqual([]);
  });

  it('a PATCH that puts left before the stored arrived is refused', async () => {
    const { u } = await withHome();
    const v = (
      await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: '2026-03-10', left: '2026-03-12' } })
    ).body;
    const res = await u.call('PATCH', `/api/v1/tax-home-visits/${v.id}`, { body: { left: '2026-03-09' } });
    expect([res.status, details(res.body)]).toEqual([400, ['left']]);
    expect((await u.call('GET', `/api/v1/tax-home-visits/${v.id}`)).body.left).toBe('2026-03-12');
  });

  it('without a tax home there is nothing to visit', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/tax-home-visits', {
      body: { arrived: '2026-03-01', left: '2026-03-01' },
    });
    expect([res.status, details(res.body)]).toEqual([400, ['tax_home_id']]);
  });
});

describe("the tax home's last visit follows from its visits", () => {
  it('the later of the date written on the home and the latest visit, through delete and restore', async () => {
    const { u, homeId } = await withHome({ last_visit_date: '2026-01-10' });
    expect(await lastVisit(u, homeId)).toBe('2026-01-10');
    const v = (
      await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: '2026-03-01', left: '2026-03-05' } })
    ).body;
    expect(await lastVisit(u, homeId)).toBe('2026-03-05');
    // An older visit does not move it back.
    await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: '2025-06-01', left: '2025-06-02' } });
    expect(await lastVisit(u, homeId)).toBe('2026-03-05');
    await u.call('DELETE', `/api/v1/tax-home-visits/${v.id}`);
    expect(await lastVisit(u, homeId)).toBe('2026-01-10');
    await u.call('PATCH', `/api/v1/tax-home-visits/${v.id}/restore`);
    expect(await lastVisit(u, homeId)).toBe('2026-03-05');
    // A client writing a later date wins; clearing it leaves the visits' date.
    await u.call('PATCH', `/api/v1/tax-home/${homeId}`, { body: { last_visit_date: '2026-04-01' } });
    expect(await lastVisit(u, homeId)).toBe('2026-04-01');
    await u.call('PATCH', `/api/v1/tax-home/${homeId}`, { body: { last_visit_date: null } });
    expect(await lastVisit(u, homeId)).toBe('2026-03-05');
    // Writing back the value read (a form re-saving the home) records nothing of its own.
    await u.call('PATCH', `/api/v1/tax-home/${homeId}`, {
      body: { last_visit_date: '2026-03-05', city: 'Omaha' },
    });
    await u.call('DELETE', `/api/v1/tax-home-visits/${v.id}`);
    expect(await lastVisit(u, homeId)).toBe('2025-06-02');
  });

  it('the visit-overdue notification resolves once a visit is logged', async () => {
    const { u } = await withHome();
    const open = async () =>
      (await u.call('GET', '/api/v1/notifications')).body
        .filter((n: { resolved_at: string | null }) => n.resolved_at === null)
        .map((n: { type: string }) => n.type);
    expect(await open()).toContain('visit_overdue');
    const today = new Date().toISOString().slice(0, 10);
    await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: today, left: today } });
    expect(await open()).not.toContain('visit_overdue');
  });
});

describe('GET /tax-home-visits/summary', () => {
  it('visits and distinct days at home per year, overlapping days once; only the caller’s', async () => {
    const { u } = await withHome();
    const { u: other } = await withHome();
    for (const [arrived, left] of [
      ['2025-12-30', '2026-01-02'],
      ['2026-03-01', '2026-03-05'],
      ['2026-03-04', '2026-03-08'],
    ]) {
      await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived, left } });
    }
    const res = await u.call('GET', '/api/v1/tax-home-visits/summary');
    expect(res.status).toBe(200);
    // 2026: Jan 1-2 (2 days) and Mar 1-8 (8 days, the 4th and 5th once); 2025: Dec 30-31.
    expect(res.body).toEqual({
      lastVisit: '2026-03-08',
      years: [
        { year: 2026, visits: 3, daysAtHome: 10 },
        { year: 2025, visits: 1, daysAtHome: 2 },
      ],
    });
    expect((await other.call('GET', '/api/v1/tax-home-visits/summary')).body).toEqual({
      lastVisit: null,
      years: [],
    });
  });
});

describe("the IRS test's factor 3", () => {
  it('reads the visits of the last 12 months as evidence, overlapping days once', async () => {
    const { u } = await withHome();
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    // 5 to 2 days ago and 3 days ago to yesterday: 5 days (5, 4, 3, 2 and 1 days ago).
    await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: day(5), left: day(2) } });
    await u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: day(3), left: day(1) } });
    const test = await u.call('GET', '/api/v1/tax-home/test');
    const f3 = test.body.factors.find((f: { key: string }) => f.key === 'not_abandoned');
    expect(f3.met).toBe(true);
    expect(f3.evidence).toContain('2 visits home and 5 days at home in the last 12 months');
  });
});

describe("the web's one-click confirmation", () => {
  async function ctxOf(u: User): Promise<Ctx> {
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    return { db, user, userId: user.id, now: new Date(), requestId: 'test' };
  }

  it('makes the suggested day a visit citing its records; a second click, or a day not suggested, writes nothing', async () => {
    const { u, homeId } = await withHome();
    const trip = await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-05-01', miles: 212, purpose: 'tax_home_visit' },
    });
    const doc = await u.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'utility_bill', title: 'OPPD bill, Omaha', date: '2026-05-01' },
    });
    const ctx = await ctxOf(u);
    expect(await confirmSuggestedVisit(ctx, '2026-05-01')).toBe(true);
    expect(await confirmSuggestedVisit(ctx, '2026-05-01')).toBe(false);
    expect(await confirmSuggestedVisit(ctx, '2026-05-02')).toBe(false);
    expect((await visits(u)).body).toEqual([
      expect.objectContaining({
        tax_home_id: homeId,
        arrived: '2026-05-01',
        left: '2026-05-01',
        mileage_trip_id: trip.body.id,
        expense_id: null,
        tax_home_doc_id: doc.body.id,
      }),
    ]);
    // Another user's suggestions are not the caller's to confirm.
    const { u: other } = await withHome();
    await other.call('POST', '/api/v1/mileage', {
      body: { date: '2026-06-01', miles: 9, purpose: 'tax_home_visit' },
    });
    expect(await confirmSuggestedVisit(ctx, '2026-06-01')).toBe(false);
  });
});

describe('ties that disagree', () => {
  it("a driver's license document from another state opens a notification; correcting its state resolves it", async () => {
    const { u } = await withHome();
    const ties = async () =>
      (await u.call('GET', '/api/v1/notifications')).body.filter(
        (n: { type: string; resolved_at: string | null }) =>
          n.type === 'tie_out_of_state' && n.resolved_at === null,
      );
    const doc = await u.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'drivers_license', title: "Driver's license", date: '2026-01-05', state: 'TX' },
    });
    expect(doc.body.state).toBe('TX');
    const [n] = await ties();
    expect(n).toMatchObject({
      title: "Your driver's license is from Texas, not Nebraska",
      link: '/tax-home',
    });
    await u.call('PATCH', `/api/v1/tax-home-docs/${doc.body.id}`, { body: { state: 'NE' } });
    expect(await ties()).toEqual([]);
  });

  it('a document state that is not a state is a 400', async () => {
    const { u } = await withHome();
    const res = await u.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'drivers_license', title: 'DL', date: '2026-01-05', state: 'XX' },
    });
    expect([res.status, details(res.body)]).toEqual([400, ['state']]);
  });
});
