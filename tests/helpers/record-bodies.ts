// A valid body for each record resource that one user writes many of, varied by `i` (dates and amounts that
// cross a notification's threshold both ways): the concurrent-writes test and the live fuzz (scripts/fuzz.ts)
// write these from several connections at once.

export const recordBodies: Record<string, (i: number) => object> = {
  '/api/v1/expenses': (i) => ({ date: '2026-03-01', category: 'meals', amount: 100 + i }),
  '/api/v1/assignments': (i) => ({
    facility: `Hospital ${i}`,
    location: 'Denver',
    state: 'CO',
    start_date: '2026-01-05',
    end_date: i % 2 ? '2026-04-05' : '2027-04-05',
    base_pay: 90000,
    housing_stipend: 900000 + i,
  }),
  '/api/v1/credentials': (i) => ({
    type: 'license',
    name: `RN license ${i}`,
    state: 'CO',
    issue_date: '2025-09-01',
    expiration_date: i % 2 ? '2026-12-01' : '2030-08-31',
  }),
  '/api/v1/tax-home': (i) => ({
    address: `${i} Maple St`,
    city: 'Omaha',
    state: 'NE',
    zip: '68102',
    rent_amount: 145000,
    last_visit_date: i % 2 ? '2025-01-02' : '2026-03-21',
  }),
  '/api/v1/mileage': (i) => ({ date: '2026-03-20', miles: 10 + i, purpose: 'work_travel' }),
  '/api/v1/quarterly-payments': (i) => ({ year: 2026, quarter: 1 + (i % 4), amount: 50000 + i }),
  '/api/v1/income-documents': (i) => ({
    agency: `Agency ${i % 3}`,
    year: 2026,
    kind: 'w2',
    box1_wages: 4_500_000 + i,
    state_lines: [{ state: 'CO', state_wages: 4_500_000 + i, state_tax: 198_500 }],
  }),
};
