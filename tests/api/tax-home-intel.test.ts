import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

const home = {
  address: '1 Main',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  rent_amount: 150000,
  voter_reg: true,
  drivers_license_state: 'TX',
};
const job = (over: Record<string, unknown> = {}) => ({
  facility: 'Houston Methodist',
  location: 'Houston',
  state: 'TX',
  zip: '77030',
  start_date: '2026-01-05',
  end_date: '2026-04-05',
  base_pay: 100000,
  housing_stipend: 70000,
  mie_stipend: 20000,
  ...over,
});

describe('GET /tax-home/test', () => {
  it('no tax home: itinerant', async () => {
    const u = await newUser();
    const res = await u.call('GET', '/api/v1/tax-home/test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verdict: 'itinerant', factorsMet: 0 });
  });

  it("reads the caller's home, documents and costs; another user's records do not count", async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    // Work near home: Round Rock (78664) is about 18 miles from Austin 78701.
    await u.call('POST', '/api/v1/assignments', {
      body: job({ location: 'Round Rock', zip: '78664', start_date: '2025-05-05', end_date: '2025-08-03' }),
    });
    const two = await u.call('GET', '/api/v1/tax-home/test');
    expect(two.body.factors.map((f: { met: boolean }) => f.met)).toEqual([true, true, true]);
    expect(two.body.verdict).toBe('tax_home');

    // The other user's home has no work near it, and u's assignment does not count for them.
    await other.call('POST', '/api/v1/tax-home', {
      body: { ...home, voter_reg: false, drivers_license_state: null },
    });
    await other.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'lease', title: 'Lease', date: '2026-01-01' },
    });
    const theirs = await other.call('GET', '/api/v1/tax-home/test');
    expect(theirs.body).toMatchObject({ verdict: 'itinerant', factorsMet: 1 });
    expect(theirs.body.factors[1].evidence).toContain('A lease or mortgage statement');
    // u has no lease: the other user's document is not u's evidence.
    const mine = await u.call('GET', '/api/v1/tax-home/test');
    expect(mine.body.factors[1].missing).toContain('Upload your lease or a mortgage statement');
  });
});

describe('GET /stipend-eligibility', () => {
  it('per assignment of the year, from the engine, only the caller’s', async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const { body: away } = await u.call('POST', '/api/v1/assignments', { body: job() });
    const { body: local } = await u.call('POST', '/api/v1/assignments', {
      body: job({ location: 'Austin', zip: '78701', start_date: '2026-05-04', end_date: '2026-08-02' }),
    });
    const res = await u.call('GET', '/api/v1/stipend-eligibility?year=2026');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((i: { assignmentId: number }) => [i.assignmentId, i]));
    expect(byId.get(away.id)).toMatchObject({ status: 'tax_free', taxableStipends: 0 });
    expect(byId.get(local.id)).toMatchObject({ status: 'taxable' });
    const mine = byId.get(local.id) as { conditions: Array<{ key: string; met: boolean }> };
    expect(mine.conditions.at(-1)).toMatchObject({ key: 'away_from_home', met: false });

    const theirs = await other.call('GET', '/api/v1/stipend-eligibility?year=2026');
    expect(theirs.body).toEqual({ year: 2026, items: [] });
    expect((await u.call('GET', '/api/v1/stipend-eligibility?year=1999')).status).toBe(400);
  });
});

describe('GET /tax-home/cost-benefit', () => {
  it("the engine's year with and without the home, against the caller's own costs and trips home", async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    await u.call('POST', '/api/v1/assignments', { body: job() });
    await u.call('POST', '/api/v1/tax-home-costs', {
      body: { category: 'rent', amount: 150000, month: 2, year: 2026 },
    });
    await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-02-14', miles: 160, purpose: 'tax_home_visit' },
    });
    // The other user's cost is not u's.
    await other.call('POST', '/api/v1/tax-home-costs', {
      body: { category: 'rent', amount: 99900, month: 2, year: 2026 },
    });
    const res = await u.call('GET', '/api/v1/tax-home/cost-benefit?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2026, homeCosts: 150000, visitMiles: 160 });
    // 160 mi before July 2026 at the year's first rate period (the engine's table).
    expect(res.body.visitMileageCost).toBeGreaterThan(0);
    // Without a tax home the 13 weeks of stipends (13 × 90,000 cents) are wages: more tax.
    expect(res.body.taxWithoutHome).toBeGreaterThan(res.body.taxWithHome);
    // Only the days away on the Jan 5 - Apr 5 contract are charged (issue 38): February's recorded rent, all 28
    // days away (1,500.00); the home's $1,500 monthly rent for the other months away, by their days away:
    // January 27/31 → 1,306.45, March 31/31 → 1,500.00, April 5/30 → 250.00; the months at home, nothing.
    expect(res.body).toMatchObject({ homeCosts: 150000, rentMonths: 3, rentFromHome: 305_645 });
    expect(res.body.net).toBe(
      res.body.taxSaved - res.body.homeCosts - res.body.rentFromHome - res.body.visitMileageCost,
    );
    expect(res.body.note).toContain('your monthly rent or mortgage of $1,500.00');

    // The other user's 999.00 is theirs (u's costs are 1,500.00), and with no day away none of it is charged.
    const theirs = await other.call('GET', '/api/v1/tax-home/cost-benefit?year=2026');
    expect(theirs.body).toMatchObject({ homeCosts: 0, visitMiles: 0, taxSaved: 0 });
  });
});

describe('GET /tax-home/visit-suggestions', () => {
  it("suggests the caller's own trips home of any year not yet a visit; a confirmed one is not suggested again", async () => {
    const u = await newUser();
    const other = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: home });
    const trips: number[] = [];
    for (const date of ['2025-07-04', '2026-02-14']) {
      const t = await u.call('POST', '/api/v1/mileage', {
        body: { date, miles: 160, purpose: 'tax_home_visit' },
      });
      trips.push(t.body.id);
    }
    await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-03-01', miles: 20, purpose: 'work_travel' },
    });
    // An expense naming the home city, not tied to an assignment, on the same day as the trip: one suggestion.
    const e = await u.call('POST', '/api/v1/expenses', {
      body: { date: '2026-02-14', category: 'other', amount: 4000, description: 'Dentist in austin' },
    });
    await other.call('POST', '/api/v1/tax-home', { body: home });
    const res = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toEqual([
      {
        date: '2026-02-14',
        mileage_trip_id: trips[1],
        expense_id: e.body.id,
        tax_home_doc_id: null,
        found: ['Trip home, 160 miles', 'Expense: Dentist in austin'],
      },
      expect.objectContaining({ date: '2025-07-04', mileage_trip_id: trips[0] }),
    ]);
    expect(res.body.tripsHomeThisYear).toBe(1);
    // Only u's records: the other user has none.
    expect((await other.call('GET', '/api/v1/tax-home/visit-suggestions')).body).toMatchObject({
      suggestions: [],
      tripsHomeThisYear: 0,
    });
    // Confirming: a visit with the suggestion's date and evidence.
    const s = res.body.suggestions[0];
    const v = await u.call('POST', '/api/v1/tax-home-visits', {
      body: {
        arrived: s.date,
        left: s.date,
        mileage_trip_id: s.mileage_trip_id,
        expense_id: s.expense_id,
      },
    });
    expect(v.status).toBe(201);
    const after = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
    expect(after.body.suggestions.map((x: { date: string }) => x.date)).toEqual(['2025-07-04']);
    expect(after.body.lastVisit).toBe('2026-02-14');
  });
});
