// Tax method version 3, federal (docs/tax-method.md §3a): each expected value is computed by hand from the
// reference (household.json, federal.json) and the method text; the arithmetic is beside it. Cents.
import { describe, expect, it } from 'vitest';
import {
  childCredit,
  flsaPremium,
  retirementLimit,
  saltCap,
  seniorDeduction,
} from '@/lib/tax/engine/deductions';
import { federalYear } from '@/lib/tax/engine/federal';
import type { HouseholdInput } from '@/lib/tax/engine/household';
import { computeYear } from '@/lib/tax/engine/year';
import { federalLaw, PAYROLL } from '@/lib/tax/law';
import type { FilingStatus } from '@/lib/tax/law/types';
import { assignment, taxHome, yearInput } from './fixtures/builders';

const w2 = (status: FilingStatus, wages: number, household?: HouseholdInput, extra = {}) =>
  federalYear('w2', status, wages, federalLaw(2026), PAYROLL, { taxYear: 2026, household, ...extra });
const c1099 = (status: FilingStatus, profit: number, household?: HouseholdInput) =>
  federalYear('1099', status, profit, federalLaw(2026), PAYROLL, { taxYear: 2026, household });

describe('a joint return with the spouse’s wages (2026)', () => {
  it('taxes the combined income; the worker’s share is the increment her wages add', () => {
    // AGI 150,000 + 160,000 = 310,000; taxable 310,000 - 32,200 = 277,800; MFJ brackets:
    // 24,800 × 10% = 2,480 + 76,000 × 12% = 9,120 + 110,600 × 22% = 24,332 + 66,400 × 24% = 15,936 → 51,868.00
    // without her wages: 160,000 - 32,200 = 127,800: 2,480 + 9,120 + 27,000 × 22% = 5,940 → 17,540.00
    // share 51,868 - 17,540 = 34,328.00 (alone, version 2: 15,340.00)
    const r = w2('married_joint', 15_000_000, { spouseWages: 16_000_000 });
    expect(r).toMatchObject({
      agi: 31_000_000,
      federalTaxable: 27_780_000,
      returnTax: 5_186_800,
      federalTax: 3_432_800,
    });
    expect(w2('married_joint', 15_000_000).federalTax).toBe(1_534_000);
    expect(r.notes.some((n) => n.startsWith('Federal tax per assignment is what your assignments add'))).toBe(
      true,
    );
  });

  it.each<[string, number, number, number, number]>([
    // combined 310,000 - 250,000 = 60,000 × 0.9% = 540.00; the spouse alone is under 250,000: the worker's 540.00
    ['over the joint threshold together', 15_000_000, 16_000_000, 54_000, 54_000],
    // 100,000 + 100,000 = 200,000 ≤ 250,000: none (each alone would be too)
    ['under it together', 10_000_000, 10_000_000, 0, 0],
    // spouse 300,000: return 0.9% × (380,000 - 250,000) = 1,170.00; spouse alone 0.9% × 50,000 = 450.00;
    // the worker's increment 720.00 = 0.9% × her whole 80,000
    ['the spouse over it alone', 8_000_000, 30_000_000, 117_000, 72_000],
  ])('Additional Medicare Tax on combined wages: %s', (_l, wages, spouse, onReturn, workers) => {
    const r = w2('married_joint', wages, { spouseWages: spouse });
    expect(r.returnAdditionalMedicare).toBe(onReturn);
    expect(r.fica.additionalMedicare).toBe(workers);
    // 6.2% and 1.45% stay on her own wages
    expect(r.fica.ssPart).toBe(Math.round(wages * 0.062));
  });

  it('1099: the spouse’s Medicare wages use up the 0.9% threshold first (Form 8959 line 12)', () => {
    // P 300,000: SE base 277,050; threshold 250,000 - 200,000 = 50,000: 0.9% × 227,050 = 2,043.45
    // (alone: 0.9% × 27,050 = 243.45); the spouse's 200,000 alone is under 250,000: none on the wages
    const r = c1099('married_joint', 30_000_000, { spouseWages: 20_000_000 });
    expect([r.se.additionalMedicare, r.returnAdditionalMedicare]).toEqual([204_345, 0]);
    expect(c1099('married_joint', 30_000_000).se.additionalMedicare).toBe(24_345);
  });

  it('married filing separately: the spouse’s wages and age stay off the return', () => {
    const separate = w2('married_separate', 10_000_000, { spouseWages: 9_000_000, spouseBirthYear: 1950 });
    const alone = w2('married_separate', 10_000_000);
    expect([separate.agi, separate.standardDeduction, separate.federalTax]).toEqual([
      alone.agi,
      alone.standardDeduction,
      alone.federalTax,
    ]);
  });

  it('the spouse counts on a joint return only', () => {
    // single: the spouse's wages are not on her return; 150,000 - 16,100 = 133,900:
    // 1,240 + 4,560 + 55,300 × 22% = 12,166 → 17,966 + ... (133,900 - 105,700) × 24% = 6,768 → 5,800 + 12,166 + 6,768 = 24,734.00
    const r = w2('single', 15_000_000, { spouseWages: 16_000_000 });
    expect([r.agi, r.returnTax, r.federalTax]).toEqual([15_000_000, 2_473_400, 2_473_400]);
  });
});

describe('SALT under the cap and its phase-down', () => {
  it.each<[string, number, FilingStatus, number, number]>([
    ['2026 single, MAGI 300,000: the cap', 2026, 'single', 30_000_000, 4_040_000],
    ['2026 single, MAGI 505,000: at the threshold', 2026, 'single', 50_500_000, 4_040_000],
    // 40,400 - 30% × 50,000 = 25,400.00
    ['2026 single, MAGI 555,000: phased down', 2026, 'single', 55_500_000, 2_540_000],
    // 40,400 - 30% × 195,000 = -18,100 → floor 10,000
    ['2026 single, MAGI 700,000: the floor', 2026, 'single', 70_000_000, 1_000_000],
    // 20,200 - 30% × (300,000 - 252,500) = 20,200 - 14,250 = 5,950.00 (floor 5,000)
    ['2026 married separate, MAGI 300,000', 2026, 'married_separate', 30_000_000, 595_000],
    // 40,000 - 30% × 10,000 = 37,000.00
    ['2025 joint, MAGI 510,000', 2025, 'married_joint', 51_000_000, 3_700_000],
    ['2024 single: the $10,000 cap, no phase-down', 2024, 'single', 90_000_000, 1_000_000],
    ['2024 married separate: $5,000', 2024, 'married_separate', 10_000_000, 500_000],
  ])('%s', (_l, year, status, magi, cap) => {
    expect(saltCap(magi, status, year)).toBe(cap);
  });

  it.each<[string, number, number, number, number, number, number, boolean]>([
    // [label, wages, state tax, property tax, SALT, itemized (+ 10,000 mortgage), taxable, itemizes]
    // under: 10,000 + 5,000 = 15,000; itemized 25,000 > 16,100; 200,000 - 25,000 = 175,000
    ['under the cap', 20_000_000, 1_000_000, 500_000, 1_500_000, 2_500_000, 17_500_000, true],
    // at: 30,400 + 10,000 = 40,400 = the cap; itemized 50,400; 200,000 - 50,400 = 149,600
    ['at the cap', 20_000_000, 3_040_000, 1_000_000, 4_040_000, 5_040_000, 14_960_000, true],
    // over: 35,000 + 20,000 = 55,000 → 40,400; taxable 149,600
    ['over the cap', 20_000_000, 3_500_000, 2_000_000, 4_040_000, 5_040_000, 14_960_000, true],
    // phase-down: MAGI 555,000: cap 25,400 < 45,000 + 15,000; itemized 35,400; 555,000 - 35,400 = 519,600
    ['in the phase-down', 55_500_000, 4_500_000, 1_500_000, 2_540_000, 3_540_000, 51_960_000, true],
  ])('itemizing, 2026 single: %s', (_l, wages, stateTax, property, salt, itemized, taxable, itemizes) => {
    const r = w2(
      'single',
      wages,
      { propertyTaxes: property, mortgageInterest: 1_000_000 },
      {
        stateLocalIncomeTax: stateTax,
      },
    );
    expect(r).toMatchObject({
      saltDeduction: salt,
      itemizedDeductions: itemized,
      federalTaxable: taxable,
      itemizes,
    });
  });

  it('the standard deduction when it is larger; nothing itemized without a household (version 2)', () => {
    // itemized 5,000 < 16,100: taxable 200,000 - 16,100 = 183,900
    const r = w2('single', 20_000_000, {}, { stateLocalIncomeTax: 500_000 });
    expect(r).toMatchObject({
      itemizes: false,
      saltDeduction: 0,
      itemizedDeductions: 500_000,
      federalTaxable: 18_390_000,
    });
    // 25,000 of state tax would beat 16,100, but no household was given: version 2 figures
    const v2 = w2('single', 20_000_000, undefined, { stateLocalIncomeTax: 2_500_000 });
    expect(v2).toMatchObject({ itemizes: false, federalTaxable: 18_390_000 });
  });
});

describe('child tax credit and credit for other dependents (IRC 24, 2026)', () => {
  it.each<[string, FilingStatus, number, number, number, number]>([
    // [label, status, children, others, MAGI, credit]
    ['two children, MAGI at 400,000', 'married_joint', 2, 0, 40_000_000, 440_000],
    // 1 cent over: one step of $50 ("or fraction thereof")
    ['a cent over: one step', 'married_joint', 2, 0, 40_000_001, 435_000],
    ['1,000 over: one step', 'married_joint', 2, 0, 40_100_000, 435_000],
    ['1,000.01 over: two steps', 'married_joint', 2, 0, 40_100_001, 430_000],
    // 40 steps × 50 = 2,000 → 4,400 - 2,000 = 2,400
    ['40,000 over', 'married_joint', 2, 0, 44_000_000, 240_000],
    ['88,000 over: gone', 'married_joint', 2, 0, 48_800_000, 0],
    // single: 2,200 + 500 = 2,700; 10,500 over → 11 steps → 2,700 - 550 = 2,150
    ['single, a child and an other dependent', 'single', 1, 1, 21_050_000, 215_000],
  ])('%s', (_l, status, kids, others, magi, credit) => {
    expect(childCredit(kids, others, magi, 10_000_000, 10_000_000, status, 2026)).toMatchObject({
      credit,
      nonrefundable: credit,
      refundable: 0,
    });
  });

  it.each<[string, number, number, number, number, number]>([
    // [label, children, others, tax, earned income, refundable]
    // 3 × 2,200 + 500 = 7,100; 757.50 used; refundable min(6,342.50, 3 × 1,700, 15% × (31,200 - 2,500) = 4,305)
    ['limited by 15% of earned income over 2,500', 3, 1, 75_750, 3_120_000, 430_500],
    // 2,200 unused; min(2,200, 1,700, 15% × 57,500 = 8,625) = 1,700
    ['limited to 1,700 a child', 1, 0, 0, 6_000_000, 170_000],
    // an other dependent alone: nothing refundable
    ['other dependents are not refundable', 0, 1, 0, 6_000_000, 0],
  ])('refundable: %s', (_l, kids, others, tax, earned, refundable) => {
    expect(childCredit(kids, others, 10_000_000, tax, earned, 'head_of_household', 2025).refundable).toBe(
      refundable,
    );
  });

  it('2024: $2,000 a child', () => {
    expect(childCredit(1, 0, 10_000_000, 10_000_000, 0, 'single', 2024).credit).toBe(200_000);
  });

  it('lowers the return’s tax; the worker’s share is what she adds', () => {
    // joint, spouse 0: AGI 100,000, taxable 67,800: 2,480 + (67,800 - 24,800) × 12% = 5,160 → 7,640.00;
    // two children 4,400 → 3,240.00; without her wages nothing to credit against: share 3,240.00
    const r = w2('married_joint', 10_000_000, { dependentsUnder17: 2 });
    expect(r).toMatchObject({
      returnTax: 324_000,
      childCredit: 440_000,
      federalTax: 324_000,
      refundableCredit: 0,
    });
  });
});

describe('FLSA overtime premium (hours over 40; contract overtime after 36 at time-and-a-half)', () => {
  it.each<[string, number, number, number]>([
    ['36-hour weeks: no hour over 40', 1_000_000, 36, 0],
    ['40-hour weeks: the 4 hours after 36 are the contract’s, not the law’s', 1_000_000, 40, 0],
    // 26 weeks × 12 h × $60 = 18,720; premium 26 × 8 h × $20 = 4,160 = round(18,720 × 8 / (3 × 12))
    ['48-hour weeks', 1_872_000, 48, 416_000],
    // round(10,000 × 4 / 24) = 1,666.666... → 1,666.67
    ['44-hour weeks', 1_000_000, 44, 166_667],
    // round(24,000 × 20 / 72) = 6,666.67
    ['60-hour weeks', 2_400_000, 60, 666_667],
  ])('%s', (_l, pay, hours, premium) => {
    expect(flsaPremium(pay, hours)).toBe(premium);
  });

  it('computeYear: the premium of each assignment, a note saying why it is less than the overtime pay', () => {
    // 2026, FL home: 26 weeks at 48 h with 18,720 of overtime (4,160) and 13 weeks at 40 h with 3,000 (0)
    const r = computeYear(
      yearInput({
        year: 2026,
        taxHome: taxHome('FL', 'Ocala'),
        assignments: [
          assignment({
            state: 'TX',
            location: 'Dallas',
            start_date: '2026-01-04',
            end_date: '2026-07-04',
            base_pay: 100_000,
            overtime_pay: 1_872_000,
            hours_per_week: 48,
          }),
          assignment({
            state: 'TX',
            location: 'Austin',
            start_date: '2026-08-02',
            end_date: '2026-10-31',
            base_pay: 100_000,
            overtime_pay: 300_000,
            hours_per_week: 40,
          }),
        ],
      }),
    );
    expect([r.federal.qualifiedOvertime, r.federal.overtimeDeduction]).toEqual([416_000, 416_000]);
    expect(r.notes.some((n) => n.includes('$4,160.00 of your $21,720.00 overtime pay'))).toBe(true);
    // box 12 code TT replaces the estimate
    const tt = computeYear({ ...yearInput({ year: 2026, assignments: [] }), reportedOvertime: 500_000 });
    expect(tt.federal.qualifiedOvertime).toBe(500_000);
  });
});

describe('age 65: the senior deduction and the additional standard deduction', () => {
  it.each<[string, number, number, FilingStatus, number, number]>([
    ['single, MAGI 70,000', 1, 7_000_000, 'single', 2026, 600_000],
    // 6,000 - 6% × 25,000 = 4,500
    ['single, MAGI 100,000', 1, 10_000_000, 'single', 2026, 450_000],
    ['single, MAGI 175,000: gone', 1, 17_500_000, 'single', 2026, 0],
    // each 6,000 - 6% × 50,000 = 3,000; two: 6,000
    ['joint, two seniors, MAGI 200,000', 2, 20_000_000, 'married_joint', 2026, 600_000],
    ['married separate: none', 1, 5_000_000, 'married_separate', 2026, 0],
    ['2024: not yet', 1, 5_000_000, 'single', 2024, 0],
    ['2029: no longer', 1, 5_000_000, 'single', 2029, 0],
  ])('%s', (_l, n, magi, status, year, expected) => {
    expect(seniorDeduction(n, magi, status, year)).toBe(expected);
  });

  it('single, 65 in 2026 (born 1961), wages 70,000: $1,316 less than version 2', () => {
    // std 16,100 + 2,050 = 18,150; senior 6,000; taxable 70,000 - 18,150 - 6,000 = 45,850:
    // 1,240 + (45,850 - 12,400) × 12% = 4,014 → 5,254.00; version 2: 53,900 → 1,240 + 4,560 + 3,500 × 22% = 6,570.00
    const r = w2('single', 7_000_000, { birthYear: 1961 });
    expect(r).toMatchObject({ standardDeduction: 1_815_000, seniorDeduction: 600_000, federalTax: 525_400 });
    expect(w2('single', 7_000_000).federalTax - r.federalTax).toBe(131_600);
    // born 1962: 64 at the end of 2026, nothing
    expect(w2('single', 7_000_000, { birthYear: 1962 }).federalTax).toBe(657_000);
  });
});

describe('1099: self-employed health insurance and retirement, before AGI and QBI', () => {
  it('P 120,000 with 7,200 of premiums: $1,267.20 less federal tax', () => {
    // SE base 110,820; SS 13,741.68 + Medicare 3,213.78; half 8,477.73; E = 111,522.27; AGI = QBI = 104,322.27
    // TI = 88,222.27; QBID min(20% × QBI = 20,864.45, 20% × TI = 17,644.45); taxable 70,577.82:
    // 5,800 + 20,177.82 × 22% = 4,439.1204 → 10,239.12. Without: taxable 76,337.82 → 11,506.32
    const r = c1099('single', 12_000_000, { healthInsurancePremiums: 720_000 });
    expect(r).toMatchObject({
      healthInsuranceDeduction: 720_000,
      agi: 10_432_227,
      qbiDeduction: 1_764_445,
      federalTax: 1_023_912,
    });
    expect(c1099('single', 12_000_000).federalTax - r.federalTax).toBe(126_720);
  });

  it.each<[string, HouseholdInput, number]>([
    // SEP: 20% × E = 20% × 111,522.27 = 22,304.454 → 22,304.45
    [
      'SEP, 30,000 contributed: 20% of E',
      { retirementContributions: 3_000_000, retirementPlan: 'sep' },
      2_230_445,
    ],
    // solo 401(k), age 40: min(72,000, 24,500 + 22,304.45) = 46,804.45 ≥ 30,000
    ['solo 401(k), 30,000', { retirementContributions: 3_000_000, birthYear: 1986 }, 3_000_000],
    // age 55: + 8,000 catch-up: 54,804.45
    ['solo 401(k), age 55, 60,000', { retirementContributions: 6_000_000, birthYear: 1971 }, 5_480_445],
    // age 61: + 11,250: 58,054.45
    ['solo 401(k), age 61, 60,000', { retirementContributions: 6_000_000, birthYear: 1965 }, 5_805_445],
  ])('retirement: %s', (_l, household, deduction) => {
    expect(c1099('single', 12_000_000, household).retirementDeduction).toBe(deduction);
  });

  it('health insurance is limited to the profit after half SE tax and retirement', () => {
    // P 10,000: base 9,235; SS 1,145.14 + Medicare 267.815 → 267.82; half 706.48; E = 9,293.52
    const r = c1099('single', 1_000_000, { healthInsurancePremiums: 1_200_000 });
    expect([r.healthInsuranceDeduction, r.agi]).toEqual([929_352, 0]);
    expect(r.notes.some((n) => n.startsWith('Health insurance premiums count up to $9,293.52'))).toBe(true);
    expect(retirementLimit(929_352, 'sep', null, 2026)).toBe(185_870);
  });
});

describe('the issue’s measured examples (2026)', () => {
  it('nurse 60,000, spouse 70,000: version 2 says 2,840, the increment is 7,200', () => {
    // v2: 60,000 - 32,200 = 27,800: 2,480 + 3,000 × 12% = 2,840.00
    // joint: 130,000 - 32,200 = 97,800: 2,480 + 73,000 × 12% = 11,240.00; spouse alone 37,800: 2,480 + 1,560 = 4,040.00
    expect(w2('married_joint', 6_000_000).federalTax).toBe(284_000);
    expect(w2('married_joint', 6_000_000, { spouseWages: 7_000_000 }).federalTax).toBe(720_000);
  });

  it('a New Jersey home itemizing 24,000 against the 16,100 standard deduction: 1,738 less', () => {
    // 100,000 wages; 6,000 state tax + 8,000 property tax + 10,000 mortgage = 24,000;
    // (24,000 - 16,100) × 22% = 1,738.00 (both taxable incomes in the 22% bracket)
    const itemizing = w2(
      'single',
      10_000_000,
      { propertyTaxes: 800_000, mortgageInterest: 1_000_000 },
      {
        stateLocalIncomeTax: 600_000,
      },
    );
    expect(w2('single', 10_000_000).federalTax - itemizing.federalTax).toBe(173_800);
  });

  it('26 weeks at 48 hours: the deduction is 4,160, not 6,240 (458 of tax at 22%)', () => {
    // 2,080 × 22% = 457.60 more tax than version 2's reading
    const at = (qualifiedOvertime: number) =>
      w2('single', 9_000_000, undefined, { qualifiedOvertime }).federalTax;
    expect(flsaPremium(1_872_000, 48)).toBe(416_000);
    expect(at(416_000) - at(624_000)).toBe(45_760);
  });
});
