// Federal income tax, employee FICA and self-employment tax for a year (docs/tax-method.md §3). Figures come
// from the law tables (Rev. Proc. 2023-34 / 2024-40 / 2025-32; 26 USC 1401, 3101, 164(f), 199A).

import { OVERTIME_DEDUCTION, QBI_MINIMUM } from '@/lib/tax/law';
import type { EmploymentType, FederalYearLaw, FilingStatus, PayrollLaw } from '@/lib/tax/law/types';
import { applyRate, bracketTax, decimalRatio, mulDivRound, roundRatio } from './money';

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
  /** W-2 wages (the sum of the items' taxableIncome), or 1099 net profit P. */
  income: number;
  /** W-2: wages. 1099: P - halfSeTax. */
  agi: number;
  standardDeduction: number;
  /** W-2 overtime deduction (tax years 2025-2028); 0 for 1099. */
  overtimeDeduction: number;
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

/** Schedule SE: no self-employment tax when net earnings are under $400 (IRC 1402(b)(2)). */
const SE_MINIMUM_BASE = 40_000;

/**
 * Self-employment tax on net profit P: base = round(P × 0.9235); none when the base is under $400; else
 * 12.4% of min(base, wage base) + 2.9% of base + 0.9% of the base above the threshold, each part rounded
 * like FICA's (Schedule SE lines 4a, 10 and 11, Form 8959; IRC 1401, 1402).
 */
export function seTax(
  profit: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
): SeBreakdown {
  const base = applyRate(Math.max(0, profit), payroll.seNetEarningsFactor);
  if (base < SE_MINIMUM_BASE) return { ...NO_SE, base };
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
 * QBI deduction of a sole proprietor in a specified service trade (health care) with no W-2 wages or
 * property (IRC 199A(b)(3), (d)(3); Form 8995-A Schedule A), on QBI = P - half SE tax and taxable income
 * before the deduction TI, with T the year's threshold and R its phase-in range:
 * - TI <= T: 20% × QBI;
 * - T < TI < T + R: with f = (TI - T) / R, 20% × QBI × (1 - f)²: the applicable percentage 1 - f shrinks QBI,
 *   and the wage limit (0) is phased in by f; computed exactly, rounded once;
 * - TI >= T + R: 0.
 * Then at most 20% × TI (199A(a)); from 2026 at least $400 when QBI >= $1,000 and TI < T + R (199A(i), OBBBA),
 * still at most TI.
 */
export function qbiDeduction(
  qbi: number,
  taxableBeforeQbi: number,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  taxYear: number = law.year,
): number {
  const ti = Math.max(0, taxableBeforeQbi);
  const q = Math.max(0, qbi);
  const t = law.qbiThreshold[filingStatus];
  const r = law.qbiPhaseInRange[filingStatus];
  let deduction: number;
  if (ti <= t) deduction = applyRate(q, payroll.qbiRate);
  else if (ti >= t + r) deduction = 0;
  else {
    // 20% × QBI × ((R - (TI - T)) / R)², as one exact fraction
    const rate = decimalRatio(payroll.qbiRate);
    const left = BigInt(r - (ti - t));
    deduction = roundRatio(rate.num * BigInt(q) * left * left, rate.den * BigInt(r) * BigInt(r));
  }
  deduction = Math.min(deduction, applyRate(ti, payroll.qbiRate));
  if (taxYear >= QBI_MINIMUM.fromYear && q >= QBI_MINIMUM.minQbi && ti < t + r) {
    deduction = Math.min(Math.max(deduction, QBI_MINIMUM.amount), ti);
  }
  return deduction;
}

/**
 * W-2 overtime deduction (IRC 225, OBBBA §70202; tax years 2025-2028, not for married filing separately):
 * the qualified overtime is the half-time premium of time-and-a-half, round(overtime pay / 3), capped at
 * $12,500 ($25,000 married filing jointly), then reduced by 10% of wages over $150,000 ($300,000 joint),
 * floored at 0.
 */
export function overtimeDeduction(
  overtimePay: number,
  wages: number,
  filingStatus: FilingStatus,
  taxYear: number,
): number {
  const law = OVERTIME_DEDUCTION;
  if (taxYear < law.firstYear || taxYear > law.lastYear || law.excluded.includes(filingStatus)) return 0;
  const qualified = Math.min(mulDivRound(Math.max(0, overtimePay), 1, 3), law.cap[filingStatus]);
  const reduction = applyRate(Math.max(0, wages - law.phaseOutStart[filingStatus]), law.phaseOutRate);
  return Math.max(0, qualified - reduction);
}

export interface FederalExtras {
  /** The tax year (the law tables may be another year's, §10); the tables' own year by default. */
  taxYear?: number;
  /** W-2: the year's overtime pay, for the overtime deduction. */
  overtimePay?: number;
}

/** The year's federal figures from W-2 wages or 1099 net profit P (docs/tax-method.md §3). */
export function federalYear(
  employmentType: EmploymentType,
  filingStatus: FilingStatus,
  income: number,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  extras: FederalExtras = {},
): FederalResult {
  const taxYear = extras.taxYear ?? law.year;
  const standardDeduction = law.standardDeduction[filingStatus];
  const brackets = law.brackets[filingStatus];
  if (employmentType === 'w2') {
    const overtime = overtimeDeduction(extras.overtimePay ?? 0, income, filingStatus, taxYear);
    const federalTaxable = Math.max(0, income - standardDeduction - overtime);
    return {
      employmentType,
      income,
      agi: income,
      standardDeduction,
      overtimeDeduction: overtime,
      qbiDeduction: 0,
      federalTaxable,
      federalTax: bracketTax(federalTaxable, brackets),
      fica: ficaTax(income, filingStatus, law, payroll),
      se: NO_SE,
    };
  }
  const se = seTax(income, filingStatus, law, payroll);
  const agi = income - se.halfSeTax;
  const beforeQbi = Math.max(0, agi - standardDeduction);
  const qbi = qbiDeduction(income - se.halfSeTax, beforeQbi, filingStatus, law, payroll, taxYear);
  const federalTaxable = Math.max(0, beforeQbi - qbi);
  return {
    employmentType,
    income,
    agi,
    standardDeduction,
    overtimeDeduction: 0,
    qbiDeduction: qbi,
    federalTaxable,
    federalTax: bracketTax(federalTaxable, brackets),
    fica: NO_FICA,
    se,
  };
}
