import { computeYear, filingYear } from '@/lib/tax/engine';

// The filing year's example in the OpenAPI document: issue 38's nurse (married filing jointly, tax home in
// Columbus, one 13-week contract in Philadelphia at 48-hour weeks, her spouse's $52,000 of wages, one child,
// her W-2's withholding). It is the engine's own answer for that input, so the example cannot drift from
// what the endpoint answers (tests/unit/tax/engine/filing-year-nurse.test.ts holds the hand computation).

const temple = {
  id: 42,
  facility: 'Temple University Hospital',
  location: 'Philadelphia',
  state: 'PA',
  agency: 'Aya Healthcare',
  zip: '19140',
  start_date: '2026-09-06',
  end_date: '2026-12-05',
  base_pay: 240_000,
  housing_stipend: 100_000,
  mie_stipend: 40_000,
  sign_on_bonus: 0,
  completion_bonus: 0,
  referral_bonus: 0,
  hours_per_week: 48,
  overtime_pay: 936_000,
} as const;

export const filingYearExample = filingYear({
  year: computeYear({
    year: 2026,
    today: '2026-12-08',
    employmentType: 'w2',
    filingStatus: 'married_joint',
    taxHome: { state: 'OH', city: 'Columbus', zip: '43215' },
    assignments: [temple],
    linked: {},
    household: { spouseWages: 5_200_000, dependentsUnder17: 1 },
  }),
  payments: {
    federalWithheld: 908_850,
    stateWithheld: { PA: 97_767 },
    localWithheld: { 'OH-columbus': 21_785, 'PA-philadelphia': 139_121 },
    federalEstimated: 0,
    stateEstimated: {},
  },
  household: { spouseWages: 5_200_000, dependentsUnder17: 1 },
  priorYear: null,
});

// The tax estimate example's own year (./tax-examples.ts: a 1099 nurse with her Nebraska home, $5,040.00 paid
// on the first installment), as the filing year says it.
const harbor = {
  currentYearRequired: 2016000,
  priorYearRequired: null,
  required: 2016000,
  met: false,
  basis: 'unknown' as const,
  household: false,
  note:
    'Last year’s tax is not known here, so the penalty-free amount is 90% of this year’s tax. Enter last ' +
    'year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure.',
};
const installment = (quarter: 1 | 2 | 3 | 4, dueDate: string, paid: number) => ({
  quarter,
  dueDate,
  amount: 504000,
  paid,
  remaining: 504000 - paid,
  paidLate: 0,
  overdue: false,
});

export const estimateFilingExample = {
  safeHarbor: harbor,
  governments: [
    {
      id: 'federal',
      kind: 'federal' as const,
      name: 'Federal',
      state: null,
      resident: null,
      income: 8810000,
      tax: 2240000,
      creditForTaxElsewhere: 0,
      paid: 504000,
      paidParts: [{ kind: 'estimated' as const, label: 'Estimated payments', amount: 504000 }],
      balance: 1736000,
      outcome: 'owe' as const,
      filing: {
        requirement: 'must' as const,
        rule: 'gross_income' as const,
        form: 'Form 1040',
        employerForm: null,
        deadline: '2027-04-15',
        reason:
          'Your gross income of $95,000.00 is over $16,100.00, the filing threshold for a single filer. File ' +
          'Form 1040 by Apr 15, 2027. You owe $17,360.00.',
      },
      order: 1,
      allocation: {
        rule: 'worker_increment' as const,
        label:
          'What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay.',
        items: [{ assignmentId: 42, amount: 2240000 }],
        household: 0,
      },
    },
    {
      id: 'state-NE',
      kind: 'state' as const,
      name: 'Nebraska',
      state: 'NE' as const,
      resident: true,
      income: 8810000,
      tax: 380000,
      creditForTaxElsewhere: 0,
      paid: 0,
      paidParts: [],
      balance: 380000,
      outcome: 'owe' as const,
      filing: {
        requirement: 'must' as const,
        rule: 'resident' as const,
        form: '1040N',
        employerForm: null,
        deadline: '2027-04-15',
        reason:
          'Nebraska taxes your household’s whole income as your home state. File 1040N by Apr 15, 2027. You ' +
          'owe $3,800.00.',
      },
      order: 2,
      allocation: {
        rule: 'household_income_share' as const,
        label:
          'Nebraska taxes your household’s whole income ($88,100.00): each assignment carries its share of that income.',
        items: [{ assignmentId: 42, amount: 380000 }],
        household: 0,
      },
    },
  ],
  headline: {
    parts: [
      { governmentId: 'federal', name: 'Federal', outcome: 'owe' as const, amount: 1736000 },
      { governmentId: 'state-NE', name: 'Nebraska', outcome: 'owe' as const, amount: 380000 },
    ],
    text: 'Federal: you owe $17,360.00 · Nebraska: you owe $3,800.00',
  },
  estimatedPlans: [
    {
      governmentId: 'federal',
      name: 'Federal',
      form: 'Form 1040-ES',
      required: 2016000,
      installments: [
        installment(1, '2026-04-15', 504000),
        installment(2, '2026-06-15', 0),
        installment(3, '2026-09-15', 0),
        installment(4, '2027-01-15', 0),
      ],
      paid: 504000,
      remaining: 1512000,
      overdueAmount: 0,
      reason:
        'No tax is withheld from contract pay: $20,160.00 paid in four parts by the due dates avoids the ' +
        'underpayment penalty; next: $5,040.00 by Jun 15, 2026.',
    },
  ],
  takeHome: {
    grossComp: 9500000,
    taxes: 2620000,
    net: 6880000,
    note:
      'Your assignments’ pay, stipends included, less their share of each tax (federal, state and local) and ' +
      'the Social Security and Medicare withheld; your household’s other income and its tax are left out. ' +
      'Business expenses are not taken off.',
  },
};
