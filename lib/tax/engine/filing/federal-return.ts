// The federal line of the filing year (docs/tax-method.md §11): the whole return's tax against what was paid
// toward it, and whether Form 1040 must be filed (IRC 6012 gross income, IRC 6017 self-employment, Additional
// Medicare Tax owed) or should be (only a return gets withholding or a refundable credit back).

import { FEDERAL_FILING, FEDERAL_RETURN } from '@/lib/tax/law';
import { formatDate } from '@/lib/core/dates';
import type { PaymentsInput } from '../household';
import { sum, usd } from '../money';
import type { FilingStatus, YearResult } from '../types';
import { federalReturnDue } from './deadlines';
import { filingWords, type LineDraft, outcomeOf, paidPart } from './lines';
import type { FilingDecision, FilingRule, PaidPart, Requirement } from './types';

const STATUS_WORDS: Record<FilingStatus, string> = {
  single: 'a single filer',
  married_joint: 'a joint return',
  married_separate: 'married filing separately',
  head_of_household: 'a head of household',
};

/**
 * Gross income of the return (IRC 61; Pub. 17): W-2 wages (taxable pay; tax-free stipends are not income)
 * and a 1099 worker's gross receipts (her 1099 contracts' whole pay, before expenses), plus the household's
 * income on the return (a joint spouse's wages, other income: AGI less the worker's own part).
 */
export function grossIncome(year: YearResult): number {
  const f = year.federal;
  const receipts = sum(year.items.filter((it) => it.employmentType === '1099').map((it) => it.grossComp));
  const own = receipts + f.wages;
  return Math.max(0, own) + Math.max(0, f.agi - f.ownAgi);
}

function decide(year: YearResult, paid: number, balance: number): FilingDecision {
  const f = year.federal;
  const gross = grossIncome(year);
  const separate = year.filingStatus === 'married_separate';
  const threshold = separate ? FEDERAL_FILING.separateReturnThreshold : f.standardDeduction;
  const owesMedicare = f.returnAdditionalMedicare > f.additionalMedicareWithheld;
  let requirement: Requirement = 'must';
  let rule: FilingRule;
  let why: string;
  if (separate ? gross >= threshold : gross > threshold) {
    rule = 'gross_income';
    why = separate
      ? `Married filing separately, any gross income of ${usd(threshold)} or more needs a return (yours: ${usd(gross)}).`
      : `Your gross income of ${usd(gross)} is over ${usd(threshold)}, the filing threshold for ${STATUS_WORDS[year.filingStatus]}.`;
  } else if (f.se.base >= FEDERAL_FILING.selfEmploymentThreshold) {
    rule = 'self_employment';
    why = `Your net earnings from self-employment (${usd(f.se.base)}) are ${usd(FEDERAL_FILING.selfEmploymentThreshold)} or more.`;
  } else if (owesMedicare) {
    rule = 'additional_medicare';
    why = 'You owe Additional Medicare Tax that no employer withheld.';
  } else if (paid > 0) {
    requirement = 'should';
    rule = 'refund';
    why = `Your income is under the filing threshold, but only a return gets back the ${usd(paid)} paid toward it.`;
  } else {
    requirement = 'not_needed';
    rule = 'below_threshold';
    why = `Your gross income of ${usd(gross)} is not over the ${usd(threshold)} filing threshold, and nothing was paid to get back.`;
  }
  const deadline = requirement === 'not_needed' ? null : federalReturnDue(year.year);
  const money =
    balance > 0 ? ` You owe ${usd(balance)}.` : balance < 0 ? ` You get ${usd(-balance)} back.` : '';
  const when = deadline ? ` File ${FEDERAL_RETURN.form} by ${formatDate(deadline)}.` : '';
  return {
    requirement,
    rule,
    form: requirement === 'not_needed' ? null : FEDERAL_RETURN.form,
    employerForm: null,
    deadline,
    reason: filingWords(why, when, money),
  };
}

/**
 * The federal line: tax = the return's income tax after the nonrefundable credits + SE tax + Additional
 * Medicare Tax (Form 1040 line 24's parts the app computes); paid = withholding (the household's W-2 box 2),
 * the Additional Medicare Tax employers withheld (box 6), estimated payments and the refundable credits (the
 * child tax credit's refundable part, the earned income credit).
 */
export function federalLine(year: YearResult, payments: PaymentsInput): LineDraft {
  const f = year.federal;
  const tax = f.returnTax + f.se.total + f.returnAdditionalMedicare;
  const parts: PaidPart[] = [
    paidPart('withheld', 'W-2 box 2', payments.federalWithheld),
    paidPart('withheld', 'W-2 box 6 (Additional Medicare Tax)', f.additionalMedicareWithheld),
    paidPart('estimated', 'Estimated payments', payments.federalEstimated),
    paidPart('refundable_credit', 'Refundable child tax credit', f.refundableCredit),
    paidPart('refundable_credit', 'Earned income credit', f.earnedIncomeCredit),
  ].filter((p) => p.amount > 0);
  const paid = sum(parts.map((p) => p.amount));
  const balance = tax - paid;
  return {
    id: 'federal',
    kind: 'federal',
    name: 'Federal',
    state: null,
    resident: null,
    income: f.agi,
    tax,
    creditForTaxElsewhere: 0,
    paid,
    paidParts: parts,
    balance,
    outcome: outcomeOf(balance),
    filing: decide(year, paid, balance),
  };
}
