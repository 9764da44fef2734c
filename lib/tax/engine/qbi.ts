// The QBI deduction of a 1099 worker (docs/tax-method.md §3; IRC 199A as amended by OBBBA): a specified service
// trade with no W-2 wages or property, phased out over the phase-in range, with the 2026 minimum.

import { QBI_MINIMUM } from '@/lib/tax/law';
import type { FederalYearLaw, FilingStatus, PayrollLaw } from '@/lib/tax/law/types';
import { applyRate, decimalRatio, roundRatio } from './money';

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
