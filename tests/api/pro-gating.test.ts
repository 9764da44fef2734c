import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { newUser } from '../helpers/http';

async function makeFree(userId: number) {
  const db = await getDb();
  await db.user.update({ where: { id: userId }, data: { plan: 'free', trial_ends_at: null } });
}

describe('Pro gating', () => {
  const contract = {
    name: 'A',
    state: 'TX',
    weeks: 13,
    base_pay: 100000,
    housing_stipend: 0,
    mie_stipend: 0,
  };
  const gated: [string, string, unknown][] = [
    ['GET', '/api/v1/state-income?year=2026', undefined],
    ['GET', '/api/v1/tax-estimate?year=2026', undefined],
    [
      'POST',
      '/api/v1/tax-calculate',
      { year: 2026, contract_a: contract, contract_b: { ...contract, name: 'B' } },
    ],
    [
      'POST',
      '/api/v1/comparisons',
      { name: 'x', year: 2026, contract_a: contract, contract_b: { ...contract, name: 'B' } },
    ],
  ];

  it.each(gated)('%s %s is 403 for a free user and 2xx once Pro', async (method, path, body) => {
    const u = await newUser();
    await makeFree(u.id);
    const denied = await u.call(method, path, { body });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('pro_required');
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { plan: 'pro' } });
    const allowed = await u.call(method, path, { body });
    expect([200, 201]).toContain(allowed.status);
  });

  it('validates before gating (400 beats 403)', async () => {
    const u = await newUser();
    await makeFree(u.id);
    expect((await u.call('POST', '/api/v1/tax-calculate', { body: { year: 2026 } })).status).toBe(400);
  });
});
