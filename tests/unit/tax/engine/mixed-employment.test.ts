// A W-2 and a 1099 in one year (docs/tax-method.md §3a, issue 39): W-2 wages and Schedule C profit on one
// return. FICA on the wages; SE tax on the profit with the Social Security wage base shared with the W-2
// wages (Schedule SE line 8a, IRC 1402(b)(1)) and the Additional Medicare threshold lowered by them (Form 8959
// lines 10-13); QBI on the 1099 part only (IRC 199A). Hand computations beside each expected value.
import { describe, expect, it } from 'vitest';
import { filingYear } from '@/lib/tax/engine';
import { federalYear } from '@/lib/tax/engine/federal';
import { NO_PAYMENTS } from '@/lib/tax/engine/household';
import { seTax } from '@/lib/tax/engine/payroll';
import { computeSettlement } from '@/lib/tax/engine/settlement';
import { computeYear } from '@/lib/tax/engine/year';
import { federalLaw, PAYROLL } from '@/lib/tax/law';
import type { EmploymentType } from '@/lib/tax/law/types';
import { assignment, linked, taxHome, w2AndContract, yearInput } from './fixtures/builders';

const MARCH_TO_MAY = { start_date: '2025-03-01', end_date: '2025-05-09' };

const law2025 = federalLaw(2025);

describe('seTax with W-2 wages on the return (Schedule SE line 8a, Form 8959 Part II)', () => {
  // P = 60,000: base round(60,000 × 0.9235) = 55,410.00
  const cases: {
    name: string;
    wages: number;
    expected: { ssPart: number; medicarePart: number; additionalMedicare: number; halfSeTax: number };
  }[] = [
    {
      name: 'no wages: 12.4% × 55,410 = 6,870.84; 2.9% × 55,410 = 1,606.89; none over 200,000',
      wages: 0,
      // half SE = round((6,870.84 + 1,606.89) / 2) = round(4,238.865) = 4,238.87
      expected: { ssPart: 687_084, medicarePart: 160_689, additionalMedicare: 0, halfSeTax: 423_887 },
    },
    {
      name: 'W-2 150,000: SS on min(55,410, 176,100 - 150,000 = 26,100) = 3,236.40; 0.9% × (55,410 - 50,000) = 48.69',
      wages: 15_000_000,
      // half SE = round((3,236.40 + 1,606.89) / 2) = round(2,421.645) = 2,421.65
      expected: { ssPart: 323_640, medicarePart: 160_689, additionalMedicare: 4_869, halfSeTax: 242_165 },
    },
    {
      name: 'W-2 180,000, over the wage base: no SS part; 0.9% × (55,410 - (200,000 - 180,000)) = 318.69',
      wages: 18_000_000,
      // half SE = round(1,606.89 / 2) = round(803.445) = 803.45
      expected: { ssPart: 0, medicarePart: 160_689, additionalMedicare: 31_869, halfSeTax: 80_345 },
    },
  ];
  it.each(cases)('$name', ({ wages, expected }) => {
    const se = seTax(6_000_000, 'single', law2025, PAYROLL, wages, wages);
    expect(se).toMatchObject({ base: 5_541_000, ...expected });
    expect(se.total).toBe(expected.ssPart + expected.medicarePart + expected.additionalMedicare);
  });
});

describe('federalYear with W-2 wages and 1099 profit (2025, single)', () => {
  it('W-2 150,000 and P 60,000: SE 4,891.98, AGI 207,578.35, QBI deduction 11,515.67', () => {
    const f = federalYear('w2', 'single', 21_000_000, law2025, PAYROLL, {
      split: { wages: 15_000_000, profit: 6_000_000 },
    });
    // SE: 3,236.40 + 1,606.89 + 48.69 = 4,891.98; half 2,421.65
    expect(f.se.total).toBe(489_198);
    expect(f.se.halfSeTax).toBe(242_165);
    // FICA on the wages only: 6.2% × 150,000 = 9,300.00 + 1.45% × 150,000 = 2,175.00 = 11,475.00
    expect(f.fica.total).toBe(1_147_500);
    // AGI = 150,000 + 60,000 - 2,421.65 = 207,578.35
    expect(f.agi).toBe(20_757_835);
    // QBI = 60,000 - 2,421.65 = 57,578.35; TI before QBI = 207,578.35 - 15,750 = 191,828.35 (under 197,300):
    // 20% × 57,578.35 = 11,515.67
    expect(f.qbi).toBe(5_757_835);
    expect(f.qbiDeduction).toBe(1_151_567);
    // taxable = 191,828.35 - 11,515.67 = 180,312.68; tax = 1,192.50 + 4,386.00 + 12,072.50
    // + 24% × (180,312.68 - 103,350) = 18,471.04 → 36,122.04
    expect(f.federalTaxable).toBe(18_031_268);
    expect(f.federalTax).toBe(3_612_204);
    // Form 8959: no wages over 200,000 (Part I 0); Part II 48.69
    expect(f.additionalMedicareTax).toBe(4_869);
    expect(f).toMatchObject({ income: 21_000_000, wages: 15_000_000, profit: 6_000_000 });
  });
});

// 2025, Texas (no state tax), single: 70 days = 10 weeks of `weekly` each.
const year = (
  profile: EmploymentType,
  types: [EmploymentType | null, EmploymentType | null],
  extra: { linkedTo1099?: number; unlinked?: number } = {},
) => {
  const first = assignment({
    state: 'TX',
    location: 'Houston',
    start_date: '2025-03-01',
    end_date: '2025-05-09',
    base_pay: 1_500_000,
    employment_type: types[0],
  });
  const second = assignment({
    state: 'TX',
    location: 'Dallas',
    start_date: '2025-06-01',
    end_date: '2025-08-09',
    base_pay: 600_000,
    employment_type: types[1],
  });
  return computeYear(
    yearInput({
      employmentType: profile,
      taxHome: taxHome('TX', 'Austin'),
      assignments: [first, second],
      linked: extra.linkedTo1099 ? { [second.id]: linked(extra.linkedTo1099) } : {},
      ...(extra.unlinked ? { unlinked: { expenses: extra.unlinked, meals: 0, mileageDeduction: 0 } } : {}),
    }),
  );
};

describe('computeYear: an assignment that pays otherwise than the profile', () => {
  it('a W-2 user, the second contract 1099: SE tax on it alone, FICA on the first alone', () => {
    const r = year('w2', [null, '1099']);
    // wages 150,000, P 60,000: the figures above
    expect(r.federal.se.total).toBe(489_198);
    expect(r.federal.fica.total).toBe(1_147_500);
    expect(r.items.map((it) => it.employmentType)).toEqual(['w2', '1099']);
    expect(r.items.map((it) => it.seTax)).toEqual([0, 489_198]);
    expect(r.items.map((it) => it.ficaTax)).toEqual([1_147_500, 0]);
    expect(r.federal.agi).toBe(20_757_835);
  });

  it('a 1099 user, the first contract W-2: the same return', () => {
    const r = year('1099', ['w2', null]);
    expect(r.federal.se.total).toBe(489_198);
    expect(r.items.map((it) => it.ficaTax)).toEqual([1_147_500, 0]);
    expect(r.federal.agi).toBe(20_757_835);
  });

  it('costs linked to the 1099 contract lower P: 60,000 - 10,000 = 50,000', () => {
    const r = year('w2', [null, '1099'], { linkedTo1099: 1_000_000 });
    // base round(50,000 × 0.9235) = 46,175.00; SS 12.4% × min(46,175, 26,100) = 3,236.40; Medicare 2.9% ×
    // 46,175 = 1,339.08 (1,339.075 rounded); 0.9% × (46,175 - 50,000) < 0 = 0 → 4,575.48
    expect(r.federal.profit).toBe(5_000_000);
    expect(r.federal.se.total).toBe(457_548);
  });

  it.each([
    // 1099 user: her unlinked 5,000.00 is the business's: P = 60,000 − 5,000 = 55,000.00
    ['a 1099 user’s count in P', '1099' as const, ['w2', null] as const, 5_500_000],
    // W-2 user: an employee's costs, not the 1099 contract's: P stays 60,000.00
    ['a W-2 user’s do not', 'w2' as const, [null, '1099'] as const, 6_000_000],
  ])('costs linked to no assignment: %s', (_l, profile, types, profit) => {
    expect(year(profile, [...types], { unlinked: 500_000 }).federal.profit).toBe(profit);
  });

  it('every contract marked as the profile says: the figures of a year without the field', () => {
    const marked = year('w2', ['w2', 'w2']);
    const plain = year('w2', [null, null]);
    expect(marked.federal).toEqual(plain.federal);
    expect(marked.items.map((it) => it.totalTax)).toEqual(plain.items.map((it) => it.totalTax));
  });

  it('a 1099 contract of a W-2 user gets no GSA test: its stipends are pay', () => {
    const r = year('w2', [null, '1099']);
    expect(r.items[1]?.stipendsTaxable).toBe(false);
    expect(r.items[1]?.gsa.excess).toBe(0);
  });
});

describe('what only an employee has, in a year with both', () => {
  // 2025, 10 weeks each at 48 hours with 9,000.00 of overtime pay: the FLSA premium of one contract is
  // 9,000 × (48 − 40) × 0.5 / ((48 − 36) × 1.5) = 2,000.00 (§3a).
  const overtimeYear = (second: EmploymentType | null) => {
    const shared = { state: 'TX' as const, hours_per_week: 48, overtime_pay: 900_000, base_pay: 200_000 };
    return computeYear(
      yearInput({
        taxHome: taxHome('TX', 'Austin'),
        assignments: [
          assignment({ ...shared, location: 'Houston', start_date: '2025-03-01', end_date: '2025-05-09' }),
          assignment({
            ...shared,
            location: 'Dallas',
            start_date: '2025-06-01',
            end_date: '2025-08-09',
            employment_type: second,
          }),
        ],
      }),
    );
  };

  it.each([
    ['both W-2: 2 × 2,000.00 = 4,000.00', null, 400_000],
    ['the second 1099: only the W-2 contract’s 2,000.00 (IRC 225: FLSA overtime)', '1099' as const, 200_000],
  ])('qualified overtime, %s', (_l, second, expected) => {
    expect(overtimeYear(second).federal.qualifiedOvertime).toBe(expected);
  });

  // Pennsylvania home, New Jersey work (the PA-NJ agreement covers wages), then Erie with 1,000.00 of costs
  // linked to it; `nj` and `erie` say how each pays.
  const paYear = (nj: EmploymentType | null, erie: EmploymentType | null) => {
    const newark = assignment({
      state: 'NJ',
      location: 'Newark',
      start_date: '2025-03-01',
      end_date: '2025-05-09',
      base_pay: 200_000,
      employment_type: nj,
    });
    const pa = assignment({
      state: 'PA',
      location: 'Erie',
      start_date: '2025-06-01',
      end_date: '2025-08-09',
      base_pay: 200_000,
      employment_type: erie,
    });
    const r = computeYear(
      yearInput({
        taxHome: taxHome('PA', 'Harrisburg'),
        assignments: [newark, pa],
        linked: { [pa.id]: linked(100_000) },
      }),
    );
    return (state: string) => r.states.lines.find((l) => l.state === state);
  };

  it('reciprocity covers the New Jersey contract when W-2, not when it pays as 1099', () => {
    expect(paYear(null, null)('NJ')?.reciprocity.exempt).toBe(true);
    expect(paYear('1099', null)('NJ')?.reciprocity.exempt).toBe(false);
  });

  it('an employee’s unreimbursed expenses in Pennsylvania: the W-2 contracts’ costs only', () => {
    // W-2: the 1,000.00 linked to Erie; paid as 1099, its costs are the business's (Schedule C), not PA's
    // employee deduction
    expect(paYear(null, null)('PA')?.stateDeduction).toBe(100_000);
    expect(paYear(null, '1099')('PA')?.stateDeduction).toBe(0);
  });
});

describe('the filing year of a year with both (§11)', () => {
  it('W-4 advice over the W-2 paychecks and the 1040-ES plan; gross income = wages + 1099 receipts', () => {
    const m = filingYear({ year: year('w2', [null, '1099']), payments: NO_PAYMENTS });
    expect(m.withholding).not.toBeNull();
    expect(m.estimatedPlans.map((p) => p.governmentId)).toContain('federal');
    // IRC 6012: 150,000.00 of wages + 60,000.00 of 1099 receipts = 210,000.00
    expect(m.governments.find((g) => g.id === 'federal')?.filing.reason).toContain('$210,000.00');
  });
});

describe('the settlement of a year with both, as the filing year gives it', () => {
  it.each([
    ['a W-2 profile', 'w2', [null, '1099']],
    ['a 1099 profile', '1099', ['w2', null]],
  ] as const)('%s: the W-4 check and the quarterly plan', (_label, profile, types) => {
    const s = computeSettlement(year(profile, [...types]), NO_PAYMENTS, { today: '2025-05-01' });
    expect(s.withholdingCheck).not.toBeNull();
    expect(s.estimatedPlan).not.toBeNull();
  });

  it('one kind only: one of them', () => {
    const s = computeSettlement(year('w2', [null, null]), NO_PAYMENTS, { today: '2025-05-01' });
    expect([s.withholdingCheck !== null, s.estimatedPlan]).toEqual([true, null]);
  });
});

describe('the states in a year with both: the 1099 part less half the SE tax, as a 1099 year', () => {
  it('an Illinois home and contracts: the wages plus the profit less half the SE tax', () => {
    // wages 150,000 (W-2, Chicago) and P 60,000 (1099, Peoria); half SE with the wages = 2,421.65 (above):
    // Illinois's income = 150,000 + 60,000 - 2,421.65 = 207,578.35 (the federal AGI), not 210,000
    const r = computeYear(
      yearInput({
        taxHome: taxHome('IL', 'Springfield'),
        ...w2AndContract(
          { ...MARCH_TO_MAY, state: 'IL', location: 'Chicago', base_pay: 1_500_000 },
          { state: 'IL', location: 'Peoria', base_pay: 600_000 },
        ),
      }),
    );
    expect(r.federal.se.halfSeTax).toBe(242_165);
    const il = r.states.lines.find((l) => l.state === 'IL');
    expect(il?.income).toBe(20_757_835);
    expect(il?.taxedIncome).toBe(20_757_835);
  });

  it('a nonresident state of the 1099 contract only: its share is the 1099 part, not its gross pay', () => {
    // The same year with the 1099 contract in Georgia: Georgia's income = 60,000 - 2,421.65 = 57,578.35
    const r = computeYear(
      yearInput({
        taxHome: taxHome('IL', 'Springfield'),
        ...w2AndContract(
          { ...MARCH_TO_MAY, state: 'IL', location: 'Chicago', base_pay: 1_500_000 },
          { state: 'GA', location: 'Atlanta', base_pay: 600_000 },
        ),
      }),
    );
    expect(r.states.lines.find((l) => l.state === 'GA')?.income).toBe(5_757_835);
  });
});

describe('reciprocity in a state with both kinds of work: the W-2 wages stay exempt, the 1099 pay does not', () => {
  it('a New Jersey home, W-2 and 1099 contracts in Pennsylvania (2025, the NJ-PA agreement)', () => {
    // W-2: 13 weeks × 1,800 = 23,400 (exempt in PA by the agreement: REV-419). 1099: 10 weeks × 15,000 less
    // 10,000 of linked costs: P = 140,000; SE base round(140,000 × 0.9235) = 129,290.00: 12.4% = 16,031.96 (the
    // wage base less 23,400 leaves room), 2.9% = 3,749.41; half = round(9,890.685) = 9,890.69.
    // PA: total = 23,400 + (140,000 - 9,890.69) = 153,509.31; T = 3.07% → 4,712.74;
    // income_PA = the 1099 part alone, 130,109.31: tax = round(4,712.74 × 130,109.31 / 153,509.31) = 3,994.36
    const r = computeYear(
      yearInput({
        taxHome: taxHome('NJ', 'Cherry Hill'),
        ...w2AndContract(
          { state: 'PA', location: 'Harrisburg', base_pay: 180_000 },
          { state: 'PA', location: 'Harrisburg', base_pay: 1_500_000 },
          1_000_000,
        ),
      }),
    );
    expect(r.federal.se.halfSeTax).toBe(989_069);
    const pa = r.states.lines.find((l) => l.state === 'PA');
    expect(pa).toMatchObject({ income: 13_010_931, tax: 399_436, itemIndexes: [1] });
    expect(pa?.reciprocity.exempt).toBe(false);
    expect(pa?.reciprocity.reason).toMatch(/covers your W-2 wages there; your 1099 pay there is taxed$/);
    // The W-2 contract carries no Pennsylvania tax; the 1099 one all of it
    expect(r.items.map((it) => it.stateTax)[1]).toBeGreaterThanOrEqual(399_436);
  });
});
