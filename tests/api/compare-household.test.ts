import { describe, expect, it } from 'vitest';
import type { FilingYear } from '@/lib/tax/engine';
import { newUser } from '../helpers/http';

// Compare on the household (issue 38): an offer's tax is what it adds to the household's return of its year
// (the spouse's wages, the children, the worker's other assignments of the year), the same figure the filing
// year gives once the offer is worked; without a household or other assignments, as the year's only income.

const offer = {
  name: 'Temple ICU',
  state: 'PA' as const,
  city: 'Philadelphia',
  start_date: '2026-09-06',
  weeks: 13,
  base_pay: 240_000,
  housing_stipend: 100_000,
  mie_stipend: 35_000,
};
const other = { ...offer, name: 'Austin ER', state: 'TX' as const, city: 'Austin' };

/** The federal line's tax after the refundable credit (what a return's balance moves by). */
function federalNet(m: FilingYear): number {
  const g = m.governments.find((l) => l.id === 'federal')!;
  const credit = g.paidParts.filter((p) => p.kind === 'refundable_credit').reduce((n, p) => n + p.amount, 0);
  return g.tax - credit;
}

describe('compare on the household', () => {
  it('the offer’s federal tax is what it adds to the joint return: the filing year says the same once it is worked', async () => {
    const u = await newUser('compare-household');
    await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'married_joint' } });
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '88 High St', city: 'Columbus', state: 'OH', zip: '43215', rent_amount: 145_000 },
    });
    await u.call('PUT', '/api/v1/household/2026', {
      body: { spouse_wages: 5_200_000, dependents_under_17: 1 },
    });
    const before = (await u.call('GET', '/api/v1/filing-year?year=2026')).body as FilingYear;
    const calc = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2026, contract_a: offer, contract_b: other },
    });
    expect(calc.status).toBe(200);
    expect(calc.body.notes[0]).toBe(
      'Each contract’s tax is what it adds to your household’s 2026 return: your spouse’s wages, your ' +
        'dependents, your deductions and your other assignments of the year are on it.',
    );
    // On the spouse's $52,000 the offer's wages start in the 12% bracket: never the $0 of "only income".
    expect(calc.body.contractA.federalTax).toBeGreaterThan(0);
    const worked = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: offer.name,
        location: offer.city,
        state: offer.state,
        start_date: offer.start_date,
        end_date: '2026-12-05',
        base_pay: offer.base_pay,
        housing_stipend: offer.housing_stipend,
        mie_stipend: offer.mie_stipend,
      },
    });
    expect(worked.status).toBe(201);
    const after = (await u.call('GET', '/api/v1/filing-year?year=2026')).body as FilingYear;
    expect(calc.body.contractA.federalTax).toBe(federalNet(after) - federalNet(before));
    // The home state's and the city's shares on their own lines, as the filing year charges them
    const ohio = (m: FilingYear) => m.governments.find((g) => g.id === 'state-OH')?.tax ?? 0;
    expect(calc.body.contractA.homeStateTax).toBe(ohio(after) - ohio(before));
    expect(calc.body.contractA.locals.map((l: { id: string }) => l.id).sort()).toEqual([
      'OH-columbus',
      'PA-philadelphia',
    ]);
  });

  it('an offer for the weeks of an assignment replaces it: the assignment is not added to it', async () => {
    const u = await newUser('compare-replaces');
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: offer.name,
        location: offer.city,
        state: offer.state,
        start_date: offer.start_date,
        end_date: '2026-12-05',
        base_pay: offer.base_pay,
      },
    });
    const body = { year: 2026, contract_a: offer, contract_b: other };
    const withIt = (await u.call('POST', '/api/v1/tax-calculate', { body })).body;
    const fresh = await newUser('compare-alone');
    const alone = (await fresh.call('POST', '/api/v1/tax-calculate', { body })).body;
    // Both offers overlap the assignment's weeks, so each is taxed as the year's only income, as for a
    // worker with no assignment at all.
    expect(withIt.contractA).toEqual(alone.contractA);
    expect(withIt.contractB).toEqual(alone.contractB);
  });
});
