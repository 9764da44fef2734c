import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

// Comparisons count local taxes (docs/tax-method.md §4b, §8): each side's local lines, the home state's tax
// apart from the work state's, in POST /tax-calculate and in the snapshot POST /comparisons saves.

const contract = (over: Record<string, unknown>) => ({
  name: 'X',
  start_date: '2026-01-04',
  weeks: 13,
  base_pay: 180_000,
  housing_stipend: 0,
  mie_stipend: 0,
  bonuses: 0,
  expenses: 0,
  ...over,
});

const body = {
  year: 2026,
  contract_a: contract({ name: 'Philly', state: 'PA', city: 'Philadelphia' }),
  contract_b: contract({ name: 'Houston', state: 'TX', city: 'Houston' }),
};

describe('local taxes in comparisons', () => {
  it('a Philadelphia contract has its wage tax line, a Houston contract none', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Cherry Hill', state: 'NJ' },
    });
    const res = await u.call('POST', '/api/v1/tax-calculate', { body });
    expect(res.status).toBe(200);
    const { contractA: a, contractB: b } = res.body;
    // 13 × 1,800.00 = 23,400.00 of wages × 3.43% (Philadelphia nonresident, 2026) = 802.62
    expect(a.locals).toEqual([{ id: 'PA-philadelphia', name: expect.any(String), tax: 80_262 }]);
    expect(a.localTax).toBe(80_262);
    expect([b.locals, b.localTax]).toEqual([[], 0]);
    for (const r of [a, b]) {
      expect(r.homeState).toBe('NJ');
      expect(r.homeStateTax + r.workStateTax).toBe(r.stateTax);
      expect(r.totalTax).toBe(r.federalTax + r.stateTax + r.localTax + r.ficaTax + r.seTax);
      expect(r.netTakeHome).toBe(r.grossComp - r.totalTax - r.expenses);
    }
    // Texas has no income tax: Houston's state tax is all New Jersey's
    expect([b.workStateTax, b.homeStateTax]).toEqual([0, b.stateTax]);
    expect(res.body.winner).toBe(1);
    expect(res.body.notes.join(' ')).not.toMatch(/not included in contract comparisons|No local income tax/);

    // the saved snapshot holds the same figures, local line included
    const saved = await u.call('POST', '/api/v1/comparisons', {
      body: { name: 'Philly or Houston', ...body },
    });
    expect(saved.status).toBe(201);
    const snapshot = JSON.parse(saved.body.contract_a);
    expect(snapshot.result).toMatchObject({ localTax: 80_262, homeState: 'NJ', locals: a.locals });
    const read = await u.call('GET', `/api/v1/comparisons/${saved.body.id}`);
    expect(JSON.parse(read.body.contract_b).result).toMatchObject({ localTax: 0, locals: [] });
  });

  it('without a tax home, no home-state line and the note that no local tax applies', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/tax-calculate', {
      body: { ...body, contract_a: contract({ name: 'Phoenix', state: 'AZ', city: 'Phoenix' }) },
    });
    expect(res.status).toBe(200);
    for (const r of [res.body.contractA, res.body.contractB]) {
      expect([r.homeState, r.homeStateTax, r.localTax, r.locals]).toEqual([null, 0, 0, []]);
    }
    expect(res.body.contractA.workStateTax).toBe(res.body.contractA.stateTax);
    expect(res.body.notes[0]).toMatch(/^No local income tax applies to your tax home or assignments/);
  });
});

describe('a compared contract’s county where its ZIP lies in several (§4b)', () => {
  // 10 weeks in Indianapolis 46240 (Marion and Hamilton counties) from January 1, 2025, at 4,000 a week:
  // 40,000 of Indiana wages; a Michigan resident owes the county tax of the county worked on January 1.
  const indianapolis = (over: Record<string, unknown> = {}) =>
    contract({
      name: 'Indy',
      state: 'IN',
      city: 'Indianapolis',
      zip: '46240',
      start_date: '2025-01-01',
      weeks: 10,
      base_pay: 400_000,
      ...over,
    });

  it('the county given, else the ZIP’s first county, as for an assignment', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Front St', city: 'Traverse City', state: 'MI', zip: '49684' },
    });
    const res = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2025, contract_a: indianapolis({ county: 'Hamilton' }), contract_b: indianapolis() },
    });
    expect(res.status).toBe(200);
    const lines = (r: { locals: { id: string; tax: number }[] }) => r.locals.map((l) => [l.id, l.tax]);
    // Hamilton County 1.1% × (40,000 − the 1,000 Indiana exemption) = 429.00
    expect(lines(res.body.contractA)).toEqual([['IN-hamilton-county', 42_900]]);
    // Marion County 2.02% × 39,000 = 787.80
    expect(lines(res.body.contractB)).toEqual([['IN-marion-county', 78_780]]);
  });

  it('refuses a county the ZIP does not lie in, with the counties to use', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2025, contract_a: indianapolis({ county: 'Allen' }), contract_b: indianapolis() },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      {
        path: 'contract_a.county',
        message:
          'ZIP 46240 lies in Marion County or Hamilton County: enter one of these, or leave the county empty to use Marion County.',
      },
    ]);
  });
});
