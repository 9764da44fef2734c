// A year with W-2 and 1099 contracts (docs/tax-method.md §3a): the W-2 wages and the 1099 net profit on one
// return, the weights that split FICA over the W-2 contracts and SE tax over the 1099 ones, and the states' base.

import type { EmploymentType } from '@/lib/tax/law/types';
import type { IncomeSplit } from './federal';
import { deductibleExpenses } from './income';
import { sum } from './money';
import type { AssignmentYearFigures, UnlinkedTotals } from './types';

/** The costs linked to a set of figures. */
export function linkedCosts(figures: readonly AssignmentYearFigures[]): UnlinkedTotals {
  return {
    expenses: sum(figures.map((f) => f.linkedExpenses)),
    meals: sum(figures.map((f) => f.linkedMeals)),
    mileageDeduction: sum(figures.map((f) => f.linkedMileageDeduction)),
  };
}

/** P = max(0, the figures' grossComp - the costs, meals at 50% - the mileage deduction) (§2). */
export function netProfit(figures: readonly AssignmentYearFigures[], c: UnlinkedTotals): number {
  return Math.max(
    0,
    sum(figures.map((f) => f.grossComp)) - deductibleExpenses(c.expenses, c.meals) - c.mileageDeduction,
  );
}

/**
 * A year with W-2 and 1099 contracts (§3a): the W-2 wages (the W-2 contracts' taxableIncome) and the 1099
 * net profit P of the 1099 contracts, less the costs linked to them and, when the user's own employment type
 * is 1099, the year's costs linked to no W-2 contract (those of a W-2 user are an employee's, not the
 * business's). Undefined when every contract has the user's employment type: today's figures.
 */
export function incomeSplit(
  figures: readonly AssignmentYearFigures[],
  ctx: { employmentType: EmploymentType },
  costs: UnlinkedTotals,
): IncomeSplit | undefined {
  if (figures.every((f) => f.employmentType === ctx.employmentType)) return undefined;
  const employee = figures.filter((f) => f.employmentType === 'w2');
  const contractor = figures.filter((f) => f.employmentType === '1099');
  let c = linkedCosts(contractor);
  if (ctx.employmentType === '1099') {
    const w2 = linkedCosts(employee);
    c = {
      expenses: Math.max(0, costs.expenses - w2.expenses),
      meals: Math.max(0, costs.meals - w2.meals),
      mileageDeduction: Math.max(0, costs.mileageDeduction - w2.mileageDeduction),
    };
  }
  return { wages: sum(employee.map((f) => f.taxableIncome)), profit: netProfit(contractor, c) };
}

/**
 * The weights that split a tax over the items of one employment type (FICA over the W-2 contracts, SE tax
 * over the 1099 ones): their own weights, or equal shares when those are all 0.
 */
export function typeWeights(
  figures: readonly AssignmentYearFigures[],
  weights: readonly number[],
  type: EmploymentType,
): number[] {
  const own = figures.map((f, i) => (f.employmentType === type ? (weights[i] ?? 0) : 0));
  return sum(own) > 0 ? own : figures.map((f) => (f.employmentType === type ? 1 : 0));
}

/**
 * The states' base in a year with both (§3a): the W-2 contracts' taxableIncome, and over the 1099 ones the
 * 1099 part of AGI (profit less half the SE tax, retirement and health insurance: AGI less the wages), as a
 * 1099 year's states tax AGI.
 */
export function mixedBase(
  figures: readonly AssignmentYearFigures[],
  weights: readonly number[],
  ownAgi: number,
  split: { wages: number },
) {
  const agiItems = figures.flatMap((f, i) => (f.employmentType === '1099' ? [i] : []));
  return { weights, agi: Math.max(0, ownAgi - split.wages), agiItems };
}
