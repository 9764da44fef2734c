import 'server-only';
import { assignmentResource } from '@/lib/assignments/resource';
import { expenseResource } from '@/lib/expenses/resource';
import { mileageResource } from '@/lib/mileage/resource';
import { taxHomeDocResource } from '@/lib/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/tax-homes/resource';
import { AUDIT_CRITERIA } from '@/lib/tax/compliance/audit';
import { MILEAGE_PURPOSES, MONTH_KEYS } from '@/lib/tax/compliance/mileage';
import { recordExample } from './record-examples';

// Examples of the computed views: one W-2 nurse with a Nebraska tax home and a 13-week Denver contract
// (2026-01-05 to 2026-04-05: 91 days, $900/week base, $1,500 housing, $500 M&IE, $1,000 sign-on).
// The figures are consistent with each other; the test checks each against its schema.

export const assignmentExample = recordExample(assignmentResource, { status: 'active', hours_per_week: 36 });

const failing = new Set(['costs_recorded']);
export const dashboardExample = {
  user: { id: 7, first_name: 'Maya', plan: 'pro', employment_type: 'w2' },
  assignments: [
    {
      id: 42,
      facility: 'Denver Health Medical Center',
      location: 'Denver',
      state: 'CO',
      status: 'active',
      start_date: '2026-01-05',
      end_date: '2026-04-05',
      base_pay: 90000,
      housing_stipend: 150000,
      mie_stipend: 50000,
    },
  ],
  taxHome: recordExample(taxHomeResource),
  taxHomeDocs: [recordExample(taxHomeDocResource)],
  expenses: [recordExample(expenseResource)],
  taxHomeCosts: [],
  mileageTrips: [recordExample(mileageResource)],
  auditReadiness: {
    score: 10,
    total: 11,
    status: 'action_needed',
    criteria: AUDIT_CRITERIA.map(({ key, label }) => ({
      key,
      label,
      passed: !failing.has(key),
      hint: failing.has(key) ? 'Record what keeping your tax home costs (rent, utilities)' : 'Done',
      autoPassed: false,
    })),
  },
};

export const profitabilityExample = {
  year: 2026,
  employmentType: 'w2',
  averageNetProfit: 3696745,
  averageProfitMargin: 0.9552,
  totalNetProfit: 3696745,
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
      ficaTax: 97155,
      seTax: 0,
      totalTax: 160755,
      linkedExpenses: 12500,
      linkedMiles: 412,
      linkedMileageDeduction: 29870,
      netProfit: 3696745,
      profitMargin: 0.9552,
    },
  ],
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
    },
    {
      state: 'NE',
      stateName: 'Nebraska',
      income: 0,
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
      assignments: [],
    },
  ],
  notes: ['Local income taxes (city, county, school district) are not included.'],
};

const tripsByPurpose: Record<string, { miles: number; trips: number }> = {
  work_travel: { miles: 120, trips: 1 },
  tax_home_visit: { miles: 412, trips: 1 },
  personal: { miles: 30, trips: 1 },
};
const tripsByMonth: Record<string, { miles: number; trips: number; deductibleMiles: number }> = {
  '01': { miles: 150, trips: 2, deductibleMiles: 120 },
  '03': { miles: 412, trips: 1, deductibleMiles: 412 },
};
export const mileageSummaryExample = {
  year: 2026,
  totalMiles: 562,
  deductibleMiles: 532,
  nonDeductibleMiles: 30,
  totalTrips: 3,
  ratePerMile: 72.5,
  deductionAmount: 38570,
  byPurpose: Object.fromEntries(
    MILEAGE_PURPOSES.map((p) => [p, tripsByPurpose[p] ?? { miles: 0, trips: 0 }]),
  ),
  byMonth: Object.fromEntries(
    MONTH_KEYS.map((m) => [m, tripsByMonth[m] ?? { miles: 0, trips: 0, deductibleMiles: 0 }]),
  ),
  ratePeriods: [
    { from: '2026-01-01', to: '2026-06-30', ratePerMile: 72.5, deductibleMiles: 532, deductionAmount: 38570 },
    { from: '2026-07-01', to: '2026-12-31', ratePerMile: 76, deductibleMiles: 0, deductionAmount: 0 },
  ],
  notes: [],
};

export const locationDurationsExample = [
  {
    location: 'Phoenix',
    state: 'AZ',
    days: 300,
    facilities: ['Banner University', 'HonorHealth'],
    status: 'approaching',
  },
  { location: 'Denver', state: 'CO', days: 91, facilities: ['Denver Health Medical Center'], status: 'safe' },
];

export const perDiemExample = {
  area: 'Denver / Aurora',
  fiscalYear: 2026,
  lodging: 20900,
  mie: 9200,
  weeklyHousingMax: 146300,
  weeklyMieMax: 64400,
  notes: [],
};

// A 1099 year: quarterly payments are 90% of federal + SE + state tax, in four equal parts.
const quarter = (q: 1 | 2 | 3 | 4, dueDate: string, paid: number) => ({
  quarter: q,
  dueDate,
  amount: 589500,
  priorYearSafeHarbor: null,
  paid,
  remaining: 589500 - paid,
});
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
    qbiDeduction: 700000,
    agi: 8810000,
  },
  ficaTax: 0,
  seTax: 1290000,
  stateTax: 380000,
  states: [{ state: 'NE', tax: 380000 }],
  totalTax: 2620000,
  effectiveRate: 0.2758,
  federalEffectiveRate: 0.1,
  estimatedTakeHome: 6880000,
  quarterlyPayments: [
    quarter(1, '2026-04-15', 589500),
    quarter(2, '2026-06-15', 0),
    quarter(3, '2026-09-15', 0),
    quarter(4, '2027-01-15', 0),
  ],
  notes: [],
  auditReadiness: dashboardExample.auditReadiness,
};
