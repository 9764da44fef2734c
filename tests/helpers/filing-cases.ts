import fc from 'fast-check';
import { expect } from 'vitest';
import { newUser } from './http';

// Generated users and years for the filing-year consistency test (tests/api/filing-consistency.test.ts): a
// tax home, one to three assignments in places with and without state and city taxes (some paid otherwise than
// the user: a W-2 and a 1099 in one year), W-2 withholding by box
// (a work state's box 17 even under reciprocity, box 19 by box 20's name), a household, estimated payments with
// and without paid dates. Each case is entered through the API, as a client would.

export const Y = new Date().getUTCFullYear();

interface Place {
  location: string;
  state: string;
  zip: string;
  /** W-2 box 20 as an employer prints it; absent where no local tax is withheld. */
  box20?: string;
}

/** Work places: city taxes (Philadelphia, Columbus, Cleveland, New York City, Baltimore, Denver) and none. */
const WORK: Place[] = [
  { location: 'Philadelphia', state: 'PA', zip: '19140', box20: 'PHILA' },
  { location: 'Columbus', state: 'OH', zip: '43215', box20: 'COLUMBUS' },
  { location: 'Cleveland', state: 'OH', zip: '44106', box20: 'CLEVELAND' },
  { location: 'New York', state: 'NY', zip: '10016', box20: 'NYC' },
  { location: 'Baltimore', state: 'MD', zip: '21201', box20: 'BALTIMORE CITY' },
  { location: 'Denver', state: 'CO', zip: '80204', box20: 'DENVER' },
  { location: 'Camden', state: 'NJ', zip: '08103' },
  { location: 'Tampa', state: 'FL', zip: '33606' },
  { location: 'Chicago', state: 'IL', zip: '60612' },
];

/** Tax homes: Ohio (a city tax and reciprocity with PA), New Jersey (reciprocity with PA), none, Nebraska. */
const HOMES: Place[] = [
  { location: 'Columbus', state: 'OH', zip: '43215', box20: 'COLUMBUS' },
  { location: 'Cleveland', state: 'OH', zip: '44106', box20: 'CLEVELAND' },
  { location: 'Cherry Hill', state: 'NJ', zip: '08002' },
  { location: 'Tampa', state: 'FL', zip: '33606' },
  { location: 'Omaha', state: 'NE', zip: '68102' },
];

/** Day `d` (0-364) of the year as a date. */
const dayOf = (d: number) => new Date(Date.UTC(Y, 0, 1 + d)).toISOString().slice(0, 10);

const assignmentArb = fc.record({
  place: fc.nat({ max: WORK.length - 1 }),
  gapWeeks: fc.integer({ min: 0, max: 12 }),
  weeks: fc.integer({ min: 4, max: 16 }),
  base: fc.integer({ min: 120_000, max: 320_000 }),
  housing: fc.constantFrom(0, 80_000, 100_000, 140_000),
  mie: fc.constantFrom(0, 35_000),
  hours: fc.constantFrom(36, 48),
  // How the contract pays, where it differs from the user's (docs/tax-method.md §3a): a W-2 and a 1099 in one year.
  paidAs: fc.constantFrom<'w2' | '1099' | null>(null, null, 'w2', '1099'),
  w2: fc.option(
    fc.record({
      box2: fc.integer({ min: 0, max: 1_500_000 }),
      workStateTax: fc.integer({ min: 0, max: 200_000 }),
      homeStateTax: fc.integer({ min: 0, max: 150_000 }),
      localTax: fc.integer({ min: 0, max: 150_000 }),
    }),
    { nil: null },
  ),
});

const paymentArb = fc.record({
  payee: fc.constantFrom<'federal' | 'OH'>('federal', 'OH'),
  quarter: fc.integer({ min: 1, max: 4 }),
  amount: fc.integer({ min: 10_000, max: 400_000 }),
  /** Days after Jan 1 the payment was made; null: no date entered. */
  day: fc.option(fc.integer({ min: 60, max: 360 }), { nil: null }),
});

export const caseArb = fc.record({
  employment: fc.constantFrom<'w2' | '1099'>('w2', '1099'),
  filing: fc.constantFrom('single', 'married_joint', 'head_of_household'),
  home: fc.nat({ max: HOMES.length - 1 }),
  firstWeek: fc.integer({ min: 0, max: 30 }),
  assignments: fc.array(assignmentArb, { minLength: 1, maxLength: 3 }),
  household: fc.option(
    fc.record({
      spouse_wages: fc.option(fc.integer({ min: 0, max: 8_000_000 }), { nil: null }),
      spouse_federal_withheld: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
      spouse_state_withheld: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
      dependents_under_17: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      prior: fc.option(
        fc.record({
          prior_year_total_tax: fc.integer({ min: 0, max: 3_000_000 }),
          prior_year_agi: fc.integer({ min: 0, max: 25_000_000 }),
        }),
        { nil: null },
      ),
    }),
    { nil: null },
  ),
  payments: fc.uniqueArray(paymentArb, {
    maxLength: 5,
    selector: (p) => `${p.payee}-${p.quarter}`,
  }),
});

export type FilingCase = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Issue 38's nurse: married filing jointly, Columbus home, one 13-week contract in Philadelphia at 48-hour
 * weeks ending in December, her agency's W-2 withholding Pennsylvania tax under reciprocity, her spouse's
 * wages and one child: the case the surfaces disagreed on (PA refund vs "not required").
 */
export const NURSE: FilingCase = {
  employment: 'w2',
  filing: 'married_joint',
  home: 0,
  firstWeek: 35,
  assignments: [
    {
      place: 0,
      gapWeeks: 0,
      weeks: 13,
      base: 240_000,
      housing: 100_000,
      mie: 35_000,
      hours: 48,
      paidAs: null,
      w2: { box2: 608_850, workStateTax: 97_767, homeStateTax: 0, localTax: 139_121 },
    },
  ],
  household: {
    spouse_wages: 5_200_000,
    spouse_federal_withheld: 300_000,
    spouse_state_withheld: null,
    dependents_under_17: 1,
    prior: null,
  },
  payments: [],
};

async function ok(res: Promise<{ status: number; body: unknown }>, status = 201) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r;
}

/** A new user with the case's records, all entered through the API; returns the user. */
export async function enterCase(c: FilingCase) {
  const u = await newUser('filing');
  const home = HOMES[c.home]!;
  await ok(
    u.call('PATCH', '/api/v1/me', { body: { employment_type: c.employment, filing_status: c.filing } }),
    200,
  );
  await ok(
    u.call('POST', '/api/v1/tax-home', {
      body: {
        address: '1 Main St',
        city: home.location,
        state: home.state,
        zip: home.zip,
        rent_amount: 145_000,
      },
    }),
  );
  let day = c.firstWeek * 7 + 4;
  for (const [i, a] of c.assignments.entries()) {
    day += a.gapWeeks * 7;
    const weeks = Math.min(a.weeks, Math.floor((364 - day) / 7));
    if (weeks < 1) break;
    const place = WORK[a.place]!;
    const agency = `Agency ${i + 1}`;
    await ok(
      u.call('POST', '/api/v1/assignments', {
        body: {
          facility: `${place.location} General ${i + 1}`,
          location: place.location,
          state: place.state,
          zip: place.zip,
          agency,
          start_date: dayOf(day),
          end_date: dayOf(day + weeks * 7 - 1),
          base_pay: a.base,
          housing_stipend: a.housing,
          mie_stipend: a.mie,
          hours_per_week: a.hours,
          employment_type: a.paidAs,
          // Time and a half of the 40-hour rate for the hours over 40 (issue 38's nurse: 13 × 720.00 × 10 = 9,360.00).
          overtime_pay: a.hours > 40 ? Math.round((a.base / 40) * 1.5 * (a.hours - 40)) * weeks : 0,
        },
      }),
    );
    day += weeks * 7;
    if ((a.paidAs ?? c.employment) !== 'w2' || !a.w2) continue;
    const states = [
      { state: place.state, state_wages: a.base * weeks, state_tax: a.w2.workStateTax },
      ...(a.w2.homeStateTax > 0 && home.state !== place.state
        ? [{ state: home.state, state_wages: a.base * weeks, state_tax: a.w2.homeStateTax }]
        : []),
    ];
    await ok(
      u.call('POST', '/api/v1/income-documents', {
        body: {
          agency,
          year: Y,
          kind: 'w2',
          box1_wages: a.base * weeks,
          box2_federal_tax_withheld: a.w2.box2,
          state_lines: states,
          local_lines: place.box20
            ? [{ locality: place.box20, local_wages: a.base * weeks, local_tax: a.w2.localTax }]
            : [],
        },
      }),
    );
  }
  if (c.household) {
    const { prior, ...fields } = c.household;
    await ok(u.call('PUT', `/api/v1/household/${Y}`, { body: { ...fields, ...prior } }), 200);
  }
  for (const p of c.payments) {
    const paid = p.day === null ? null : dayOf(p.day);
    await ok(
      u.call('POST', '/api/v1/quarterly-payments', {
        body: {
          year: Y,
          quarter: p.quarter,
          state: p.payee === 'federal' ? null : p.payee,
          amount: p.amount,
          paid_date: paid,
        },
      }),
    );
  }
  return u;
}
