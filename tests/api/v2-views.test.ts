import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

// Method version 2 as the API shows it: overtime pay on the record, the per-assignment GSA test and stipend
// flags in every view, the home line's taxed base, places and dates in comparisons, the quarterly plan.

const assignment = (over: Record<string, unknown> = {}) => ({
  facility: 'Houston Methodist',
  location: 'Houston',
  state: 'TX',
  start_date: '2026-01-05',
  end_date: '2026-04-05', // 91 days = 13 weeks
  base_pay: 100000,
  housing_stipend: 70000,
  ...over,
});

describe('overtime_pay on assignments', () => {
  it('is returned on create, patch and read, 0 by default', async () => {
    const u = await newUser();
    const none = await u.call('POST', '/api/v1/assignments', { body: assignment() });
    expect(none.body.overtime_pay).toBe(0);
    const { body: a, status } = await u.call('POST', '/api/v1/assignments', {
      body: assignment({ overtime_pay: 250_000 }),
    });
    expect([status, a.overtime_pay]).toEqual([201, 250_000]);
    const patched = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { overtime_pay: 99 } });
    expect(patched.body.overtime_pay).toBe(99);
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.overtime_pay).toBe(99);
    const list = await u.call('GET', '/api/v1/assignments?year=2026');
    expect(list.body.map((x: { overtime_pay: number }) => x.overtime_pay).sort()).toEqual([0, 99]);
  });

  it.each([
    ['negative', -1],
    ['fractional', 10.5],
  ])('400 for %s overtime pay, on create and on patch', async (_l, overtime_pay) => {
    const u = await newUser();
    const bad = await u.call('POST', '/api/v1/assignments', { body: assignment({ overtime_pay }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('overtime_pay');
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: assignment() });
    const patch = await u.call('PATCH', `/api/v1/assignments/${a.id}`, { body: { overtime_pay } });
    expect(patch.status).toBe(400);
    expect((await u.call('GET', `/api/v1/assignments/${a.id}`)).body.overtime_pay).toBe(0);
  });
});

describe('gsa and stipendsTaxableReason on every view', () => {
  it("an assignment in the tax home's own city: not_away_from_home everywhere", async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Houston', state: 'TX', rent_amount: 100000 },
    });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: assignment() });
    const flags = {
      stipendsTaxable: true,
      stipendsTaxableReason: 'not_away_from_home',
      gsa: { area: 'Houston', checked: true, weeklyAllowance: 70_000 },
    };
    const profit = await u.call('GET', '/api/v1/assignment-profitability?year=2026');
    expect(profit.body.assignments[0]).toMatchObject({ assignmentId: a.id, ...flags });
    const states = await u.call('GET', '/api/v1/state-income?year=2026');
    expect(states.body.states[0].assignments[0]).toMatchObject({ id: a.id, ...flags });
    const dash = await u.call('GET', '/api/v1/dashboard');
    const year = new Date().getUTCFullYear();
    if (year === 2026) expect(dash.body.assignments[0]).toMatchObject({ id: a.id, ...flags });
  });

  it('no tax home: no_tax_home, and the dashboard of this year says so too', async () => {
    const u = await newUser();
    const year = new Date().getUTCFullYear();
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: assignment({ start_date: `${year}-01-05`, end_date: `${year}-04-05` }),
    });
    const reason = { stipendsTaxable: true, stipendsTaxableReason: 'no_tax_home' };
    const profit = await u.call('GET', `/api/v1/assignment-profitability?year=${year}`);
    expect(profit.body.assignments[0]).toMatchObject({ assignmentId: a.id, ...reason });
    expect(profit.body.assignments[0].gsa).toMatchObject({ checked: true, weeklyAllowance: 70_000 });
    const dash = await u.call('GET', '/api/v1/dashboard');
    expect(dash.body.assignments[0]).toMatchObject({ id: a.id, ...reason });
    const states = await u.call('GET', `/api/v1/state-income?year=${year}`);
    expect(states.body.states[0].assignments[0]).toMatchObject({ id: a.id, ...reason });
  });

  it('the home line carries taxedIncome: the base it taxes, even with nothing earned there', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Denver', state: 'CO', rent_amount: 100000 },
    });
    await u.call('POST', '/api/v1/assignments', {
      body: assignment({ housing_stipend: 0, base_pay: 300000 }),
    });
    const res = await u.call('GET', '/api/v1/state-income?year=2026');
    const home = res.body.states.find((s: { isHomeState: boolean }) => s.isHomeState);
    // CO taxes its resident on the whole year's wages (13 × 3,000.00) though nothing was earned in CO: a
    // resident's income is the household's (the filing year's line), as the base it taxes
    expect(home).toMatchObject({ state: 'CO', income: 3_900_000, taxedIncome: 3_900_000 });
    expect(home.tax).toBeGreaterThan(0);
  });

  it('a year without tables (2027) is answered with a note saying which year is used', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/assignments', {
      body: assignment({ start_date: '2027-01-04', end_date: '2027-04-04' }),
    });
    const note = '2027 figures are not published yet; 2026 brackets and rates are used.';
    const profit = await u.call('GET', '/api/v1/assignment-profitability?year=2027');
    expect([profit.status, profit.body.assignments.length]).toEqual([200, 1]);
    expect(profit.body.notes).toContain(note);
    const states = await u.call('GET', '/api/v1/state-income?year=2027');
    expect(states.body.notes).toContain(note);
    const est = await u.call('GET', '/api/v1/tax-estimate?year=2027');
    expect([est.status, est.body.grossIncome > 0]).toEqual([200, true]);
    expect(est.body.notes).toContain(note);
  });
});

describe('comparison with places, dates and overtime', () => {
  const contract = (over: Record<string, unknown>) => ({
    name: 'X',
    weeks: 13,
    base_pay: 120000,
    housing_stipend: 200000,
    mie_stipend: 50000,
    ...over,
  });

  it('Brooklyn without a ZIP is New York City; a town without its own rate is the standard one', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Omaha', state: 'NE' } });
    const res = await u.call('POST', '/api/v1/tax-calculate', {
      body: {
        year: 2026,
        contract_a: contract({ name: 'Brooklyn', state: 'NY', city: 'Brooklyn', start_date: '2026-03-02' }),
        contract_b: contract({ name: 'Town', state: 'TX', city: 'Nowhereville', overtime_pay: 300_000 }),
      },
    });
    expect(res.status).toBe(200);
    const { contractA: a, contractB: b } = res.body;
    expect(a).toMatchObject({ startDate: '2026-03-02', endDate: '2026-05-31' });
    expect(a.gsa.area).toMatch(/New York/);
    expect(b.gsa).toMatchObject({ area: 'Standard CONUS Rate', checked: true, weeklyAllowance: 250_000 });
    // 2,500.00 a week is above the standard rate (7 × (110 + 68) = 1,246.00) but not New York's
    expect(b.gsa.excess).toBeGreaterThan(0);
    expect(a.gsa.excess).toBeLessThan(b.gsa.excess);
    // overtime is pay: 13 × (1,200 + 2,500) + 3,000
    expect(b.grossComp).toBe(13 * 370_000 + 300_000);
    expect(b.startDate).toBe('2026-01-01');
    // tax-method §4b and §10: no local tax applies (New York City taxes its residents only), and NY and the
    // home state NE repeat some 2025 figures in 2026
    expect(res.body.notes).toEqual([
      expect.stringMatching(/^No local income tax applies to your tax home or assignments/),
      'New York has not published all of its 2026 figures; some 2025 amounts are used.',
      'Nebraska has not published all of its 2026 figures; some 2025 amounts are used.',
    ]);
  });

  it('a 104-week contract is taxed in each year it spans, with a note for a year without tables', async () => {
    const u = await newUser();
    const long = contract({
      name: 'Long',
      state: 'TX',
      city: 'Houston',
      weeks: 104,
      start_date: '2026-01-05',
    });
    const res = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2026, contract_a: long, contract_b: { ...long, weeks: 52 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.contractA).toMatchObject({ startDate: '2026-01-05', endDate: '2028-01-02' });
    expect(res.body.contractA.grossComp).toBe(104 * 370_000);
    // two years' brackets: less tax than twice the one-year contract's is not guaranteed, but more than once
    expect(res.body.contractA.federalTax).toBeGreaterThan(res.body.contractB.federalTax);
    expect(res.body.notes).toContain('2027 figures are not published yet; 2026 brackets and rates are used.');
  });
});

describe('the tax estimate and its quarterly plan', () => {
  it('1099: due, paid from the recorded payment, and remaining per quarter', async () => {
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    await u.call('POST', '/api/v1/assignments', { body: assignment({ base_pay: 300000 }) });
    const pay = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 2, amount: 150_000, paid_date: '2026-06-12' },
    });
    expect(pay.status).toBe(201);
    const again = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 2, amount: 1 },
    });
    expect(again.status).toBe(409);
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2026');
    const plan = res.body.quarterlyPlan;
    expect(plan.quarters.map((q: { dueDate: string }) => q.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    // IRC 6654(b)(3): the Q2 payment (Jun 12) is credited to the unpaid Q1 installment first, the rest to Q2
    // (it used to stay with Q2 while Q1 showed unpaid: the settlement's plan said otherwise).
    const [q1, q2] = plan.quarters;
    expect(q1).toMatchObject({ quarter: 1, paid: Math.min(q1.amount, 150_000), priorYearSafeHarbor: null });
    expect(q2).toMatchObject({ quarter: 2, paid: Math.max(0, Math.min(q2.amount, 150_000 - q1.amount)) });
    expect(q2.remaining).toBe(q2.amount - q2.paid);
    expect(plan.quarters.map((q: { paid: number }) => q.paid)).toEqual(
      res.body.settlement.estimatedPlan.quarters.map((q: { paid: number }) => q.paid),
    );
    expect(plan.paid).toBe(150_000);
    expect(plan.remaining).toBe(
      plan.quarters.reduce((s: number, q: { remaining: number }) => s + q.remaining, 0),
    );
    expect(res.body.quarterlyPayments).toEqual(plan.quarters);
    expect(res.body.seTax).toBeGreaterThan(0);
  });

  it("1099: net profit takes the year's mileage deduction, rounded per rate period over every trip", async () => {
    // tax-method §2: P = gross - expenses - the year's mileage deduction (§5: the sum over rate periods of
    // round(deductible miles in the period × rate)). Two 1-mile trips in January-June 2026 (72.5¢), each
    // linked to its own assignment: the year's deduction is round(2 × 72.5) = 145 cents, not 73 + 73.
    // gross: 13 + 4 weeks × 1,000.00 = 17,000.00; P = 1,700,000 - 145 = 1,699,855 cents
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: assignment({ housing_stipend: 0 }),
    });
    const { body: b } = await u.call('POST', '/api/v1/assignments', {
      body: assignment({ housing_stipend: 0, start_date: '2026-04-12', end_date: '2026-05-09' }),
    });
    for (const [date, id] of [
      ['2026-02-01', a.id],
      ['2026-04-20', b.id],
    ]) {
      const trip = await u.call('POST', '/api/v1/mileage', {
        body: { date, miles: 1, purpose: 'work_travel', assignment_id: id },
      });
      expect(trip.status).toBe(201);
    }
    const summary = await u.call('GET', '/api/v1/mileage/summary?year=2026');
    expect(summary.body.deductionAmount).toBe(145);
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2026');
    expect([res.body.grossIncome, res.body.taxableIncome]).toEqual([1_700_000, 1_699_855]);
  });

  it('W-2: no plan (the employer withholds), FICA in the total, the overtime deduction shown', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/assignments', {
      body: assignment({ base_pay: 300000, overtime_pay: 300_000, hours_per_week: 48 }),
    });
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2026');
    expect(res.body.quarterlyPlan).toBeNull();
    expect(res.body.quarterlyPayments).toEqual([]);
    expect(res.body.ficaTax).toBeGreaterThan(0);
    // method v3: the FLSA premium of 48-hour weeks, overtime paid after 36 hours:
    // round(3,000.00 × (48 - 40) / (3 × (48 - 36))) = round(3,000 × 8 / 36) = 666.67
    expect(res.body.federal.overtimeDeduction).toBe(66_667);
  });
});

describe('GET /per-diem says whether a place is checked', () => {
  it.each([
    ['Anchorage, AK', 'state=AK&city=Anchorage', false],
    ['Honolulu, HI', 'state=HI&city=Honolulu', false],
    ['a standard-rate town', 'state=TX&city=Nowhereville', true],
  ])('%s', async (_l, query, checked) => {
    const u = await newUser();
    const res = await u.call('GET', `/api/v1/per-diem?${query}&date=2026-03-01`);
    expect(res.status).toBe(200);
    expect(res.body.checked).toBe(checked);
    expect(res.body.check).toMatch(checked ? /^Checked: .* a week/ : /^Not checked: /);
  });
});

describe('one GSA computation', () => {
  it('the notification, the dashboard and profitability agree on a seasonal-area excess', async () => {
    const u = await newUser();
    const year = new Date().getUTCFullYear();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Omaha', state: 'NE', rent_amount: 100000 },
    });
    // Naples, FL: high season (Feb-Apr) allows more than the off-season months, so 2,200.00 a week is
    // within the rate in winter and above it from May
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: assignment({
        facility: 'NCH Baker',
        location: 'Naples',
        state: 'FL',
        start_date: `${year}-01-05`,
        end_date: `${year}-12-27`,
        housing_stipend: 170_000,
        mie_stipend: 50_000,
      }),
    });
    const profit = await u.call('GET', `/api/v1/assignment-profitability?year=${year}`);
    const excess = profit.body.assignments[0].gsa.excess;
    expect(excess).toBeGreaterThan(0);
    expect(profit.body.assignments[0].gsa.weeklyRateMin).toBeLessThan(
      profit.body.assignments[0].gsa.weeklyRateMax,
    );
    const dash = await u.call('GET', '/api/v1/dashboard');
    expect(dash.body.assignments.find((x: { id: number }) => x.id === a.id).gsa.excess).toBe(excess);
    const gsaCriterion = dash.body.auditReadiness.criteria.find(
      (c: { key: string }) => c.key === 'gsa_compliance',
    );
    expect(gsaCriterion).toMatchObject({ passed: false, assignmentId: a.id });
    const open = await u.call('GET', '/api/v1/notifications');
    const note = open.body.find((n: { type: string }) => n.type === 'gsa_exceeds');
    const dollars = `$${(excess / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(note.body).toContain(`1 assignment pays ${dollars}`);
    expect(note.link).toBe(`/assignments/${a.id}#gsa`);
  });
});
