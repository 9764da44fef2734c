import { estimateFilingExample } from './filing-examples';
import { auditReadinessExample } from './report-examples';

// Examples of the tax views, for the same nurse as ./report-examples.ts; the tax estimate is a 1099 year.

// $1,500 housing + $500 M&IE a week against 7 × (lodging + M&IE) of Denver, whose lodging rate is seasonal.
const denverGsa = {
  area: 'Denver / Aurora',
  checked: true,
  weeklyAllowance: 200000,
  weeklyRateMin: 203700,
  weeklyRateMax: 245700,
  excess: 0,
};

export const profitabilityExample = {
  year: 2026,
  employmentType: 'w2',
  averageNetProfit: 3694445,
  averageProfitMargin: 0.9546,
  totalNetProfit: 3694445,
  assignments: [
    {
      assignmentId: 42,
      facility: 'Denver Health Medical Center',
      location: 'Denver',
      state: 'CO',
      agency: 'Aya Healthcare',
      weeks: 13,
      grossComp: 3870000,
      taxableIncome: 1270000,
      housingStipend: 1950000,
      mieStipend: 650000,
      bonuses: 100000,
      federalTax: 41200,
      stateTax: 22400,
      // Denver's occupational privilege tax: $5.75 for each of January to April
      localTax: 2300,
      ficaTax: 97155,
      seTax: 0,
      totalTax: 163055,
      linkedExpenses: 12500,
      linkedMiles: 412,
      linkedMileageDeduction: 29870,
      netProfit: 3694445,
      profitMargin: 0.9546,
      gsa: denverGsa,
      taxLines: [
        {
          governmentId: 'federal',
          name: 'Federal',
          amount: 41200,
          rule: 'worker_increment',
          label:
            'What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay.',
        },
        {
          governmentId: 'state-CO',
          name: 'Colorado',
          amount: 22400,
          rule: 'worked_there',
          label:
            'Colorado taxes what you earned there: each assignment there carries its share by taxable pay.',
        },
        {
          governmentId: 'local-CO-denver',
          name: 'Denver',
          amount: 2300,
          rule: 'worked_there',
          label:
            'Denver taxes what you earned there: each assignment there carries its share by taxable pay.',
        },
      ],
    },
  ],
  notes: ['Nebraska has not published all of its 2026 figures; some 2025 amounts are used.'],
};

const denverStay = {
  id: 42,
  facility: 'Denver Health Medical Center',
  location: 'Denver',
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  weeks: 13,
  days: 91,
  income: 1270000,
  gsa: denverGsa,
};
const noReciprocity = { exempt: false, reason: null };
export const stateIncomeExample = {
  year: 2026,
  employmentType: 'w2',
  taxHomeState: 'NE',
  totalStates: 2,
  totalStateIncome: 1270000,
  totalStateTax: 22400,
  totalDays: 91,
  states: [
    {
      state: 'CO',
      stateName: 'Colorado',
      income: 1270000,
      tax: 22400,
      effectiveRate: 0.0176,
      noTax: false,
      days: 91,
      reciprocity: noReciprocity,
      stateDeduction: null,
      filingRequired: true,
      isHomeState: false,
      formName: 'DR 0104PN',
      formDescription: 'Part-year resident / nonresident tax calculation schedule',
      filingDeadline: '2027-04-15',
      assignments: [denverStay],
      paid: 22400,
      balance: 0,
      filing: {
        requirement: 'must',
        rule: 'nonresident_income',
        form: 'DR 0104PN',
        employerForm: null,
        deadline: '2027-04-15',
        reason:
          'You earned $12,700.00 in Colorado, which taxes nonresidents on it. File DR 0104PN by Apr 15, 2027.',
      },
    },
    {
      state: 'NE',
      stateName: 'Nebraska',
      income: 1270000,
      tax: 0,
      effectiveRate: 0,
      noTax: false,
      days: 0,
      reciprocity: noReciprocity,
      stateDeduction: null,
      filingRequired: true,
      isHomeState: true,
      formName: '1040N',
      formDescription: 'Nebraska individual income tax return',
      filingDeadline: '2027-04-15',
      taxedIncome: 1270000,
      assignments: [],
      paid: 0,
      balance: 0,
      filing: {
        requirement: 'must',
        rule: 'resident',
        form: '1040N',
        employerForm: null,
        deadline: '2027-04-15',
        reason:
          'Nebraska taxes your household’s whole income as your home state, less its credit of $224.00 for ' +
          'tax paid to other states. File 1040N by Apr 15, 2027.',
      },
    },
  ],
  notes: ['Nebraska has not published all of its 2026 figures; some 2025 amounts are used.'],
};

// A 1099 year: the federal plan covers federal income tax + SE tax only (90% of 22,400.00 = 20,160.00, in
// four parts); the state's estimate is its own line.
const quarter = (q: 1 | 2 | 3 | 4, dueDate: string, paid: number) => ({
  quarter: q,
  dueDate,
  amount: 504000,
  priorYearSafeHarbor: null,
  paid,
  remaining: 504000 - paid,
});
const quarters = [
  quarter(1, '2026-04-15', 504000),
  quarter(2, '2026-06-15', 0),
  quarter(3, '2026-09-15', 0),
  quarter(4, '2027-01-15', 0),
];
export const taxEstimateExample = {
  year: 2026,
  employmentType: '1099',
  filingStatus: 'single',
  grossIncome: 9500000,
  taxableIncome: 9100000,
  federal: {
    taxableIncome: 6500000,
    standardDeduction: 1610000,
    tax: 950000,
    overtimeDeduction: 0,
    qbiDeduction: 700000,
    agi: 8810000,
  },
  ficaTax: 0,
  seTax: 1290000,
  stateTax: 380000,
  localTax: 0,
  locals: [],
  states: [{ state: 'NE', tax: 380000 }],
  totalTax: 2620000,
  effectiveRate: 0.2758,
  federalEffectiveRate: 0.1,
  estimatedTakeHome: 6880000,
  stateEstimates: [
    {
      state: 'NE',
      annualTax: 380000,
      note: 'Nebraska sets its own estimated-payment schedule and form: pay it apart from the federal plan.',
    },
  ],
  quarterlyPayments: quarters,
  quarterlyPlan: {
    federalTax: 2240000,
    currentYearRequired: 2016000,
    priorYearRequired: null,
    priorYearRate: null,
    annualPayment: 2016000,
    quarters,
    paid: 504000,
    remaining: 1512000,
  },
  notes: [],
  federalReturn: {
    agi: 8810000,
    ownAgi: 8810000,
    standardDeduction: 1610000,
    itemizedDeductions: 0,
    saltDeduction: 0,
    itemizes: false,
    seniorDeduction: 0,
    healthInsuranceDeduction: 0,
    retirementDeduction: 0,
    taxable: 6500000,
    tax: 950000,
    childCredit: 0,
    refundableCredit: 0,
  },
  settlement: {
    outcome: 'owe',
    total: { tax: 2620000, paid: 504000, balance: 2116000 },
    federal: {
      tax: 2240000,
      paid: 504000,
      balance: 1736000,
      refundableCredit: 0,
      additionalMedicareWithheld: 0,
    },
    states: [{ state: 'NE', tax: 380000, paid: 0, balance: 380000 }],
    local: [],
    paid: { federalWithheld: 0, federalEstimated: 504000, stateWithheld: [], stateEstimated: [] },
    estimatedPlan: {
      safeHarbor: estimateFilingExample.safeHarbor,
      quarters: [
        { quarter: 1, dueDate: '2026-04-15', amount: 504000, paid: 504000, remaining: 0, overdue: false },
        { quarter: 2, dueDate: '2026-06-15', amount: 504000, paid: 0, remaining: 504000, overdue: false },
        { quarter: 3, dueDate: '2026-09-15', amount: 504000, paid: 0, remaining: 504000, overdue: false },
        { quarter: 4, dueDate: '2027-01-15', amount: 504000, paid: 0, remaining: 504000, overdue: false },
      ],
      paid: 504000,
      remaining: 1512000,
      overdueAmount: 0,
    },
    notes: [],
  },
  withholdingCheck: null,
  auditReadiness: auditReadinessExample,
  governments: estimateFilingExample.governments,
  headline: estimateFilingExample.headline,
  estimatedPlans: estimateFilingExample.estimatedPlans,
  takeHome: estimateFilingExample.takeHome,
};
