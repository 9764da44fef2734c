import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { apiContracts } from '@/app/api/v1/operations';
import { registerUser } from '@/lib/auth/accounts';
import { issueAccessToken } from '@/lib/auth/keys';
import { getDb } from '@/lib/providers/db/client';
import { directStatementsSent } from '@/lib/providers/db/direct';
import { withBuiltinIdentity } from '../helpers/builtin';
import { call, callAs, newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';
import { fillYear } from '../helpers/records';

// With the response cache off, an operation marked `userWithRead` reads the signed-in user's row with its
// handler's first statement instead of before it (lib/account/users/first-read.ts). Its answers must be what the
// lookup-first pipeline answers, the account's checks must hold as before, and the request must send one
// statement, not two.

const withUser = apiContracts().filter((c) => c.userWithRead);

afterEach(() => responseCacheOff(false));

/** The statements a call sent the direct way, and its answer. */
async function counted(run: () => Promise<{ status: number; body: unknown; headers: Headers }>) {
  const before = directStatementsSent();
  const res = await run();
  return { res, statements: directStatementsSent() - before };
}

describe('the user read with the first statement', () => {
  it('is what the computed views and the lists use', () => {
    const paths = withUser.map((c) => c.path);
    const listed = ['/api/v1/tax-estimate', '/api/v1/dashboard', '/api/v1/expenses', '/api/v1/mileage'];
    for (const path of [...listed, '/api/v1/assignments']) expect(paths).toContain(path);
    expect(withUser.every((c) => c.method === 'GET')).toBe(true);
  });

  it('answers every such operation as the lookup-first pipeline does, in one statement where it reads one', async () => {
    const u = await newUser('first-read');
    await fillYear(u, 'Mercy General');
    const year = new Date().getUTCFullYear();
    await u.call('POST', '/api/v1/expenses', {
      body: { date: `${year}-02-03`, category: 'licensing', amount: 4_200 },
    });
    const oneStatement = [
      '/api/v1/tax-estimate',
      '/api/v1/dashboard',
      '/api/v1/expenses',
      '/api/v1/mileage/summary',
      '/api/v1/assignments',
      '/api/v1/expenses/receipt-flags',
      '/api/v1/tax-home/test',
      '/api/v1/tax-home/cost-benefit',
      '/api/v1/tax-home/visit-suggestions',
      '/api/v1/assignments/{id}/distance',
      '/api/v1/location-durations',
      '/api/v1/stipend-eligibility',
      '/api/v1/tax-home-visits/summary',
    ];
    // A record's {id} is the first of its list; an operation that needs a query gets one.
    const queries: Record<string, string> = { '/api/v1/assignments/{id}/extension': '?weeks=4' };
    const urlOf = async (path: string) => {
      if (!path.includes('{id}')) return path + (queries[path] ?? '');
      const list = await u.call('GET', `${path.slice(0, path.indexOf('/{id}'))}?limit=1`);
      return path.replace('{id}', String(list.body[0].id)) + (queries[path] ?? '');
    };
    for (const c of withUser) {
      const url = await urlOf(c.path);
      responseCacheOff(false);
      const first = await u.call('GET', url);
      expect([url, first.status]).toEqual([url, 200]);
      responseCacheOff(true);
      const { res, statements } = await counted(() => u.call('GET', url));
      expect([c.path, res.status]).toEqual([c.path, first.status]);
      expect(res.body).toEqual(first.body);
      expect(res.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
      if (oneStatement.includes(c.path)) expect([c.path, statements]).toEqual([c.path, 1]);
    }
  });

  it('reads the row as it is now: a change made outside the API shows in the next answer', async () => {
    responseCacheOff(true);
    const u = await newUser('first-read-fresh');
    await fillYear(u, 'Harbor View');
    const before = await u.call('GET', '/api/v1/tax-estimate');
    expect(before.body.filingStatus).toBe('single');
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { filing_status: 'married_joint' } });
    const after = await u.call('GET', '/api/v1/tax-estimate');
    expect(after.body.filingStatus).toBe('married_joint');
    expect(after.body.federal.standardDeduction).toBeGreaterThan(before.body.federal.standardDeduction);
  });

  it('checks the plan on the row it reads: 403 once the trial is over, and a bad query is still 400', async () => {
    responseCacheOff(true);
    const u = await newUser('first-read-plan');
    expect((await u.call('GET', '/api/v1/state-income')).status).toBe(200);
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { plan: 'free', trial_ends_at: null } });
    const refused = await u.call('GET', '/api/v1/state-income');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'pro_required']);
    const bad = await u.call('GET', '/api/v1/state-income?year=abc');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_error']);
    expect((await u.call('GET', '/api/v1/dashboard')).status).toBe(200); // not a Pro view
  });

  it('an erased account made again by its provider: the request starts over with the new account', async () => {
    responseCacheOff(true);
    const u = await newUser('first-read-erased');
    await fillYear(u, 'Lakeside Clinic');
    expect((await u.call('GET', '/api/v1/expenses')).status).toBe(200); // its id is known now
    const erased = await u.call('DELETE', '/api/v1/me', { body: { confirm: `${u.sub}@example.test` } });
    expect(erased.status).toBe(200);
    for (const path of ['/api/v1/expenses', '/api/v1/dashboard']) {
      const res = await u.call('GET', path);
      expect([path, res.status]).toEqual([path, 200]);
      if (path === '/api/v1/expenses') expect(res.body).toEqual([]);
    }
    const me = await u.call('GET', '/api/v1/me');
    expect(me.body.id).not.toBe(u.id);
    const dashboard = await u.call('GET', '/api/v1/dashboard');
    expect(dashboard.body.user.id).toBe(me.body.id);
  });
});

describe('the user read with the first statement, built-in accounts', () => {
  withBuiltinIdentity();

  it('a deleted account is refused, as before, whether or not its handler read a statement', async () => {
    const db = await getDb();
    const email = `first-read-${randomUUID()}@example.test`;
    const user = await registerUser(db, { email, password: 'correct horse', first_name: 'Ana' }, new Date());
    const { token } = await issueAccessToken(user, new Date());
    const as = callAs(token);
    responseCacheOff(true);
    expect((await as('GET', '/api/v1/dashboard')).status).toBe(200);
    expect((await as('GET', '/api/v1/mileage/summary?year=2001')).status).toBe(200); // no trips, no row
    await db.user.delete({ where: { id: user.id } });
    // Its id is still known: the first two defer the lookup and read no row with it (no trips that year; a
    // query refused before the handler), so the lookup after them refuses; the dashboard's statement finds
    // no row, forgets the id and starts over.
    const paths = ['/api/v1/mileage/summary?year=2001', '/api/v1/tax-estimate?year=abc', '/api/v1/dashboard'];
    for (const path of paths) {
      const res = await call('GET', path, { token });
      expect([path, res.status, res.body.error.message]).toEqual([
        path,
        401,
        'This account no longer exists. Sign in again, or create a new account.',
      ]);
    }
  });
});
