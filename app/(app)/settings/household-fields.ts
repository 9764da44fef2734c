import 'server-only';
import { centsToInput, type FieldSpec } from '@/app/_lib/form-types';
import type { HouseholdField } from '@/lib/records/household/schemas';
import type { HouseholdValues } from '@/lib/records/household/service';
import { usd } from '@/lib/tax/engine/money';
import { ACQUISITION_DEBT } from '@/lib/tax/law/household';

// The household form (tax method v3), in Settings and, shorter, in onboarding. Every field may stay
// blank: blank is "not entered" (null), and a year with nothing entered is computed as before.

interface Question {
  name:
    | HouseholdField
    | 'retirement_plan'
    | 'mortgage_loan_date'
    | 'spouse_itemizes'
    | 'pay_frequency'
    | 'spouse_locality';
  label: string;
  kind: 'money' | 'int' | 'select' | 'date' | 'checkbox' | 'text';
  hint: string;
  /** Who is asked: everyone, a married-joint filer, a married-separate filer, a W-2 or a 1099 worker. */
  for: 'all' | 'joint' | 'separate' | 'w2' | '1099';
  /** A select's choices. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Asked in onboarding's short step too. */
  first?: boolean;
}

const PLAN_OPTIONS = [
  { value: 'solo_401k', label: 'Solo 401(k)' },
  { value: 'sep', label: 'SEP IRA' },
];

const PAY_OPTIONS = [
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Once a month' },
];

const QUESTIONS: Question[] = [
  {
    name: 'spouse_wages',
    label: 'Spouse’s wages',
    kind: 'money',
    for: 'joint',
    first: true,
    hint: 'Box 1 of their W-2s: on a joint return their pay moves your bracket',
  },
  {
    name: 'spouse_federal_withheld',
    label: 'Spouse’s federal tax withheld',
    kind: 'money',
    for: 'joint',
    first: true,
    hint: 'Box 2 of their W-2s or their latest pay stub',
  },
  {
    name: 'spouse_state_withheld',
    label: 'Spouse’s state tax withheld',
    kind: 'money',
    for: 'joint',
    hint: 'Box 17, for your home state',
  },
  {
    name: 'spouse_locality',
    label: 'Spouse’s city or local tax',
    kind: 'text',
    for: 'joint',
    hint: 'Box 20 of their W-2, the place named (e.g. PHILA). Leave blank if it is empty',
  },
  {
    name: 'spouse_local_wages',
    label: 'Spouse’s local wages',
    kind: 'money',
    for: 'joint',
    hint: 'Box 18; blank counts their box 1 wages',
  },
  {
    name: 'spouse_local_withheld',
    label: 'Spouse’s local tax withheld',
    kind: 'money',
    for: 'joint',
    hint: 'Box 19: it counts as paid toward their city tax',
  },
  {
    name: 'spouse_medicare_wages',
    label: 'Spouse’s Medicare wages',
    kind: 'money',
    for: 'joint',
    hint: 'Box 5, only if it differs from box 1',
  },
  {
    name: 'spouse_qualified_overtime',
    label: 'Spouse’s qualified overtime',
    kind: 'money',
    for: 'joint',
    hint: 'W-2 box 12, code TT, if their employer reports it',
  },
  {
    name: 'spouse_birth_year',
    label: 'Spouse’s birth year',
    kind: 'int',
    for: 'joint',
    hint: 'At 65 or older a larger deduction applies',
  },
  {
    name: 'birth_year',
    label: 'Your birth year',
    kind: 'int',
    for: 'all',
    first: true,
    hint: 'At 65 or older a larger deduction applies',
  },
  {
    name: 'dependents_under_17',
    label: 'Children under 17',
    kind: 'int',
    for: 'all',
    first: true,
    hint: 'At the end of the year: each can bring a child tax credit',
  },
  {
    name: 'other_dependents',
    label: 'Other dependents',
    kind: 'int',
    for: 'all',
    hint: 'Older children or relatives you support',
  },
  {
    name: 'other_income',
    label: 'Other household income',
    kind: 'money',
    for: 'all',
    hint: 'Interest, dividends, other wages not entered as assignments',
  },
  {
    name: 'investment_income',
    label: 'Investment income',
    kind: 'money',
    for: 'all',
    hint:
      'Interest (tax-free interest too), dividends, capital gains: too much of it rules out the earned ' +
      'income credit. Blank counts all your other income as investment income',
  },
  {
    name: 'property_taxes',
    label: 'Property taxes',
    kind: 'money',
    for: 'all',
    hint: 'Counts if itemizing beats the standard deduction',
  },
  {
    name: 'prior_year_state_balance_paid',
    label: 'Last year’s state tax paid this year',
    kind: 'money',
    for: 'all',
    hint: 'What you paid this year with last year’s state or city return. It counts as state tax paid this year',
  },
  {
    name: 'general_sales_tax',
    label: 'Sales taxes paid',
    kind: 'money',
    for: 'all',
    hint:
      'From your receipts, or the IRS sales tax calculator plus the tax on a car or boat. Used instead of ' +
      'state income tax when it is larger',
  },
  {
    name: 'spouse_itemizes',
    label: 'My spouse itemizes',
    kind: 'checkbox',
    for: 'separate',
    hint: 'On their own return. Then you must itemize too: no standard deduction for you',
  },
  {
    name: 'mortgage_interest',
    label: 'Mortgage interest',
    kind: 'money',
    for: 'all',
    hint: 'Form 1098, for your home',
  },
  {
    name: 'mortgage_balance',
    label: 'Mortgage balance',
    kind: 'money',
    for: 'all',
    hint:
      'The average you owed over the year on loans that bought, built or improved the home (Form 1098 box 2 is ' +
      `January’s). Over ${usd(ACQUISITION_DEBT.limit.single, 0)} only part of the interest counts; blank counts ` +
      'all of it',
  },
  {
    name: 'mortgage_loan_date',
    label: 'Mortgage taken out on',
    kind: 'date',
    for: 'all',
    hint:
      'Form 1098 box 3. A loan from before December 16, 2017 has a ' +
      `${usd(ACQUISITION_DEBT.grandfatheredLimit.single, 0)} limit instead`,
  },
  {
    name: 'charitable_gifts',
    label: 'Gifts to charity',
    kind: 'money',
    for: 'all',
    hint: 'Cash and goods given to qualified charities',
  },
  {
    name: 'health_insurance_premiums',
    label: 'Health insurance premiums',
    kind: 'money',
    for: '1099',
    first: true,
    hint: 'That you paid yourself as a contractor',
  },
  {
    name: 'retirement_contributions',
    label: 'SEP IRA or solo 401(k)',
    kind: 'money',
    for: '1099',
    hint: 'What you put in for the year',
  },
  {
    name: 'prior_year_total_tax',
    label: 'Last year’s total tax',
    kind: 'money',
    for: 'all',
    first: true,
    hint: 'Line 24 of last year’s Form 1040. It sets what you must pay this year to avoid a penalty',
  },
  {
    name: 'prior_year_agi',
    label: 'Last year’s adjusted gross income',
    kind: 'money',
    for: 'all',
    first: true,
    hint: 'From last year’s Form 1040 (its adjusted gross income line). Enter it with last year’s total tax',
  },
  {
    name: 'retirement_plan',
    label: 'Retirement plan',
    kind: 'select',
    for: '1099',
    hint: 'Sets the most you can deduct; blank counts as a solo 401(k)',
    options: PLAN_OPTIONS,
  },
  {
    name: 'pay_frequency',
    label: 'How often you are paid',
    kind: 'select',
    for: 'w2',
    options: PAY_OPTIONS,
    hint: 'Counts the paychecks left in the year for the withholding advice; blank counts as every week',
  },
];

export function householdFormFields(
  values: HouseholdValues | null,
  who: { filingStatus: string; employmentType: string; short?: boolean; every?: boolean },
): FieldSpec[] {
  return QUESTIONS.filter((q) => {
    if (who.short && !q.first) return false;
    if (who.every) return true;
    if (q.for === 'joint') return who.filingStatus === 'married_joint';
    if (q.for === 'separate') return who.filingStatus === 'married_separate';
    if (q.for === '1099') return who.employmentType === '1099';
    if (q.for === 'w2') return who.employmentType === 'w2';
    return true;
  }).map((q) => {
    const value = values?.[q.name] ?? null;
    return {
      name: q.name,
      label: q.label,
      kind: q.kind,
      nullable: true,
      hint: q.hint,
      ...(q.options ? { options: [...q.options] } : {}),
      defaultValue:
        q.kind === 'money' && typeof value === 'number'
          ? centsToInput(value)
          : q.kind === 'checkbox'
            ? value === true
              ? 'on'
              : ''
            : value === null
              ? ''
              : String(value),
    };
  });
}
