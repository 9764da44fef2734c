import 'server-only';
import { expenseResource } from '@/lib/records/expenses/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import { recordExample } from '@/lib/records/examples';
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { AUDIT_CRITERIA } from '@/lib/tax/compliance/audit';
import { MILEAGE_PURPOSES, MONTH_KEYS } from '@/lib/tax/compliance/mileage';

// Examples of the dashboard and reports: one W-2 nurse with a Nebraska tax home and a 13-week Denver contract
// (2026-01-05 to 2026-04-05: 91 days, $900/week base, $1,500 housing, $500 M&IE, $1,000 sign-on). The
// figures are consistent with each other; the contract tests parse each with its schema.

const failing = new Set(['costs_recorded']);
export const auditReadinessExample = {
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
};

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
      gsa: {
        area: 'Denver / Aurora',
        checked: true,
        weeklyAllowance: 200000,
        weeklyRateMin: 203700,
        weeklyRateMax: 245700,
        excess: 0,
      },
    },
  ],
  taxHome: recordExample(taxHomeResource),
  taxHomeDocs: [recordExample(taxHomeDocResource)],
  expenses: [recordExample(expenseResource)],
  taxHomeCosts: [],
  mileageTrips: [recordExample(mileageResource)],
  auditReadiness: auditReadinessExample,
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
  checked: true,
  check:
    'Checked: housing and M&IE stipends up to $2,107 a week (7 × the Denver / Aurora daily rate for this month) stay tax-free for a W-2 worker; the rest is wages.',
  notes: [],
};
