// The penalty-free amount by the year's end (IRC 6654(d)(1)(B), (e)(1); docs/tax-method.md §9a, §11): 90% of
// this year's tax, or 100% (110% above the AGI line) of last year's, and which last year it rests on: the
// figures the worker entered from last year's return (Form 1040 line 24 and AGI), else the app's own
// computation of last year when its records hold the whole of it (and, for a joint return, the household),
// else none, with a plain note saying what to enter.

import { formatDate } from '@/lib/core/dates';
import { ESTIMATED_TAX } from '@/lib/tax/law/payments';
import { safeHarbor } from '../estimated-plan';
import type { HouseholdInput } from '../household';
import { percent, usd } from '../money';
import type { FilingStatus } from '../types';
import type { PriorYearBasis, PriorYearInput, SafeHarborAnswer } from './types';

/** IRC 6654(d)(1)(B)(i): the share of this year's tax that is penalty-free when last year is not known. */
const CURRENT_SHARE = percent(ESTIMATED_TAX.currentYearShare);

/** The app's records of last year count as the whole year when they begin in its January (or before it). */
function coversLastYear(prior: PriorYearInput, year: number): boolean {
  return prior.recordsFrom !== null && prior.recordsFrom <= `${year - 1}-01-31`;
}

const ENTER =
  'Enter last year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure.';

/**
 * Which last year the safe harbor rests on, and its figures (null: none): the filing year's answer, and what
 * the settlement and the estimate's quarterly plan are given so that all three use the same last year.
 */
export function priorYearBasis(
  year: number,
  filingStatus: FilingStatus,
  household: HouseholdInput | undefined,
  computed: PriorYearInput | null,
): { basis: PriorYearBasis; prior: { tax: number; agi: number } | null; note: string } {
  const last = year - 1;
  const tax = household?.priorYearTotalTax;
  const agi = household?.priorYearAgi;
  if (tax !== undefined && agi !== undefined) {
    return {
      basis: 'entered',
      prior: { tax, agi },
      note: `Last year’s tax is the total tax you entered from your ${last} return (${usd(tax)}, Form 1040 line 24).`,
    };
  }
  if (computed) {
    const joint = filingStatus === 'married_joint';
    if (coversLastYear(computed, year) && (!joint || computed.household)) {
      return {
        basis: 'app_full_year',
        prior: { tax: computed.tax, agi: computed.agi },
        note:
          `Last year’s tax (${usd(computed.tax)}) is Travel Ledger’s own figure from your ${last} records; ` +
          `if your ${last} return shows another total tax (Form 1040, line 24), enter it in Settings.`,
      };
    }
    const held =
      joint && !computed.household
        ? `your ${last} records hold only your own income, not your spouse’s,`
        : computed.recordsFrom === null
          ? `Travel Ledger holds no record of ${last},`
          : `Travel Ledger holds your ${last} records only from ${formatDate(computed.recordsFrom)},`;
    return {
      basis: 'app_partial_year',
      prior: null,
      note: `Last year’s tax is not known: ${held} so the penalty-free amount is ${CURRENT_SHARE} of this year’s tax. ${ENTER}`,
    };
  }
  return {
    basis: 'unknown',
    prior: null,
    note: `Last year’s tax is not known here, so the penalty-free amount is ${CURRENT_SHARE} of this year’s tax. ${ENTER}`,
  };
}

/**
 * The safe harbor of the year's federal return: `taxAfterCredits` (the return's tax after every credit),
 * `paidByYearEnd` (the household's withholding and estimated payments), last year from `household`'s entered
 * figures or `computed`. On a joint return both spouses' withholding counts against the joint tax, and last
 * year's figure must be the household's.
 */
export function safeHarborAnswer(args: {
  year: number;
  filingStatus: FilingStatus;
  taxAfterCredits: number;
  paidByYearEnd: number;
  household?: HouseholdInput;
  computed: PriorYearInput | null;
}): SafeHarborAnswer {
  const { basis, prior, note } = priorYearBasis(args.year, args.filingStatus, args.household, args.computed);
  const harbor = safeHarbor(args.taxAfterCredits, args.filingStatus, args.paidByYearEnd, prior);
  const joint = args.filingStatus === 'married_joint';
  const householdNote = joint
    ? ' On your joint return, your withholding and your spouse’s count together against your household’s tax.'
    : '';
  return {
    currentYearRequired: harbor.currentYearRequired,
    priorYearRequired: harbor.priorYearRequired,
    required: harbor.required,
    met: harbor.met,
    basis,
    household: joint,
    note: note + householdNote,
  };
}
