// What is owed or refunded (docs/tax-method.md §9a): balances, the W-2 withholding check, the 1099 plan.
// Each expected value is computed by hand beside it (cents).
import { describe, expect, it } from 'vitest';
import { NO_PAYMENTS, type PaymentsInput } from '@/lib/tax/engine/household';
import { paychecksLeft } from '@/lib/tax/engine/filing/withholding';
import { computeSettlement, priorYearOf } from '@/lib/tax/engine/settlement';
import { computeYear } from '@/lib/tax/engine/year';
import { assignment, taxHome, yearInput } from './fixtures/builders';

/** A 2026 contract in Houston over 51 weeks (2026-01-04..2026-12-26, 357 days) at `weekly` base pay. */
const houston = (weekly: number) =>
  assignment({
    state: 'TX',
    location: 'Houston',
    start_date: '2026-01-04',
    end_date: '2026-12-26',
    base_pay: weekly,
  });

// 2026, W-2 single, Texas home and work: 2026-01-04..2026-12-26 is 357 days = 51 weeks × 2,000 = 102,000
// of wages; federal taxable 102,000 - 16,100 = 85,900: 5,800 + (85,900 - 50,400) × 22% = 7,810 → 13,610.00
const w2Year = computeYear(
  yearInput({
    year: 2026,
    today: '2026-09-30',
    taxHome: taxHome('TX', 'Lubbock'),
    assignments: [houston(200_000)],
  }),
);
const paid = (federalWithheld: number, extra: Partial<PaymentsInput> = {}): PaymentsInput => ({
  ...NO_PAYMENTS,
  federalWithheld,
  ...extra,
});

describe('balances: owed or refunded', () => {
  it.each<[string, number, number]>([
    // 13,610 - 12,000 = 1,610.00 owed
    ['owed', 1_200_000, 161_000],
    // 13,610 - 15,000 = -1,390.00 refunded
    ['refunded', 1_500_000, -139_000],
  ])('federal, %s', (_l, withheld, balance) => {
    const s = computeSettlement(w2Year, paid(withheld));
    expect(s.federal).toMatchObject({ tax: 1_361_000, paid: withheld, balance });
  });

  it('each state and local line; a state with withholding but no tax is refunded; the total adds up', () => {
    const s = computeSettlement(
      w2Year,
      paid(1_200_000, {
        stateWithheld: { CA: 10_000 },
        localWithheld: { 'PA-PHL': 50_000, 'OH-CLE': 1_000 },
      }),
      { localLines: [{ id: 'PA-PHL', tax: 80_300 }] },
    );
    expect(s.states).toEqual([
      { state: 'TX', tax: 0, paid: 0, balance: 0 },
      { state: 'CA', tax: 0, paid: 10_000, balance: -10_000 },
    ]);
    // 803.00 - 500.00 = 303.00 owed; Cleveland withheld 10.00 with no line: refunded
    expect(s.locals).toEqual([
      { id: 'PA-PHL', tax: 80_300, paid: 50_000, balance: 30_300 },
      { id: 'OH-CLE', tax: 0, paid: 1_000, balance: -1_000 },
    ]);
    // tax 13,610 + 803 = 14,413.00; paid 12,000 + 100 + 500 + 10 = 12,610.00; balance 1,803.00
    expect(s.total).toEqual({ tax: 1_441_300, paid: 1_261_000, balance: 180_300 });
  });

  it('the refundable child credit and the earned income credit count as paid', () => {
    // 2025 HOH, 26 weeks × 1,200 = 31,200; taxable 31,200 - 23,625 = 7,575 → 757.50, all used by the credit;
    // refundable min(7,100 - 757.50, 3 × 1,700, 15% × 28,700 = 4,305) = 4,305.00; earned income credit (3
    // children) 8,046 - 21.06% × (31,200 - 23,350 = 7,850) = 8,046 - 1,653.21 = 6,392.79; 500 withheld →
    // 500 + 4,305.00 + 6,392.79 = 11,197.79 back
    const r = computeYear({
      ...yearInput({
        year: 2025,
        filingStatus: 'head_of_household',
        taxHome: taxHome('FL', 'Tampa'),
        assignments: [
          assignment({
            state: 'FL',
            location: 'Miami',
            start_date: '2025-03-02',
            end_date: '2025-08-30',
            base_pay: 120_000,
          }),
        ],
      }),
      household: { dependentsUnder17: 3, otherDependents: 1 },
    });
    expect(computeSettlement(r, paid(50_000)).federal).toMatchObject({
      tax: 0,
      paid: 1_119_779,
      balance: -1_119_779,
      refundableCredit: 430_500,
      earnedIncomeCredit: 639_279,
    });
  });

  it('Additional Medicare Tax on combined wages that no employer withheld is owed', () => {
    // spouse 160,000 + her 102,000 = 262,000: 0.9% × 12,000 = 108.00 on the return, none withheld (each < 200,000)
    const r = computeYear({
      ...yearInput({
        year: 2026,
        assignments: w2Year.items.map((i) => i.assignment),
        taxHome: taxHome('TX', 'Lubbock'),
        filingStatus: 'married_joint',
      }),
      household: { spouseWages: 16_000_000 },
    });
    const s = computeSettlement(r, NO_PAYMENTS);
    expect([r.federal.returnAdditionalMedicare, s.federal.additionalMedicareWithheld]).toEqual([10_800, 0]);
    expect(s.federal.tax).toBe(r.federal.returnTax + 10_800);
  });
});

describe('the W-2 withholding check (W-4 line 4(c))', () => {
  // Paychecks come from the contract still running (docs/tax-method.md §11): Oct 1 - Dec 26 is 87 days of work
  // left after Sep 30 (the calendar to Dec 31 counted 92, and a biweekly 6 where 7 pay periods have work).
  it.each<[string, 'weekly' | 'biweekly' | 'semimonthly' | 'monthly', number, number]>([
    // ceil(87 / 7) = 13; 1,610 / 13 = 123.85 → $124.00
    ['weekly', 'weekly', 13, 12_400],
    // ceil(87 / 14) = 7; 1,610 / 7 = 230.00 → $230.00
    ['biweekly', 'biweekly', 7, 23_000],
    // Oct 1-15, Oct 16-31, Nov 1-15, Nov 16-30, Dec 1-15, Dec 16-26: 6 → $269.00
    ['semimonthly', 'semimonthly', 6, 26_900],
    // October, November, December: 3; 1,610 / 3 = 536.67 → $537.00
    ['monthly', 'monthly', 3, 53_700],
  ])('%s paychecks close the gap by December 31', (_l, payFrequency, left, extra) => {
    const check = computeSettlement(w2Year, paid(1_200_000), { payFrequency }).withholdingCheck;
    expect(check).toMatchObject({
      onTrack: false,
      gap: 161_000,
      paychecksLeft: left,
      extraPerPaycheck: extra,
    });
  });

  it('on track: no extra; weekly by default, with a note saying so', () => {
    const s = computeSettlement(w2Year, paid(1_400_000));
    expect(s.withholdingCheck).toMatchObject({
      onTrack: true,
      gap: 0,
      extraPerPaycheck: 0,
      payFrequency: 'weekly',
    });
    expect(s.notes.some((n) => n.includes('weekly'))).toBe(true);
  });

  it('safe harbor: 90% of this year when last year is unknown', () => {
    // 90% × 13,610 = 12,249.00 > 12,000 paid and 1,610 ≥ 1,000 owed: not met
    expect(computeSettlement(w2Year, paid(1_200_000)).withholdingCheck?.safeHarbor).toEqual({
      currentYearRequired: 1_224_900,
      priorYearRequired: null,
      required: 1_224_900,
      met: false,
    });
  });

  it.each<[string, number, number, number, number, boolean]>([
    // [label, last year's tax, its AGI, prior-year required, required, met with 12,000 paid]
    // AGI 90,000 (≤ 150,000): 100% = 10,000 ≤ 12,000 paid: met
    ['last year at 100%', 1_000_000, 9_000_000, 1_000_000, 1_000_000, true],
    // AGI 160,000: 110% × 11,500 = 12,650; min(12,249, 12,650) = 12,249 > 12,000: not met
    ['last year at 110% over $150,000 AGI', 1_150_000, 16_000_000, 1_265_000, 1_224_900, false],
  ])('safe harbor: %s', (_l, tax, agi, priorYearRequired, required, met) => {
    const s = computeSettlement(w2Year, paid(1_200_000), { priorYear: { tax, agi } });
    expect(s.withholdingCheck?.safeHarbor).toMatchObject({ priorYearRequired, required, met });
  });

  it('safe harbor: under $1,000 owed is enough even below 90%', () => {
    // 51 weeks × 800 = 40,800; taxable 24,700: 1,240 + 12,300 × 12% = 1,476 → 2,716.00; 90% = 2,444.40;
    // 1,800 paid is under it, but 916.00 owed < 1,000: met
    const small = computeYear(
      yearInput({
        year: 2026,
        today: '2026-09-30',
        assignments: [houston(80_000)],
      }),
    );
    const s = computeSettlement(small, paid(180_000));
    expect(s.federal.balance).toBe(91_600);
    expect(s.withholdingCheck?.safeHarbor).toMatchObject({ required: 244_440, met: true });
  });

  // Days 2026-01-04..2026-12-26 of the contract, as computeYear clips them.
  const spans = w2Year.items.map((it) => it.dayRange);
  it.each<[string, string, 'weekly' | 'monthly', number]>([
    // the whole contract left: ceil(357 / 7) = 51 weeks
    ['before the year: the whole contract', '2025-12-01', 'weekly', 51],
    // Dec 25 and 26 left: one week (or part)
    ['December 24: one week left', '2026-12-24', 'weekly', 1],
    // the contract ended Dec 26: nothing to withhold from
    ['after the last contract ends: none', '2026-12-27', 'weekly', 0],
    ['after the year: none', '2027-02-01', 'weekly', 0],
    // January through December (to the 26th): 12 months with work
    ['monthly, before the year', '2025-12-01', 'monthly', 12],
  ])('paychecks left, %s', (_l, today, frequency, left) => {
    expect(paychecksLeft(today, spans, frequency)).toBe(left);
  });

  it('two contracts with a gap: each run counts its own weeks; an overlap counts once', () => {
    // after Jun 30: Jul 1-14 (14 days → 2 weeks) and Aug 1-10 overlapping Aug 5-12 (12 days → 2 weeks)
    const day = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8)) / 86_400_000;
    const runs: [number, number][] = [
      [day('2026-06-01'), day('2026-07-14')],
      [day('2026-08-01'), day('2026-08-10')],
      [day('2026-08-05'), day('2026-08-12')],
    ];
    expect(paychecksLeft('2026-06-30', runs, 'weekly')).toBe(4);
  });

  it('no paycheck left after the contract ends: an estimated payment with its date and amount, not a W-4 line', () => {
    // the contract ended Dec 26; on Dec 27 no paycheck is left: pay the 1,610.00 by the 1040-ES date Jan 15, 2027
    const s = computeSettlement(w2Year, paid(1_200_000), { today: '2026-12-27' });
    expect(s.withholdingCheck).toMatchObject({ paychecksLeft: 0, extraPerPaycheck: null, gap: 161_000 });
    expect(s.notes).toContain(
      'Short by $1,610.00, and no paycheck is left this year to withhold it from: pay $1,610.00 with Form 1040-ES by Jan 15, 2027.',
    );
  });
});

describe('the 1099 quarterly plan: overdue quarters and safe harbors', () => {
  // 2026 1099 single, P = 102,000: SE base 94,197.00; SS 11,680.43 + Medicare 2,731.71 = 14,412.14; half 7,206.07
  // AGI 94,793.93; TI 78,693.93; QBID min(18,958.79, 20% × TI = 15,738.79); taxable 62,955.14:
  // 5,800 + 12,555.14 × 22% = 2,762.1308 → 8,562.13. F = 8,562.13 + 14,412.14 = 22,974.27; 90% = 20,676.84
  const contractor = computeYear(
    yearInput({
      year: 2026,
      today: '2026-07-01',
      employmentType: '1099',
      taxHome: taxHome('TX', 'Lubbock'),
      assignments: [houston(200_000)],
    }),
  );

  it('four installments; payments to the earliest quarter first; past due dates overdue', () => {
    const s = computeSettlement(contractor, paid(0, { federalEstimated: 600_000 }));
    expect(s.federal).toMatchObject({ tax: 2_297_427, paid: 600_000, balance: 1_697_427 });
    expect(s.withholdingCheck).toBeNull();
    // 20,676.84 / 4 = 5,169.21 each; 6,000 pays Q1 and 830.79 of Q2; today July 1: Q2 (June 15) overdue
    expect(s.estimatedPlan?.quarters).toEqual([
      { quarter: 1, dueDate: '2026-04-15', amount: 516_921, paid: 516_921, remaining: 0, overdue: false },
      { quarter: 2, dueDate: '2026-06-15', amount: 516_921, paid: 83_079, remaining: 433_842, overdue: true },
      { quarter: 3, dueDate: '2026-09-15', amount: 516_921, paid: 0, remaining: 516_921, overdue: false },
      { quarter: 4, dueDate: '2027-01-15', amount: 516_921, paid: 0, remaining: 516_921, overdue: false },
    ]);
    expect(s.estimatedPlan).toMatchObject({ paid: 600_000, remaining: 1_467_684, overdueAmount: 433_842 });
    expect(s.notes[0]).toContain('quarter 2 (due Jun 15, 2026), $4,338.42');
  });

  it('priorYearOf: the tax after every credit and the AGI of a computed year', () => {
    // 8,562.13 + 14,412.14 = 22,974.27; AGI 94,793.93
    expect(priorYearOf(contractor)).toEqual({ tax: 2_297_427, agi: 9_479_393 });
  });

  it('with last year’s tax: the smaller requirement; withholding counts a quarter on each date', () => {
    // prior 16,000, AGI 100,000: 100% = 16,000 < 20,676.84; 4,000 each; 2,000 withheld → 500 deemed paid on
    // each due date (IRC 6654(g)), each credited to the earliest installment still unpaid (6654(b)(3)): all
    // four parts go to quarter 1 (500 + 500 + 500 + 500 = 2,000 of its 4,000). Before: each part stayed with
    // its own quarter (500 each), which 6654(b)(3) does not allow.
    const s = computeSettlement(contractor, paid(200_000), {
      priorYear: { tax: 1_600_000, agi: 10_000_000 },
    });
    expect(s.estimatedPlan?.safeHarbor).toMatchObject({ required: 1_600_000, priorYearRequired: 1_600_000 });
    expect(s.estimatedPlan?.quarters.map((q) => [q.amount, q.paid, q.overdue])).toEqual([
      [400_000, 200_000, true],
      [400_000, 0, true],
      [400_000, 0, false],
      [400_000, 0, false],
    ]);
  });

  it('dated payments (the issue’s case): Q1 $1,000 on Apr 10, Q2 $1,500 on Jun 12 leave Q2 $86.80 short', () => {
    // installments of 1,293.40 (prior 5,173.60 × 100%): Apr 10 1,000 → Q1 (293.40 short at Apr 15);
    // Jun 12 1,500 → 293.40 to Q1 first (late), 1,206.60 to Q2: Q2 remaining 1,293.40 - 1,206.60 = 86.80
    const s = computeSettlement(contractor, paid(0, { federalEstimated: 250_000 }), {
      today: '2026-07-01',
      priorYear: { tax: 517_360, agi: 5_000_000 },
      estimatedPayments: [
        { amount: 100_000, date: '2026-04-10' },
        { amount: 150_000, date: '2026-06-12' },
      ],
    });
    expect(
      s.estimatedPlan?.quarters.map((q) => [q.quarter, q.amount, q.paid, q.remaining, q.overdue]),
    ).toEqual([
      [1, 129_340, 129_340, 0, false],
      [2, 129_340, 120_660, 8_680, true],
      [3, 129_340, 0, 129_340, false],
      [4, 129_340, 0, 129_340, false],
    ]);
  });
});
