// Employee FICA and self-employment tax (docs/tax-method.md §3, §3a; 26 USC 1401, 1402, 3101, 3102(f);
// Schedule SE, Form 8959): the payroll taxes of the year, beside the income tax of ./federal.ts.

import { EMPLOYER_ADDITIONAL_MEDICARE_FROM } from '@/lib/tax/law/payments';
import type { FederalYearLaw, FilingStatus, PayrollLaw } from '@/lib/tax/law/types';
import { applyRate } from './money';
import { withFields } from '@/lib/core/with-fields';

export interface FicaBreakdown {
  /** 6.2% of min(wages, wage base), rounded. */
  ssPart: number;
  /** 1.45% of wages, rounded. */
  medicarePart: number;
  /** 0.9% of wages above the filing status's threshold, rounded. */
  additionalMedicare: number;
  total: number;
}

export interface SeBreakdown {
  /** round(P × 0.9235): net earnings from self-employment. */
  base: number;
  ssPart: number;
  medicarePart: number;
  additionalMedicare: number;
  /** seTax: the three parts, each rounded, added. */
  total: number;
  /** round((ssPart + medicarePart) / 2): the above-the-line deduction (the 0.9% part is not deductible). */
  halfSeTax: number;
}

/**
 * The year's federal figures. Without a household (version 2) the return holds the worker's income alone
 * and `federalTax` = `returnTax`. With one (§3a) the deduction chain (agi ... federalTaxable) is the whole
 * return's, and `federalTax`, the worker's share that the assignments split, is what her income adds to the
 * household's tax: returnTax - the tax of the same return without her assignments' income.
 */
export const NO_FICA: FicaBreakdown = { ssPart: 0, medicarePart: 0, additionalMedicare: 0, total: 0 };
export const NO_SE: SeBreakdown = {
  base: 0,
  ssPart: 0,
  medicarePart: 0,
  additionalMedicare: 0,
  total: 0,
  halfSeTax: 0,
};

/** Employee FICA on W-2 wages: the Social Security, Medicare and additional-Medicare parts each rounded. */
export function ficaTax(
  wages: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  /** A spouse's Medicare wages on the same joint return (§3a): the 0.9% threshold is on combined wages. */
  otherWagesOnReturn = 0,
): FicaBreakdown {
  const w = Math.max(0, wages);
  const ssPart = applyRate(Math.min(w, law.socialSecurityWageBase), payroll.socialSecurityRate);
  const medicarePart = applyRate(w, payroll.medicareRate);
  // The worker's part: what her wages add to the return's Additional Medicare Tax, each side rounded.
  const additionalMedicare =
    wageAdditionalMedicare(w + otherWagesOnReturn, filingStatus, payroll) -
    wageAdditionalMedicare(otherWagesOnReturn, filingStatus, payroll);
  return { ssPart, medicarePart, additionalMedicare, total: ssPart + medicarePart + additionalMedicare };
}

/** Form 8959 Part I: 0.9% of a return's Medicare wages above the filing status's threshold, rounded. */
export function wageAdditionalMedicare(
  wages: number,
  filingStatus: FilingStatus,
  payroll: PayrollLaw,
): number {
  const over = Math.max(0, wages - payroll.additionalMedicareThreshold[filingStatus]);
  return applyRate(over, payroll.additionalMedicareRate);
}

/** An employer withholds 0.9% of the wages it pays over $200,000, whatever the filing status (IRC 3102(f)(1)). */
export function employerAdditionalMedicare(wages: number, payroll: PayrollLaw): number {
  return applyRate(Math.max(0, wages - EMPLOYER_ADDITIONAL_MEDICARE_FROM), payroll.additionalMedicareRate);
}

/**
 * Self-employment tax on net profit P: base = round(P × 0.9235); none when the base is under $400; else
 * 12.4% of min(base, wage base - the worker's W-2 Social Security wages) + 2.9% of base + 0.9% of the base
 * above the threshold less the return's Medicare wages, each part rounded like FICA's (Schedule SE lines 4a,
 * 8a-10 and 11, Form 8959 lines 10-13; IRC 1401, 1402(b)(1)).
 */
export function seTax(
  profit: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  /**
   * Medicare wages on the same return (a spouse's, §3a; the worker's own W-2 wages in a year with both): they
   * use up the 0.9% threshold first (Form 8959 lines 11-12).
   */
  wagesOnReturn = 0,
  /**
   * The worker's own W-2 Social Security wages of the year (Schedule SE line 8a): they use up the wage base
   * first (IRC 1402(b)(1)); a spouse's do not count (each spouse files her own Schedule SE).
   */
  socialSecurityWages = 0,
): SeBreakdown {
  const base = applyRate(Math.max(0, profit), payroll.seNetEarningsFactor);
  // Schedule SE: no self-employment tax when net earnings are under $400 (IRC 1402(b)(2)).
  if (base < payroll.seMinimumNetEarnings) return withFields(NO_SE, { base });
  const ssRoom = Math.max(0, law.socialSecurityWageBase - Math.max(0, socialSecurityWages));
  const ssPart = applyRate(Math.min(base, ssRoom), payroll.seSocialSecurityRate);
  const medicarePart = applyRate(base, payroll.seMedicareRate);
  const threshold = Math.max(0, payroll.additionalMedicareThreshold[filingStatus] - wagesOnReturn);
  const over = Math.max(0, base - threshold);
  const additionalMedicare = applyRate(over, payroll.additionalMedicareRate);
  const halfSeTax = applyRate(ssPart + medicarePart, payroll.seDeductibleShare);
  return {
    base,
    ssPart,
    medicarePart,
    additionalMedicare,
    total: ssPart + medicarePart + additionalMedicare,
    halfSeTax,
  };
}
