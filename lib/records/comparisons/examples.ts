import { EXAMPLE_TIMESTAMP } from '@/lib/records/examples';

// Examples of the contract comparison (POST /tax-calculate, POST /comparisons and the saved snapshot).
// Contract A: 13 weeks in Denver at $900/week; contract B: 13 weeks in Phoenix at $28/hour × 36 hours.
// W-2 with a tax home in Texas: base pay, bonuses and the stipends above the GSA rate are wages; Denver's
// occupational privilege tax is the one local line.

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
  taxableIncome: 1519414,
  federalTax: 0,
  stateTax: 0,
  homeState: 'TX',
  homeStateTax: 0,
  workStateTax: 0,
  localTax: 2300,
  locals: [{ id: 'CO-denver', name: 'Denver occupational privilege tax', tax: 2300 }],
  ficaTax: 116236,
  seTax: 0,
  totalTax: 118536,
  expenses: 120000,
  netTakeHome: 3631464,
  weeklyNet: 279343,
  effectiveHourly: 7760,
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  gsa: {
    area: 'Denver / Aurora',
    checked: true,
    weeklyAllowance: 200000,
    weeklyRateMin: 179900,
    weeklyRateMax: 214900,
    excess: 249414,
  },
};
const resultB = {
  grossComp: 3767400,
  taxableIncome: 1391000,
  federalTax: 0,
  stateTax: 0,
  homeState: 'TX',
  homeStateTax: 0,
  workStateTax: 0,
  localTax: 0,
  locals: [],
  ficaTax: 106412,
  seTax: 0,
  totalTax: 106412,
  expenses: 90000,
  netTakeHome: 3570988,
  weeklyNet: 274691,
  effectiveHourly: 7630,
  startDate: '2026-01-05',
  endDate: '2026-04-05',
  gsa: {
    area: 'Phoenix / Scottsdale',
    checked: true,
    weeklyAllowance: 189000,
    weeklyRateMin: 172200,
    weeklyRateMax: 220500,
    excess: 80600,
  },
};

export const taxCalculateRequest = { year: 2026, contract_a: contractA, contract_b: contractB };
export const taxCalculateExample = {
  year: 2026,
  employmentType: 'w2',
  contractA: resultA,
  contractB: resultB,
  winner: 0,
  diff: 60476,
  notes: [
    'Colorado has not published all of its 2026 figures; some 2025 amounts are used.',
    'Arizona has not published all of its 2026 figures; some 2025 amounts are used.',
  ],
};

export const comparisonRequest = { name: 'Denver vs Phoenix, spring', ...taxCalculateRequest };
export const comparisonExample = {
  id: 12,
  user_id: 7,
  name: comparisonRequest.name,
  year: 2026,
  winner: 0,
  diff: 60476,
  contract_a: JSON.stringify({ input: contractA, result: resultA }),
  contract_b: JSON.stringify({ input: contractB, result: resultB }),
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};
