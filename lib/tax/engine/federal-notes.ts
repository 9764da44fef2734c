// What the federal return's limits did to the household's own figures, in plain words (docs/tax-method.md §3a).

import type { FilingStatus } from '@/lib/tax/law/types';
import type { OnReturn } from './deductions';
import type { ReturnFigures } from './federal';
import { usd } from './money';

/** What the return's limits did to the household's own figures, in plain words. */
export function returnNotes(r: ReturnFigures, h: OnReturn, filingStatus: FilingStatus): string[] {
  const notes: string[] = [];
  if (r.retirementDeduction < h.retirementContributions) {
    notes.push(
      `Retirement contributions count up to ${usd(r.retirementDeduction)}, the limit of your plan on this year's profit.`,
    );
  }
  if (h.healthInsurancePremiums > 0) {
    notes.push(
      r.healthInsuranceDeduction < h.healthInsurancePremiums
        ? `Health insurance premiums count up to ${usd(r.healthInsuranceDeduction)}: no more than your profit after half the self-employment tax and retirement contributions.`
        : 'Health insurance premiums count only for months when neither you nor your spouse could join an employer’s subsidized plan.',
    );
  }
  if (h.spouseWages > 0 || h.otherIncome > 0) {
    notes.push(
      'Federal tax per assignment is what your assignments add to your household’s return; the whole return’s tax is what you owe or get back.',
    );
  }
  if (r.earnedIncomeCredit === 0 && r.earnedIncomeCreditWithoutInvestment > 0) {
    notes.push(
      'No earned income credit: your household’s other income counts as interest and dividends, which are over ' +
        'the credit’s limit on investment income. Other wages in it do not count toward that limit: enter your ' +
        'investment income in your household so only it counts.',
    );
  }
  if (r.itemizes && h.mortgageInterest < h.mortgageInterestPaid) {
    notes.push(
      `Mortgage interest counts ${usd(h.mortgageInterest)} of the ${usd(h.mortgageInterestPaid)} paid: the ` +
        'loan’s average balance is over the limit for a home loan, so only that share of the interest is deductible.',
    );
  }
  if (r.salesTaxElected) {
    notes.push(
      `Your itemized deductions count ${usd(h.generalSalesTax)} of sales taxes instead of your state and local ` +
        'income tax: the return deducts one or the other, and the sales taxes are larger.',
    );
  }
  if (h.mustItemize) {
    notes.push(
      'Married filing separately with a spouse who itemizes: your return has no standard deduction, so it itemizes.',
    );
  }
  if (filingStatus === 'married_separate' && r.qualifiedOvertime > 0) {
    notes.push('Married filing separately: no overtime deduction (it needs a joint return).');
  }
  return notes;
}
