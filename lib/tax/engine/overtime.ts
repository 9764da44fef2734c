// The qualified overtime of a W-2 year (docs/tax-method.md §3a, IRC 225(c)): W-2 box 12 code TT when the
// worker entered it, else the FLSA premium estimated from each assignment's overtime pay and weekly hours.

import { CONTRACT_WEEK_HOURS, FLSA_WEEK_HOURS, OVERTIME_V3 } from '@/lib/tax/law/household';
import { flsaPremium } from './deductions';
import { sum, usd } from './money';
import type { AssignmentYearFigures, EmploymentType } from './types';

export interface OvertimeFigures {
  /** What the overtime deduction starts from, before its cap and phase-out. */
  qualified: number;
  notes: string[];
}

export function overtimeFigures(
  all: readonly (Pick<AssignmentYearFigures, 'overtimePay' | 'assignment'> &
    Partial<Pick<AssignmentYearFigures, 'employmentType'>>)[],
  ctx: { year: number; employmentType: EmploymentType; reportedOvertime?: number },
): OvertimeFigures {
  // Only an employee's overtime qualifies (IRC 225(c): FLSA overtime compensation): the W-2 contracts'.
  const figures = all.filter((f) => (f.employmentType ?? ctx.employmentType) === 'w2');
  if (ctx.employmentType !== 'w2' && figures.length === 0) return { qualified: 0, notes: [] };
  const inForce = ctx.year >= OVERTIME_V3.firstYear && ctx.year <= OVERTIME_V3.lastYear;
  if (ctx.reportedOvertime !== undefined) {
    const qualified = Math.max(0, ctx.reportedOvertime);
    const notes = inForce
      ? [
          `The overtime deduction uses the qualified overtime on your W-2 (box 12, code TT): ${usd(qualified)}.`,
        ]
      : [];
    return { qualified, notes };
  }
  const pay = sum(figures.map((f) => f.overtimePay));
  const qualified = sum(figures.map((f) => flsaPremium(f.overtimePay, f.assignment.hours_per_week)));
  if (pay === 0 || !inForce) return { qualified, notes: [] };
  const why =
    `Only the extra half of the hourly rate for hours over ${FLSA_WEEK_HOURS} in a week counts, not the whole ` +
    `overtime pay (overtime after ${CONTRACT_WEEK_HOURS} hours is the contract’s, not the law’s).`;
  const notes =
    qualified === 0
      ? [
          `Your overtime pay does not lower federal tax: your assignments show ${FLSA_WEEK_HOURS} hours a week or less. ${why} ` +
            'The amount on your W-2 (box 12, code TT) replaces this estimate when you enter it.',
        ]
      : [
          `The overtime deduction counts ${usd(qualified)} of your ${usd(pay)} overtime pay. ${why} ` +
            'The amount on your W-2 (box 12, code TT) replaces this estimate when you enter it.',
        ];
  return { qualified, notes };
}
