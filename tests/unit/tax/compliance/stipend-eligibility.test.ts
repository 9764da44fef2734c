import { describe, expect, it } from 'vitest';
import { stipendEligibility, type StipendItem } from '@/lib/tax/compliance';

const item: StipendItem = {
  assignment: {
    id: 7,
    facility: 'Mercy',
    location: 'Denver',
    state: 'CO',
    start_date: '2026-01-05',
    end_date: '2026-04-05',
  },
  housingStipend: 1_000_000,
  mieStipend: 300_000,
  stipendsTaxableReason: null,
  gsaCompliant: true,
  gsa: { checked: true, excess: 0 },
  nearTaxHome: false,
};
const keys = (r: ReturnType<typeof stipendEligibility>) => r.conditions.map((c) => [c.key, c.met]);

describe('stipendEligibility', () => {
  it('all four conditions met: tax-free', () => {
    const r = stipendEligibility(item, 'w2');
    expect([r.status, r.stipends, r.taxableStipends]).toEqual(['tax_free', 1_300_000, 0]);
    expect(keys(r)).toEqual([
      ['tax_home', true],
      ['away_from_home', true],
      ['twelve_month', true],
      ['gsa', true],
    ]);
  });
  it.each([
    ['no_tax_home', 'tax_home'],
    ['not_away_from_home', 'away_from_home'],
    ['twelve_month', 'twelve_month'],
  ] as const)('%s: taxable, and the list stops at %s', (reason, key) => {
    const r = stipendEligibility({ ...item, stipendsTaxableReason: reason }, 'w2');
    expect([r.status, r.taxableStipends]).toEqual(['taxable', 1_300_000]);
    expect(r.conditions.at(-1)).toMatchObject({ key, met: false });
    expect(r.conditions.slice(0, -1).every((c) => c.met)).toBe(true);
  });
  it('above the GSA rate: partly taxable by the excess', () => {
    const r = stipendEligibility(
      { ...item, gsaCompliant: false, gsa: { checked: true, excess: 45_000 } },
      'w2',
    );
    expect([r.status, r.taxableStipends]).toEqual(['partly', 45_000]);
    expect(r.conditions.at(-1)).toMatchObject({ key: 'gsa', met: false });
  });
  it('near home is still away, with a warning', () => {
    const r = stipendEligibility({ ...item, nearTaxHome: true }, 'w2');
    expect(r.conditions[1]?.detail).toMatch(/within 50 miles/);
  });
  it('a 1099 worker: stipends are income, no conditions', () => {
    const r = stipendEligibility(item, '1099');
    expect([r.status, r.taxableStipends, r.conditions]).toEqual(['income', 1_300_000, []]);
  });
});
