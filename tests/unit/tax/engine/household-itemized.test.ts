// Tax method 3.1, the household's itemized deductions (docs/tax-method.md §3a): the acquisition debt's limit on
// mortgage interest (IRC 163(h)(3)(F); Pub. 936 Table 1), the sales-tax election (IRC 164(b)(5)) and a
// married-separate return whose spouse itemizes (IRC 63(c)(6)(A)). Each expected value is computed by hand
// beside it, in dollars (cents in the code); 2026 law: standard deduction 16,100 single and married
// separately, SALT cap 40,400 (20,200 married separately).
import { describe, expect, it } from 'vitest';
import { qualifiedMortgageInterest, salesTaxElected } from '@/lib/tax/engine/deductions';
import { federalYear } from '@/lib/tax/engine/federal';
import type { HouseholdInput } from '@/lib/tax/engine/household';
import { computeYear } from '@/lib/tax/engine/year';
import { federalLaw, PAYROLL } from '@/lib/tax/law';
import type { FilingStatus } from '@/lib/tax/law/types';
import { assignment, taxHome, yearInput } from './fixtures/builders';

const w2 = (status: FilingStatus, wages: number, household?: HouseholdInput, stateLocalIncomeTax = 0) =>
  federalYear('w2', status, wages, federalLaw(2026), PAYROLL, {
    taxYear: 2026,
    household,
    stateLocalIncomeTax,
  });

describe('mortgage interest on acquisition debt over the limit (IRC 163(h)(3)(F), Pub. 936 Table 1)', () => {
  it.each<[string, number, number | undefined, string | undefined, FilingStatus, number]>([
    // [label, interest, average balance, loan date, status, deductible]
    ['no balance given: all of it', 3_000_000, undefined, undefined, 'single', 3_000_000],
    ['at the $750,000 limit: all of it', 3_000_000, 75_000_000, undefined, 'single', 3_000_000],
    // 30,000 × 750,000 / 1,000,000 = 22,500.00
    ['$1,000,000 of debt: three quarters', 3_000_000, 100_000_000, undefined, 'single', 2_250_000],
    [
      'the same joint: one limit for the return',
      3_000_000,
      100_000_000,
      undefined,
      'married_joint',
      2_250_000,
    ],
    // married filing separately: 375,000; 30,000 × 375,000 / 500,000 = 22,500.00
    ['married separately, $500,000', 3_000_000, 50_000_000, undefined, 'married_separate', 2_250_000],
    // taken out on December 15, 2017: the $1,000,000 limit, all of it
    ['a loan of December 15, 2017', 3_000_000, 100_000_000, '2017-12-15', 'single', 3_000_000],
    // a day later: the $750,000 limit again, 22,500.00
    ['a loan of December 16, 2017', 3_000_000, 100_000_000, '2017-12-16', 'single', 2_250_000],
    // grandfathered, married separately: 500,000; 30,000 × 500,000 / 800,000 = 18,750.00
    ['grandfathered, married separately', 3_000_000, 80_000_000, '2010-06-01', 'married_separate', 1_875_000],
    // rounded once: 12,345.67 × 750,000 / 900,000 = 10,288.0583 → 10,288.06
    ['rounded to the cent', 1_234_567, 90_000_000, undefined, 'single', 1_028_806],
  ])('%s', (_l, interest, balance, date, status, expected) => {
    expect(qualifiedMortgageInterest(interest, balance, date, status)).toBe(expected);
  });

  it('on the return: itemized deductions hold the limited interest, and a note says why', () => {
    // 2026 single, wages 300,000, 30,000 of interest on an average 1,000,000: 22,500 counts; itemized 22,500 >
    // 16,100; taxable 300,000 - 22,500 = 277,500
    const r = w2('single', 30_000_000, { mortgageInterest: 3_000_000, mortgageBalance: 100_000_000 });
    expect(r).toMatchObject({ itemizes: true, itemizedDeductions: 2_250_000, federalTaxable: 27_750_000 });
    expect(r.notes.join(' ')).toContain('Mortgage interest counts $22,500.00 of the $30,000.00 paid');
    // Without the balance: all 30,000; taxable 270,000 (today's figure)
    expect(w2('single', 30_000_000, { mortgageInterest: 3_000_000 }).federalTaxable).toBe(27_000_000);
  });
});

describe('the sales-tax election (IRC 164(b)(5)): the larger of income and sales taxes, within the cap', () => {
  it.each<[string, number, number, boolean, number, number]>([
    // [label, state income tax, sales tax, elected, SALT, taxable]; property 5,000, mortgage 10,000, wages 200,000
    // sales 8,000 > income 3,000: SALT 5,000 + 8,000 = 13,000; itemized 23,000; 200,000 - 23,000 = 177,000
    ['sales taxes larger', 300_000, 800_000, true, 1_300_000, 17_700_000],
    // income 10,000 > sales 8,000: SALT 15,000; itemized 25,000; taxable 175,000
    ['income taxes larger', 1_000_000, 800_000, false, 1_500_000, 17_500_000],
    // equal: the income taxes stay (nothing to gain); SALT 13,000
    ['equal', 800_000, 800_000, false, 1_300_000, 17_700_000],
    // no state income tax (Texas): SALT 5,000 + 8,000 = 13,000
    ['no income tax at all', 0, 800_000, true, 1_300_000, 17_700_000],
  ])('%s', (_l, incomeTax, salesTax, elected, salt, taxable) => {
    const r = w2(
      'single',
      20_000_000,
      { propertyTaxes: 500_000, mortgageInterest: 1_000_000, generalSalesTax: salesTax },
      incomeTax,
    );
    expect(r).toMatchObject({ salesTaxElected: elected, saltDeduction: salt, federalTaxable: taxable });
    expect(salesTaxElected(incomeTax, salesTax)).toBe(elected);
  });

  it('the cap holds either way', () => {
    // property 20,000 + sales 30,000 = 50,000 > 40,400: SALT 40,400
    const r = w2('single', 20_000_000, { propertyTaxes: 2_000_000, generalSalesTax: 3_000_000 }, 100_000);
    expect(r).toMatchObject({ salesTaxElected: true, saltDeduction: 4_040_000 });
  });

  it('a Texas year: the sales taxes are counted, with a note, and no income tax note', () => {
    // 2026, single, 13 weeks at 2,000 in Houston = 26,000 of wages... the return itemizes: property 10,000 +
    // sales 3,000 + mortgage 6,000 = 19,000 > 16,100
    const r = computeYear({
      ...yearInput({
        year: 2026,
        taxHome: taxHome('TX', 'Austin'),
        assignments: [
          assignment({
            state: 'TX',
            location: 'Houston',
            start_date: '2026-01-05',
            end_date: '2026-04-05',
            base_pay: 200_000,
          }),
        ],
      }),
      household: { propertyTaxes: 1_000_000, generalSalesTax: 300_000, mortgageInterest: 600_000 },
    });
    expect(r.federal).toMatchObject({ itemizes: true, salesTaxElected: true, saltDeduction: 1_300_000 });
    expect(r.federal.itemizedDeductions).toBe(1_900_000);
    const notes = r.notes.join(' ');
    expect(notes).toContain('count $3,000.00 of sales taxes instead of your state and local income tax');
    expect(notes).not.toMatch(/state and local income tax paid this year|the tax figured for this year/);
  });
});

describe('married filing separately, the spouse itemizes (IRC 63(c)(6)(A)): no standard deduction', () => {
  it.each<[string, FilingStatus, HouseholdInput, number, number, boolean]>([
    // [label, status, household, standard deduction, taxable, itemizes]; wages 100,000
    // today: 100,000 - 16,100 = 83,900
    [
      'the spouse does not itemize',
      'married_separate',
      { spouseItemizes: false },
      1_610_000,
      8_390_000,
      false,
    ],
    // no standard deduction and nothing itemized: taxable 100,000
    [
      'the spouse itemizes, nothing to itemize',
      'married_separate',
      { spouseItemizes: true },
      0,
      10_000_000,
      false,
    ],
    // 5,000 of mortgage interest itemized: 100,000 - 5,000 = 95,000
    [
      'the spouse itemizes, 5,000 of interest',
      'married_separate',
      { spouseItemizes: true, mortgageInterest: 500_000 },
      0,
      9_500_000,
      true,
    ],
    // 65 or older (born 1960): the additional 1,650 goes too (it is part of the standard deduction)
    ['65 or older', 'married_separate', { spouseItemizes: true, birthYear: 1960 }, 0, 10_000_000, false],
    // only a separate return: a single filer keeps 16,100
    ['a single filer', 'single', { spouseItemizes: true }, 1_610_000, 8_390_000, false],
  ])('%s', (_l, status, household, standard, taxable, itemizes) => {
    const r = w2(status, 10_000_000, household);
    expect(r).toMatchObject({ standardDeduction: standard, federalTaxable: taxable, itemizes });
  });

  it('the tax: 22% of the lost 16,100 more, and a note', () => {
    // 2026 brackets (married separately = single up to 35%): 100,000: 1,240 + 12% × 38,000 = 4,560 + 22% ×
    // 49,600 = 10,912 → 16,712.00; 83,900: 1,240 + 4,560 + 22% × 33,500 = 7,370 → 13,170.00
    const r = w2('married_separate', 10_000_000, { spouseItemizes: true });
    expect(r.returnTax).toBe(1_671_200);
    expect(w2('married_separate', 10_000_000, { spouseItemizes: false }).returnTax).toBe(1_317_000);
    expect(r.notes.join(' ')).toContain('Married filing separately with a spouse who itemizes');
  });
});
