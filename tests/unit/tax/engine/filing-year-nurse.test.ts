// The filing year on issue 38's nurse, its plans, safe harbor and allocation (docs/tax-method.md §11). Hand
// computations beside each expected value (cents).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeYear,
  filingYear,
  taxEstimate,
  type FilingYear,
  type FilingYearInput,
} from '@/lib/tax/engine';
import { creditInstallments } from '@/lib/tax/engine/filing/installments';
import { NO_PAYMENTS } from '@/lib/tax/engine/household';
import { usd } from '@/lib/tax/engine/money';
import { yearInputArb } from './fixtures/arbitraries';
import { household, nursePayments, nurseYearOn } from './fixtures/nurse';
import { assignment, taxHome, yearInput } from './fixtures/builders';

const nurseYear = nurseYearOn('2026-12-08');
const nurse = filingYear({ year: nurseYear, payments: nursePayments, household });
const gov = (m: FilingYear, id: string) => m.governments.find((g) => g.id === id);

describe('issue 38’s nurse', () => {
  it('files Pennsylvania for her $977.67: PA-40 (nonresident) with the reciprocity exemption, REV-419 for next time', () => {
    expect(gov(nurse, 'state-PA')).toMatchObject({
      tax: 0,
      paid: 97_767,
      balance: -97_767,
      filing: {
        requirement: 'should',
        rule: 'reciprocity_refund',
        form: 'PA-40 (nonresident)',
        employerForm: 'REV-419',
      },
    });
    expect(gov(nurse, 'state-PA')?.filing.reason).toContain('withheld $977.67');
  });

  it('files the Columbus return for the $796.15 she owes', () => {
    expect(gov(nurse, 'local-OH-columbus')).toMatchObject({
      tax: 101_400,
      balance: 79_615,
      filing: { requirement: 'must', rule: 'local_owed', form: 'Form IR-25', deadline: '2027-04-15' },
    });
  });

  it('one balance per government, never netted; Philadelphia fully withheld needs no return', () => {
    const oh = gov(nurse, 'state-OH');
    expect(nurse.headline.text).toBe(
      `Federal: refund $4,790.90 · Pennsylvania: refund $977.67 · Ohio: you owe ${usd(oh?.balance ?? 0)} · Columbus: you owe $796.15`,
    );
    expect(gov(nurse, 'federal')).toMatchObject({ tax: 429_760, balance: -479_090 });
    expect(gov(nurse, 'local-PA-philadelphia')?.filing).toMatchObject({
      requirement: 'not_needed',
      rule: 'local_withheld',
    });
  });

  it('the order of filing: federal, Pennsylvania (nonresident), Ohio (home), then Columbus', () => {
    const order = nurse.governments
      .filter((g) => g.order !== null)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((g) => g.id);
    expect(order).toEqual(['federal', 'state-PA', 'state-OH', 'local-OH-columbus']);
  });

  it('the Ohio tax on the household’s income: her assignment carries its share of 40,560 / 92,560, the rest is the household’s', () => {
    // Ohio today: (92,560 - 2,400) → 332 + 2.75% × 64,110 = 2,095.03; her part 2,095.03 × 40,560 / 92,560 =
    // 918.052 → 918.05, the household's 1,176.978 → 1,176.98 (the cent left over goes to the larger remainder)
    const oh = gov(nurse, 'state-OH');
    const tax = oh?.tax ?? 0;
    const [mine] = oh?.allocation.items ?? [];
    expect((mine?.amount ?? 0) + (oh?.allocation.household ?? 0)).toBe(tax);
    expect(Math.abs((mine?.amount ?? 0) - (tax * 40_560) / 92_560)).toBeLessThan(1);
    expect(oh?.allocation.rule).toBe('household_income_share');
    expect(oh?.allocation.label).toContain('household’s whole income ($92,560.00)');
  });

  it('no paycheck after her contract ends Dec 5: owing, she is told to pay with Form 1040-ES by Jan 15, not to change a W-4', () => {
    // 3,000.00 withheld: 4,297.60 - 3,000.00 = 1,297.60 short, 0 pay periods with work left after Dec 8
    const short = filingYear({
      year: nurseYear,
      payments: { ...nursePayments, federalWithheld: 300_000 },
      household,
    });
    expect(short.withholding).toMatchObject({
      paychecksLeft: 0,
      action: 'estimated_payment',
      extraPerPaycheck: null,
      estimatedPayment: { form: 'Form 1040-ES', dueDate: '2027-01-15', amount: 129_760 },
    });
    expect(short.dates).toContainEqual({
      date: '2027-01-15',
      kind: 'payment',
      governmentId: 'federal',
      title: 'Federal estimated tax (Form 1040-ES)',
      amount: 129_760,
    });
  });

  it('Ohio asks for estimated payments (tax less withholding over $500): its plan and dates', () => {
    const plan = nurse.estimatedPlans.find((p) => p.governmentId === 'state-OH');
    const tax = gov(nurse, 'state-OH')?.tax ?? 0;
    // 90% of this year's Ohio tax, in four
    expect(plan?.required).toBe(Math.round(tax * 0.9));
    expect(plan?.installments.map((q) => q.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(nurse.dates.filter((d) => d.governmentId === 'state-OH' && d.kind === 'payment')).toHaveLength(4);
  });

  it('take-home: her pay less her shares (the household’s part of Ohio left out), with what it includes', () => {
    const share = nurse.assignments[0];
    expect(share?.total).toBe((share?.lines ?? []).reduce((s, l) => s + l.amount, 0) + (share?.payroll ?? 0));
    // payroll: 6.2% × 40,560 = 2,514.72 + 1.45% = 588.12 → 3,102.84 (no Additional Medicare Tax)
    expect(share?.payroll).toBe(310_284);
    expect(nurse.takeHome.net).toBe(nurse.takeHome.grossComp - nurse.takeHome.taxes);
  });
});

describe('IRC 6654(b)(3): each payment to the unpaid installments in the order they are due', () => {
  it('Q1 $1,000 on Apr 10 and Q2 $1,500 on Jun 12 against installments of $1,293.40', () => {
    // Apr 10: 1,000 → Q1 (293.40 still due on Apr 15). Jun 12: 293.40 → Q1 (late), 1,206.60 → Q2:
    // Q2 remaining 86.80, overdue on Jul 1 (the estimate used to say Q2 0 and Q1 293.40)
    const plan = creditInstallments({
      dueDates: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
      required: 517_360,
      withheld: 0,
      payments: [
        { amount: 100_000, date: '2026-04-10' },
        { amount: 150_000, date: '2026-06-12' },
      ],
      today: '2026-07-01',
    });
    expect(plan.installments.map((q) => [q.paid, q.remaining, q.paidLate, q.overdue])).toEqual([
      [129_340, 0, 29_340, false],
      [120_660, 8_680, 0, true],
      [0, 129_340, 0, false],
      [0, 129_340, 0, false],
    ]);
    expect([plan.paid, plan.remaining, plan.overdueAmount, plan.unapplied]).toEqual([
      250_000, 267_360, 8_680, 0,
    ]);
  });

  it('the estimate’s quarterly plan and the filing year’s federal plan give the same quarters', () => {
    // 1099, 102,000.00 of profit: 90% of this year's tax is over last year's 5,173.60 (entered, AGI 50,000)
    const a = assignment({
      state: 'TX',
      location: 'Houston',
      start_date: '2026-01-04',
      end_date: '2026-12-26',
      base_pay: 200_000,
    });
    const y = computeYear(
      yearInput({
        year: 2026,
        today: '2026-07-01',
        employmentType: '1099',
        taxHome: taxHome('TX'),
        assignments: [a],
      }),
    );
    const entered = { priorYearTotalTax: 517_360, priorYearAgi: 5_000_000 };
    const input: FilingYearInput = {
      year: y,
      payments: { ...NO_PAYMENTS, federalEstimated: 250_000 },
      household: entered,
      estimatedPayments: [
        { state: null, payment: { amount: 100_000, date: '2026-04-10' } },
        { state: null, payment: { amount: 150_000, date: '2026-06-12' } },
      ],
    };
    const federal = filingYear(input).estimatedPlans.find((p) => p.governmentId === 'federal');
    const estimate = taxEstimate(y, {
      priorYear: { federalTax: 517_360, agi: 5_000_000 },
      payments: [
        { quarter: 1, amount: 100_000, paidDate: '2026-04-10' },
        { quarter: 2, amount: 150_000, paidDate: '2026-06-12' },
      ],
    });
    expect(federal?.installments.map((q) => [q.amount, q.paid, q.remaining])).toEqual(
      estimate.quarterlyPlan?.quarters.map((q) => [q.amount, q.paid, q.remaining]),
    );
    expect(federal?.installments[1]?.remaining).toBe(8_680);
  });
});

describe('the prior-year safe harbor (IRC 6654(d)(1)(B), (C))', () => {
  // 2026 W-2 single, 51 weeks × 2,000 = 102,000.00: tax 13,610.00, 90% = 12,249.00
  const a = assignment({
    state: 'TX',
    location: 'Houston',
    start_date: '2026-01-04',
    end_date: '2026-12-26',
    base_pay: 200_000,
  });
  const single = computeYear(
    yearInput({ year: 2026, today: '2026-09-30', taxHome: taxHome('TX'), assignments: [a] }),
  );
  const harbor = (extra: Partial<FilingYearInput>, year = single) =>
    filingYear({ year, payments: { ...NO_PAYMENTS, federalWithheld: 1_200_000 }, ...extra }).safeHarbor;

  it.each<[string, Partial<FilingYearInput>, string, number | null, number]>([
    // entered: 10,000.00 at AGI 90,000 → 100% = 10,000.00 < 12,249.00
    [
      'entered, AGI under $150,000',
      { household: { priorYearTotalTax: 1_000_000, priorYearAgi: 9_000_000 } },
      'entered',
      1_000_000,
      1_000_000,
    ],
    // entered: 10,000.00 at AGI 160,000 → 110% = 11,000.00
    [
      'entered, AGI over $150,000',
      { household: { priorYearTotalTax: 1_000_000, priorYearAgi: 16_000_000 } },
      'entered',
      1_100_000,
      1_100_000,
    ],
    // the app's own last year, records from Jan 5: the whole year → 8,000.00
    [
      'the app’s whole last year',
      { priorYear: { tax: 800_000, agi: 9_000_000, recordsFrom: '2025-01-05', household: false } },
      'app_full_year',
      800_000,
      800_000,
    ],
    // records only from Dec 1: last year unknown, 90% of this year stands alone
    [
      'the app holds one month',
      { priorYear: { tax: 0, agi: 0, recordsFrom: '2025-12-01', household: false } },
      'app_partial_year',
      null,
      1_224_900,
    ],
    // the entered figures win over the app's
    [
      'entered wins',
      {
        household: { priorYearTotalTax: 1_000_000, priorYearAgi: 9_000_000 },
        priorYear: { tax: 800_000, agi: 9_000_000, recordsFrom: '2025-01-05', household: false },
      },
      'entered',
      1_000_000,
      1_000_000,
    ],
    ['nothing known', {}, 'unknown', null, 1_224_900],
  ])('%s', (_l, extra, basis, prior, required) => {
    const h = harbor(extra);
    expect(h).toMatchObject({ basis, priorYearRequired: prior, required });
  });

  it('one month of records: a plain note saying so and what to enter', () => {
    expect(harbor({ priorYear: { tax: 0, agi: 0, recordsFrom: '2025-12-01', household: false } }).note).toBe(
      'Last year’s tax is not known: Travel Ledger holds your 2025 records only from Dec 1, 2025, so the penalty-free ' +
        'amount is 90% of this year’s tax. Enter last year’s total tax (Form 1040, line 24) and adjusted gross income ' +
        'in Settings to use last year’s figure.',
    );
  });

  it('a joint return: the household’s safe harbor; last year’s figure must be the household’s', () => {
    const joint = computeYear(
      yearInput({
        year: 2026,
        filingStatus: 'married_joint',
        taxHome: taxHome('TX'),
        assignments: [a],
        household: { spouseWages: 4_000_000 },
      }),
    );
    const h = harbor(
      { priorYear: { tax: 800_000, agi: 9_000_000, recordsFrom: '2025-01-05', household: false } },
      joint,
    );
    expect(h).toMatchObject({ basis: 'app_partial_year', household: true, priorYearRequired: null });
    expect(h.note).toContain('hold only your own income, not your spouse’s');
    expect(h.note).toContain('your withholding and your spouse’s count together');
  });
});

describe('allocation: every line’s shares and the household’s part add up exactly (largest remainder)', () => {
  it('over generated years and households', () => {
    fc.assert(
      fc.property(yearInputArb(), fc.integer({ min: 0, max: 9_000_000 }), (input, spouse) => {
        const y = computeYear({ ...input, household: { spouseWages: spouse, otherIncome: 120_000 } });
        const m = filingYear({ year: y, payments: NO_PAYMENTS });
        for (const g of m.governments) {
          const items = g.allocation.items.reduce((s, x) => s + x.amount, 0);
          expect(items + g.allocation.household).toBe(g.tax);
          expect(g.allocation.household).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });
});
