// The earned income credit (IRC 32; docs/tax-method.md §3a, lib/tax/law/credits.ts). Each expected value is
// computed by hand beside it, in dollars (cents in the code).
import { describe, expect, it } from 'vitest';
import { earnedIncomeCredit, type EarnedIncomeCreditInput } from '@/lib/tax/engine/eitc';
import { NO_PAYMENTS } from '@/lib/tax/engine/household';
import { computeSettlement } from '@/lib/tax/engine/settlement';
import { computeYear } from '@/lib/tax/engine/year';
import type { FilingStatus } from '@/lib/tax/law/types';
import { assignment, taxHome, yearInput } from './fixtures/builders';

const credit = (
  taxYear: number,
  filingStatus: FilingStatus,
  children: number,
  earned: number,
  more: Partial<EarnedIncomeCreditInput> = {},
) =>
  earnedIncomeCredit({
    children,
    earned,
    agi: earned,
    investmentIncome: 0,
    filingStatus,
    taxYear,
    ages: [null],
    ...more,
  });

describe('the credit (IRC 32(a), (b): phase-in, plateau, phase-out)', () => {
  it.each([
    // [year, status, children, earned, expected, hand computation]
    [2025, 'single', 0, 500_000, 38_250], // phase-in: 7.65% × 5,000 = 382.50 (under the 649 maximum)
    [2025, 'single', 1, 1_500_000, 432_800], // plateau: 34% × 15,000 = 5,100 > 4,328 max; 15,000 < 23,350
    [2025, 'head_of_household', 1, 4_500_000, 86_833], // 4,328 - 15.98% × (45,000 - 23,350 = 21,650) = 4,328 - 3,459.67 = 868.33
    [2026, 'head_of_household', 1, 4_500_000, 105_362], // 4,427 - 15.98% × (45,000 - 23,890 = 21,110) = 4,427 - 3,373.38 = 1,053.62
    [2026, 'single', 2, 4_000_000, 392_323], // 7,316 - 21.06% × (40,000 - 23,890 = 16,110) = 7,316 - 3,392.77 = 3,923.23
    [2025, 'married_joint', 2, 4_000_000, 514_498], // joint start 23,350 + 7,120 = 30,470: 7,152 - 21.06% × 9,530 = 7,152 - 2,007.02 = 5,144.98
    [2026, 'married_joint', 0, 1_500_000, 66_400], // no child, joint start 10,860 + 7,280 = 18,140 > 15,000: plateau 664
    [2025, 'single', 3, 3_120_000, 639_279], // 8,046 - 21.06% × (31,200 - 23,350 = 7,850) = 8,046 - 1,653.21 = 6,392.79
    [2025, 'single', 0, 2_000_000, 0], // 649 - 7.65% × (20,000 - 10,620 = 9,380) = 649 - 717.57 < 0: none
    [2025, 'married_separate', 1, 2_000_000, 0], // married filing separately: none (IRC 32(d))
  ] as const)('%i %s, %i children, earned %i cents: %i', (year, status, kids, earned, expected) => {
    expect(credit(year, status, kids, earned)).toBe(expected);
  });

  it('phases out on AGI when it is above earned income (the larger of the two)', () => {
    // 2025 single, 1 child, earned 20,000, AGI 30,000: phase-in 34% × 20,000 = 6,800 → 4,328; phase-out on
    // 30,000: 4,328 - 15.98% × 6,650 = 4,328 - 1,062.67 = 3,265.33
    expect(credit(2025, 'single', 1, 2_000_000, { agi: 3_000_000 })).toBe(326_533);
  });

  it.each([
    // investment income at the limit keeps the credit; a cent over loses all of it (IRC 32(i)(1))
    [2025, 1_195_000, 326_533], // 4,328 - 15.98% × (30,000 - 23,350) = 3,265.33
    [2025, 1_195_001, 0],
    [2026, 1_220_000, 345_062], // 4,427 - 15.98% × (30,000 - 23,890 = 6,110) = 4,427 - 976.38 = 3,450.62
    [2026, 1_220_001, 0],
  ] as const)('%i: investment income %i cents → %i', (year, investment, expected) => {
    expect(credit(year, 'single', 1, 3_000_000, { investmentIncome: investment })).toBe(expected);
  });

  it.each([
    // joint, two children, earned 40,000: the same limit as single (IRC 32(i)(1) has one amount)
    [2025, 1_195_000, 514_498], // start 23,350 + 7,120 = 30,470: 7,152 - 21.06% × 9,530 = 7,152 - 2,007.02 = 5,144.98
    [2025, 1_195_001, 0],
    [2026, 1_220_000, 545_430], // start 23,890 + 7,270 = 31,160: 7,316 - 21.06% × 8,840 = 7,316 - 1,861.70 = 5,454.30
    [2026, 1_220_001, 0],
  ] as const)('%i joint: investment income %i cents → %i', (year, investment, expected) => {
    expect(credit(year, 'married_joint', 2, 4_000_000, { investmentIncome: investment })).toBe(expected);
  });

  it.each([
    // no qualifying child: someone on the return 25 to 64 at the year's end (IRC 32(c)(1)(A)(ii)(II))
    [[24], 0],
    [[25], 38_250], // 7.65% × 5,000 = 382.50
    [[65], 0],
    [[65, 64], 38_250], // a joint return: the spouse is 64
    [[null], 38_250], // an unknown age counts as within
  ] as const)('ages %j → %i', (ages, expected) => {
    expect(credit(2025, ages.length > 1 ? 'married_joint' : 'single', 0, 500_000, { ages })).toBe(expected);
  });
});

describe('on the return and its balance (§3a, §9a)', () => {
  // 70 days at 4,500 a week = 45,000 of wages, Florida home and work (no state tax); head of household, one child.
  const year = (y: number) =>
    computeYear({
      ...yearInput({
        year: y,
        today: `${y}-12-31`,
        filingStatus: 'head_of_household',
        taxHome: taxHome('FL', 'Tampa'),
        assignments: [
          assignment({
            state: 'FL',
            location: 'Miami',
            start_date: `${y}-03-01`,
            end_date: `${y}-05-09`,
            base_pay: 450_000,
          }),
        ],
      }),
      household: { dependentsUnder17: 1 },
    });

  it.each([
    // 2025: taxable 45,000 - 23,625 = 21,375: 1,700 + 12% × 4,375 = 2,225.00, less the 2,200 child credit =
    // 25.00 of tax; the credit 868.33 (above) is paid: 25.00 - 868.33 = -843.33, a refund
    [2025, 2_500, 0, 86_833, -84_333],
    // 2026: taxable 45,000 - 24,150 = 20,850: 1,770 + 12% × 3,150 = 2,148.00, the child credit takes it all and
    // 52.00 is refundable (2,200 - 2,148); the credit 1,053.62: 0 - 52.00 - 1,053.62 = -1,105.62
    [2026, 0, 5_200, 105_362, -110_562],
  ] as const)(
    '%i: tax %i, refundable child credit %i, earned income credit %i, balance %i',
    (y, tax, ctc, eic, balance) => {
      const r = year(y);
      expect(r.federal).toMatchObject({ returnTax: tax, refundableCredit: ctc, earnedIncomeCredit: eic });
      expect(computeSettlement(r, NO_PAYMENTS).federal).toMatchObject({
        tax,
        balance,
        earnedIncomeCredit: eic,
      });
    },
  );

  it('other income counted as investment income can lose the credit, and a note says so', () => {
    // 28 days at 4,500 a week = 18,000 of wages, and 12,000 of other income: AGI 30,000. Read as investment
    // income the 12,000 is over the 11,950 limit: no credit. Given as other wages (investment income 0):
    // phase-in 34% × 18,000 = 6,120 → 4,328; phase-out on AGI 30,000: 4,328 - 15.98% × 6,650 = 3,265.33.
    const withOther = (household: { otherIncome: number; investmentIncome?: number }) =>
      computeYear({
        ...yearInput({
          year: 2025,
          filingStatus: 'head_of_household',
          taxHome: taxHome('FL', 'Tampa'),
          assignments: [
            assignment({
              state: 'FL',
              location: 'Miami',
              start_date: '2025-03-01',
              end_date: '2025-03-28',
              base_pay: 450_000,
            }),
          ],
        }),
        household: { dependentsUnder17: 1, ...household },
      });
    const asInvestment = withOther({ otherIncome: 1_200_000 });
    expect(asInvestment.federal.earnedIncomeCredit).toBe(0);
    expect(asInvestment.notes.join(' ')).toMatch(/No earned income credit: .* limit on investment income/);
    const asWages = withOther({ otherIncome: 1_200_000, investmentIncome: 0 });
    expect(asWages.federal.earnedIncomeCredit).toBe(326_533);
    expect(asWages.notes.join(' ')).not.toMatch(/No earned income credit/);
  });
});
