// What each generated contract of tests/helpers/pdfs.ts must read as, to the cent, whoever reads it: the AI
// model (the OpenAI fake, tests/api/contracts.test.ts) or the server's own rules (tests/api/reading.test.ts).

const MONEY = 'base_pay housing_stipend mie_stipend sign_on_bonus completion_bonus referral_bonus'.split(' ');
/** The six money fields in that order; the ones not given are null. */
const pay = (...cents: (number | null)[]) => Object.fromEntries(MONEY.map((f, i) => [f, cents[i] ?? null]));

const denver = {
  facility: 'Denver Health Medical Center',
  location: 'Denver',
  state: 'CO',
  agency: 'Aya Healthcare',
  start_date: '2026-01-05',
  end_date: '2026-04-05',
};
const austin = { location: 'Austin', state: 'TX', start_date: '2026-03-01', end_date: '2026-05-30' };

export const FIXTURE_READINGS = {
  // 52.50/hour × 40 stated hours = 2,100.00; 1,400 weekly; 90 daily × 7 = 630; bonuses × 100
  hourlyContract: { ...denver, hours_per_week: 40, ...pay(210_000, 140_000, 63_000, 100_000, 50_000) },
  // 2,150 weekly; 15,600 total over Mar 1..May 30 (91 days = 13 weeks) = 1,200; 483 weekly; dates
  // written 03/01/2026 and May 30, 2026
  weeklyContract: { ...austin, hours_per_week: null, ...pay(215_000, 120_000, 48_300) },
  // 310 × 7 = 2,170; 120.50 × 7 = 843.50; 85 × 7 = 595
  dailyContract: { state: 'AZ', ...pay(217_000, 84_350, 59_500) },
  // 9,100 / 4.33 = 2,101.6166 → 210,162; 6,000 / 4.33 = 1,385.6812 → 138,568; 1,300 / 4.33 = 300.2309
  monthlyContract: { location: 'San Francisco', state: 'CA', ...pay(210_162, 138_568, 30_023) },
  // pay on page 2: 48.75/hour × 36 (no stated hours) = 1,755; 1,225.50 weekly; 75.25 × 7 = 526.75
  multiPageContract: {
    state: 'ME',
    hours_per_week: null,
    ...pay(175_500, 122_550, 52_675, null, null, 25_000),
  },
  // no pay data at all: every money field null
  noPayContract: { facility: 'Mercy Hospital', state: 'MO', ...pay(), overtime_rate: null },
};
