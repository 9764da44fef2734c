import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

// What the household of a tax year (tax method v3) and the payments entered feed into the tax estimate's
// answer: what is owed or comes back, federal, per state and local. The resource itself:
// ./household.test.ts.

type User = Awaited<ReturnType<typeof newUser>>;
const PATH = '/api/v1/household/2026';

// A W-2 nurse with an Omaha tax home and a Denver contract: 25 weeks (175 days, Jan 5 to Jun 28) at
// $1,500 a week, stipends well under the GSA rates, so her taxable wages are 25 × 150,000 = 3,750,000 cents.
async function nurse(label: string) {
  const u = await newUser(label);
  await u.call('POST', '/api/v1/tax-home', {
    body: {
      address: '1234 Maple St',
      city: 'Omaha',
      state: 'NE',
      zip: '68102',
      rent_amount: 145_000,
      last_visit_date: '2026-03-21',
      voter_reg: true,
      drivers_license_state: 'NE',
    },
  });
  const a = await u.call('POST', '/api/v1/assignments', {
    body: {
      facility: 'Denver Health',
      location: 'Denver',
      state: 'CO',
      agency: 'Trusted Nurse Staffing',
      start_date: '2026-01-05',
      end_date: '2026-06-28',
      base_pay: 150_000,
      housing_stipend: 20_000,
      mie_stipend: 10_000,
    },
  });
  expect(a.status).toBe(201);
  return u;
}

const estimate = async (u: User) => {
  const res = await u.call('GET', '/api/v1/tax-estimate?year=2026');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('the tax estimate answers what is owed or comes back', () => {
  it('nothing entered: everything is owed, nothing is paid', async () => {
    const u = await nurse('answer-none');
    const e = await estimate(u);
    expect(e.taxableIncome).toBe(3_750_000);
    // Nothing entered: the return is the worker's alone, so its tax is her federal income tax.
    expect(e.settlement.federal).toMatchObject({ tax: e.federal.tax, paid: 0, balance: e.federal.tax });
    const states = Object.fromEntries(e.states.map((s: { state: string; tax: number }) => [s.state, s.tax]));
    for (const line of e.settlement.states)
      expect(line).toEqual({ ...line, tax: states[line.state], paid: 0 });
    // Denver's occupational privilege tax is a local line of its own ($5.75 a month of work there).
    expect(e.settlement.local.map((l: { id: string; name: string }) => l.name)).toEqual(
      e.locals.map((l: { name: string }) => l.name),
    );
    expect(e.settlement.total.tax).toBe(e.federal.tax + e.stateTax + e.localTax);
    expect(e.settlement.outcome).toBe('owe');
    expect(e.withholdingCheck).toMatchObject({ onTrack: false, paid: 0, gap: e.federal.tax });
  });

  it('a year with a household but no assignment: its other income is taxed, and no view fails', async () => {
    const u = await nurse('answer-household-only');
    const put = await u.call('PUT', '/api/v1/household/2025', { body: { other_income: 2_800_000 } });
    expect(put.status).toBe(200);
    const states = await u.call('GET', '/api/v1/state-income?year=2025');
    expect(states.status, JSON.stringify(states.body)).toBe(200);
    // Nebraska, the home state, taxes the household's other income; no assignment shares it.
    const home = states.body.states.find((s: { state: string }) => s.state === 'NE');
    expect(home.tax).toBeGreaterThan(0);
    for (const path of ['/api/v1/tax-estimate?year=2025', '/api/v1/assignment-profitability?year=2025']) {
      const res = await u.call('GET', path);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('a pay stub is projected to December 31; a W-2 for its agency replaces it; the spouse adds hers', async () => {
    const u = await nurse('answer-stub');
    const stub = await u.call('POST', '/api/v1/income-documents', {
      body: {
        agency: 'Trusted Nurse Staffing, Inc.',
        year: 2026,
        kind: 'paystub',
        pay_date: '2026-03-29',
        box1_wages: 1_800_000,
        box2_federal_tax_withheld: 180_000,
        state_lines: [{ state: 'CO', state_wages: 1_800_000, state_tax: 79_200 }],
      },
    });
    expect([stub.status, stub.body.pay_date]).toEqual([201, '2026-03-29']);
    // A stub's pay date outside its tax year is refused, and nothing is written.
    const wrong = await u.call('POST', '/api/v1/income-documents', {
      body: { agency: 'Trusted Nurse Staffing', year: 2026, kind: 'paystub', pay_date: '2025-12-31' },
    });
    expect([wrong.status, wrong.body.error.details[0].path]).toEqual([400, 'pay_date']);
    expect((await u.call('GET', '/api/v1/income-documents?year=2026')).headers.get('x-total-count')).toBe(
      '1',
    );
    let e = await estimate(u);
    // 91 of the 175 days come after March 29: 3,750,000 × 91 / 175 = 1,950,000 of wages still to come.
    // Federal: 180,000 + 180,000 × 1,950,000 / 1,800,000 = 375,000; Colorado: 79,200 + 85,800 = 165,000.
    expect(e.settlement.paid).toMatchObject({
      federalWithheld: 375_000,
      stateWithheld: [{ state: 'CO', amount: 165_000 }],
    });
    expect(e.settlement.federal).toMatchObject({
      tax: e.federal.tax,
      paid: 375_000,
      balance: e.federal.tax - 375_000,
    });
    expect(e.notes.join(' ')).toContain('projected from your pay stub of Mar 29, 2026');

    await u.call('PUT', PATH, { body: { spouse_federal_withheld: 300_000, spouse_state_withheld: 100_000 } });
    e = await estimate(u);
    expect(e.settlement.paid.federalWithheld).toBe(675_000);
    expect(e.settlement.paid.stateWithheld).toEqual([
      { state: 'CO', amount: 165_000 },
      { state: 'NE', amount: 100_000 },
    ]);

    await u.call('POST', '/api/v1/income-documents', {
      body: {
        agency: 'Trusted Nurse Staffing',
        year: 2026,
        kind: 'w2',
        box1_wages: 3_750_000,
        box2_federal_tax_withheld: 400_000,
        state_lines: [{ state: 'CO', state_wages: 3_750_000, state_tax: 160_000 }],
      },
    });
    e = await estimate(u);
    expect(e.settlement.paid.federalWithheld).toBe(700_000); // 400,000 box 2 + 300,000 the spouse's
    expect(e.settlement.paid.stateWithheld).toEqual([
      { state: 'CO', amount: 160_000 },
      { state: 'NE', amount: 100_000 },
    ]);
    const lines = [e.settlement.federal, ...e.settlement.states, ...e.settlement.local];
    const total = lines.reduce((n: number, l: { balance: number }) => n + l.balance, 0);
    expect(e.settlement.total.balance).toBe(total);
    expect(e.settlement.outcome).toBe(total > 0 ? 'owe' : total < 0 ? 'refund' : 'even');
    const check = e.withholdingCheck;
    expect(check).toMatchObject({ federalTax: e.settlement.federal.tax, paid: e.settlement.federal.paid });
    expect(check.gap).toBe(Math.max(0, e.settlement.federal.balance));
    expect(check.onTrack).toBe(check.gap === 0);
  });

  it('withholding over the tax is a refund, and the check is on track', async () => {
    const u = await nurse('answer-refund');
    await u.call('POST', '/api/v1/income-documents', {
      body: {
        agency: 'Trusted Nurse Staffing',
        year: 2026,
        kind: 'w2',
        box2_federal_tax_withheld: 2_000_000,
      },
    });
    const e = await estimate(u);
    expect(e.settlement.federal.balance).toBe(e.federal.tax - 2_000_000);
    expect(e.settlement.federal.balance).toBeLessThan(0);
    expect(e.withholdingCheck).toMatchObject({ onTrack: true, gap: 0, extraPerPaycheck: 0 });
  });

  it('a 1099 worker: federal and state estimated payments count apart, one per quarter and payee', async () => {
    const u = await nurse('answer-1099');
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const federal = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 1, amount: 20_000 },
    });
    const state = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 1, amount: 50_000, state: 'NE' },
    });
    expect([federal.status, federal.body.state, state.status, state.body.state]).toEqual([
      201,
      null,
      201,
      'NE',
    ]);
    const again = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 1, amount: 1, state: 'NE' },
    });
    expect(again.status).toBe(409);
    const e = await estimate(u);
    expect(e.quarterlyPlan.quarters[0].paid).toBe(20_000);
    expect(e.settlement.paid).toMatchObject({
      federalEstimated: 20_000,
      stateEstimated: [{ state: 'NE', amount: 50_000 }],
    });
    expect(e.settlement.federal.tax).toBe(e.federal.tax + e.seTax);
    expect(e.settlement.federal.paid).toBe(20_000);
    expect(e.withholdingCheck).toBeNull();
    // The plan marks each quarter whose due date has passed with something unpaid (today is the clock's).
    const today = new Date().toISOString().slice(0, 10);
    for (const q of e.settlement.estimatedPlan.quarters) {
      expect(q.overdue).toBe(q.dueDate < today && q.remaining > 0);
    }
  });

  it("a married nurse's estimate changes when her spouse's wages are entered", async () => {
    const u = await nurse('answer-joint');
    await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'married_joint' } });
    const alone = await estimate(u);
    await u.call('PUT', PATH, { body: { spouse_wages: 7_000_000, spouse_federal_withheld: 600_000 } });
    const joint = await estimate(u);
    // $70,000 more on the return: the return's federal tax rises, and so does her share (the increment her
    // pay adds on top of her spouse's, in a higher bracket).
    expect(joint.settlement.federal.tax).toBeGreaterThan(alone.settlement.federal.tax);
    expect(joint.federal.tax).toBeGreaterThan(alone.federal.tax);
    expect(joint.settlement.federal.paid).toBe(alone.settlement.federal.paid + 600_000);
    // Clearing the household brings back the figures of a worker who entered nothing.
    await u.call('PUT', PATH, { body: {} });
    expect((await estimate(u)).settlement).toEqual(alone.settlement);
  });

  it('W-2 box 12 code TT is the qualified overtime, in the estimate and in profitability alike', async () => {
    const u = await nurse('answer-tt');
    expect((await estimate(u)).federal.overtimeDeduction).toBe(0); // no overtime on the contract
    const doc = await u.call('POST', '/api/v1/income-documents', {
      body: { agency: 'Trusted Nurse Staffing', year: 2026, kind: 'w2', box12_tt_overtime: 300_000 },
    });
    expect([doc.status, doc.body.box12_tt_overtime]).toEqual([201, 300_000]);
    // $3,000 reported, under the $12,500 cap and far under the phase-out: all of it is deducted.
    const e = await estimate(u);
    expect(e.federal.overtimeDeduction).toBe(300_000);
    const prof = await u.call('GET', '/api/v1/assignment-profitability?year=2026');
    expect(prof.body.assignments[0].federalTax).toBe(e.federal.tax);
  });

  it("another user's documents and household count for nobody else", async () => {
    const [a, b] = await Promise.all([nurse('answer-iso-a'), nurse('answer-iso-b')]);
    await a.call('POST', '/api/v1/income-documents', {
      body: { agency: 'Trusted Nurse Staffing', year: 2026, kind: 'w2', box2_federal_tax_withheld: 500_000 },
    });
    await a.call('PUT', PATH, { body: { spouse_federal_withheld: 1_000 } });
    expect((await estimate(a)).settlement.paid.federalWithheld).toBe(501_000);
    expect((await estimate(b)).settlement.paid.federalWithheld).toBe(0);
  });
});

describe('version 3 additions: the retirement plan and W-2 local withholding', () => {
  it('the plan round-trips, clears with null, and sets the limit (SEP vs solo 401(k))', async () => {
    const u = await nurse('plan-1099');
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    // P = 25 weeks × (1,500 + 200 + 100) = 45,000.00; SE base 45,000 × 0.9235 = 41,557.50: SS 12.4% = 5,153.13,
    // Medicare 2.9% = 1,205.17, half = 3,179.15; E = 45,000 - 3,179.15 = 41,820.85
    // SEP: 20% × 41,820.85 = 8,364.17; solo 401(k): min(72,000, 24,500 + 8,364.17) = 32,864.17 ≥ 20,000
    const put = await u.call('PUT', PATH, {
      body: { retirement_contributions: 2_000_000, retirement_plan: 'sep' },
    });
    expect([put.status, put.body.retirement_plan]).toEqual([200, 'sep']);
    expect((await estimate(u)).federalReturn.retirementDeduction).toBe(836_417);
    const solo = await u.call('PATCH', PATH, { body: { retirement_plan: 'solo_401k' } });
    expect(solo.body).toMatchObject({ retirement_plan: 'solo_401k', retirement_contributions: 2_000_000 });
    expect((await estimate(u)).federalReturn.retirementDeduction).toBe(2_000_000);
    // null is "not entered": a solo 401(k), as before the field existed
    const cleared = await u.call('PATCH', PATH, { body: { retirement_plan: null } });
    expect(cleared.body.retirement_plan).toBeNull();
    expect((await estimate(u)).federalReturn.retirementDeduction).toBe(2_000_000);
  });

  it('W-2 box 19 pays the local line box 20 names; a name that fits none is left out with a note', async () => {
    const [u, other] = await Promise.all([nurse('local-w2'), nurse('local-w2-other')]);
    // Denver's occupational privilege tax: Jan 5 to Jun 28 is 6 months × 5.75 = 34.50
    const before = await estimate(u);
    const denver = before.settlement.local.find((l: { name: string }) => l.name.startsWith('Denver'));
    expect(denver).toMatchObject({ tax: 3_450, paid: 0, balance: 3_450 });
    const doc = await u.call('POST', '/api/v1/income-documents', {
      body: {
        agency: 'Trusted Nurse Staffing',
        year: 2026,
        kind: 'w2',
        local_lines: [
          { locality: 'DENVER', local_wages: 3_750_000, local_tax: 4_000 },
          { locality: 'AURORA', local_wages: 100_000, local_tax: 200 },
        ],
      },
    });
    expect([doc.status, doc.body.local_lines]).toEqual([
      201,
      [
        { locality: 'DENVER', local_wages: 3_750_000, local_tax: 4_000 },
        { locality: 'AURORA', local_wages: 100_000, local_tax: 200 },
      ],
    ]);
    const e = await estimate(u);
    // 34.50 owed, 40.00 withheld: 5.50 comes back on that line
    expect(e.settlement.local.find((l: { id: string }) => l.id === denver.id)).toMatchObject({
      tax: 3_450,
      paid: 4_000,
      balance: -550,
    });
    expect(e.settlement.total.paid).toBe(before.settlement.total.paid + 4_000);
    expect(e.notes.join(' ')).toContain('“AURORA”');
    // Another user's W-2 pays nothing of hers
    const theirs = await estimate(other);
    expect(theirs.settlement.local.find((l: { id: string }) => l.id === denver.id)?.paid).toBe(0);
  });

  it.each([
    ['a negative box 19', [{ locality: 'PHILA', local_wages: 1, local_tax: -1 }]],
    ['no locality name', [{ locality: '', local_wages: 1, local_tax: 1 }]],
    ['a name over 40 characters', [{ locality: 'X'.repeat(41), local_wages: 1, local_tax: 1 }]],
    [
      'the same locality twice',
      [
        { locality: 'PHILA', local_wages: 1, local_tax: 1 },
        { locality: 'phila', local_wages: 1, local_tax: 1 },
      ],
    ],
    ['an unknown key', [{ locality: 'PHILA', local_wages: 1, local_tax: 1, box21: 1 }]],
  ])('400 for %s, nothing written', async (_label, local_lines) => {
    const u = await newUser('local-bad');
    const res = await u.call('POST', '/api/v1/income-documents', {
      body: { agency: 'Aya', year: 2026, kind: 'w2', local_lines },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
    expect(res.body.error.details.map((d: { path: string }) => d.path).join(' ')).toContain('local_lines');
    expect((await u.call('GET', '/api/v1/income-documents?year=2026')).body).toEqual([]);
  });
});

describe('SALT as paid (tax method 3.1): the state and local income tax paid in the year, in every view', () => {
  it('the computed tax stands in until something paid is entered, then the withholding and estimates count', async () => {
    const u = await nurse('salt-paid');
    // $20,000 of property tax: itemizing beats the $16,100 standard deduction.
    expect((await u.call('PUT', PATH, { body: { property_taxes: 2_000_000 } })).status).toBe(200);
    let e = await estimate(u);
    // Nothing paid entered: Nebraska's and Colorado's computed tax stands in (Denver's $5.75 a month is a head
    // tax, never in SALT), and a note says so.
    const denver = e.locals.find((l: { id: string }) => l.id === 'CO-denver');
    expect(denver?.tax).toBe(3_450);
    expect(e.federalReturn.saltDeduction).toBe(2_000_000 + e.stateTax);
    expect(e.notes.join(' ')).toContain('the tax figured for this year, as paid in it');
    // A W-2: 1,500.00 of Colorado tax withheld (box 17) and 40.00 of Denver's (box 19, a head tax: left out);
    // a Nebraska estimated payment of 500.00. SALT = 20,000 + 1,500 + 500 = 22,000.
    const w2 = await u.call('POST', '/api/v1/income-documents', {
      body: {
        agency: 'Trusted Nurse Staffing',
        year: 2026,
        kind: 'w2',
        box1_wages: 3_750_000,
        state_lines: [{ state: 'CO', state_wages: 3_750_000, state_tax: 150_000 }],
        local_lines: [{ locality: 'DENVER', local_wages: 3_750_000, local_tax: 4_000 }],
      },
    });
    expect(w2.status).toBe(201);
    const q = await u.call('POST', '/api/v1/quarterly-payments', {
      body: { year: 2026, quarter: 1, amount: 50_000, state: 'NE' },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    e = await estimate(u);
    expect(e.federalReturn.saltDeduction).toBe(2_200_000);
    expect(e.notes.join(' ')).toContain(
      'count the state and local income tax paid this year, $2,000.00: $1,500.00 withheld, $500.00 of estimated payments.',
    );
    // The same figure in the assignment's profitability: the worker's federal tax is one fact.
    const prof = await u.call('GET', '/api/v1/assignment-profitability?year=2026');
    expect(prof.status).toBe(200);
    expect(prof.body.assignments[0].federalTax).toBe(e.federal.tax);
    // Last year's state balance, paid in April of this year, counts as paid too: 22,000 + 1,200 = 23,200.
    const balance = await u.call('PATCH', PATH, { body: { prior_year_state_balance_paid: 120_000 } });
    expect([balance.status, balance.body.prior_year_state_balance_paid]).toEqual([200, 120_000]);
    e = await estimate(u);
    expect(e.federalReturn.saltDeduction).toBe(2_320_000);
    expect(e.notes.join(' ')).toContain(
      '$3,200.00: $1,500.00 withheld, $500.00 of estimated payments, $1,200.00 of last year’s balance.',
    );
  });

  it('last year’s balance alone: the computed tax stands in for this year’s, the balance added', async () => {
    const u = await nurse('salt-balance-only');
    await u.call('PUT', PATH, { body: { property_taxes: 2_000_000 } });
    const before = await estimate(u);
    await u.call('PATCH', PATH, { body: { prior_year_state_balance_paid: 120_000 } });
    const e = await estimate(u);
    expect(e.federalReturn.saltDeduction).toBe(before.federalReturn.saltDeduction + 120_000);
    expect(e.notes.join(' ')).toContain('$1,200.00 of last year’s balance paid this year, and');
  });
});

describe('itemized deductions of 3.1: the loan’s limit, sales taxes, a spouse itemizing separately', () => {
  it('mortgage interest over the acquisition debt’s limit counts its share; a 2017 loan keeps $1,000,000', async () => {
    const u = await nurse('mortgage-limit');
    await u.call('PUT', PATH, { body: { mortgage_interest: 3_000_000 } });
    const all = await estimate(u);
    // 30,000 of interest on an average 1,000,000 of debt: 30,000 × 750,000 / 1,000,000 = 22,500 counts
    await u.call('PATCH', PATH, { body: { mortgage_balance: 100_000_000 } });
    const limited = await estimate(u);
    expect(limited.federalReturn.itemizedDeductions).toBe(all.federalReturn.itemizedDeductions - 750_000);
    expect(limited.notes.join(' ')).toContain('Mortgage interest counts $22,500.00 of the $30,000.00 paid');
    // Taken out on December 15, 2017: the $1,000,000 limit, all of it again
    await u.call('PATCH', PATH, { body: { mortgage_loan_date: '2017-12-15' } });
    expect((await estimate(u)).federalReturn.itemizedDeductions).toBe(all.federalReturn.itemizedDeductions);
  });

  it('sales taxes larger than the state income tax take its place in SALT', async () => {
    const u = await nurse('sales-tax');
    await u.call('PUT', PATH, { body: { property_taxes: 1_000_000, mortgage_interest: 1_000_000 } });
    const before = await estimate(u);
    const salesTax = before.stateTax + 500_000;
    await u.call('PATCH', PATH, { body: { general_sales_tax: salesTax } });
    const e = await estimate(u);
    // SALT = 10,000 of property tax + the sales taxes (the state tax, computed, was smaller), under the cap
    expect(e.federalReturn.saltDeduction).toBe(1_000_000 + salesTax);
    expect(e.notes.join(' ')).toContain('of sales taxes instead of your state and local income tax');
  });

  it('married filing separately, the spouse itemizes: no standard deduction', async () => {
    const u = await nurse('spouse-itemizes');
    await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'married_separate' } });
    const put = await u.call('PUT', PATH, { body: { spouse_itemizes: true } });
    expect(put.status).toBe(200);
    const e = await estimate(u);
    // No standard deduction: the return itemizes what it has, here only SALT (the computed state taxes
    // standing in): taxable = wages - SALT.
    expect(e.federalReturn).toMatchObject({
      standardDeduction: 0,
      itemizes: true,
      taxable: e.taxableIncome - e.federalReturn.saltDeduction,
    });
    expect(e.federalReturn.saltDeduction).toBeGreaterThan(0);
    expect(e.notes.join(' ')).toContain('Married filing separately with a spouse who itemizes');
    // false: the standard deduction again (16,100 in 2026)
    await u.call('PATCH', PATH, { body: { spouse_itemizes: false } });
    expect((await estimate(u)).federalReturn.standardDeduction).toBe(1_610_000);
  });
});

describe('investment income apart from other income (the earned income credit’s limit, IRC 32(i))', () => {
  it('other income is investment income until the household says how much is', async () => {
    // A W-2 nurse in Texas (no state tax): 13 weeks at $1,000 = $13,000 of wages in 2025, one child, $12,000
    // of other income (AGI 25,000).
    const u = await newUser('eitc-investment');
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city: 'Austin', state: 'TX', rent_amount: 100_000 },
    });
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Houston Methodist',
        location: 'Houston',
        state: 'TX',
        start_date: '2025-01-06',
        end_date: '2025-04-06',
        base_pay: 100_000,
      },
    });
    const path = '/api/v1/household/2025';
    await u.call('PUT', path, { body: { dependents_under_17: 1, other_income: 1_200_000 } });
    const credit = async () =>
      (await u.call('GET', '/api/v1/tax-estimate?year=2025')).body.federal.earnedIncomeCredit;
    // All 12,000 read as investment income: over the 11,950 limit, no credit.
    expect(await credit()).toBe(0);
    // 11,950 of it is: at the limit. Phase-in 34% × 13,000 = 4,420 → the 4,328 maximum; phase-out on AGI
    // 25,000: 4,328 - 15.98% × (25,000 - 23,350 = 1,650) = 4,328 - 263.67 = 4,064.33
    const put = await u.call('PATCH', path, { body: { investment_income: 1_195_000 } });
    expect([put.status, put.body.investment_income]).toEqual([200, 1_195_000]);
    expect(await credit()).toBe(406_433);
    // A cent over the limit: none (IRC 32(i)(1)).
    await u.call('PATCH', path, { body: { investment_income: 1_195_001 } });
    expect(await credit()).toBe(0);
  });
});
