import { describe, expect, it } from 'vitest';
import {
  assignmentProfitability,
  compareContracts,
  computeYear,
  taxEstimate,
  type ContractInput,
} from '@/lib/tax/engine';
import { LOCAL_TAX_NOTE } from '@/lib/tax/engine/state';
import { LawYearError } from '@/lib/tax/law';
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
  // state: NY 1,014.75 + 289.51 = 1,304.26; CA 721.89 + 353.85 = 1,075.74 (MA's 643.36 by largest remainder)
  const stipends = { housing_stipend: 70_000, mie_stipend: 40_000 };
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
    // NY: gross 13 × (1,800 + 700 + 400) = 37,700; total tax 1,850.18 + 1,304.26 + 1,790.10 = 4,944.54;
    //     net 37,700 - 4,944.54 - 0 = 32,755.46; margin 32,755.46 / 37,700 = 0.868845 → 0.8688
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
        stateTax: 130_426,
        ficaTax: 179_010,
        seTax: 0,
        totalTax: 494_454,
        linkedExpenses: 0,
        linkedMiles: 0,
        linkedMileageDeduction: 0,
        netProfit: 3_275_546,
        profitMargin: 0.8688,
      },
    ],
    // CA: gross 13 × (2,200 + 1,100) = 42,900; total tax 2,261.32 + 1,075.74 + 2,187.90 = 5,524.96;
    //     net 42,900 - 5,524.96 - 1,500 = 35,875.04; margin 35,875.04 / 42,900 = 0.836248 → 0.8362
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
        stateTax: 107_574,
        ficaTax: 218_790,
        seTax: 0,
        totalTax: 552_496,
        linkedExpenses: 150_000,
        linkedMiles: 300,
        linkedMileageDeduction: 21_000,
        netProfit: 3_587_504,
        profitMargin: 0.8362,
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
    });
  });

  it('flags taxable stipends only for a W-2 worker without a tax home', () => {
    const noHome = assignmentProfitability(computeYear(yearInput({ taxHome: null, assignments: [ny] })));
    expect(noHome.assignments[0]?.stipendsTaxable).toBe(true);
    expect(p.assignments[0]).not.toHaveProperty('stipendsTaxable');
  });

  it('an empty year', () => {
    expect(assignmentProfitability(computeYear(yearInput({ assignments: [] })))).toEqual({
      year: 2025,
      employmentType: 'w2',
      averageNetProfit: 0,
      averageProfitMargin: 0,
      totalNetProfit: 0,
      assignments: [],
    });
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

describe('tax estimate', () => {
  // 1099, TX home, one TX contract: 50 weeks (Jan 5 - Dec 20, 350 days) × 2,000 = P = 100,000.00
  // federal (federal.test.ts): SE 14,129.55, half 7,064.78, AGI 92,935.22, QBI 15,437.04, taxable 61,748.18, tax 8,498.60
  const tx = assignment({
    state: 'TX',
    location: 'Lubbock',
    base_pay: 200_000,
    start_date: '2025-01-05',
    end_date: '2025-12-20',
  });
  const r = computeYear(yearInput({ employmentType: '1099', taxHome: taxHome('TX'), assignments: [tx] }));
  const e = taxEstimate(r, {
    priorYear: { totalTax: 1_800_000, agi: 16_000_000 },
    payments: [
      { quarter: 1, amount: 500_000 },
      { quarter: 2, amount: 300_000 },
      { quarter: 2, amount: 300_000 },
    ],
  });

  it("the year's figures", () => {
    // total 8,498.60 + 14,129.55 + 0 = 22,628.15; effective 22,628.15 / 100,000 = 0.22628 → 0.2263;
    // federal 8,498.60 / 100,000 = 0.084986 → 0.0850; take-home 100,000 - 22,628.15 = 77,371.85
    expect({ ...e, quarterlyPayments: undefined, notes: undefined }).toEqual({
      year: 2025,
      employmentType: '1099',
      filingStatus: 'single',
      grossIncome: 10_000_000,
      taxableIncome: 10_000_000,
      federal: {
        taxableIncome: 6_174_818,
        standardDeduction: 1_575_000,
        tax: 849_860,
        qbiDeduction: 1_543_704,
        agi: 9_293_522,
      },
      ficaTax: 0,
      seTax: 1_412_955,
      stateTax: 0,
      states: [{ state: 'TX', tax: 0 }],
      totalTax: 2_262_815,
      effectiveRate: 0.2263,
      federalEffectiveRate: 0.085,
      estimatedTakeHome: 7_737_185,
      quarterlyPayments: undefined,
      notes: undefined,
    });
    expect(e.notes[0]).toBe(LOCAL_TAX_NOTE);
  });

  it("quarterly payments: 90% of the year's tax in four, the last absorbing the remainder", () => {
    // 90% × 22,628.15 = 20,365.335 → 20,365.34; / 4 = 5,091.335 → 5,091.34 (Q1-Q3); Q4 20,365.34 - 3 × 5,091.34 = 5,091.32
    // prior-year safe harbor: AGI 160,000 > 150,000 → 110%: 18,000 × 1.10 / 4 = 4,950.00
    // due: 2025-04-15 Tue; 2025-06-15 is a Sunday → Mon 06-16; 2025-09-15 Mon; 2026-01-15 Thu
    expect(e.quarterlyPayments).toEqual([
      {
        quarter: 1,
        dueDate: '2025-04-15',
        amount: 509_134,
        priorYearSafeHarbor: 495_000,
        paid: 500_000,
        remaining: 9_134,
      },
      {
        quarter: 2,
        dueDate: '2025-06-16',
        amount: 509_134,
        priorYearSafeHarbor: 495_000,
        paid: 600_000,
        remaining: 0,
      },
      {
        quarter: 3,
        dueDate: '2025-09-15',
        amount: 509_134,
        priorYearSafeHarbor: 495_000,
        paid: 0,
        remaining: 509_134,
      },
      {
        quarter: 4,
        dueDate: '2026-01-15',
        amount: 509_132,
        priorYearSafeHarbor: 495_000,
        paid: 0,
        remaining: 509_132,
      },
    ]);
  });

  it.each([
    // 18,000 × 1.00 / 4 = 4,500.00 at or below 150,000 of prior AGI
    ['prior AGI of exactly 150,000: 100%', { totalTax: 1_800_000, agi: 15_000_000 }, 450_000],
    // 1,000.02 × 1.10 / 4 = 275.0055 → 275.01
    ['110% rounded once', { totalTax: 100_002, agi: 15_000_001 }, 27_501],
    ['no prior year', null, null],
  ])('prior-year safe harbor: %s', (_label, priorYear, expected) => {
    expect(taxEstimate(r, { priorYear }).quarterlyPayments[0]?.priorYearSafeHarbor).toBe(expected);
  });

  it('W-2: FICA instead of SE tax, no quarterly payments', () => {
    const w2 = taxEstimate(computeYear(yearInput({ taxHome: taxHome('TX'), assignments: [tx] })));
    // wages 100,000: FICA 6,200.00 + 1,450.00 = 7,650.00; federal (100,000 - 15,750 = 84,250):
    // 5,578.50 + (84,250 - 48,475) × 22% = 5,578.50 + 7,870.50 = 13,449.00
    expect(w2).toMatchObject({
      ficaTax: 765_000,
      seTax: 0,
      quarterlyPayments: [],
      totalTax: 765_000 + 1_344_900,
    });
    expect(w2.federal).toEqual({
      taxableIncome: 8_425_000,
      standardDeduction: 1_575_000,
      tax: 1_344_900,
      qbiDeduction: 0,
      agi: 10_000_000,
    });
  });
});

describe('contract comparison', () => {
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

  it("W-2, PA home: each contract alone as the year's income", () => {
    const c = compareContracts({
      year: 2025,
      employmentType: 'w2',
      filingStatus: 'single',
      taxHome: taxHome('PA'),
      contractA: redding,
      contractB: lubbock,
    });
    // A: stipends at the standard caps (770 / 476): gross 13 × (1,980 + 770 + 476) + 1,000 = 42,938.00;
    //    taxable 13 × 1,980 + 1,000 = 26,740.00; federal (26,740 - 15,750) × 10% = 1,099.00;
    //    FICA 1,657.88 + 387.73 = 2,045.61; CA T(26,740 - 5,706 = 21,034) = 110.79 + 9,955 × 2% = 199.10 → 309.89;
    //    PA R = 26,740 × 3.07% = 820.918 → 820.92, credit 309.89 → 511.03; state 820.92;
    //    total 1,099.00 + 820.92 + 2,045.61 = 3,965.53; net 42,938 - 3,965.53 - 1,500 = 37,472.47;
    //    weekly 37,472.47 / 13 = 2,882.4977 → 2,882.50; hourly / 468 = 80.0694 → 80.07
    expect(c.contractA).toEqual({
      grossComp: 4_293_800,
      taxableIncome: 2_674_000,
      federalTax: 109_900,
      stateTax: 82_092,
      ficaTax: 204_561,
      seTax: 0,
      totalTax: 396_553,
      expenses: 150_000,
      netTakeHome: 3_747_247,
      weeklyNet: 288_250,
      effectiveHourly: 8_007,
    });
    // B: gross 13 × (1,600 + 1,200 + 500) = 42,900.00; excess (1,200 - 770) + (500 - 476) = 454 a week;
    //    taxable 13 × (1,600 + 454) = 26,702.00; federal 10,952 × 10% = 1,095.20; FICA 1,655.52 + 387.18 = 2,042.70;
    //    TX 0; PA 26,702 × 3.07% = 819.7514 → 819.75; total 3,957.65; net 42,900 - 3,957.65 - 500 = 38,442.35;
    //    weekly 2,957.1038 → 2,957.10; hourly 38,442.35 / 468 = 82.1418 → 82.14
    expect(c.contractB).toEqual({
      grossComp: 4_290_000,
      taxableIncome: 2_670_200,
      federalTax: 109_520,
      stateTax: 81_975,
      ficaTax: 204_270,
      seTax: 0,
      totalTax: 395_765,
      expenses: 50_000,
      netTakeHome: 3_844_235,
      weeklyNet: 295_710,
      effectiveHourly: 8_214,
    });
    // B nets more: 38,442.35 - 37,472.47 = 969.88
    expect({ year: c.year, employmentType: c.employmentType, winner: c.winner, diff: c.diff }).toEqual({
      year: 2025,
      employmentType: 'w2',
      winner: 1,
      diff: 96_988,
    });
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
    expect(
      compareContracts({
        year: 2025,
        employmentType: 'w2',
        filingStatus: 'single',
        taxHome: null,
        contractA: c,
        contractB: c,
      }).contractA.grossComp,
    ).toBe(gross);
  });

  it('a 104-week contract counts whole in the year', () => {
    // 104 × 1,000 = 104,000.00 of pay, all of it the year's only income
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
    expect(c.contractA.grossComp).toBe(10_400_000);
    expect(c.contractA.weeklyNet).toBe(Math.round(c.contractA.netTakeHome / 104));
  });

  it('1099: expenses reduce net profit, SE tax instead of FICA', () => {
    // Lubbock as 1099, TX home: gross 42,900; P = 42,900 - 500 = 42,400.00
    // SE base 42,400 × 0.9235 = 39,156.40; SS 4,855.3936 → 4,855.39; Medicare 1,135.5356 → 1,135.54; SE 5,990.93
    // half (4,855.39 + 1,135.54) / 2 = 2,995.465 → 2,995.47; AGI 39,404.53; before QBI 23,654.53;
    // QBI min(20% × 39,404.53 = 7,880.906 → 7,880.91, 20% × 23,654.53 = 4,730.906 → 4,730.91) = 4,730.91;
    // taxable 18,923.62; tax 1,192.50 + (18,923.62 - 11,925) × 12% = 1,192.50 + 839.8344 = 2,032.3344 → 2,032.33
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
  });
});

describe('years without tables and response notes', () => {
  it.each([
    // federal tables exist for 2024, state tables only for 2025-2026: the whole year is refused either way
    ['2024 (no state table)', 2024, 'state'],
    ['2027 (no table at all)', 2027, 'federal'],
  ])('computeYear refuses %s with LawYearError', (_label, year, kind) => {
    const call = () => computeYear(yearInput({ year, today: `${year}-06-30`, assignments: [] }));
    expect(call).toThrow(LawYearError);
    expect(call).toThrow(expect.objectContaining({ kind, year }));
  });

  it('a comparison for a year without tables is refused too', () => {
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
    expect(() =>
      compareContracts({
        year: 2027,
        employmentType: 'w2',
        filingStatus: 'single',
        taxHome: null,
        contractA: c,
        contractB: c,
      }),
    ).toThrow(LawYearError);
  });

  it('GSA stand-in notes appear where the GSA rate decided taxable income (W-2 with a tax home)', () => {
    // a 2025 start is in FY2025, whose non-standard-area table is assumed identical to FY2026's
    const a = assignment({
      state: 'TX',
      location: 'Lubbock',
      base_pay: 100_000,
      start_date: '2025-03-02',
      end_date: '2025-05-31',
    });
    const withHome = computeYear(yearInput({ taxHome: taxHome('TX'), assignments: [a] }));
    const contractor = computeYear(
      yearInput({ employmentType: '1099', taxHome: taxHome('TX'), assignments: [a] }),
    );
    expect(withHome.notes.filter((n) => n.startsWith('GSA per diem: FY2025'))).toHaveLength(1);
    expect(contractor.notes.some((n) => n.startsWith('GSA per diem'))).toBe(false);
  });
});
