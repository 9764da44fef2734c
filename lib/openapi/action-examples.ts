import { EXAMPLE_TIMESTAMP } from './record-examples';

// Examples of the action endpoints. Contract A: 13 weeks in Denver at $900/week; contract B: 13 weeks in
// Phoenix at $28/hour × 36 hours. W-2 with a tax home, so only base pay and bonuses are wages.

export const contractA = {
  name: 'Denver ICU',
  state: 'CO',
  weeks: 13,
  base_pay: 90000,
  housing_stipend: 150000,
  mie_stipend: 50000,
  bonuses: 100000,
  expenses: 120000,
};
export const contractB = {
  name: 'Phoenix ER',
  state: 'AZ',
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
};

export const taxCalculateRequest = { year: 2026, contract_a: contractA, contract_b: contractB };
export const taxCalculateExample = {
  year: 2026,
  employmentType: 'w2',
  contractA: resultA,
  contractB: resultB,
  winner: 0,
  diff: 75691,
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

export const notificationExample = {
  id: 42,
  user_id: 7,
  type: 'visit_overdue',
  severity: 'warning',
  title: 'Visit your tax home',
  body: 'Your last recorded visit to Omaha, NE was 47 days ago.',
  link: '/tax-home',
  read_at: null,
  resolved_at: null,
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};

export const meExample = {
  id: 7,
  email: 'maya@example.com',
  first_name: 'Maya',
  plan: 'pro',
  trial_ends_at: '2026-03-16T15:04:05.123Z',
  employment_type: 'w2',
  filing_status: 'single',
  theme: 'light',
  email_notifications: true,
};

const uuid = '3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c';
export function uploadExamples(kind: string, fileName: string, contentType: string) {
  const key = `${kind}/7/${uuid}-${fileName}`;
  return {
    request: { file_name: fileName, content_type: contentType, file_size: 248113 },
    response: {
      uploadUrl: `https://travel-ledger.s3.us-east-1.amazonaws.com/${key}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…`,
      objstoreKey: key,
      expiresAt: '2026-03-02T15:19:05.123Z',
    },
  };
}
export const contractKey = `contracts/7/${uuid}-aya-denver-contract.pdf`;

export const extractionExample = {
  facility: 'Denver Health Medical Center',
  location: 'Denver',
  state: 'CO',
  agency: 'Aya Healthcare',
  start_date: '2026-01-05',
  end_date: '2026-04-05',
  base_pay: 90000,
  housing_stipend: 150000,
  mie_stipend: 50000,
  sign_on_bonus: 100000,
  completion_bonus: null,
  referral_bonus: null,
};

export const stripeEventExample = {
  id: 'evt_1QxYz2AbCdEfGhIj',
  type: 'customer.subscription.updated',
  created: 1772463845,
  data: {
    object: { id: 'sub_1QxYz2', status: 'active', customer: 'cus_R2d2C3po', metadata: { user_id: '7' } },
  },
};
