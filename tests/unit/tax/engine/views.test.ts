import { describe, expect, it } from 'vitest';
import { assignmentProfitability, compareContracts, computeYear, taxEstimate } from '@/lib/tax/engine';
import { type ContractInput } from '@/lib/tax/engine/comparison';
import { LOCAL_TAX_NOTE } from '@/lib/tax/engine/state-wording';
import { OUTSIDE_CONUS_NOTE } from '@/lib/tax/law';
import { assignment, linked, taxHome, yearInput } from './fixtures/builders';

// 2025 single, federal.md and states.json; all assignments 13 weeks in standard-GSA cities with stipends inside
// the $770 / $476 weekly caps.
describe('assignment profitability', () => {
  // MA home; NY (Utica, Q1) base 1,800, housing 700 + M&IE 400; CA (Redding, Q2) base 2,200, same stipends.
  // taxable NY 23,400, CA 28,600, total 52,000 (state figures: state.test.ts, "NY and CA work, MA home").
  // federal: 52,000 - 15,750 = 36,250; 1,192.50 + (36,250 - 11,925) × 12% = 1,192.50 + 2,919.00 = 4,111.50
  //   split 23,400 : 28,600 → 185,017.5 and 226,132.5 cents: floors 411,149, the last cent to the tie's
  //   earlier item (NY, sorted first by start date) → NY 185,018, CA 226,132
  // FICA: 52,000 × 6.2% = 3,224.00 + 52,000 × 1.45% = 754.00 → 3,978.00; split 45% / 55% → NY 1,790.10, CA 2,187.90
  // state: NY 1,014.75 + 327.38 = 1,342.13; CA 637.74 + 400.13 = 1,037.87 (MA's 727.51 by largest remainder;
  // CA's $153 exemption credit, version 3, lowers CA's tax and so MA's credit for it)
  const stipends = { housing_stipend: 70_000, mie_stipend: 40_000 };
  // Utica and Redding are no GSA area: 7 × (110 + 68) = 1,246 a week; 1,100 of stipends is 157.14 a day,
  // within even the first and last day's 110 + 51 = 161
  const STANDARD_GSA = {
    area: 'Standard CONUS Rate',
    checked: true,
    weeklyAllowance: 110_000,
    weeklyRateMin: 124_600,
    weeklyRateMax: 124_600,
    excess: 0,
  };
  const ny = assignment({
    state: 'NY',
    location: 'Utica',
    facility: 'Mohawk Valley',
    agency: 'Aya',
    base_pay: 180_000,
    ...stipends,
    start_date: '2025-01-05',
    end_date: '2025-04-05',
  });
  const ca = assignment({
    state: 'CA',
    location: 'Redding',
    facility: 'Mercy',
    agency: 'AMN',
    base_pay: 220_000,
    ...stipends,
    start_date: '2025-04-13',
    end_date: '2025-07-12',
  });
  const result = computeYear(
    yearInput({
      taxHome: taxHome('MA'),
      assignments: [ca, ny],
      linked: { [ca.id]: linked(150_000, 300, 21_000) },
    }),
  );
  const p = assignmentProfitability(result);

  it.each([
    // NY: gross 13 × (1,800 + 700 + 400) = 37,700; total tax 1,850.18 + 1,342.13 + 1,790.10 = 4,982.41;
    //     net 37,700 - 4,982.41 - 0 = 32,717.59; margin 32,717.59 / 37,700 = 0.867840 → 0.8678
    [
      0,
      {
        assignmentId: ny.id,
        facility: 'Mohawk Valley',
        location: 'Utica',
        state: 'NY',
        agency: 'Aya',
        weeks: 13,
        grossComp: 3_770_000,
        taxableIncome: 2_340_000,
        housingStipend: 910_000,
        mieStipend: 520_000,
        bonuses: 0,
        federalTax: 185_018,
        stateTax: 134_213,
        localTax: 0,
        ficaTax: 179_010,
        seTax: 0,
        totalTax: 498_241,
        linkedExpenses: 0,
        linkedMiles: 0,
        linkedMileageDeduction: 0,
        netProfit: 3_271_759,
        profitMargin: 0.8678,
        gsa: STANDARD_GSA,
      },
    ],
    // CA: gross 13 × (2,200 + 1,100) = 42,900; total tax 2,261.32 + 1,037.87 + 2,187.90 = 5,487.09;
    //     net 42,900 - 5,487.09 - 1,500 = 35,912.91; margin 35,912.91 / 42,900 = 0.837131 → 0.8371
    [
      1,
      {
        assignmentId: ca.id,
        facility: 'Mercy',
        location: 'Redding',
        state: 'CA',
        agency: 'AMN',
        weeks: 13,
        grossComp: 4_290_000,
        taxableIncome: 2_860_000,
        housingStipend: 910_000,
        mieStipend: 520_000,
        bonuses: 0,
        federalTax: 226_132,
        stateTax: 103_787,
        localTax: 0,
        ficaTax: 218_790,
        seTax: 0,
        totalTax: 548_709,
        linkedExpenses: 150_000,
        linkedMiles: 300,
        linkedMileageDeduction: 21_000,
        netProfit: 3_591_291,
        profitMargin: 0.8371,
        gsa: STANDARD_GSA,
      },
    ],
  ])('item %i, field by field', (index, expected) => {
    expect(p.assignments[index]).toEqual(expected);
  });

  it('totals and averages', () => {
    // total 32,755.46 + 35,875.04 = 68,630.50; average 34,315.25; margin mean (0.8688 + 0.8362) / 2 = 0.8525
    expect({ ...p, assignments: undefined }).toEqual({
      year: 2025,
      employmentType: 'w2',
      averageNetProfit: 3_431_525,
      averageProfitMargin: 0.8525,
      totalNetProfit: 6_863_050,
      assignments: undefined,
      notes: [LOCAL_TAX_NOTE],
    });
  });

  it('flags taxable stipends, with the reason, only when a W-2 worker’s stipends are wages', () => {
    const noHome = assignmentProfitability(computeYear(yearInput({ taxHome: null, assignments: [ny] })));
    expect(noHome.assignments[0]).toMatchObject({
      stipendsTaxable: true,
      stipendsTaxableReason: 'no_tax_home',
    });
    expect(p.assignments[0]).not.toHaveProperty('stipendsTaxable');
    expect(p.assignments[0]).not.toHaveProperty('stipendsTaxableReason');
    expect(p.assignments[0]).not.toHaveProperty('nearTaxHome');
  });

  it('an empty year', () => {
    expect(assignmentProfitability(computeYear(yearInput({ assignments: [] })))).toEqual({
      year: 2025,
      employmentType: 'w2',
      averageNetProfit: 0,
      averageProfitMargin: 0,
      totalNetProfit: 0,
      assignments: [],
      notes: [LOCAL_TAX_NOTE],
    });
  });

  it('says what its taxes leave out or assume, like the other views (§4, §10)', () => {
    // 2027 has no tables: the 2026 ones compute it, and the view says so beside the local-tax note
    const next = { ...ny, start_date: '2027-01-03', end_date: '2027-04-03' };
    const r = computeYear(
      yearInput({ year: 2027, today: '2027-06-30', taxHome: taxHome('MA'), assignments: [next] }),
    );
    const p = assignmentProfitability(r);
    expect(p.notes).toEqual(r.notes);
    expect(p.notes).toContain('2027 figures are not published yet; 2026 brackets and rates are used.');
    expect(p.notes[0]).toBe(LOCAL_TAX_NOTE);
  });

  it('assignments outside the year are left out', () => {
    const later = assignment({
      state: 'TX',
      base_pay: 100_000,
      start_date: '2026-02-01',
      end_date: '2026-05-02',
    });
    const r = assignmentProfitability(
      computeYear(yearInput({ taxHome: taxHome('MA'), assignments: [ny, later] })),
    );
    expect(r.assignments.map((a) => a.assignmentId)).toEqual([ny.id]);
  });
});

describe("1099 net profit takes the year's mileage deduction (docs/tax-method.md §2, §5)", () => {
  // Two 1-mile trips in January-June 2026 (72.5¢), each linked to its own assignment: each assignment's
  // deduction is round(72.5) = 73 cents (its weight), the year's is round(2 × 72.5) = 145 cents.
  // gross 13 × 2,000.00 + 1 × 500.00 = 26,500.00; P = 2,650,000 - 145 = 2,649,855 cents (not 2,649,854)
  const a = assignment({
    state: 'TX',
    location: 'Lubbock',
    base_pay: 200_000,
    start_date: '2026-01-04',
    end_date: '2026-04-04',
  });
  const b = assignment({
    state: 'TX',
    location: 'Austin',
    base_pay: 50_000,
    start_date: '2026-04-12',
    end_date: '2026-04-18',
  });
  const input = yearInput({
    year: 2026,
    today: '2026-12-31',
    employmentType: '1099',
    taxHome: taxHome('TX'),
    assignments: [a, b],
    linked: { [a.id]: linked(0, 1, 73), [b.id]: linked(0, 1, 73) },
  });

  it('P is gross minus the year figure, the weights keep their own', () => {
    const r = computeYear({ ...input, mileageDeduction: 145 });
    expect(r.federal.income).toBe(2_649_855);
    expect(r.items.map((it) => it.taxableIncome)).toEqual([2_600_000 - 73, 50_000 - 73]);
  });

  it('without the year figure, the linked and unlinked deductions stand in', () => {
    expect(computeYear(input).federal.income).toBe(2_650_000 - 146);
  });
});

describe('1099 net profit: one business a year (docs/tax-method.md §2)', () => {
  // 1099 single 2025, TX home. Lubbock 13 weeks × 2,000 = 26,000 (linked 1,000 of which meals 400, mileage
  // 300): weight 26,000 - (600 + 200) - 300 = 24,900. Austin one week × 500 = 500 with 2,000 of linked costs:
  // weight max(0, 500 - 2,000) = 0. Unlinked: 1,500 of which meals 100, mileage 200.
  // P = 26,500 - (4,500 - 500 + 250) - 500 = 21,750.00 (the loss nets; not the 24,900 of the weights)
  // SE base 20,086.13: SS 2,490.68 + Medicare 582.50 = 3,073.18; half 1,536.59; AGI 20,213.41; TI 4,463.41;
  // QBID min(4,042.68, 20% × 4,463.41 = 892.68) = 892.68; taxable 3,570.73; tax 357.073 → 357.07
  const lubbock = assignment({ state: 'TX', location: 'Lubbock', base_pay: 200_000 });
  const austin = assignment({
    state: 'TX',
    location: 'Austin',
    base_pay: 50_000,
    start_date: '2025-05-04',
    end_date: '2025-05-10',
  });
  const r = computeYear(
    yearInput({
      employmentType: '1099',
      taxHome: taxHome('TX'),
      assignments: [lubbock, austin],
      linked: {
        [lubbock.id]: { ...linked(100_000, 500, 30_000), meals: 40_000 },
        [austin.id]: linked(200_000),
      },
      unlinked: { expenses: 150_000, meals: 10_000, mileageDeduction: 20_000 },
    }),
  );

  it('P nets losses and unlinked costs, meals at 50%', () => {
    expect(r.federal).toMatchObject({
      income: 2_175_000,
      agi: 2_021_341,
      qbiDeduction: 89_268,
      federalTaxable: 357_073,
      federalTax: 35_707,
    });
    expect(r.federal.se.total).toBe(307_318);
    expect(r.items.map((it) => it.taxableIncome)).toEqual([2_490_000, 0]);
  });

  it('the weights split every tax: the loss-making assignment carries none', () => {
    expect(r.items.map((it) => [it.federalTax, it.seTax])).toEqual([
      [35_707, 307_318],
      [0, 0],
    ]);
  });
});

describe('tax estimate (docs/tax-method.md §9)', () => {
  // 1099, TX home, one TX contract: 50 weeks (Jan 5 - Dec 20, 350 days) × 2,000 = P = 100,000.00
  // federal (federal.test.ts): SE 14,129.55, half 7,064.78, AGI 92,935.22, QBI 15,437.04, taxable 61,748.18, tax 8,498.60
  // F = federal income tax + SE tax = 8,498.60 + 14,129.55 = 22,628.15
  const tx = assignment({
    state: 'TX',
    location: 'Lubbock',
    base_pay: 200_000,
    start_date: '2025-01-05',
    end_date: '2025-12-20',
  });
  const r = computeYear(yearInput({ employmentType: '1099', taxHome: taxHome('TX'), assignments: [tx] }));
  const payments = [
    { quarter: 1, amount: 500_000 },
    { quarter: 2, amount: 300_000 },
    { quarter: 2, amount: 300_000 },
  ];
  const e = taxEstimate(r, { priorYear: { federalTax: 1_800_000, agi: 16_000_000 }, payments });

  it("the year's figures", () => {
    // total 8,498.60 + 14,129.55 + 0 = 22,628.15; effective 0.2263; federal 0.0850; take-home 77,371.85
    expect({ ...e, quarterlyPayments: undefined, quarterlyPlan: undefined, notes: undefined }).toEqual({
      year: 2025,
      employmentType: '1099',
      filingStatus: 'single',
      grossIncome: 10_000_000,
      taxableIncome: 10_000_000,
      federal: {
        taxableIncome: 6_174_818,
        standardDeduction: 1_575_000,
        tax: 849_860,
        overtimeDeduction: 0,
        // QBI = P - half SE = 92,935.22 (no household: the AGI); the deduction, 20% of it, is capped at 20% of TI
        qbi: 9_293_522,
        qbiDeduction: 1_543_704,
        agi: 9_293_522,
        // SE base 92,350.00 is under the 200,000 threshold; AGI 92,935.22 is far above the credit's range
        additionalMedicareTax: 0,
        earnedIncomeCredit: 0,
        itemizedReduction: 0,
      },
      ficaTax: 0,
      seTax: 1_412_955,
      stateTax: 0,
      localTax: 0,
      localServicesTax: 0,
      locals: [],
      states: [{ state: 'TX', tax: 0 }],
      stateEstimates: [],
      totalTax: 2_262_815,
      effectiveRate: 0.2263,
      federalEffectiveRate: 0.085,
      estimatedTakeHome: 7_737_185,
      quarterlyPayments: undefined,
      quarterlyPlan: undefined,
      notes: undefined,
    });
    expect(e.notes[0]).toBe(LOCAL_TAX_NOTE);
  });

  it('the federal plan: the lesser of 90% and 110% of the prior year, in four, paid from the payments', () => {
    // 90% × 22,628.15 = 20,365.335 → 20,365.34; prior AGI 160,000 > 150,000 → 110% × 18,000 = 19,800.00;
    // annual min = 19,800.00; quarters round(19,800 / 4) = 4,950.00 × 3, Q4 19,800 - 14,850 = 4,950.00
    // due: 2025-04-15 Tue; 2025-06-15 is a Sunday → Mon 06-16; 2025-09-15 Mon; 2026-01-15 Thu
    // priorYearSafeHarbor: 19,800 / 4 = 4,950.00 each (the prior-year figure alone, per quarter)
    // credited in order (IRC 6654(b)(3)): Q1's 5,000 on Apr 15 → 4,950 to Q1, 50 to Q2; Q2's 6,000 on Jun 16 →
    // 4,900 to Q2, the 1,100 left to Q3 (remaining 3,850). Before: each quarter kept its own record (Q1 5,000,
    // Q2 6,000 paid, Q3 none), the figure the settlement's plan contradicted.
    expect(e.quarterlyPlan).toEqual({
      federalTax: 2_262_815,
      currentYearRequired: 2_036_534,
      priorYearRequired: 1_980_000,
      priorYearRate: 1.1,
      annualPayment: 1_980_000,
      quarters: [
        {
          quarter: 1,
          dueDate: '2025-04-15',
          amount: 495_000,
          priorYearSafeHarbor: 495_000,
          paid: 495_000,
          remaining: 0,
        },
        {
          quarter: 2,
          dueDate: '2025-06-16',
          amount: 495_000,
          priorYearSafeHarbor: 495_000,
          paid: 495_000,
          remaining: 0,
        },
        {
          quarter: 3,
          dueDate: '2025-09-15',
          amount: 495_000,
          priorYearSafeHarbor: 495_000,
          paid: 110_000,
          remaining: 385_000,
        },
        {
          quarter: 4,
          dueDate: '2026-01-15',
          amount: 495_000,
          priorYearSafeHarbor: 495_000,
          paid: 0,
          remaining: 495_000,
        },
      ],
      paid: 1_100_000,
      remaining: 880_000,
    });
    expect(e.quarterlyPayments).toEqual(e.quarterlyPlan?.quarters);
  });

  it.each<
    [string, { federalTax: number; agi: number } | null, 'single' | 'married_separate', number, number | null]
  >([
    // no prior year: 90% of this year's F = 20,365.34
    ['no prior-year data: 90% of this year', null, 'single', 2_036_534, null],
    // prior AGI exactly 150,000 is not over: 100% × 18,000 = 18,000.00
    [
      'prior AGI of exactly 150,000: 100%',
      { federalTax: 1_800_000, agi: 15_000_000 },
      'single',
      1_800_000,
      1,
    ],
    // married_separate: over 75,000 → 110% × 18,000 = 19,800.00
    [
      'married_separate, prior AGI 80,000: 110%',
      { federalTax: 1_800_000, agi: 8_000_000 },
      'married_separate',
      1_980_000,
      1.1,
    ],
    // single with the same prior AGI: 100%
    ['single, prior AGI 80,000: 100%', { federalTax: 1_800_000, agi: 8_000_000 }, 'single', 1_800_000, 1],
    // a prior year owing more: 90% of this year (20,365.34) is the lesser
    [
      'a larger prior year: 90% of this year',
      { federalTax: 5_000_000, agi: 8_000_000 },
      'single',
      2_036_534,
      1,
    ],
  ])('required annual payment: %s', (_label, priorYear, status, annual, rate) => {
    const plan = taxEstimate({ ...r, filingStatus: status }, { priorYear }).quarterlyPlan;
    expect(plan?.annualPayment).toBe(annual);
    expect(plan?.priorYearRate ?? null).toBe(rate);
  });

  it('quarters: round(annual / 4) three times, the fourth the rest', () => {
    // prior 1,000.02 × 110% = 1,100.022 → 1,100.02; round(1,100.02 / 4) = 275.005 → 275.01 × 3 = 825.03;
    // Q4 = 1,100.02 - 825.03 = 274.99
    const plan = taxEstimate(r, { priorYear: { federalTax: 100_002, agi: 15_000_001 } }).quarterlyPlan;
    expect(plan?.quarters.map((q) => q.amount)).toEqual([27_501, 27_501, 27_501, 27_499]);
  });

  it('state tax never enters the federal plan: each state is a line of its own', () => {
    // a CO contract with a CO tax home: the CO tax is a state line; F stays federal income tax + SE tax
    const co = assignment({ ...tx, state: 'CO', location: 'Pueblo' });
    const y = computeYear(yearInput({ employmentType: '1099', taxHome: taxHome('CO'), assignments: [co] }));
    const est = taxEstimate(y);
    expect(est.stateTax).toBeGreaterThan(0);
    expect(est.quarterlyPlan?.federalTax).toBe(y.federal.federalTax + y.federal.se.total);
    expect(est.stateEstimates).toEqual([
      {
        state: 'CO',
        annualTax: est.stateTax,
        note: 'Colorado sets its own estimated-tax schedule and form: pay it there, apart from the federal quarterly payments.',
      },
    ]);
  });

  it('W-2: FICA instead of SE tax, no quarterly plan', () => {
    const w2 = taxEstimate(computeYear(yearInput({ taxHome: taxHome('TX'), assignments: [tx] })));
    // wages 100,000: FICA 6,200.00 + 1,450.00 = 7,650.00; federal (100,000 - 15,750 = 84,250):
    // 5,578.50 + (84,250 - 48,475) × 22% = 5,578.50 + 7,870.50 = 13,449.00
    expect(w2).toMatchObject({
      ficaTax: 765_000,
      seTax: 0,
      quarterlyPayments: [],
      quarterlyPlan: null,
      totalTax: 765_000 + 1_344_900,
    });
  });
});

describe('contract comparison (docs/tax-method.md §8)', () => {
  const redding: ContractInput = {
    name: 'Redding ICU',
    state: 'CA',
    weeks: 13,
    hourly_rate: 5_500, // 55.00 × 36 h = 1,980.00 a week
    housing_stipend: 77_000,
    mie_stipend: 47_600,
    bonuses: 100_000,
    expenses: 150_000,
  };
  const lubbock: ContractInput = {
    name: 'Lubbock Tele',
    state: 'TX',
    weeks: 13,
    base_pay: 160_000,
    housing_stipend: 120_000,
    mie_stipend: 50_000,
    bonuses: 0,
    expenses: 50_000,
  };

  it("W-2, PA home: each contract alone as the year's income, from January 1", () => {
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: taxHome('PA'),
      contractA: redding,
      contractB: lubbock,
    });
    // A: no city → the standard rate; (770 + 476) / 7 = 178.00 a day: above 161 on the first and last day,
    //    2 × 17.00 = 34.00 of excess; gross 13 × (1,980 + 770 + 476) + 1,000 = 42,938.00;
    //    taxable 13 × 1,980 + 1,000 + 34 = 26,774.00; federal (26,774 - 15,750) × 10% = 1,102.40;
    //    FICA 1,659.99 + 388.22 = 2,048.21; CA T(26,774 - 5,706 = 21,068) = 110.79 + 9,989 × 2% = 310.57;
    //    less the $153 personal exemption credit = 157.57 (the work state's line);
    //    PA R = 26,774 × 3.07% = 821.9618 → 821.96, credit 157.57 → 664.39 (the home state's line);
    //    state 157.57 + 664.39 = 821.96;
    //    the home's 1% Pennsylvania earned income tax (§4b) 26,774 × 1% = 267.74;
    //    total 1,102.40 + 821.96 + 267.74 + 2,048.21 = 4,240.31; net 42,938 - 4,240.31 - 1,500 = 37,197.69;
    //    weekly 37,197.69 / 13 = 2,861.361 → 2,861.36; hourly / 468 = 79.4822 → 79.48
    expect(c.contractA).toMatchObject({
      grossComp: 4_293_800,
      taxableIncome: 2_677_400,
      federalTax: 110_240,
      stateTax: 82_196,
      homeState: 'PA',
      workStateTax: 15_757,
      homeStateTax: 66_439,
      localTax: 26_774,
      ficaTax: 204_821,
      seTax: 0,
      totalTax: 424_031,
      expenses: 150_000,
      netTakeHome: 3_719_769,
      weeklyNet: 286_136,
      effectiveHourly: 7_948,
      startDate: '2025-01-01',
      endDate: '2025-04-01',
    });
    expect(c.contractA.gsa).toEqual({
      area: 'Standard CONUS Rate',
      checked: true,
      weeklyAllowance: 124_600,
      weeklyRateMin: 124_600,
      weeklyRateMax: 124_600,
      excess: 3_400,
    });
    // B: (1,200 + 500) / 7 = 242.857 a day: excess 91 × 1,700 / 7 - (89 × 178 + 2 × 161) = 22,100 - 16,164
    //    = 5,936.00; taxable 13 × 1,600 + 5,936 = 26,736.00; federal 10,986 × 10% = 1,098.60;
    //    FICA 1,657.63 + 387.67 = 2,045.30; TX 0; PA 26,736 × 3.07% = 820.7952 → 820.80; local 1% = 267.36;
    //    total 4,232.06; net 42,900 - 4,232.06 - 500 = 38,167.94; weekly 2,935.995 → 2,936.00;
    //    hourly 81.5554 → 81.56
    expect(c.contractB).toMatchObject({
      grossComp: 4_290_000,
      taxableIncome: 2_673_600,
      federalTax: 109_860,
      stateTax: 82_080,
      workStateTax: 0,
      homeStateTax: 82_080,
      localTax: 26_736,
      ficaTax: 204_530,
      totalTax: 423_206,
      netTakeHome: 3_816_794,
      weeklyNet: 293_600,
      effectiveHourly: 8_156,
    });
    // B nets more: 38,167.94 - 37,197.69 = 970.25
    expect([c.winner, c.diff]).toEqual([1, 97_025]);
  });

  it('a tie goes to contract A', () => {
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: null,
      contractA: lubbock,
      contractB: { ...lubbock, name: 'Twin' },
    });
    expect([c.winner, c.diff]).toEqual([0, 0]);
  });

  it.each([
    // base_pay wins over hourly_rate; hourly × hours_per_week otherwise; 36 hours by default
    ['base_pay', { base_pay: 150_000, hourly_rate: 9_999 }, 13 * 150_000],
    ['hourly × 40 h', { hourly_rate: 5_000, hours_per_week: 40 }, 13 * 200_000],
    ['hourly × 36 h by default', { hourly_rate: 5_000 }, 13 * 180_000],
  ])('weekly base from %s', (_label, pay, gross) => {
    const c: ContractInput = {
      name: 'X',
      state: 'TX',
      weeks: 13,
      housing_stipend: 0,
      mie_stipend: 0,
      bonuses: 0,
      expenses: 0,
      ...pay,
    };
    const ctx = { year: 2025, employmentType: 'w2', filingStatus: 'single', taxHome: null } as const;
    expect(compareContracts({ ...ctx, contractA: c, contractB: c }).contractA.grossComp).toBe(gross);
  });

  it('a 104-week contract is taxed in each year by its days there, not as one year', () => {
    // from 2025-01-01: 728 days, 365 in 2025 and 363 in 2026; 1,000 a week:
    // 2025: round(100,000 × 365 / 7) = 52,142.86; federal (52,142.86 - 15,750) = 36,392.86 →
    //       1,192.50 + (36,392.86 - 11,925) × 12% = 4,128.6432 → 4,128.64; FICA 3,232.86 + 756.07 = 3,988.93
    // 2026: round(100,000 × 363 / 7) = 51,857.14; (51,857.14 - 16,100) = 35,757.14 →
    //       1,240.00 + (35,757.14 - 12,400) × 12% = 4,042.8568 → 4,042.86; FICA 3,215.14 + 751.93 = 3,967.07
    // (one year of 104,000 would owe 14,329.00 of federal tax)
    // total 4,128.64 + 4,042.86 + 3,988.93 + 3,967.07 = 16,127.50; net 104,000 - 16,127.50 = 87,872.50;
    // weekly round(87,872.50 / 104) = 844.93; hourly round(87,872.50 / 3,744) = 23.47
    const long: ContractInput = {
      name: 'Long',
      state: 'TX',
      weeks: 104,
      base_pay: 100_000,
      housing_stipend: 0,
      mie_stipend: 0,
      bonuses: 0,
      expenses: 0,
    };
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: null,
      contractA: long,
      contractB: long,
    });
    expect(c.contractA).toMatchObject({
      grossComp: 10_400_000,
      federalTax: 817_150,
      ficaTax: 795_600,
      totalTax: 1_612_750,
      netTakeHome: 8_787_250,
      weeklyNet: 84_493,
      effectiveHourly: 2_347,
      startDate: '2025-01-01',
      endDate: '2026-12-29',
    });
  });

  it('104 weeks in one place breaks the 12-month rule: its stipends are wages', () => {
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: taxHome('TX', 'Lubbock'),
      contractA: { ...lubbock, name: 'Denver', state: 'CO', city: 'Denver', weeks: 104 },
      contractB: { ...lubbock, city: 'Lubbock' },
    });
    expect(c.contractA).toMatchObject({ stipendsTaxable: true, stipendsTaxableReason: 'twelve_month' });
    expect(c.contractA.taxableIncome).toBe(c.contractA.grossComp);
    // B in the tax home's own city: not away from home
    expect(c.contractB).toMatchObject({ stipendsTaxableReason: 'not_away_from_home' });
  });

  it('a place, a start date and overtime: UCSF from October 5, across New Year', () => {
    // 2025-10-05 + 91 days: 88 days in 2025, 3 in 2026. base 2,000: round(200,000 × 88 / 7) = 25,142.86
    // + round(200,000 × 3 / 7) = 857.14 = 26,000.00; overtime 1,300 spread by days: round(130,000 × 88 / 91)
    // = 1,257.14 + round(130,000 × 3 / 91) = 42.86 = 1,300.00; gross 27,300.00
    // ZIP 94143 is not in the GSA table: San Francisco (October-December 272, January 259, M&IE 92)
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: taxHome('TX', 'Lubbock'),
      contractA: {
        name: 'UCSF',
        state: 'CA',
        city: 'San Francisco',
        zip: '94143',
        start_date: '2025-10-05',
        weeks: 13,
        base_pay: 200_000,
        overtime_pay: 130_000,
        housing_stipend: 0,
        mie_stipend: 0,
        bonuses: 0,
        expenses: 0,
      },
      contractB: lubbock,
    });
    expect(c.contractA).toMatchObject({
      grossComp: 2_730_000,
      taxableIncome: 2_730_000,
      startDate: '2025-10-05',
      endDate: '2026-01-03',
    });
    // weekly rates over all its days: 7 × (259 + 92) = 2,457 to 7 × (272 + 92) = 2,548
    expect(c.contractA.gsa).toMatchObject({
      area: 'San Francisco',
      weeklyRateMin: 245_700,
      weeklyRateMax: 254_800,
    });
  });

  it('1099: expenses reduce net profit, SE tax instead of FICA', () => {
    // Lubbock as 1099, TX home: gross 42,900; P = 42,900 - 500 = 42,400.00
    // SE base 39,156.40; SS 4,855.39 + Medicare 1,135.54 = 5,990.93; half 2,995.47; AGI 39,404.53; TI 23,654.53;
    // QBI min(7,880.91, 4,730.91) = 4,730.91; taxable 18,923.62; tax 1,192.50 + 839.8344 → 2,032.33
    // total 2,032.33 + 5,990.93 = 8,023.26; net 42,900 - 8,023.26 - 500 = 34,376.74
    const c = compareContracts({
      year: 2025,
      employmentType: '1099',
      filingStatus: 'single',
      taxHome: taxHome('TX'),
      contractA: lubbock,
      contractB: redding,
    });
    expect(c.contractA).toMatchObject({
      taxableIncome: 4_240_000,
      seTax: 599_093,
      ficaTax: 0,
      federalTax: 203_233,
      stateTax: 0,
      totalTax: 802_326,
      netTakeHome: 3_437_674,
    });
    expect(c.contractA.gsa.excess).toBe(0);
  });
});

describe('years without tables and notes (docs/tax-method.md §10)', () => {
  const tx = assignment({ state: 'TX', location: 'Lubbock', base_pay: 200_000 });

  it('2027 is computed with the 2026 tables, and says so', () => {
    // wages 50 weeks × 2,000 = 100,000: 2026 single brackets: (100,000 - 16,100) = 83,900 →
    // 5,800.00 + (83,900 - 50,400) × 22% = 13,170.00
    const a = { ...tx, start_date: '2027-01-03', end_date: '2027-12-18' };
    const r = computeYear(
      yearInput({ year: 2027, today: '2027-06-30', taxHome: taxHome('TX'), assignments: [a] }),
    );
    expect(r.federal).toMatchObject({
      income: 10_000_000,
      standardDeduction: 1_610_000,
      federalTax: 1_317_000,
    });
    expect(r.notes).toContain('2027 figures are not published yet; 2026 brackets and rates are used.');
  });

  it.each([
    [2024, ['2024 state figures are not in the app; 2025 state brackets and rates are used.']],
    [
      2000,
      [
        '2000 federal figures are not in the app; 2024 federal brackets and rates are used.',
        '2000 state figures are not in the app; 2025 state brackets and rates are used.',
      ],
    ],
    [2100, ['2100 figures are not published yet; 2026 brackets and rates are used.']],
    [2026, []],
  ])('%i: never refused, notes %j', (year, notes) => {
    const r = computeYear(yearInput({ year, today: `${year}-06-30`, assignments: [] }));
    expect(r.notes).toEqual([LOCAL_TAX_NOTE, ...notes]);
    const c: ContractInput = {
      name: 'X',
      state: 'TX',
      weeks: 13,
      base_pay: 1,
      housing_stipend: 0,
      mie_stipend: 0,
      bonuses: 0,
      expenses: 0,
    };
    const ctx = { year, employmentType: 'w2', filingStatus: 'single', taxHome: null } as const;
    expect(compareContracts({ ...ctx, contractA: c, contractB: c }).contractA.grossComp).toBe(13);
  });

  it('plain words only: no research wording in any note a worker reads', () => {
    const places = [
      { state: 'HI', location: 'Honolulu' },
      { state: 'GA', location: 'Atlanta' },
      { state: 'WV', location: 'Morgantown' },
      { state: 'NY', location: 'Brooklyn' },
    ] as const;
    const assignments = places.map((p, i) =>
      assignment({
        ...p,
        base_pay: 100_000,
        housing_stipend: 80_000,
        start_date: `2027-0${i + 1}-01`,
        end_date: `2027-0${i + 1}-20`,
      }),
    );
    for (const status of ['single', 'head_of_household'] as const) {
      const r = computeYear(
        yearInput({ year: 2027, filingStatus: status, taxHome: taxHome('PA'), assignments }),
      );
      const text = [
        ...r.notes,
        ...r.states.lines.flatMap((l) => [l.formDescription ?? '', l.reciprocity.reason ?? '']),
      ];
      for (const t of text) {
        expect(t).not.toMatch(
          /unverified|verify|reference|secondary|source|\.json|\.csv|README|PolicyEngine/i,
        );
        expect(t).not.toMatch(/\bPE\b/);
      }
    }
  });

  it('a comparison says what its figures leave out or assume, like the year views (§4, §6, §10)', () => {
    // A in Anchorage: no CONUS rate, stipends not checked (§6: "a note"). B in Brooklyn, NY, for a head of
    // household: no local tax applies to either (NYC taxes its residents only, §4b), NY 2026 repeats some 2025 figures and gives no
    // head-of-household figures (states.json), and B reaches into 2027, computed with the 2026 tables (§10).
    const contract = (over: Partial<ContractInput>): ContractInput => ({
      name: 'X',
      state: 'TX',
      weeks: 13,
      base_pay: 150_000,
      housing_stipend: 100_000,
      mie_stipend: 0,
      bonuses: 0,
      expenses: 0,
      ...over,
    });
    const c = compareContracts({
      year: 2026,
      employmentType: 'w2',
      filingStatus: 'head_of_household',
      taxHome: taxHome('TX', 'Lubbock'),
      contractA: contract({ state: 'AK', city: 'Anchorage' }),
      contractB: contract({ state: 'NY', city: 'Brooklyn', start_date: '2026-11-02' }),
    });
    expect(c.notes).toEqual([
      LOCAL_TAX_NOTE,
      '2027 figures are not published yet; 2026 brackets and rates are used.',
      'New York has not published all of its 2026 figures; some 2025 amounts are used.',
      "New York publishes no separate figures for heads of household here; the single filer's brackets and deductions are used.",
      OUTSIDE_CONUS_NOTE,
      // B's days from November 2026 fall in fiscal year 2027, which has no GSA table yet (§6)
      'GSA rates for October 2026 to September 2027 are not published yet; the October 2025 to September 2026 rates are used.',
    ]);
  });

  it('GSA notes where the GSA test decided taxable income: stand-in fiscal years, unchecked areas', () => {
    const boston = assignment({
      state: 'MA',
      location: 'Boston',
      base_pay: 100_000,
      housing_stipend: 100_000,
      start_date: '2026-09-06',
      end_date: '2026-10-10',
    });
    const honolulu = assignment({
      state: 'HI',
      location: 'Honolulu',
      base_pay: 100_000,
      housing_stipend: 100_000,
    });
    const w2 = computeYear(yearInput({ year: 2026, taxHome: taxHome('TX'), assignments: [boston] }));
    expect(w2.notes).toContain(
      'GSA rates for October 2026 to September 2027 are not published yet; the October 2025 to September 2026 rates are used.',
    );
    const hi = computeYear(yearInput({ taxHome: taxHome('TX'), assignments: [honolulu] }));
    expect(hi.notes).toContain(OUTSIDE_CONUS_NOTE);
    const contractor = computeYear(
      yearInput({ year: 2026, employmentType: '1099', taxHome: taxHome('TX'), assignments: [boston] }),
    );
    expect(contractor.notes.some((n) => n.startsWith('GSA'))).toBe(false);
  });
});
