// Federal income tax, employee FICA and self-employment tax for a year (tax-method.md §3). Figures come
// from the law tables (Rev. Proc. 2023-34 / 2024-40 / 2025-32; 26 USC 1401, 3101, 164(f), 199A).

import type { EmploymentType, FederalYearLaw, FilingStatus, PayrollLaw } from '@/lib/tax/law/types';
import { applyRate, bracketTax, mulDivRound } from './money';

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

export interface FederalResult {
  employmentType: EmploymentType;
  /** W-2 wages, or 1099 net profit P: the sum of the items' taxableIncome. */
  income: number;
  /** W-2: wages. 1099: P - halfSeTax. */
  agi: number;
  standardDeduction: number;
  qbiDeduction: number;
  federalTaxable: number;
  federalTax: number;
  fica: FicaBreakdown;
  se: SeBreakdown;
}

const NO_FICA: FicaBreakdown = { ssPart: 0, medicarePart: 0, additionalMedicare: 0, total: 0 };
const NO_SE: SeBreakdown = {
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
): FicaBreakdown {
  const w = Math.max(0, wages);
  const ssPart = applyRate(Math.min(w, law.socialSecurityWageBase), payroll.socialSecurityRate);
  const medicarePart = applyRate(w, payroll.medicareRate);
  const over = Math.max(0, w - payroll.additionalMedicareThreshold[filingStatus]);
  const additionalMedicare = applyRate(over, payroll.additionalMedicareRate);
  return { ssPart, medicarePart, additionalMedicare, total: ssPart + medicarePart + additionalMedicare };
}

/**
 * Self-employment tax on net profit P: base = round(P × 0.9235); 12.4% of min(base, wage base) + 2.9% of
 * base + 0.9% of the base above the threshold, each part rounded like FICA's (Schedule SE lines 10 and 11,
 * Form 8959). The method names no $400 floor, so none is applied.
 */
export function seTax(
  profit: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
): SeBreakdown {
  const base = applyRate(Math.max(0, profit), payroll.seNetEarningsFactor);
  const ssPart = applyRate(Math.min(base, law.socialSecurityWageBase), payroll.seSocialSecurityRate);
  const medicarePart = applyRate(base, payroll.seMedicareRate);
  const over = Math.max(0, base - payroll.additionalMedicareThreshold[filingStatus]);
  const additionalMedicare = applyRate(over, payroll.additionalMedicareRate);
  const halfSeTax = mulDivRound(ssPart + medicarePart, 1, 2);
  return {
    base,
    ssPart,
    medicarePart,
    additionalMedicare,
    total: ssPart + medicarePart + additionalMedicare,
    halfSeTax,
  };
}

/**
 * QBI deduction (§3): 20% of (P - half SE tax), capped at 20% of (AGI - standard deduction), and 0 when
 * that taxable income before the deduction is above the year's threshold (health care is a specified
 * service; the method applies no phase-in range and no 2026 $400 minimum).
 */
export function qbiDeduction(
  profit: number,
  halfSe: number,
  agi: number,
  standardDeduction: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
): number {
  const beforeQbi = Math.max(0, agi - standardDeduction);
  if (beforeQbi > law.qbiThreshold[filingStatus]) return 0;
  const full = applyRate(Math.max(0, profit - halfSe), payroll.qbiRate);
  const cap = applyRate(beforeQbi, payroll.qbiRate);
  return Math.min(full, cap);
}

/** The year's federal figures from the sum of the items' taxableIncome. */
export function federalYear(
  employmentType: EmploymentType,
  filingStatus: FilingStatus,
  income: number,
  law: FederalYearLaw,
  payroll: PayrollLaw,
): FederalResult {
  const standardDeduction = law.standardDeduction[filingStatus];
  const brackets = law.brackets[filingStatus];
  if (employmentType === 'w2') {
    const federalTaxable = Math.max(0, income - standardDeduction);
    return {
      employmentType,
      income,
      agi: income,
      standardDeduction,
      qbiDeduction: 0,
      federalTaxable,
      federalTax: bracketTax(federalTaxable, brackets),
      fica: ficaTax(income, filingStatus, law, payroll),
      se: NO_SE,
    };
  }
  const se = seTax(income, filingStatus, law, payroll);
  const agi = income - se.halfSeTax;
  const qbi = qbiDeduction(income, se.halfSeTax, agi, standardDeduction, filingStatus, law, payroll);
  const federalTaxable = Math.max(0, agi - standardDeduction - qbi);
  return {
    employmentType,
    income,
    agi,
    standardDeduction,
    qbiDeduction: qbi,
    federalTaxable,
    federalTax: bracketTax(federalTaxable, brackets),
    fica: NO_FICA,
    se,
  };
}
