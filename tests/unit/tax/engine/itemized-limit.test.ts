// IRC 68 as amended by P.L. 119-21 sec. 70111 (docs/tax-method.md §3a): from 2026, itemized deductions are
// reduced by 2/37 of the lesser of the itemized deductions and the taxable income (without the reduction,
// increased by them) over the start of the 37% bracket. Hand computations beside each expected value.
import { describe, expect, it } from 'vitest';
import { computeYear } from '@/lib/tax/engine/year';
import { assignment, taxHome, yearInput } from './fixtures/builders';

// Married filing jointly, Texas home and work (no state tax), 70 days at `weekly` = 10 × weekly of wages.
// Itemized: SALT min(10,000 of property tax, the cap: above 505,000 of MAGI the 10,000 floor) + 30,000 of
// mortgage interest + 5,000 of gifts = 45,000, over the 32,200 standard deduction. 2026 MFJ 37% bracket:
// from 768,700 (Rev. Proc. 2025-32).
const joint = (y: number, weekly: number) =>
  computeYear({
    ...yearInput({
      year: y,
      today: `${y}-12-31`,
      filingStatus: 'married_joint',
      taxHome: taxHome('TX', 'Austin'),
      assignments: [
        assignment({
          state: 'TX',
          location: 'Houston',
          start_date: `${y}-03-01`,
          end_date: `${y}-05-09`,
          base_pay: weekly,
        }),
      ],
    }),
    household: { propertyTaxes: 1_000_000, mortgageInterest: 3_000_000, charitableGifts: 500_000 },
  }).federal;

describe('IRC 68 (2026 on)', () => {
  it.each([
    // [label, year, weekly, reduction, itemized after, federal taxable]
    // below: 700,000 - 45,000 = 655,000 taxable; + 45,000 = 700,000 < 768,700: no reduction
    ['below the 37% bracket', 2026, 7_000_000, 0, 4_500_000, 65_500_000],
    // at: 768,700 - 45,000 + 45,000 = 768,700, exactly the start: (B) = 0, no reduction
    ['at the 37% bracket', 2026, 7_687_000, 0, 4_500_000, 72_370_000],
    // above: 780,000 - 45,000 + 45,000 - 768,700 = 11,300 < 45,000: 2/37 × 11,300 = 610.81;
    // itemized 45,000 - 610.81 = 44,389.19; taxable 780,000 - 44,389.19 = 735,610.81
    ['above, (B) the lesser', 2026, 7_800_000, 61_081, 4_438_919, 73_561_081],
    // far above: 900,000 - 768,700 = 131,300 > 45,000: 2/37 × 45,000 = 2,432.43; itemized 42,567.57;
    // taxable 900,000 - 42,567.57 = 857,432.43
    ['far above, (A) the lesser', 2026, 9_000_000, 243_243, 4_256_757, 85_743_243],
    // 2025: the section is not in force (taxable years after 2025): 900,000 - 45,000 = 855,000
    ['2025: not yet', 2025, 9_000_000, 0, 4_500_000, 85_500_000],
  ] as const)('%s', (_label, y, weekly, reduction, itemized, taxable) => {
    expect(joint(y, weekly)).toMatchObject({
      itemizes: true,
      itemizedReduction: reduction,
      itemizedDeductions: itemized,
      federalTaxable: taxable,
    });
  });
});
