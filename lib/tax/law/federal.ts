// Federal income-tax tables for 2024-2026 and the payroll / self-employment rates.
// Source: Rev. Proc. 2023-34, 2024-40, 2025-32 as encoded in PolicyEngine-US @ 8914f89d and Tax-Calculator
// @ 78f3574c (reference federal.json, compiled 2026-11); generated into ./data/federal.json by scripts/gen-law.ts.
import data from './data/federal.json';
import type { FederalData } from './data-types';
import type { FederalYearLaw, OvertimeDeductionLaw, PayrollLaw, QbiMinimumLaw } from './types';
import { nearestYear } from './years';

// The generator writes this file from typed objects; JSON import types widen tuples, hence the cast.
const FEDERAL = data as unknown as FederalData;

/** Tax years with a federal table, ascending. */
export const FEDERAL_YEARS: readonly number[] = Object.keys(FEDERAL.years)
  .map(Number)
  .sort((a, b) => a - b);

/** The year whose federal tables compute `year`: its own, else the nearest (docs/tax-method.md §10). */
export function federalTableYear(year: number): number {
  return nearestYear(year, FEDERAL_YEARS);
}

/** Brackets, standard deductions, wage base and QBI thresholds of `year` (the nearest year's without a table). */
export function federalLaw(year: number): FederalYearLaw {
  const law = FEDERAL.years[String(federalTableYear(year))];
  if (!law) throw new Error(`federal table ${year} missing`);
  return law;
}

/**
 * W-2 overtime deduction as federal.json writes it (OBBBA §70202, IRC 225; PE gov/irs/deductions/overtime_income):
 * its smooth 10% phase-out and married-separate cap are not the statute's, so the engine uses OVERTIME_V3
 * (./household.ts, from household.json) since method version 3. Kept for the generator's cross-checks.
 */
export const OVERTIME_DEDUCTION: OvertimeDeductionLaw = FEDERAL.overtimeDeduction;

/** QBI minimum deduction from 2026 (OBBBA, IRC 199A(i); PE gov/irs/deductions/qbi/deduction_floor). */
export const QBI_MINIMUM: QbiMinimumLaw = FEDERAL.qbiMinimum;

/** Payroll and SE rates, the same 2024-2026 (26 USC 1401, 3101; PE gov/irs/self_employment, payroll). */
export const PAYROLL: PayrollLaw = FEDERAL.payroll;

/**
 * Additional Medicare Tax withholding (IRC 3102(f)(1)): an employer withholds the 0.9% (PAYROLL's
 * additionalMedicareRate) on the wages it pays an employee above $200,000 in the calendar year, whatever the
 * employee's filing status (the tax itself has thresholds by status, PAYROLL.additionalMedicareThreshold).
 * Restated in IRS Publication 15 (2026), section 9, "Additional Medicare Tax withholding", and the General
 * Instructions for Forms W-2 and W-3 (2026), box 6: "the total employee Medicare tax (including any
 * Additional Medicare Tax) withheld". Not indexed for inflation.
 */
export const ADDITIONAL_MEDICARE_WITHHOLDING_FROM = 20_000_000;
