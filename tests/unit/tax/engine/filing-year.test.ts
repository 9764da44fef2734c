// The filing year (docs/tax-method.md §11): each return's requirement by its rule and source, with the hand
// computation beside each expected value (cents).
import { describe, expect, it } from 'vitest';
import { computeYear, filingYear, type FilingYear, type GovernmentLine } from '@/lib/tax/engine';
import { NO_PAYMENTS, type HouseholdInput, type PaymentsInput } from '@/lib/tax/engine/household';
import type { AssignmentInput, TaxHomeInput, YearInput } from '@/lib/tax/engine/types';
import { assignment, linked, taxHome, yearInput } from './fixtures/builders';

const pay = (p: Partial<PaymentsInput> = {}): PaymentsInput => ({ ...NO_PAYMENTS, ...p });

function model(
  fields: Partial<YearInput> & Pick<YearInput, 'assignments'>,
  payments: PaymentsInput = NO_PAYMENTS,
): FilingYear {
  const input = yearInput({ year: 2026, today: '2026-12-31', ...fields });
  const household: HouseholdInput | undefined = fields.household;
  return filingYear({ year: computeYear(input), payments, ...(household ? { household } : {}) });
}

const line = (m: FilingYear, id: string): GovernmentLine => {
  const found = m.governments.find((g) => g.id === id);
  if (!found) throw new Error(`no line ${id}: ${m.governments.map((g) => g.id).join(', ')}`);
  return found;
};

/** A 2026 W-2 contract of `days` days from Jan 4 at `weekly` base pay. */
const contract = (
  state: AssignmentInput['state'],
  days: number,
  weekly: number,
  extra: Partial<AssignmentInput> = {},
) => {
  const end = new Date(Date.UTC(2026, 0, 4 + days - 1)).toISOString().slice(0, 10);
  return assignment({
    state,
    location: 'Work town',
    start_date: '2026-01-04',
    end_date: end,
    base_pay: weekly,
    ...extra,
  });
};

describe('federal: IRC 6012 gross income, IRC 6017 self-employment, and the refund case', () => {
  it.each<[string, Partial<YearInput> & Pick<YearInput, 'assignments'>, PaymentsInput, string, string]>([
    // 91 days × 1,300/7 = 16,900.00 > 16,100.00 (2026 single standard deduction): must
    [
      'single over the threshold',
      { assignments: [contract('TX', 91, 130_000)] },
      pay(),
      'must',
      'gross_income',
    ],
    // 70 days × 1,500/7 = 15,000.00 ≤ 16,100.00 and nothing paid: no return needed
    [
      'single under it, nothing withheld, 22 (no earned income credit without a child under 25: IRC 32(c)(1)(A)(ii))',
      { household: { birthYear: 2004 }, assignments: [contract('TX', 70, 150_000)] },
      pay(),
      'not_needed',
      'below_threshold',
    ],
    // the same at an unknown age: 15,000.00 earns 664 − 7.65% × (15,000 − 10,860) = 347.29 of earned income
    // credit (Rev. Proc. 2025-32), refundable: only a return gets it
    [
      'single under it, nothing withheld, the earned income credit to claim',
      { assignments: [contract('TX', 70, 150_000)] },
      pay(),
      'should',
      'refund',
    ],
    // the same with 500.00 withheld: only a return gets it back (Pub. 17 "Who should file")
    [
      'single under it, 500 withheld',
      { assignments: [contract('TX', 70, 150_000)] },
      pay({ federalWithheld: 50_000 }),
      'should',
      'refund',
    ],
    // married filing separately: 1,000.00 ≥ $5 (Form 1040 instructions, Chart A)
    [
      'married separately, $1,000',
      { filingStatus: 'married_separate', assignments: [contract('TX', 7, 100_000)] },
      pay(),
      'must',
      'gross_income',
    ],
    // 68 at the year's end: 16,100 + 2,050 = 18,150.00; wages 70 days × 1,700/7 = 17,000.00 ≤ it
    [
      '65 or older: the higher threshold',
      { household: { birthYear: 1958 }, assignments: [contract('TX', 70, 170_000)] },
      pay(),
      'not_needed',
      'below_threshold',
    ],
    // the same wages at 40: 17,000.00 > 16,100.00
    [
      'under 65, same wages',
      { household: { birthYear: 1986 }, assignments: [contract('TX', 70, 170_000)] },
      pay(),
      'must',
      'gross_income',
    ],
  ])('%s', (_l, fields, payments, requirement, rule) => {
    const f = line(model(fields, payments), 'federal');
    expect(f.filing).toMatchObject({ requirement, rule });
    expect(f.filing.form).toBe(requirement === 'not_needed' ? null : 'Form 1040');
    expect(f.filing.deadline).toBe(requirement === 'not_needed' ? null : '2027-04-15');
  });

  it('1099: gross receipts, not profit, against the threshold; $400 of net SE earnings alone requires a return', () => {
    // 35 days × 1,000/7 = 5,000.00 of receipts less 4,000.00 of expenses: P = 1,000.00; SE base round(1,000 ×
    // 0.9235) = 923.50 ≥ 400 (IRC 6017), while 5,000.00 of gross income is under 16,100.00
    const a = contract('TX', 35, 100_000);
    const m = model({ employmentType: '1099', assignments: [a], linked: { [a.id]: linked(400_000) } });
    expect(line(m, 'federal').filing).toMatchObject({ requirement: 'must', rule: 'self_employment' });
    expect(line(m, 'federal').filing.reason).toContain('($923.50)');
  });

  it('the federal line: the return’s tax against W-2 box 2 and estimated payments; the reason names the refund', () => {
    // 91 days × 1,300/7 = 16,900.00; taxable 800.00 → 80.00; 300.00 withheld, and the earned income credit
    // 664 − 7.65% × (16,900 − 10,860) = 201.94 (Rev. Proc. 2025-32): 501.94 paid → 421.94 back
    const f = line(
      model({ assignments: [contract('TX', 91, 130_000)] }, pay({ federalWithheld: 30_000 })),
      'federal',
    );
    expect(f).toMatchObject({ tax: 8_000, paid: 50_194, balance: -42_194, outcome: 'refund', order: 1 });
    expect(f.paidParts).toEqual([
      { kind: 'withheld', label: 'W-2 box 2', amount: 30_000 },
      { kind: 'refundable_credit', label: 'Earned income credit', amount: 20_194 },
    ]);
    expect(f.filing.reason).toBe(
      'Your gross income of $16,900.00 is over $16,100.00, the filing threshold for a single filer. File Form 1040 by Apr 15, 2027. You get $421.94 back.',
    );
  });
});

describe('states: resident, nonresident rules from the reference, reciprocity with withholding', () => {
  const tx: TaxHomeInput = taxHome('TX', 'Lubbock');
  it.each<[string, AssignmentInput[], PaymentsInput, string, string, string, string | null]>([
    // IL: "exceeds the IL exemption allowance" ($2,850 single): 7 days × 3,000 = 3,000.00 > 2,850: must
    [
      'IL above the exemption allowance',
      [contract('IL', 7, 300_000)],
      pay(),
      'state-IL',
      'must',
      'nonresident_income',
      'IL-1040 + Schedule NR',
    ],
    // 7 days × 2,000 = 2,000.00 ≤ 2,850: no return (and no tax: 4.95% × max(0, 2,000 - 2,850) = 0)
    ['IL under it', [contract('IL', 7, 200_000)], pay(), 'state-IL', 'not_needed', 'below_threshold', null],
    // ... but "or to get a refund of IL withholding": 50.00 withheld
    [
      'IL under it, withheld',
      [contract('IL', 7, 200_000)],
      pay({ stateWithheld: { IL: 5_000 } }),
      'state-IL',
      'should',
      'refund',
      'IL-1040 + Schedule NR',
    ],
    // AL: "exceeds the prorated personal exemption": 1,000.00 > 1,500 × 1,000/1,000? no: not required
    [
      'AL, all income 1,000',
      [contract('AL', 7, 100_000)],
      pay(),
      'state-AL',
      'not_needed',
      'below_threshold',
      null,
    ],
    // with 10,000.00 earned in Texas too: 1,000 > 1,500 × 1,000 / 11,000 = 136.36: required
    [
      'AL, 1,000 of 11,000',
      [
        contract('AL', 7, 100_000),
        contract('TX', 70, 100_000, { start_date: '2026-03-01', end_date: '2026-05-09' }),
      ],
      pay(),
      'state-AL',
      'must',
      'nonresident_income',
      'Form 40NR',
    ],
    // AR: "any AR-source income, regardless of amount"
    [
      'AR any income',
      [contract('AR', 7, 10_000)],
      pay(),
      'state-AR',
      'must',
      'nonresident_income',
      'AR1000NR',
    ],
    // CA: threshold unverified in the reference, read as any income (docs/tax-method.md §4)
    [
      'CA, an unverified threshold: any income',
      [contract('CA', 7, 10_000)],
      pay(),
      'state-CA',
      'must',
      'nonresident_income',
      'Form 540NR',
    ],
    // DC taxes no nonresident's wages: "file D-40B only to recover DC withholding"
    [
      'DC, nothing withheld',
      [contract('DC', 7, 200_000)],
      pay(),
      'state-DC',
      'not_needed',
      'reciprocity_exempt',
      null,
    ],
    [
      'DC, withheld',
      [contract('DC', 7, 200_000)],
      pay({ stateWithheld: { DC: 8_000 } }),
      'state-DC',
      'should',
      'reciprocity_refund',
      'D-40B',
    ],
    // withheld for a state never worked in: its nonresident return gets it back
    [
      'a state never worked in, withheld',
      [contract('TX', 7, 200_000)],
      pay({ stateWithheld: { CA: 10_000 } }),
      'state-CA',
      'should',
      'refund',
      'Form 540NR',
    ],
  ])('%s', (_l, assignments, payments, id, requirement, rule, form) => {
    const s = line(model({ taxHome: tx, assignments }, payments), id);
    expect(s.filing).toMatchObject({ requirement, rule, form });
    expect(s.filing.deadline).toBe(requirement === 'not_needed' ? null : '2027-04-15');
  });

  it('the state line’s own filingRequired reads the same rule (IL under its exemption allowance)', () => {
    const y = computeYear(yearInput({ year: 2026, taxHome: tx, assignments: [contract('IL', 7, 200_000)] }));
    expect(y.states.lines.find((l) => l.state === 'IL')?.filingRequired).toBe(false);
  });

  it('the home state files a resident return on the household’s income, with its credit named', () => {
    // Ohio home, 91 days × 1,300 in Ohio: a resident return; its income is the whole base
    const m = model({ taxHome: taxHome('OH', 'Dayton'), assignments: [contract('OH', 91, 130_000)] });
    const oh = line(m, 'state-OH');
    expect(oh).toMatchObject({ resident: true, income: 1_690_000 });
    expect(oh.filing).toMatchObject({
      requirement: 'must',
      rule: 'resident',
      form: 'IT 1040',
      deadline: '2027-04-15',
    });
  });
});

describe('local returns', () => {
  // 91 days at 1,300: wages 16,900.00
  const work = (state: AssignmentInput['state'], location: string) =>
    contract(state, 91, 130_000, { location, start_date: '2026-03-01', end_date: '2026-05-30' });

  it.each<
    [
      string,
      TaxHomeInput,
      AssignmentInput,
      Partial<PaymentsInput>,
      string,
      string,
      string,
      string | null,
      string | null,
    ]
  >([
    // Columbus resident, 2.5% × 16,900 = 422.50, none withheld: owed → IR-25 by Apr 15, 2027
    [
      'Columbus, owed',
      taxHome('OH', 'Columbus'),
      work('TX', 'Houston'),
      {},
      'local-OH-columbus',
      'must',
      'local_owed',
      'Form IR-25',
      '2027-04-15',
    ],
    // Columbus, all 422.50 withheld: "it shall not be necessary ... to file"
    [
      'Columbus, all withheld',
      taxHome('OH', 'Columbus'),
      work('TX', 'Houston'),
      { localWithheld: { 'OH-columbus': 42_250 } },
      'local-OH-columbus',
      'not_needed',
      'local_withheld',
      null,
      null,
    ],
    // Cleveland resident, all withheld: residents file whether or not a tax is due
    [
      'Cleveland, all withheld',
      taxHome('OH', 'Cleveland'),
      work('TX', 'Houston'),
      { localWithheld: { 'OH-cleveland': 42_250 } },
      'local-OH-cleveland',
      'must',
      'local_resident_return',
      'Cleveland city income tax return',
      '2027-04-15',
    ],
    // Philadelphia nonresident: 3.44% (the rate to June 30, 2026) × 16,900 = 581.36; 1,000.00 withheld: a refund
    // petition, three years from the first day worked (2026-03-01 → 2029-03-01, a Thursday)
    [
      'Philadelphia, over-withheld',
      taxHome('NJ', 'Camden'),
      work('PA', 'Philadelphia'),
      { localWithheld: { 'PA-philadelphia': 100_000 } },
      'local-PA-philadelphia',
      'should',
      'local_over_withheld',
      'Wage Tax refund petition',
      '2029-03-01',
    ],
    // none withheld: the Annual Reconciliation of Employee Earnings Tax by Apr 15
    [
      'Philadelphia, not withheld',
      taxHome('NJ', 'Camden'),
      work('PA', 'Philadelphia'),
      {},
      'local-PA-philadelphia',
      'must',
      'local_owed',
      'Annual Reconciliation of Employee Earnings Tax',
      '2027-04-15',
    ],
    // a Pennsylvania home: every resident files the final local EIT return (Act 32)
    [
      'Pennsylvania EIT home',
      taxHome('PA', 'Harrisburg'),
      work('TX', 'Houston'),
      {},
      'local-PA-harrisburg-eit',
      'must',
      'local_resident_return',
      'Final Local Earned Income Tax Return',
      '2027-04-15',
    ],
  ])('%s', (_l, home, a, payments, id, requirement, rule, form, deadline) => {
    const l = line(model({ taxHome: home, assignments: [a] }, pay(payments)), id);
    expect(l.filing).toMatchObject({ requirement, rule, form, deadline });
  });

  it('a self-employed nurse in Philadelphia files the Net Profits Tax return, not the Earnings Tax', () => {
    const m = model({
      employmentType: '1099',
      taxHome: taxHome('NJ', 'Camden'),
      assignments: [work('PA', 'Philadelphia')],
    });
    expect(line(m, 'local-PA-philadelphia').filing).toMatchObject({
      requirement: 'must',
      form: 'Net Profits Tax return',
      deadline: '2027-04-15',
    });
  });

  it('a Maryland county tax is filed on the Maryland return: its requirement and date, no step of its own', () => {
    const m = model({
      taxHome: { state: 'MD', city: 'Baltimore', zip: '21201' },
      assignments: [work('MD', 'Baltimore')],
    });
    const county = m.governments.find((g) => g.kind === 'local' && g.state === 'MD');
    expect(county?.filing).toMatchObject({
      requirement: 'must',
      rule: 'with_state_return',
      form: 'Form 502',
      deadline: '2027-04-15',
    });
    expect(county?.order).toBeNull();
    expect(line(m, 'state-MD').order).not.toBeNull();
  });
});
