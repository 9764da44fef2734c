import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { uploadedKey } from '../helpers/files';

const body = (over: Record<string, unknown> = {}) => ({
  facility: 'Mercy',
  location: 'Des Moines',
  state: 'IA',
  start_date: '2030-01-07',
  end_date: '2030-04-07',
  base_pay: 100000,
  ...over,
});

describe('assignment status (docs/api-guide.md §6)', () => {
  it.each([
    ['future', { start_date: '2030-01-07', end_date: '2030-04-07' }, 'upcoming'],
    ['past', { start_date: '2020-01-06', end_date: '2020-04-05' }, 'complete'],
    ['current', { start_date: '2020-01-06', end_date: '2099-04-05' }, 'active'],
  ])('follows the dates on create (%s)', async (_l, dates, status) => {
    const u = await newUser();
    expect((await u.call('POST', '/api/v1/assignments', { body: body(dates) })).body.status).toBe(status);
  });

  it('moves forward only', async () => {
    const u = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: body() });
    const same = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { status: 'upcoming' } });
    expect(same.status).toBe(200);
    const fwd = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { status: 'active' } });
    expect(fwd.body.status).toBe('active');
    const back = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { status: 'upcoming' } });
    expect(back.status).toBe(400);
    expect(back.body.error.code).toBe('invalid_status_transition');
    const bogus = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { status: 'paused' } });
    expect(bogus.body.error.code).toBe('validation_error');
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.status).toBe('active');
  });

  it('never shows a status behind the calendar', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/assignments', {
      body: body({ status: 'upcoming', start_date: '2020-01-06', end_date: '2020-04-05' }),
    });
    expect(res.body.status).toBe('complete');
  });
});

describe('assignment validation', () => {
  it.each([
    ['end before start', { end_date: '2029-12-31' }, 'end_date'],
    ['impossible date', { start_date: '2030-02-30' }, 'start_date'],
    ['unknown state', { state: 'XX' }, 'state'],
    ['lowercase state', { state: 'ia' }, 'state'],
    ['negative money', { base_pay: -1 }, 'base_pay'],
    ['too much money', { base_pay: 1_000_000_001 }, 'base_pay'],
    ['fractional cents', { housing_stipend: 10.5 }, 'housing_stipend'],
    ['missing base pay', { base_pay: undefined }, 'base_pay'],
    ['foreign contract key', { contract_objstore_key: 'contracts/999999/x.pdf' }, null],
  ])('rejects %s', async (_l, over, path) => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/assignments', { body: body(over) });
    if (path) {
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    } else {
      expect(res.status).toBe(404);
    }
    expect((await u.call('GET', '/api/v1/assignments?year=2030')).body).toEqual([]);
  });

  it('accepts a contract key under the caller’s own prefix and checks the merged dates on PATCH', async () => {
    const u = await newUser();
    const key = await uploadedKey(u, 'contracts', 'contract.pdf');
    const { body: a, status } = await u.call('POST', '/api/v1/assignments', {
      body: body({ contract_objstore_key: key }),
    });
    expect(status).toBe(201);
    expect(a.contract_objstore_key).toBe(key);
    const bad = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { end_date: '2029-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('end_date');
  });

  it('lists the assignments overlapping a year, including one crossing New Year', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/assignments', {
      body: body({ start_date: '2029-11-05', end_date: '2030-02-02' }),
    });
    await u.call('POST', '/api/v1/assignments', {
      body: body({ start_date: '2031-01-05', end_date: '2031-03-02' }),
    });
    expect((await u.call('GET', '/api/v1/assignments?year=2029')).headers.get('x-total-count')).toBe('1');
    expect((await u.call('GET', '/api/v1/assignments?year=2030')).headers.get('x-total-count')).toBe('1');
    expect((await u.call('GET', '/api/v1/assignments?year=2031')).headers.get('x-total-count')).toBe('1');
  });
});

describe('references to other records', () => {
  it("400 for an assignment_id that is not the caller's", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { body: a } = await owner.call('POST', '/api/v1/assignments', { body: body() });
    for (const path of ['/api/v1/expenses', '/api/v1/mileage']) {
      const payload =
        path === '/api/v1/expenses'
          ? { date: '2030-01-10', category: 'travel', amount: 100, assignment_id: a.id }
          : { date: '2030-01-10', miles: 10, purpose: 'work_travel', assignment_id: a.id };
      const res = await other.call('POST', path, { body: payload });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe('assignment_id');
      expect((await owner.call('POST', path, { body: payload })).status).toBe(201);
    }
  });
});

describe('a tax home visit is never in the future', () => {
  const home = { address: '1 Main St', city: 'Omaha', state: 'NE' };
  it('refuses a future last visit on create and on edit, and writes nothing', async () => {
    const u = await newUser();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const bad = await u.call('POST', '/api/v1/tax-home', { body: { ...home, last_visit_date: tomorrow } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { path: 'last_visit_date', message: 'The last visit cannot be in the future' },
    ]);
    expect((await u.call('GET', '/api/v1/tax-home')).body).toEqual([]);
    const ok = await u.call('POST', '/api/v1/tax-home', { body: { ...home, last_visit_date: today } });
    expect(ok.status).toBe(201);
    const edit = await u.call('PATCH', `/api/v1/tax-home/${ok.body.id}`, {
      body: { last_visit_date: tomorrow },
    });
    expect(edit.status).toBe(400);
    expect((await u.call('GET', `/api/v1/tax-home/${ok.body.id}`)).body.last_visit_date).toBe(today);
  });
});

describe('an assignment’s county where its ZIP lies in several (docs/tax-method.md §4b)', () => {
  // 70 days in Indianapolis 46240 (Marion County, and Hamilton County) from January 1, 2025, at 4,000 a week:
  // 40,000 of Indiana wages; a Michigan resident owes the county tax of the county worked on January 1.
  const indianapolis = (over: Record<string, unknown> = {}) =>
    body({
      location: 'Indianapolis',
      state: 'IN',
      zip: '46240',
      start_date: '2025-01-01',
      end_date: '2025-03-11',
      base_pay: 400_000,
      ...over,
    });
  const countyLines = async (u: Awaited<ReturnType<typeof newUser>>) =>
    (await u.call('GET', '/api/v1/tax-estimate?year=2025')).body.locals
      .filter((l: { id: string }) => l.id.startsWith('IN-'))
      .map((l: { id: string; tax: number }) => [l.id, l.tax]);

  it('uses the county given instead of the ZIP’s first one; none given is the ZIP’s first, as before', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Front St', city: 'Traverse City', state: 'MI', zip: '49684' },
    });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: indianapolis() });
    expect(a.county).toBeNull();
    // Marion County 2.02% × (40,000 − the 1,000 Indiana exemption) = 787.80
    expect(await countyLines(u)).toEqual([['IN-marion-county', 78_780]]);
    const set = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { county: 'hamilton' } });
    expect([set.status, set.body.county]).toEqual([200, 'Hamilton County']);
    // Hamilton County 1.1% × 39,000 = 429.00
    expect(await countyLines(u)).toEqual([['IN-hamilton-county', 42_900]]);
    const cleared = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { county: null } });
    expect(cleared.body.county).toBeNull();
    expect(await countyLines(u)).toEqual([['IN-marion-county', 78_780]]);
  });

  it.each([
    [
      'a county the ZIP is not in',
      { county: 'Allen' },
      'ZIP 46240 lies in Marion County or Hamilton County: enter one of these, or leave the county empty to use Marion County.',
    ],
    [
      'a county of a ZIP in one county',
      { zip: '46802', location: 'Fort Wayne', county: 'Hamilton County' },
      'ZIP 46802 lies only in Allen County: enter Allen County, or leave the county empty.',
    ],
  ])('refuses %s with the counties to use', async (_l, over, message) => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/assignments', { body: indianapolis(over) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'county', message }]);
  });

  it('checks the county kept when the ZIP changes', async () => {
    const u = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: indianapolis({ county: 'Hamilton County, IN' }),
    });
    expect(a.county).toBe('Hamilton County');
    const moved = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { zip: '46802' } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details[0].path).toBe('county');
    const both = await u.call('PATCH', `/api/v1/assignments/${a.id}`, {
      body: { zip: '46802', county: 'Allen County' },
    });
    expect([both.status, both.body.county]).toEqual([200, 'Allen County']);
  });

  it('a county in a state without county tables is kept as entered', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/assignments', { body: body({ county: 'polk county' }) });
    expect([res.status, res.body.county]).toEqual([201, 'Polk County']);
  });
});
