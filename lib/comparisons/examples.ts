import { EXAMPLE_TIMESTAMP } from '@/lib/records/examples';

// Examples of the contract comparison (POST /tax-calculate, POST /comparisons and the saved snapshot).
// Contract A: 13 weeks in Denver at $900/week; contract B: 13 weeks in Phoenix at $28/hour × 36 hours.
// W-2 with a tax home, so only base pay and bonuses are wages.

const contractA = {
  name: 'Denver ICU',
  state: 'CO',
  city: 'Denver',
  start_date: '2026-01-05',
  weeks: 13,
  base_pay: 90000,
  housing_stipend: 150000,
  mie_stipend: 50000,
  bonuses: 100000,
  expenses: 120000,
};
const contractB = {
  name: 'Phoenix ER',
  state: 'AZ',
  zip: '85004',
  start_date: '2026-01-05',
  weeks: 13,
  hours_per_week: 36,
  hourly_rate: 2800,
  housing_stipend: 140000,
  mie_stipend: 49000,
  bonuses: 0,
  expenses: 90000,
};

const resultA = {
  grossComp: 3870000,
  taxableIncome: 1270000,
  federalTax: 0,
  stateTax: 0,
  ficaTax: 97155,
  seTax: 0,
  totalTax: 97155,
  expenses: 120000,
  netTakeHome: 3652845,
  weeklyNet: 280988,
  effectiveHourly: 7805,
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  gsa: {
    area: 'Denver / Aurora',
    checked: true,
    weeklyAllowance: 200000,
    weeklyRateMin: 203700,
    weeklyRateMax: 245700,
    excess: 0,
  },
};
const resultB = {
  grossComp: 3767400,
  taxableIncome: 1310400,
  federalTax: 0,
  stateTax: 0,
  ficaTax: 100246,
  seTax: 0,
  totalTax: 100246,
  expenses: 90000,
  netTakeHome: 3577154,
  weeklyNet: 275166,
  effectiveHourly: 7643,
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  gsa: {
    area: 'Phoenix / Scottsdale',
    checked: true,
    weeklyAllowance: 189000,
    weeklyRateMin: 165900,
    weeklyRateMax: 259000,
    excess: 23100,
  },
};

export const taxCalculateRequest = { year: 2026, contract_a: contractA, contract_b: contractB };
export const taxCalculateExample = {
  year: 2026,
  employmentType: 'w2',
  contractA: resultA,
  contractB: resultB,
  winner: 0,
  diff: 75691,
  notes: [],
};

export const comparisonRequest = { name: 'Denver vs Phoenix, spring', ...taxCalculateRequest };
export const comparisonExample = {
  id: 12,
  user_id: 7,
  name: comparisonRequest.name,
  year: 2026,
  winner: 0,
  diff: 75691,
  contract_a: JSON.stringify({ input: contractA, result: resultA }),
  contract_b: JSON.stringify({ input: contractB, result: resultB }),
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};
