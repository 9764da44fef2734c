import { z } from 'zod';
import { RETIREMENT_PLANS } from '@/lib/tax/engine/household';
import { PAY_FREQUENCIES } from '@/lib/tax/engine/settlement';
import { isoDate, money, recordBody } from '@/lib/validation/common';

// The household of one tax year (tax method version 3, docs/tax-method.md): the request and response of
// GET/PUT/PATCH /api/v1/household/{year}. Every field is optional and nullable; null means "not entered",
// and a year with nothing entered computes exactly as before.

/** What each field holds, for the request, the response and the OpenAPI document alike. */
const ABOUT = {
  spouse_wages: 'The spouse’s W-2 wages (box 1); counted on a married-joint return only; cents',
  spouse_medicare_wages: 'The spouse’s Medicare wages (box 5), when they differ from box 1; cents',
  spouse_federal_withheld: 'Federal income tax withheld from the spouse’s pay (W-2 box 2); cents',
  spouse_state_withheld: 'Home-state income tax withheld from the spouse’s pay (W-2 box 17); cents',
  spouse_local_wages:
    'The spouse’s local wages (W-2 box 18) for spouse_locality; joint return only. Null: their box 1 wages; cents',
  spouse_local_withheld:
    'Local income tax withheld from the spouse’s pay (W-2 box 19) for spouse_locality; joint return only; it ' +
    'counts as paid and in SALT; cents',
  other_income: 'Interest, dividends and other wages of the household; cents',
  investment_income:
    'The household’s investment income: interest (tax-exempt too), dividends, capital gains, net rents; for the ' +
    'earned income credit’s limit. Null: all of other_income counts as investment income; cents',
  birth_year: 'Your birth year (65 or older at the year’s end adds deductions); not after the tax year',
  spouse_birth_year: 'The spouse’s birth year; not after the tax year',
  dependents_under_17: 'Children under 17 at the year’s end (child tax credit); 0 to 20',
  other_dependents: 'Other dependents (credit for other dependents); 0 to 20',
  property_taxes: 'Property taxes paid (itemized, within the SALT cap); cents',
  mortgage_interest: 'Mortgage interest paid on your home (itemized); cents',
  mortgage_balance:
    'The average balance over the year of the loans that bought, built or improved the home (Form 1098 box 2 ' +
    'is the balance on January 1): above $750,000 ($375,000 married filing separately; $1,000,000 and $500,000 ' +
    'for a loan taken out by December 15, 2017) only that share of the interest counts. Null: all of it; cents',
  charitable_gifts: 'Gifts to charity (itemized); cents',
  prior_year_state_balance_paid:
    'State and local income tax of an earlier year paid in this year (the balance due with last year’s state ' +
    'or local return): counted in SALT as paid this year; cents',
  general_sales_tax:
    'General sales taxes paid in the year (receipts, or the IRS sales tax table’s amount for your state plus ' +
    'the tax on a car or boat): SALT takes it instead of the income taxes when it is larger; cents',
  health_insurance_premiums: '1099: health insurance premiums you paid yourself; cents',
  retirement_contributions: '1099: SEP IRA or solo 401(k) contributions; cents',
  spouse_qualified_overtime:
    'The spouse’s qualified overtime (W-2 box 12 code TT), joint return only; the yearly cap is shared; cents',
  prior_year_total_tax:
    'Last year’s total tax (Form 1040 line 24 of the year before), for the underpayment safe harbor; with ' +
    'prior_year_agi (both or neither); cents',
  prior_year_agi:
    'Last year’s adjusted gross income (Form 1040 of the year before): over $150,000 the safe ' +
    'harbor is 110% of last year’s tax; cents',
} as const;
export type HouseholdField = keyof typeof ABOUT;
export const HOUSEHOLD_FIELDS = Object.keys(ABOUT) as HouseholdField[];

const cents = money.nullable().optional();
const count = z.int().min(0, 'Use 0 or more').max(20, 'Use at most 20').nullable().optional();
const birthYear = z
  .int()
  .min(1900, 'Use a year from 1900')
  .max(2100, 'Use a year up to 2100')
  .nullable()
  .optional();
const KIND: Record<HouseholdField, typeof cents | typeof count | typeof birthYear> = {
  spouse_wages: cents,
  spouse_medicare_wages: cents,
  spouse_federal_withheld: cents,
  spouse_state_withheld: cents,
  spouse_local_wages: cents,
  spouse_local_withheld: cents,
  other_income: cents,
  investment_income: cents,
  birth_year: birthYear,
  spouse_birth_year: birthYear,
  dependents_under_17: count,
  other_dependents: count,
  property_taxes: cents,
  mortgage_interest: cents,
  mortgage_balance: cents,
  charitable_gifts: cents,
  prior_year_state_balance_paid: cents,
  general_sales_tax: cents,
  health_insurance_premiums: cents,
  retirement_contributions: cents,
  spouse_qualified_overtime: cents,
  prior_year_total_tax: cents,
  prior_year_agi: cents,
};
const fieldsOf = <T extends z.ZodType>(make: (f: HouseholdField) => T) =>
  Object.fromEntries(HOUSEHOLD_FIELDS.map((f) => [f, make(f).meta({ description: ABOUT[f] })])) as Record<
    HouseholdField,
    T
  >;

export const householdFields = fieldsOf((f) => KIND[f]);

const PLAN_ABOUT =
  '1099: the plan the retirement contributions go to, `sep` (SEP IRA: 20% of net earnings after half the ' +
  'SE tax, up to the 415(c) limit) or `solo_401k` (the deferral limit plus that 20%, up to 415(c)); null: a ' +
  'solo 401(k), the larger limit';
const retirementPlan = z.enum(RETIREMENT_PLANS, { error: 'Use sep or solo_401k' });

const LOAN_DATE_ABOUT =
  'The date the home loan was taken out (Form 1098 box 3): on or before December 15, 2017 the higher ' +
  '$1,000,000 limit applies to mortgage_balance ($500,000 married filing separately). Null: a later loan';
const SPOUSE_ITEMIZES_ABOUT =
  'Married filing separately: true when your spouse itemizes on their return; then you must itemize too and ' +
  'your standard deduction is $0. Null or false: the standard deduction as usual';
const PAY_FREQUENCY_ABOUT =
  'How often your W-2 pay comes: `weekly`, `biweekly` (every two weeks), `semimonthly` (twice a month) or ' +
  '`monthly`; the withholding advice counts the paychecks left by it. Null: weekly, as most agencies pay';
const SPOUSE_LOCALITY_ABOUT =
  'The locality on the spouse’s W-2 (box 20, e.g. PHILA), joint return only: their city wage tax is figured ' +
  'on box 18 (Philadelphia and the cities in our tables; elsewhere the tax withheld stands in), and box 19 ' +
  'pays it. Required with spouse_local_wages or spouse_local_withheld';
const spouseLocality = z
  .string({ error: 'Enter the locality name from box 20' })
  .trim()
  .min(1, 'Enter the locality name from box 20')
  .max(40, 'Use at most 40 characters');
const payFrequency = z.enum(PAY_FREQUENCIES, { error: 'Use weekly, biweekly, semimonthly or monthly' });
/** The fields that are neither money nor a count: each with its own type, beside the plan. */
const otherFields = {
  retirement_plan: retirementPlan.nullable().optional().meta({ description: PLAN_ABOUT }),
  mortgage_loan_date: isoDate.nullable().optional().meta({ description: LOAN_DATE_ABOUT }),
  spouse_itemizes: z
    .boolean({ error: 'Use true or false' })
    .nullable()
    .optional()
    .meta({ description: SPOUSE_ITEMIZES_ABOUT }),
  pay_frequency: payFrequency.nullable().optional().meta({ description: PAY_FREQUENCY_ABOUT }),
  spouse_locality: spouseLocality.nullable().optional().meta({ description: SPOUSE_LOCALITY_ABOUT }),
};

const example = {
  spouse_wages: 7_000_000,
  spouse_federal_withheld: 620_000,
  spouse_state_withheld: 210_000,
  birth_year: 1988,
  dependents_under_17: 2,
};

/** PUT: the whole profile; a field left out is cleared. PATCH: only the fields sent change. */
export const householdBody = recordBody({ ...householdFields, ...otherFields }).meta({ examples: [example] });
export type HouseholdBody = z.infer<typeof householdBody>;

export const householdSchema = z
  .object({
    year: z.int(),
    ...fieldsOf(() => z.int().nullable()),
    retirement_plan: retirementPlan.nullable().meta({ description: PLAN_ABOUT }),
    mortgage_loan_date: isoDate.nullable().meta({ description: LOAN_DATE_ABOUT }),
    spouse_itemizes: z.boolean().nullable().meta({ description: SPOUSE_ITEMIZES_ABOUT }),
    pay_frequency: payFrequency.nullable().meta({ description: PAY_FREQUENCY_ABOUT }),
    spouse_locality: z.string().nullable().meta({ description: SPOUSE_LOCALITY_ABOUT }),
    updated_at: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the profile was last saved; null when nothing was ever entered' }),
  })
  .meta({
    id: 'HouseholdProfile',
    examples: [
      {
        year: 2026,
        ...Object.fromEntries(HOUSEHOLD_FIELDS.map((f) => [f, null])),
        retirement_plan: null,
        mortgage_loan_date: null,
        spouse_itemizes: null,
        pay_frequency: null,
        spouse_locality: null,
        ...example,
        updated_at: '2026-02-03T15:04:05.123Z',
      },
    ],
  });
export type HouseholdProfileOut = z.infer<typeof householdSchema>;
