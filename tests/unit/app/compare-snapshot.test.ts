import { describe, expect, it } from 'vitest';
import { readSnapshot } from '@/app/(app)/compare/snapshot';
import { comparisonExample } from '@/lib/records/comparisons/examples';

// Saved comparisons are never recomputed: one saved before local taxes were counted still reads, without the
// local and home-state fields (the page then says they are left out), and a new one keeps them.

const v2Result = {
  grossComp: 3_870_000,
  taxableIncome: 1_270_000,
  federalTax: 0,
  stateTax: 0,
  ficaTax: 97_155,
  seTax: 0,
  totalTax: 97_155,
  expenses: 120_000,
  netTakeHome: 3_652_845,
  weeklyNet: 280_988,
  effectiveHourly: 7_805,
};

describe('saved comparison snapshots', () => {
  it('reads a snapshot saved before local taxes, without local fields', () => {
    const side = JSON.stringify({ input: { name: 'Denver ICU', state: 'CO', weeks: 13 }, result: v2Result });
    const read = readSnapshot({ contract_a: side, contract_b: side });
    expect(read?.[0].result.localTax).toBeUndefined();
    expect(read?.[0].result.netTakeHome).toBe(3_652_845);
  });

  it('reads the local lines and the state split of a new snapshot', () => {
    const read = readSnapshot(comparisonExample);
    expect(read?.[0].result).toMatchObject({
      localTax: 2_300,
      locals: [{ id: 'CO-denver', tax: 2_300 }],
      homeState: 'TX',
      homeStateTax: 0,
    });
    expect(read?.[1].result.gsa?.excess).toBe(80_600);
  });

  it('a snapshot with a malformed local line cannot be read', () => {
    const side = JSON.stringify({
      input: { name: 'X', state: 'PA', weeks: 13 },
      result: { ...v2Result, localTax: 10, locals: [{ id: 'PA-philadelphia', tax: '10' }] },
    });
    expect(readSnapshot({ contract_a: side, contract_b: side })).toBeNull();
  });
});
