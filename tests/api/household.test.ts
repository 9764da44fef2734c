import { beforeAll, describe, expect, it } from 'vitest';
import { householdSchema } from '@/lib/records/household/schemas';
import { call, newUser } from '../helpers/http';

// The household of a tax year (tax method v3): GET/PUT/PATCH /api/v1/household/{year}, every field optional,
// each user's own. What it feeds into the tax estimate's answer: ./household-estimate.test.ts.

type User = Awaited<ReturnType<typeof newUser>>;
const PATH = '/api/v1/household/2026';

const FIELDS = [
  'spouse_wages',
  'spouse_medicare_wages',
  'spouse_federal_withheld',
  'spouse_state_withheld',
  'spouse_local_wages',
  'spouse_local_withheld',
  'other_income',
  'investment_income',
  'birth_year',
  'spouse_birth_year',
  'dependents_under_17',
  'other_dependents',
  'property_taxes',
  'mortgage_interest',
  'mortgage_balance',
  'charitable_gifts',
  'prior_year_state_balance_paid',
  'general_sales_tax',
  'health_insurance_premiums',
  'retirement_contributions',
  'spouse_qualified_overtime',
  'prior_year_total_tax',
  'prior_year_agi',
];
const empty = (year: number) => ({
  year,
  ...Object.fromEntries(FIELDS.map((f) => [f, null])),
  retirement_plan: null,
  mortgage_loan_date: null,
  spouse_itemizes: null,
  pay_frequency: null,
  spouse_locality: null,
  updated_at: null,
});

describe('the household resource', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('household');
  });

  it('reads as all null before anything is entered', async () => {
    const res = await user.call('GET', PATH);
    expect(res.status).toBe(200);
    expect(householdSchema.strict().parse(res.body)).toEqual(empty(2026));
  });

  it('PUT replaces the whole profile; PATCH changes only the fields sent', async () => {
    const put = await user.call('PUT', PATH, {
      body: { spouse_wages: 7_000_000, dependents_under_17: 2, birth_year: 1988 },
    });
    expect(put.status).toBe(200);
    expect(householdSchema.strict().parse(put.body)).toEqual(put.body);
    expect(put.body).toMatchObject({ spouse_wages: 7_000_000, dependents_under_17: 2, birth_year: 1988 });
    expect(put.body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await user.call('GET', PATH)).body).toEqual(put.body);

    const patched = await user.call('PATCH', PATH, {
      body: { spouse_federal_withheld: 620_000, birth_year: null },
    });
    expect(patched.body).toMatchObject({
      spouse_wages: 7_000_000,
      dependents_under_17: 2,
      spouse_federal_withheld: 620_000,
      birth_year: null,
    });
    // A second PUT leaves out what it does not send: those fields are cleared.
    const replaced = await user.call('PUT', PATH, { body: { other_income: 25_000 } });
    expect({ ...replaced.body, updated_at: null }).toEqual({ ...empty(2026), other_income: 25_000 });
    // Another year is its own profile.
    expect((await user.call('GET', '/api/v1/household/2025')).body).toEqual(empty(2025));
  });

  it.each([
    ['negative cents', { spouse_wages: -1 }, 'spouse_wages'],
    ['fractional cents', { property_taxes: 10.5 }, 'property_taxes'],
    ['more than $10,000,000', { other_income: 1_000_000_001 }, 'other_income'],
    ['negative investment income', { investment_income: -1 }, 'investment_income'],
    [
      'last year’s state balance in dollars and cents',
      { prior_year_state_balance_paid: 12.5 },
      'prior_year_state_balance_paid',
    ],
    ['21 dependents', { dependents_under_17: 21 }, 'dependents_under_17'],
    ['a birth year after the tax year', { birth_year: 2027 }, 'birth_year'],
    ['a birth year before 1900', { spouse_birth_year: 1899 }, 'spouse_birth_year'],
    ['a count as text', { other_dependents: '2' }, 'other_dependents'],
    ['an unknown field', { spouse_salary: 1 }, ''],
    ['a plan the law table does not know', { retirement_plan: 'roth_ira' }, 'retirement_plan'],
    ['a plan in capitals', { retirement_plan: 'SEP' }, 'retirement_plan'],
    ['a loan date that is no date', { mortgage_loan_date: '2017-02-30' }, 'mortgage_loan_date'],
    ['a loan date with a time', { mortgage_loan_date: '2017-02-03T00:00:00Z' }, 'mortgage_loan_date'],
    ['spouse_itemizes as text', { spouse_itemizes: 'yes' }, 'spouse_itemizes'],
    ['a pay frequency the app does not know', { pay_frequency: 'fortnightly' }, 'pay_frequency'],
    ['a negative sales tax', { general_sales_tax: -100 }, 'general_sales_tax'],
    ['the spouse’s box 19 without box 20', { spouse_local_withheld: 30_000 }, 'spouse_locality'],
    ['a blank box 20', { spouse_locality: '  ', spouse_local_withheld: 30_000 }, 'spouse_locality'],
    ['a box 20 of 41 characters', { spouse_locality: 'P'.repeat(41) }, 'spouse_locality'],
    ['last year’s tax without its AGI', { prior_year_total_tax: 1_200_000 }, 'prior_year_agi'],
    ['last year’s AGI without its tax', { prior_year_agi: 9_000_000 }, 'prior_year_total_tax'],
  ])('400 for %s, nothing written', async (_label, body, path) => {
    const before = (await user.call('GET', PATH)).body;
    for (const method of ['PUT', 'PATCH']) {
      const res = await user.call(method, PATH, { body });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
      if (path) expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await user.call('GET', PATH)).body).toEqual(before);
  });

  it('last year’s tax and AGI go together: a PATCH of one is checked against the other as saved', async () => {
    const u = await newUser('household-prior');
    const both = { prior_year_total_tax: 1_200_000, prior_year_agi: 9_000_000 };
    expect((await u.call('PATCH', PATH, { body: both })).body).toMatchObject(both);
    // The AGI alone, the tax saved: accepted
    const patched = await u.call('PATCH', PATH, { body: { prior_year_agi: 16_000_000 } });
    expect(patched.body).toMatchObject({ prior_year_total_tax: 1_200_000, prior_year_agi: 16_000_000 });
    // Clearing one alone would leave half a pair: refused at the other, nothing written
    const half = await u.call('PATCH', PATH, { body: { prior_year_agi: null } });
    expect([half.status, half.body.error.details[0].path]).toEqual([400, 'prior_year_agi']);
    expect(half.body.error.details[0].message).toBe(
      'Enter last year’s adjusted gross income too (from last year’s Form 1040), or clear both',
    );
    const cleared = await u.call('PATCH', PATH, {
      body: { prior_year_total_tax: null, prior_year_agi: null },
    });
    expect(cleared.body).toMatchObject({ prior_year_total_tax: null, prior_year_agi: null });
  });

  it('the 3.1 fields round-trip: the loan date as YYYY-MM-DD, the spouse’s itemizing as true or false', async () => {
    const u = await newUser('household-31');
    const body = {
      mortgage_interest: 3_000_000,
      mortgage_balance: 100_000_000,
      mortgage_loan_date: '2017-12-15',
      general_sales_tax: 450_000,
      spouse_itemizes: true,
    };
    const put = await u.call('PUT', PATH, { body });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(householdSchema.strict().parse(put.body)).toEqual(put.body);
    expect(put.body).toMatchObject(body);
    expect((await u.call('GET', PATH)).body).toEqual(put.body);
    const cleared = await u.call('PATCH', PATH, {
      body: { mortgage_loan_date: null, spouse_itemizes: false },
    });
    expect(cleared.body).toMatchObject({
      mortgage_loan_date: null,
      spouse_itemizes: false,
      mortgage_balance: 100_000_000,
    });
  });

  it('how often the worker is paid: saved, and the filing year’s withholding advice counts by it', async () => {
    const u = await newUser('household-pay');
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '88 High St', city: 'Columbus', state: 'OH', zip: '43215', rent_amount: 145_000 },
    });
    const worked = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Temple',
        location: 'Philadelphia',
        state: 'PA',
        start_date: '2026-09-06',
        end_date: '2026-12-31',
        base_pay: 240_000,
        housing_stipend: 100_000,
        mie_stipend: 40_000,
      },
    });
    expect(worked.status).toBe(201);
    const weekly = (await u.call('GET', '/api/v1/filing-year?year=2026')).body;
    expect(weekly.withholding.payFrequency).toBe('weekly');
    const bad = await u.call('PATCH', PATH, { body: { pay_frequency: 'fortnightly' } });
    expect(bad.body.error.details[0]).toEqual({
      path: 'pay_frequency',
      message: 'Use weekly, biweekly, semimonthly or monthly',
    });
    const saved = await u.call('PATCH', PATH, { body: { pay_frequency: 'biweekly' } });
    expect(saved.body.pay_frequency).toBe('biweekly');
    const biweekly = (await u.call('GET', '/api/v1/filing-year?year=2026')).body;
    expect(biweekly.withholding.payFrequency).toBe('biweekly');
    // Half as many paychecks (or half plus one) in the weeks of work left, never more
    expect(biweekly.withholding.paychecksLeft).toBe(Math.ceil(weekly.withholding.paychecksLeft / 2));
    // Entered, it is no longer an assumption: the weekly note is gone
    expect(biweekly.notes.join(' ')).not.toContain('counted as weekly');
  });

  it('the spouse’s local line: their Philadelphia wage tax is a line of its own, paid by box 19', async () => {
    const u = await newUser('household-spouse-local');
    await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'married_joint' } });
    await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Pine St', city: 'Philadelphia', state: 'PA', zip: '19103', rent_amount: 145_000 },
    });
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Penn',
        location: 'Philadelphia',
        state: 'PA',
        start_date: '2026-03-01',
        end_date: '2026-05-30',
        base_pay: 200_000,
      },
    });
    const before = (await u.call('GET', '/api/v1/filing-year?year=2026')).body;
    const saved = await u.call('PATCH', PATH, {
      body: { spouse_wages: 8_000_000, spouse_locality: 'PHILA', spouse_local_withheld: 299_000 },
    });
    expect(saved.body).toMatchObject({ spouse_locality: 'PHILA', spouse_local_wages: null });
    const after = (await u.call('GET', '/api/v1/filing-year?year=2026')).body;
    type Gov = { id: string; name: string; tax: number; paid: number; balance: number };
    const gov = (y: { governments: Gov[] }, id: string) => y.governments.find((g) => g.id === id);
    // The worker's own Philadelphia line is unchanged by the spouse's
    expect(gov(after, 'local-PA-philadelphia')?.tax).toBe(gov(before, 'local-PA-philadelphia')?.tax);
    const spouse = gov(after, 'local-PA-philadelphia-spouse');
    expect(spouse).toMatchObject({ name: 'Philadelphia (your spouse’s wages)', paid: 299_000 });
    // Box 18 blank: their box 1 wages, 80,000 at the resident rates (3.74% to June 30, 2026; the same after,
    // the last published rate): 2,992.00
    expect(spouse?.tax).toBe(299_200);
    expect(spouse?.balance).toBe(200);
    // Single again: the spouse's line is not this return's
    await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'single' } });
    const single = (await u.call('GET', '/api/v1/filing-year?year=2026')).body;
    expect(gov(single, 'local-PA-philadelphia-spouse')).toBeUndefined();
  });

  it.each(['1999', '2101', '20x6'])('400 for the year %s in the path', async (year) => {
    const res = await user.call('GET', `/api/v1/household/${year}`);
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
  });

  it('401 without a token, on every method', async () => {
    for (const method of ['GET', 'PUT', 'PATCH']) {
      const res = await call(method, PATH, method === 'GET' ? {} : { body: {} });
      expect([res.status, res.body.error.code]).toEqual([401, 'unauthorized']);
    }
  });

  it("one user's household is never another's", async () => {
    const [a, b] = await Promise.all([newUser('household-a'), newUser('household-b')]);
    await a.call('PUT', PATH, { body: { spouse_wages: 5_000_000 } });
    expect((await b.call('GET', PATH)).body).toEqual(empty(2026));
    await b.call('PUT', PATH, { body: { dependents_under_17: 1 } });
    expect((await a.call('GET', PATH)).body).toMatchObject({
      spouse_wages: 5_000_000,
      dependents_under_17: null,
    });
    expect((await b.call('GET', PATH)).body).toMatchObject({ spouse_wages: null, dependents_under_17: 1 });
  });
});
