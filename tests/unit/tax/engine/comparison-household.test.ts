// Compare on the household (docs/tax-method.md §8, §11): an offer's tax is what it adds to the household's return
// of the year; without household data, as before. Hand computations beside the expected values (cents).
import { describe, expect, it } from 'vitest';
import { compareContracts, computeYear } from '@/lib/tax/engine';
import type { ComparisonInput, ContractInput } from '@/lib/tax/engine/comparison';
import { assignment, taxHome, yearInput } from './fixtures/builders';

// 13 weeks from Sep 6, 2026 at 2,400.00 a week, no stipends: 31,200.00 of wages.
const offer: ContractInput = {
  name: 'Temple ICU',
  state: 'TX',
  city: 'Houston',
  start_date: '2026-09-06',
  weeks: 13,
  base_pay: 240_000,
  housing_stipend: 0,
  mie_stipend: 0,
  bonuses: 0,
  expenses: 0,
};
const base: ComparisonInput = {
  year: 2026,
  employmentType: 'w2',
  filingStatus: 'married_joint',
  taxHome: taxHome('TX', 'Lubbock'),
  contractA: offer,
  contractB: offer,
};

describe('an offer on the household’s return', () => {
  it('without household data: taxed as the only income, as before', () => {
    // joint, 31,200 - 32,200 < 0: no federal tax; FICA 6.2% + 1.45% of 31,200 = 1,934.40 + 452.40
    const r = compareContracts(base).contractA;
    expect([r.federalTax, r.ficaTax]).toEqual([0, 238_680]);
  });

  it('with the spouse’s 52,000.00 and a child: what it adds to the joint return', () => {
    // with it: AGI 83,200 - 32,200 = 51,000: 2,480 + 12% × 26,200 = 5,624.00 - 2,200 child credit = 3,424.00,
    // nothing refundable, no earned income credit (past its phase-out). Without it: 52,000 - 32,200 = 19,800 →
    // 1,980.00, all taken by the credit, 220.00 of it refundable (min(2,200 - 1,980, 1,700, 15% × 49,500)),
    // and the earned income credit with one child: 4,427 - 15.98% × (52,000 - (23,890 + 7,270)) = 1,096.77
    // (Rev. Proc. 2025-32). It adds 3,424.00 - (0 - 220.00 - 1,096.77) = 4,740.77.
    const r = compareContracts({ ...base, household: { spouseWages: 5_200_000, dependentsUnder17: 1 } });
    expect(r.contractA).toMatchObject({ federalTax: 474_077, ficaTax: 238_680, stateTax: 0, seTax: 0 });
    expect(r.contractA.netTakeHome).toBe(3_120_000 - 474_077 - 238_680);
    expect(r.notes[0]).toBe(
      'Each contract’s tax is what it adds to your household’s 2026 return: your spouse’s wages, your dependents, your deductions and your other assignments of the year are on it.',
    );
  });

  it('the worker’s other assignments of the year are on the same return (single)', () => {
    // another 2026 contract: 30 weeks × 2,000 = 60,000.00. With the offer: 91,200 - 16,100 = 75,100: 1,240 +
    // 4,560 + 22% × 24,700 = 11,234.00; without: 43,900: 1,240 + 12% × 31,500 = 5,020.00; it adds 6,214.00
    // (alone it would be 15,100: 1,240 + 12% × 2,700 = 1,564.00)
    const other = assignment({
      state: 'TX',
      location: 'Houston',
      start_date: '2026-01-04',
      end_date: '2026-08-01',
      base_pay: 200_000,
    });
    const single = { ...base, filingStatus: 'single' as const };
    expect(compareContracts(single).contractA.federalTax).toBe(156_400);
    expect(compareContracts({ ...single, otherAssignments: [other] }).contractA.federalTax).toBe(621_400);
  });

  it('equals the same offer entered as an assignment: the year with it less the year without it, state by state', () => {
    // Colorado home, the offer in California, a spouse's wages on the joint return
    const household = { spouseWages: 5_200_000, dependentsUnder17: 1 };
    const ca: ContractInput = { ...offer, state: 'CA', city: 'Redding' };
    const r = compareContracts({
      ...base,
      taxHome: taxHome('CO', 'Pueblo'),
      contractA: ca,
      household,
    }).contractA;
    const asAssignment = assignment({
      state: 'CA',
      location: 'Redding',
      start_date: '2026-09-06',
      end_date: '2026-12-05',
      base_pay: 240_000,
    });
    const year = (assignments: (typeof asAssignment)[]) =>
      computeYear(
        yearInput({
          year: 2026,
          filingStatus: 'married_joint',
          taxHome: taxHome('CO', 'Pueblo'),
          assignments,
          household,
        }),
      );
    const withIt = year([asAssignment]);
    const without = year([]);
    const state = (y: typeof withIt, s: string) => y.states.lines.find((l) => l.state === s)?.tax ?? 0;
    expect(r.workStateTax).toBe(state(withIt, 'CA') - state(without, 'CA'));
    expect(r.homeStateTax).toBe(state(withIt, 'CO') - state(without, 'CO'));
    expect(r.stateTax).toBe(r.workStateTax + r.homeStateTax);
    const net = (y: typeof withIt) =>
      y.federal.returnTax - y.federal.refundableCredit - y.federal.earnedIncomeCredit;
    expect(r.federalTax).toBe(net(withIt) - net(without));
    expect(r.workStateTax).toBeGreaterThan(0);
  });
});
