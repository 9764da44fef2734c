import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, timestamp } from '@/lib/core/dates';
import { ApiError } from '@/lib/core/errors';
import type { HouseholdProfile } from '@/lib/generated/prisma/client';
import { type HouseholdInput, RETIREMENT_PLANS, type RetirementPlan } from '@/lib/tax/engine/household';
import { PAY_FREQUENCIES, type PayFrequency } from '@/lib/tax/engine/settlement';
import {
  HOUSEHOLD_FIELDS,
  type HouseholdBody,
  type HouseholdField,
  type HouseholdProfileOut,
} from './schemas';

// The household profile of one user and year: read (nothing entered reads as all null), replaced whole
// (PUT) or changed in part (PATCH), always for the caller: the owner is in every where, so another user's
// profile cannot be named at all.

export type HouseholdValues = Record<HouseholdField, number | null> & {
  retirement_plan: RetirementPlan | null;
  /** YYYY-MM-DD */
  mortgage_loan_date: string | null;
  spouse_itemizes: boolean | null;
  pay_frequency: PayFrequency | null;
  spouse_locality: string | null;
};

const EMPTY = {
  ...Object.fromEntries(HOUSEHOLD_FIELDS.map((f) => [f, null])),
  retirement_plan: null,
  mortgage_loan_date: null,
  spouse_itemizes: null,
  pay_frequency: null,
  spouse_locality: null,
} as HouseholdValues;

/** How often the worker is paid, when the stored text is one the engine knows; else null (weekly). */
export const payFrequencyOf = (value: string | null | undefined): PayFrequency | null =>
  PAY_FREQUENCIES.find((f) => f === value) ?? null;

/** The stored plan when it is one the engine knows (the column is plain text), else null. */
const planOf = (value: string | null): RetirementPlan | null =>
  RETIREMENT_PLANS.find((p) => p === value) ?? null;

function valuesOf(row: HouseholdProfile | null): HouseholdValues {
  if (!row) return { ...EMPTY };
  return {
    ...(Object.fromEntries(HOUSEHOLD_FIELDS.map((f) => [f, row[f]])) as Record<
      HouseholdField,
      number | null
    >),
    retirement_plan: planOf(row.retirement_plan),
    mortgage_loan_date: dateOut(row.mortgage_loan_date),
    spouse_itemizes: row.spouse_itemizes,
    pay_frequency: payFrequencyOf(row.pay_frequency),
    spouse_locality: row.spouse_locality,
  };
}

export function serializeHousehold(year: number, row: HouseholdProfile | null): HouseholdProfileOut {
  return { year, ...valuesOf(row), updated_at: row ? timestamp(row.updated_at) : null };
}

export async function findHousehold(ctx: Ctx, year: number): Promise<HouseholdProfile | null> {
  return ctx.db.householdProfile.findUnique({ where: { user_id_year: { user_id: ctx.userId, year } } });
}

export async function getHousehold(ctx: Ctx, year: number): Promise<HouseholdProfileOut> {
  return serializeHousehold(year, await findHousehold(ctx, year));
}

/** A birth year after the tax year is a typo, never a person: refused before anything is written. */
function checkBirthYears(year: number, values: Partial<HouseholdValues>) {
  const details = (['birth_year', 'spouse_birth_year'] as const)
    .filter((f) => (values[f] ?? 0) > year)
    .map((f) => ({ path: f, message: `Use a year up to ${year}, the tax year` }));
  if (details.length > 0) throw new ApiError('validation_error', 'Invalid body', details);
}

const PRIOR_YEAR = ['prior_year_total_tax', 'prior_year_agi'] as const;

/**
 * Last year's tax and AGI go together (the safe harbor needs both: 110% of the tax above $150,000 of AGI):
 * one without the other is refused at the missing field.
 */
function checkPriorYear(values: Partial<HouseholdValues>) {
  const [tax, agi] = PRIOR_YEAR.map((f) => values[f] ?? null);
  if ((tax === null) === (agi === null)) return;
  const missing = tax === null ? 'prior_year_total_tax' : 'prior_year_agi';
  const message =
    missing === 'prior_year_total_tax'
      ? 'Enter last year’s total tax too (Form 1040, line 24), or clear both'
      : 'Enter last year’s adjusted gross income too (from last year’s Form 1040), or clear both';
  throw new ApiError('validation_error', 'Invalid body', [{ path: missing, message }]);
}

const SPOUSE_LOCAL = ['spouse_local_wages', 'spouse_local_withheld'] as const;

/** Box 18 and box 19 belong to the locality box 20 names: either without the locality is refused at it. */
function checkSpouseLocal(values: Partial<HouseholdValues>) {
  if (values.spouse_locality || SPOUSE_LOCAL.every((f) => (values[f] ?? null) === null)) return;
  throw new ApiError('validation_error', 'Invalid body', [
    { path: 'spouse_locality', message: 'Enter the locality name from box 20 of your spouse’s W-2 too' },
  ]);
}

/**
 * Writes the profile: `replace` clears every field the input leaves out (PUT), otherwise only the fields
 * sent change (PATCH). One upsert on the (user, year) key, so two first saves cannot make two rows.
 */
export async function saveHousehold(
  ctx: Ctx,
  year: number,
  input: HouseholdBody,
  mode: 'replace' | 'merge',
): Promise<HouseholdProfileOut> {
  const data: Partial<HouseholdValues> = mode === 'replace' ? { ...EMPTY, ...input } : { ...input };
  checkBirthYears(year, data);
  const pairs = [...PRIOR_YEAR, ...SPOUSE_LOCAL, 'spouse_locality'] as const;
  if (pairs.some((f) => f in data)) {
    // A PATCH of one of a pair is checked against the other as saved.
    const saved = mode === 'merge' ? valuesOf(await findHousehold(ctx, year)) : EMPTY;
    checkPriorYear({ ...saved, ...data });
    checkSpouseLocal({ ...saved, ...data });
  }
  // The loan's date is a date column: the API's YYYY-MM-DD as a date at midnight UTC.
  const { mortgage_loan_date: loanDate, ...rest } = data;
  const columns = {
    ...rest,
    ...(loanDate !== undefined && { mortgage_loan_date: loanDate === null ? null : dateIn(loanDate) }),
  };
  const row = await ctx.db.householdProfile.upsert({
    where: { user_id_year: { user_id: ctx.userId, year } },
    create: { user_id: ctx.userId, year, ...columns },
    update: columns,
  });
  return serializeHousehold(year, row);
}

/**
 * Last year's return as entered on the profile (both figures, or none): the filing year's safe harbor reads
 * them (lib/tax/engine/filing/prior-year.ts). Apart from householdInput: they change no tax of the year, so a
 * profile holding only them still computes the year without a household.
 */
export function priorYearEntered(
  row: HouseholdProfile | null,
): Pick<HouseholdInput, 'priorYearTotalTax' | 'priorYearAgi'> {
  if (!row || row.prior_year_total_tax === null || row.prior_year_agi === null) return {};
  return { priorYearTotalTax: row.prior_year_total_tax, priorYearAgi: row.prior_year_agi };
}

/**
 * The engine's household (lib/tax/engine/household.ts) from the profile: only what was entered, so a
 * profile with nothing in it gives undefined and the year computes as version 2 did. The spouse's
 * withholding is a payment, not income: it goes to the payments (lib/views/payments.ts).
 */
export function householdInput(row: HouseholdProfile | null): HouseholdInput | undefined {
  if (!row) return undefined;
  const pairs: Array<[keyof HouseholdInput, number | null]> = [
    ['spouseWages', row.spouse_wages],
    ['spouseMedicareWages', row.spouse_medicare_wages],
    ['otherIncome', row.other_income],
    ['investmentIncome', row.investment_income],
    ['birthYear', row.birth_year],
    ['spouseBirthYear', row.spouse_birth_year],
    ['dependentsUnder17', row.dependents_under_17],
    ['otherDependents', row.other_dependents],
    ['propertyTaxes', row.property_taxes],
    ['mortgageInterest', row.mortgage_interest],
    ['mortgageBalance', row.mortgage_balance],
    ['charitableGifts', row.charitable_gifts],
    ['generalSalesTax', row.general_sales_tax],
    ['healthInsurancePremiums', row.health_insurance_premiums],
    ['retirementContributions', row.retirement_contributions],
    ['spouseQualifiedOvertime', row.spouse_qualified_overtime],
  ];
  const entered = pairs.filter((p): p is [keyof HouseholdInput, number] => p[1] !== null);
  // The plan alone changes nothing (it only sets the contributions' limit): v2 figures stay. Last year's state
  // balance is a payment for SALT (lib/views/load/payments.ts saltPaidFrom), not a field of the engine's
  // household, but it asks for the itemizing return: alone it gives the household of nothing else.
  // A spouse who itemizes (married filing separately) takes this return's standard deduction away: given. The
  // loan's date alone changes nothing (it only sets the limit on the balance), like the plan.
  const spouseItemizes = row.spouse_itemizes === true;
  // The spouse's local line: box 18 when entered, else their box 1 wages (most W-2s print the same figure).
  const spouseLocal = row.spouse_locality
    ? {
        locality: row.spouse_locality,
        wages: row.spouse_local_wages ?? row.spouse_wages ?? 0,
        withheld: row.spouse_local_withheld ?? 0,
      }
    : undefined;
  if (entered.length === 0 && row.prior_year_state_balance_paid === null && !spouseItemizes && !spouseLocal)
    return undefined;
  const plan = planOf(row.retirement_plan);
  return {
    ...(Object.fromEntries(entered) as HouseholdInput),
    ...(spouseLocal ? { spouseLocal } : {}),
    ...(plan ? { retirementPlan: plan } : {}),
    ...(row.mortgage_loan_date ? { mortgageLoanDate: dateOut(row.mortgage_loan_date) } : {}),
    ...(spouseItemizes ? { spouseItemizes } : {}),
  };
}
