import { describe, expect, it } from 'vitest';
import { parseFormFields } from '@/app/_lib/form-values';
import { householdFormFields } from '@/app/(app)/settings/household-fields';
import { householdBody } from '@/lib/records/household/schemas';
import type { HouseholdValues } from '@/lib/records/household/service';

// The household questions (Settings and onboarding): who is asked what, and how the form's text becomes the
// API's body, the 3.1 fields (a date, a checkbox, money) included.

const names = (who: Parameters<typeof householdFormFields>[1]) =>
  householdFormFields(null, who).map((f) => f.name);

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};

describe('the household questions', () => {
  it('asks a married-separate filer whether the spouse itemizes, and nobody else', () => {
    expect(names({ filingStatus: 'married_separate', employmentType: 'w2' })).toContain('spouse_itemizes');
    for (const filingStatus of ['single', 'married_joint', 'head_of_household']) {
      expect(names({ filingStatus, employmentType: 'w2' })).not.toContain('spouse_itemizes');
    }
  });

  it('asks everyone the loan, sales taxes, investment income and last year’s state balance', () => {
    const asked = names({ filingStatus: 'single', employmentType: 'w2' });
    for (const f of [
      'mortgage_balance',
      'mortgage_loan_date',
      'general_sales_tax',
      'investment_income',
      'prior_year_state_balance_paid',
    ]) {
      expect(asked).toContain(f);
    }
  });

  it('the action parses every question, whoever is asked', () => {
    const every = names({ filingStatus: '', employmentType: '', every: true });
    expect(every).toEqual(
      expect.arrayContaining(['spouse_itemizes', 'spouse_wages', 'retirement_plan', 'mortgage_loan_date']),
    );
  });

  it('the form’s text becomes the API’s body: a date, a checkbox and dollars', () => {
    const fields = householdFormFields(null, { filingStatus: 'married_separate', employmentType: 'w2' });
    const parsed = parseFormFields(
      fields,
      form({
        mortgage_interest: '30,000.00',
        mortgage_balance: '1,000,000',
        mortgage_loan_date: '2017-12-15',
        general_sales_tax: '4500',
        spouse_itemizes: 'on',
      }),
      'update',
    );
    expect(parsed.errors).toEqual({});
    const body = householdBody.parse(parsed.input);
    expect(body).toMatchObject({
      mortgage_interest: 3_000_000,
      mortgage_balance: 100_000_000,
      mortgage_loan_date: '2017-12-15',
      general_sales_tax: 450_000,
      spouse_itemizes: true,
      // blank: not entered
      charitable_gifts: null,
    });
    // An unchecked box is false, not "not entered": the standard deduction as usual.
    expect(parseFormFields(fields, form({}), 'update').input).toMatchObject({ spouse_itemizes: false });
  });

  it('shows what was saved: the date as typed, the checkbox checked', () => {
    const saved = { mortgage_loan_date: '2017-12-15', spouse_itemizes: true } as Partial<HouseholdValues>;
    const fields = householdFormFields(saved as HouseholdValues, {
      filingStatus: 'married_separate',
      employmentType: 'w2',
    });
    const value = (n: string) => fields.find((f) => f.name === n)?.defaultValue;
    expect([value('mortgage_loan_date'), value('spouse_itemizes'), value('mortgage_balance')]).toEqual([
      '2017-12-15',
      'on',
      '',
    ]);
  });
});
