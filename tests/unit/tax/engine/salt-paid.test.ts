// SALT as paid (IRC 164(a); Treas. Reg. 1.164-1(a); docs/tax-method.md §3a): an itemizer deducts the state and
// local income tax paid in the year (withheld, estimated payments, last year's balance), property taxes as
// entered, within the cap; the computed tax stands in only when nothing paid was given, and a note says so.
// A head tax (Denver's occupational privilege tax) is not an income tax (IRC 164(a)(3); IRC 67(g)).
import { describe, expect, it } from 'vitest';
import type { SaltPaidInput } from '@/lib/tax/engine/household';
import { computeYear } from '@/lib/tax/engine/year';
import type { StateCode } from '@/lib/tax/law/types';
import { assignment, taxHome, yearInput } from './fixtures/builders';

// 2025, single, 70 days at 15,000 a week = 150,000 of wages, home and work in the state given.
const itemizer = (state: StateCode, city: string, propertyTaxes: number, saltPaid?: SaltPaidInput) =>
  computeYear({
    ...yearInput({
      year: 2025,
      taxHome: taxHome(state, city),
      assignments: [
        assignment({
          state,
          location: city,
          start_date: '2025-03-01',
          end_date: '2025-05-09',
          base_pay: 1_500_000,
        }),
      ],
    }),
    household: { propertyTaxes },
    ...(saltPaid ? { saltPaid } : {}),
  });

describe('SALT as paid', () => {
  it.each([
    // [label, property taxes, paid, SALT, hand computation]
    // the NJ itemizer: 16,500 of property tax + 12,700 withheld = 29,200 (under the 40,000 cap at
    // 150,000 of MAGI); taxable 150,000 - 29,200 = 120,800
    ['withheld', 1_650_000, { withheld: 1_270_000, estimated: 0 }, 2_920_000, 12_080_000],
    // 8,000 withheld + 3,000 of estimated payments + 1,700 of last year's balance + 16,500 = 29,200
    [
      'withheld, estimates and last year’s balance',
      1_650_000,
      { withheld: 800_000, estimated: 300_000, priorYearBalance: 170_000 },
      2_920_000,
      12_080_000,
    ],
    // 35,000 + 12,700 = 47,700, over the 2025 cap of 40,000 (MAGI under 500,000): 40,000; 150,000 - 40,000
    ['over the cap', 3_500_000, { withheld: 1_270_000, estimated: 0 }, 4_000_000, 11_000_000],
  ] as const)('%s', (_label, property, paid, salt, taxable) => {
    const r = itemizer('NJ', 'Trenton', property, paid);
    expect(r.federal).toMatchObject({ itemizes: true, saltDeduction: salt, federalTaxable: taxable });
    expect(r.notes.join(' ')).toMatch(/count the state and local income tax paid this year/);
  });

  it('without anything paid given, the computed tax stands in, and a note says so', () => {
    const r = itemizer('NJ', 'Trenton', 1_650_000);
    const nj = r.states.lines.find((l) => l.state === 'NJ')?.tax ?? 0;
    expect(nj).toBeGreaterThan(0);
    // SALT = 16,500 + the NJ tax the engine computed (no local tax in Trenton)
    expect(r.federal.saltDeduction).toBe(1_650_000 + nj);
    expect(r.notes.join(' ')).toMatch(/the tax figured for this year, as paid in it/);
  });

  it('with only last year’s balance given, the computed tax stands in for this year’s and the balance adds', () => {
    const standIn = itemizer('NJ', 'Trenton', 1_650_000);
    const nj = standIn.states.lines.find((l) => l.state === 'NJ')?.tax ?? 0;
    const r = itemizer('NJ', 'Trenton', 1_650_000, {
      withheld: 0,
      estimated: 0,
      priorYearBalance: 120_000,
      computedStandsIn: true,
    });
    // SALT = 16,500 + the computed NJ tax + 1,200 of last year's balance (under the 40,000 cap)
    expect(r.federal.saltDeduction).toBe(1_650_000 + nj + 120_000);
    expect(r.federal.federalTaxable).toBe(standIn.federal.federalTaxable - 120_000);
    expect(r.notes.join(' ')).toMatch(
      /\$1,200\.00 of last year’s balance paid this year, and .* the tax figured/,
    );
  });

  it("Denver's occupational privilege tax is not in SALT (a head tax: IRC 164(a)(3), 67(g))", () => {
    // Colorado home and work in Denver (March to May: 3 months × 5.75 = 17.25 of the head tax)
    const r = itemizer('CO', 'Denver', 2_000_000);
    const opt = r.locals.lines.find((l) => l.id === 'CO-denver')?.tax;
    expect(opt).toBe(1_725);
    // SALT = 20,000 + Colorado's income tax only
    expect(r.federal.saltDeduction).toBe(2_000_000 + r.states.totalTax);
  });
});
