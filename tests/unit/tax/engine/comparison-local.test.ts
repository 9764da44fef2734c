import { describe, expect, it } from 'vitest';
import { type ContractInput, compareContracts } from '@/lib/tax/engine/comparison';
import type { ContractResult } from '@/lib/tax/engine/comparison-types';
import { LOCAL_TAX_NOTE } from '@/lib/tax/engine/state-wording';
import { taxHome } from './fixtures/builders';

// A comparison counts local taxes like the year views (docs/tax-method.md §4b, §8): a Philadelphia contract
// carries the wage tax on its own line, the home state's tax apart from the work state's.

const contract = (over: Partial<ContractInput>): ContractInput => ({
  name: 'X',
  state: 'TX',
  start_date: '2026-01-04',
  weeks: 13,
  base_pay: 180_000,
  housing_stipend: 0,
  mie_stipend: 0,
  bonuses: 0,
  expenses: 0,
  ...over,
});

function partsAddUp(r: ContractResult) {
  expect(r.homeStateTax + r.workStateTax).toBe(r.stateTax);
  expect(r.localTax).toBe(r.locals.reduce((s, l) => s + l.tax, 0));
  expect(r.totalTax).toBe(r.federalTax + r.stateTax + r.localTax + r.ficaTax + r.seTax);
  expect(r.netTakeHome).toBe(r.grossComp - r.totalTax - r.expenses);
}

describe('contract comparison: local and home-state lines', () => {
  it('a Philadelphia contract has the wage tax line; a Houston contract has none', () => {
    const c = compareContracts({
      year: 2026,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: taxHome('NJ', 'Cherry Hill'),
      contractA: contract({ name: 'Philly', state: 'PA', city: 'Philadelphia' }),
      contractB: contract({ name: 'Houston', state: 'TX', city: 'Houston' }),
    });
    const { contractA: a, contractB: b } = c;
    // 13 weeks × 1,800.00 = 23,400.00 of wages × 3.43% (nonresident, 2026) = 802.62
    expect(a.locals).toEqual([{ id: 'PA-philadelphia', name: expect.any(String), tax: 80_262 }]);
    expect(a.localTax).toBe(80_262);
    expect(b.locals).toEqual([]);
    expect(b.localTax).toBe(0);
    expect(a.homeState).toBe('NJ');
    // Texas has no income tax: all of B's state tax is New Jersey's, on the same 23,400.00
    expect(b.workStateTax).toBe(0);
    expect(b.homeStateTax).toBeGreaterThan(0);
    partsAddUp(a);
    partsAddUp(b);
    // the same wages, so the difference in take-home is the local tax and the state split
    expect(a.grossComp).toBe(b.grossComp);
    expect(a.netTakeHome).toBeLessThan(b.netTakeHome);
    expect(c.winner).toBe(1);
    expect(c.notes).not.toContain(LOCAL_TAX_NOTE);
    expect(c.notes.join(' ')).not.toMatch(/not included in contract comparisons/);
  });

  it('with no local tax on either side the note says so, and without a tax home the state is the work state', () => {
    const c = compareContracts({
      year: 2026,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: null,
      contractA: contract({ name: 'Denver-free', state: 'AZ', city: 'Phoenix' }),
      contractB: contract({ name: 'Houston', state: 'TX', city: 'Houston' }),
    });
    expect(c.notes[0]).toBe(LOCAL_TAX_NOTE);
    for (const r of [c.contractA, c.contractB]) {
      expect(r.locals).toEqual([]);
      expect(r.homeState).toBeNull();
      expect(r.homeStateTax).toBe(0);
      partsAddUp(r);
    }
    expect(c.contractA.workStateTax).toBeGreaterThan(0);
  });
});
