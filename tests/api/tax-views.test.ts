import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

const txAssignment = (over: Record<string, unknown> = {}) => ({
  facility: 'Houston Methodist',
  location: 'Houston',
  state: 'TX',
  start_date: '2025-01-06',
  end_date: '2025-04-06', // 91 days = 13 weeks
  base_pay: 100000,
  ...over,
});

describe('GET /assignment-profitability', () => {
  it('W-2 in a no-tax state: FICA only below the standard deduction', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Austin', state: 'TX', rent_amount: 100000 },
    });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: txAssignment() });
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2025');
    expect(res.status).toBe(200);
    // pay = round(100000 × 91 / 7) = 1,300,000; federal: 13,000 − 15,750 < 0 → 0;
    // FICA = 6.2% × 1,300,000 = 80,600 + 1.45% × 1,300,000 = 18,850 → 99,450; TX: no tax.
    expect(res.body).toMatchObject({ year: 2025, employmentType: 'w2', totalNetProfit: 1_200_550 });
    expect(res.body.assignments[0]).toMatchObject({
      assignmentId: a.id,
      weeks: 13,
      grossComp: 1_300_000,
      taxableIncome: 1_300_000,
      federalTax: 0,
      stateTax: 0,
      ficaTax: 99_450,
      seTax: 0,
      totalTax: 99_450,
      netProfit: 1_200_550,
      profitMargin: 0.9235,
    });
  });

  it('federal tax once, then allocated in proportion to taxable income', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Austin', state: 'TX' } });
    await u.call('POST', '/api/v1/assignments', { body: txAssignment({ base_pay: 100000 }) });
    await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ start_date: '2025-05-05', end_date: '2025-08-03', base_pay: 100000 }),
    });
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2025');
    // wages 2 × 1,300,000 = 2,600,000; taxable 26,000 − 15,750 = 10,250 → 10% = 102,500 cents, split 51,250 each.
    expect(res.body.assignments.map((i: { federalTax: number }) => i.federalTax)).toEqual([51_250, 51_250]);
    expect(res.body.averageNetProfit).toBe(Math.round(res.body.totalNetProfit / 2));
  });

  it("a year without tax tables is computed with the nearest year's, with a note (docs/tax-method.md §10)", async () => {
    const u = await newUser();
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2019');
    expect([res.status, res.body.year]).toEqual([200, 2019]);
    const states = await u.call('GET', '/api/v1/state-income?year=2019');
    expect(states.status).toBe(200);
    expect(states.body.notes).toContain(
      '2019 federal figures are not in the app; 2024 federal brackets and rates are used.',
    );
    // outside 2000-2100 the year itself is invalid
    expect((await u.call('GET', '/api/v1/assignment-profitability?year=1999')).status).toBe(400);
  });

  it('feeds overtime pay, the tax home city and the GSA test into the engine', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Houston', state: 'TX', rent_amount: 100000 },
    });
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ overtime_pay: 130000, housing_stipend: 70000 }),
    });
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2025');
    // 13 × 1,000 base + 1,300 overtime + 13 × 700 housing = 23,400.00; Houston is the tax home's city:
    // the stipends are wages (docs/tax-method.md §2 not_away_from_home)
    expect(res.body.assignments[0]).toMatchObject({
      assignmentId: a.id,
      grossComp: 2_340_000,
      taxableIncome: 2_340_000,
      stipendsTaxable: true,
      stipendsTaxableReason: 'not_away_from_home',
      gsa: { area: 'Houston', checked: true, weeklyAllowance: 70_000 },
    });
  });
});

describe('linked costs in profitability and the estimate', () => {
  it('deducts linked trips at the rate of their date across the 2026 change', async () => {
    const u = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ start_date: '2026-06-01', end_date: '2026-08-30' }),
    });
    for (const [date, miles, purpose] of [
      ['2026-06-15', 100, 'work_travel'],
      ['2026-06-30', 20, 'licensing'],
      ['2026-07-15', 100, 'tax_home_visit'],
      ['2026-07-20', 50, 'personal'],
    ] as const) {
      await u.call('POST', '/api/v1/mileage', { body: { date, miles, purpose, assignment_id: a.id } });
    }
    await u.call('POST', '/api/v1/mileage', {
      body: { date: '2026-07-16', miles: 999, purpose: 'work_travel' },
    });
    await u.call('POST', '/api/v1/expenses', {
      body: { date: '2026-06-02', category: 'lodging', amount: 12_345, assignment_id: a.id },
    });
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2026');
    expect(res.status).toBe(200);
    // 120 deductible miles × 72.5 = 8,700 + 100 × 76 = 7,600 → 16,300 cents; the personal 50 and the
    // unlinked 999 are not this contract's.
    expect(res.body.assignments[0]).toMatchObject({
      assignmentId: a.id,
      linkedMiles: 220,
      linkedMileageDeduction: 16_300,
      linkedExpenses: 12_345,
    });
  });

  it('estimates 2025 with 2024 as the prior year (2024 state figures stand in from 2025)', async () => {
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ start_date: '2024-01-08', end_date: '2024-04-07' }),
    });
    await u.call('POST', '/api/v1/assignments', { body: txAssignment() });
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2025);
    expect(res.body.quarterlyPayments).toHaveLength(4);
    expect(res.body.quarterlyPlan.priorYearRequired).toBeGreaterThan(0);
  });

  it('a Philadelphia tax home: the local wage tax is its own line and part of the total (method v3 §4b)', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Market St', city: 'Philadelphia', state: 'PA', zip: '19104' },
    });
    await u.call('POST', '/api/v1/assignments', { body: txAssignment() });
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    expect(res.status).toBe(200);
    // 13 × 1,000 = 13,000.00 earned 2025-01-06..04-06, all before July 1: 13,000 × 3.75% = 487.50
    expect(res.body.locals).toEqual([
      { id: 'PA-philadelphia', name: 'Philadelphia', state: 'PA', resident: true, tax: 48_750 },
    ]);
    expect(res.body.localTax).toBe(48_750);
    expect(res.body.totalTax).toBe(
      res.body.federal.tax + res.body.ficaTax + res.body.seTax + res.body.stateTax + res.body.localTax,
    );
  });

  it('without prior-year data the plan is 90% of this year; payments fill the quarters', async () => {
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    await u.call('POST', '/api/v1/assignments', { body: txAssignment() });
    await u.call('POST', '/api/v1/quarterly-payments', { body: { year: 2025, quarter: 1, amount: 10_000 } });
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    const plan = res.body.quarterlyPlan;
    expect(plan.priorYearRequired).toBeNull();
    // F = federal income tax + SE tax less the refundable credits (IRC 6654(f)): here the earned income
    // credit of a low 1099 profit; the annual payment is round(90% × F)
    expect(res.body.federal.earnedIncomeCredit).toBeGreaterThan(0);
    expect(plan.federalTax).toBe(res.body.federal.tax + res.body.seTax - res.body.federal.earnedIncomeCredit);
    expect(plan.annualPayment).toBe(Math.round(plan.federalTax * 0.9));
    expect(plan.quarters[0]).toMatchObject({ quarter: 1, paid: 10_000 });
    expect(plan.quarters[0].remaining).toBe(Math.max(0, plan.quarters[0].amount - 10_000));
  });

  it('1099 net profit counts unlinked expenses and meals at 50%', async () => {
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: txAssignment() });
    await u.call('POST', '/api/v1/expenses', {
      body: { date: '2025-02-02', category: 'meals', amount: 40_000, assignment_id: a.id },
    });
    await u.call('POST', '/api/v1/expenses', {
      body: { date: '2025-02-03', category: 'travel', amount: 50_000 },
    });
    const res = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    // P = 13,000 - (900 - 400 + 50% × 400) = 12,300.00
    expect(res.body.taxableIncome).toBe(1_230_000);
  });
});

describe('GET /mileage/summary', () => {
  it('deducts each trip at the rate of its date across the 2026 change', async () => {
    const u = await newUser();
    for (const [date, miles, purpose] of [
      ['2026-06-30', 100, 'work_travel'],
      ['2026-07-01', 100, 'tax_home_visit'],
      ['2026-07-02', 50, 'personal'],
    ] as const) {
      await u.call('POST', '/api/v1/mileage', { body: { date, miles, purpose } });
    }
    const res = await u.call('GET', '/api/v1/mileage/summary?year=2026');
    expect(res.status).toBe(200);
    // 100 × 72.5 = 7,250 + 100 × 76 = 7,600 → 14,850 cents; personal miles are not deductible.
    expect(res.body).toMatchObject({
      year: 2026,
      totalMiles: 250,
      deductibleMiles: 200,
      nonDeductibleMiles: 50,
      totalTrips: 3,
      deductionAmount: 14_850,
    });
    expect(res.body.byPurpose.personal).toEqual({ miles: 50, trips: 1 });
    expect(res.body.byMonth['07']).toEqual({ miles: 150, trips: 2, deductibleMiles: 100 });
    expect(Object.keys(res.body.byMonth).sort()).toHaveLength(12);
  });
});

describe('GET /dashboard', () => {
  it('starts a new user with the criteria that cannot apply yet passing', async () => {
    const u = await newUser();
    const res = await u.call('GET', '/api/v1/dashboard');
    expect(res.status).toBe(200);
    const { auditReadiness } = res.body;
    expect(auditReadiness.total).toBe(11);
    expect(auditReadiness.criteria.map((c: { key: string }) => c.key)).toEqual([
      'rent_paid',
      'active_assignment',
      'recent_visit',
      'voter_reg',
      'drivers_license',
      'property_status',
      'twelve_month',
      'costs_recorded',
      'gsa_compliance',
      'expenses_tracked',
      'mileage_logged',
    ]);
    expect(auditReadiness.status).toBe('action_needed');
    expect(res.body).toMatchObject({ taxHome: null, assignments: [], expenses: [], mileageTrips: [] });
    expect(res.body.user).toMatchObject({ id: u.id, plan: 'pro', employment_type: 'w2' });
  });

  it('counts a criterion once the record exists', async () => {
    const u = await newUser();
    const before = (await u.call('GET', '/api/v1/dashboard')).body.auditReadiness;
    const today = new Date().toISOString().slice(0, 10);
    // A W-2 worker's meal is flagged (not deductible), so it does not meet "Expenses tracked"; supplies do.
    await u.call('POST', '/api/v1/expenses', { body: { date: today, category: 'meals', amount: 1200 } });
    const flagged = (await u.call('GET', '/api/v1/dashboard')).body;
    expect(flagged.auditReadiness.score).toBe(before.score);
    expect(flagged.expenses).toHaveLength(1);
    await u.call('POST', '/api/v1/expenses', { body: { date: today, category: 'supplies', amount: 1200 } });
    expect((await u.call('GET', '/api/v1/dashboard')).body.auditReadiness.score).toBe(before.score);
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    // A 1099 contractor's $12 meal needs no receipt: both pass, and the criterion counts.
    expect((await u.call('GET', '/api/v1/dashboard')).body.auditReadiness.score).toBe(before.score + 1);
  });
});

describe('GET /per-diem and /location-durations', () => {
  it('looks up a GSA rate by zip and by city', async () => {
    const u = await newUser();
    const std = await u.call('GET', '/api/v1/per-diem?state=TX&city=Nowhereville&date=2026-03-01');
    expect(std.body).toMatchObject({
      area: 'Standard CONUS Rate',
      fiscalYear: 2026,
      lodging: 11000,
      mie: 6800,
      weeklyHousingMax: 77000,
      weeklyMieMax: 47600,
    });
    expect((await u.call('GET', '/api/v1/per-diem')).status).toBe(400);
  });

  it('reports days per place in the rolling 24 months', async () => {
    const u = await newUser();
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const start = new Date(today.getTime() - 99 * 86_400_000);
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'F',
        location: 'Denver',
        state: 'CO',
        start_date: iso(start),
        end_date: iso(today),
        base_pay: 1,
      },
    });
    const res = await u.call('GET', '/api/v1/location-durations');
    expect(res.body).toEqual([
      { location: 'Denver', state: 'CO', days: 100, facilities: ['F'], status: 'safe' },
    ]);
  });
});

describe('an assignment paid otherwise than the profile (a W-2 and a 1099 in one year, docs/tax-method.md §3a)', () => {
  // 70 days = 10 weeks each: 150,000 of W-2 wages (Houston) and 60,000 of 1099 pay (Dallas), Texas, single.
  const both = async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Austin', state: 'TX' } });
    const w2 = await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ start_date: '2025-03-01', end_date: '2025-05-09', base_pay: 1_500_000 }),
    });
    const contract = await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({
        location: 'Dallas',
        start_date: '2025-06-01',
        end_date: '2025-08-09',
        base_pay: 600_000,
        employment_type: '1099',
      }),
    });
    return { u, w2: w2.body, contract: contract.body };
  };

  it('a W-2 user with one assignment marked 1099 pays SE tax on that one only', async () => {
    const { u, w2, contract } = await both();
    expect([w2.employment_type, contract.employment_type]).toEqual([null, '1099']);
    const res = await u.call('GET', '/api/v1/assignment-profitability?year=2025');
    expect(res.body.employmentType).toBe('w2');
    // FICA on the wages: 6.2% × 150,000 + 1.45% × 150,000 = 11,475.00; SE on P = 60,000: base 55,410.00,
    // SS 12.4% × (176,100 − 150,000) = 3,236.40 + Medicare 1,606.89 + 0.9% × (55,410 − 50,000) 48.69 = 4,891.98
    expect(res.body.assignments.map((a: { ficaTax: number; seTax: number }) => [a.ficaTax, a.seTax])).toEqual(
      [
        [1_147_500, 0],
        [0, 489_198],
      ],
    );
    const estimate = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    expect(estimate.body).toMatchObject({ employmentType: 'w2', ficaTax: 1_147_500, seTax: 489_198 });
    // AGI 210,000 − half SE 2,421.65 = 207,578.35; QBI 60,000 − 2,421.65 = 57,578.35, 20% = 11,515.67
    expect(estimate.body.federal).toMatchObject({ agi: 20_757_835, qbi: 5_757_835, qbiDeduction: 1_151_567 });
    // The 1099 part is not withheld: the estimate gives the 1040-ES plan beside the W-2 withholding.
    expect(estimate.body.quarterlyPlan).not.toBeNull();
  });

  it('cleared, the assignment is the profile’s again: FICA on both, no SE tax', async () => {
    const { u, contract } = await both();
    const cleared = await u.call('PATCH', `/api/v1/assignments/${contract.id}`, {
      body: { employment_type: null },
    });
    expect([cleared.status, cleared.body.employment_type]).toEqual([200, null]);
    const estimate = await u.call('GET', '/api/v1/tax-estimate?year=2025');
    // 210,000 of wages: 6.2% × 176,100 = 10,918.20 + 1.45% × 210,000 = 3,045.00 + 0.9% × 10,000 = 90.00
    expect(estimate.body).toMatchObject({ seTax: 0, ficaTax: 1_405_320, quarterlyPlan: null });
  });

  it('refuses an employment type that is not w2 or 1099', async () => {
    const u = await newUser();
    const res = await u.call('POST', '/api/v1/assignments', {
      body: txAssignment({ employment_type: 'k1' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('employment_type');
  });
});
