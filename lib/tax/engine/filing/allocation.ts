// Each assignment's share of each government line (docs/tax-method.md §11, allocation). Every split is the
// engine's largest remainder (money.ts), so the shares and the household's part add up to the line exactly.
// - Federal: what the worker's income adds to the household's return (the items' federal and SE tax as
//   computeYear splits them, and her Additional Medicare Tax by taxable income); the rest is the household's.
// - A nonresident state or place: its tax over the assignments worked there, by taxable income.
// - A resident line on the household's income (the home state; a county or city tax measured by the state
//   return): first split between the worker's income and the household's other income (a joint spouse's
//   wages, interest...), then the worker's part over all her assignments by taxable income. A resident city
//   tax on wages alone (Columbus) has no household part.

import { allocateLargestRemainder, itemShares, sum, usd } from '../money';
import type { YearItem, YearResult } from '../types';
import { onHouseholdBase } from '../local-lines';
import type { LineDraft } from './lines';
import type { LineAllocation } from './types';

/** The engine's allocation weights: taxable income, or gross pay when every taxable income is 0. */
export function weightsOf(items: readonly YearItem[]): number[] {
  const taxable = items.map((it) => it.taxableIncome);
  return sum(taxable) === 0 ? items.map((it) => it.grossComp) : taxable;
}

/** The household's income on the return that is not the worker's (joint spouse's wages, other income). */
export const householdIncomeOf = (year: YearResult) => Math.max(0, year.federal.agi - year.federal.ownAgi);

function over(year: YearResult, amount: number, indexes: readonly number[]): LineAllocation['items'] {
  const weights = weightsOf(year.items);
  const parts = itemShares(
    amount,
    indexes.map((i) => weights[i] ?? 0),
  );
  return indexes.map((i, k) => ({ assignmentId: year.items[i]?.assignment.id ?? 0, amount: parts[k] ?? 0 }));
}

/** tax split [the worker's income, the household's other income], the worker's part over `indexes`. */
function householdShare(year: YearResult, tax: number, indexes: readonly number[]) {
  const household = householdIncomeOf(year);
  const worker = Math.max(0, year.states.total - household);
  if (indexes.length === 0) return { items: [], household: tax };
  const [mine = 0, theirs = 0] =
    worker + household === 0 ? [tax, 0] : allocateLargestRemainder(tax, [worker, household]);
  return { items: over(year, mine, indexes), household: theirs };
}

/** Each item's part of the Additional Medicare Tax her wages add to the return (W-2; on the federal line). */
function additionalMedicareShares(year: YearResult): number[] {
  // The W-2 contracts' (in a year with both, §3a, the 1099 ones have no FICA).
  const w2 = year.items.flatMap((it, i) => (it.employmentType === 'w2' ? [i] : []));
  if (w2.length === 0) return year.items.map(() => 0);
  const shares = over(year, year.federal.fica.additionalMedicare, w2);
  const out = year.items.map(() => 0);
  w2.forEach((i, k) => (out[i] = shares[k]?.amount ?? 0));
  return out;
}

/**
 * Each item's Social Security and Medicare withheld with its pay (FICA without the Additional Medicare Tax,
 * which the return settles and the federal line carries): on no return, counted in take-home.
 */
export function payrollShares(year: YearResult): number[] {
  const medicare = additionalMedicareShares(year);
  return year.items.map((it, i) => it.ficaTax - (medicare[i] ?? 0));
}

function federalAllocation(year: YearResult, line: LineDraft): LineAllocation {
  const all = year.items.map((_, i) => i);
  const medicare = additionalMedicareShares(year);
  let items = year.items.map((it, i) => ({
    assignmentId: it.assignment.id,
    amount: it.federalTax + it.seTax + (medicare[i] ?? 0),
  }));
  // By construction her increment is at most the return's tax; a return with no items keeps it all.
  if (sum(items.map((x) => x.amount)) > line.tax) items = over(year, line.tax, all);
  const household = line.tax - sum(items.map((x) => x.amount));
  return {
    rule: 'worker_increment',
    label:
      'What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay' +
      (household > 0
        ? `; the other ${usd(household)} is your household’s (other income on the return).`
        : '.'),
    items,
    household,
  };
}

/** The allocation of one line over the year's assignments. */
export function allocate(year: YearResult, line: LineDraft): LineAllocation {
  if (line.kind === 'federal') return federalAllocation(year, line);
  const all = year.items.map((_, i) => i);
  const stateLine = year.states.lines.find((l) => `state-${l.state}` === line.id);
  const localLine = year.locals.lines.find((l) => `local-${l.id}` === line.id);
  const onHousehold =
    (line.kind === 'state' && stateLine?.isHomeState === true) ||
    (localLine !== undefined && onHouseholdBase(localLine));
  if (onHousehold) {
    const indexes = localLine?.itemIndexes ?? all;
    const { items, household } = householdShare(year, line.tax, indexes);
    const rest = household > 0 ? `; ${usd(household)} is your household’s other income’s share` : '';
    return {
      rule: 'household_income_share',
      label: `${line.name} taxes your household’s whole income (${usd(line.income)}): each assignment carries its share of that income${rest}.`,
      items,
      household,
    };
  }
  const indexes = stateLine?.itemIndexes ?? localLine?.itemIndexes ?? [];
  // A local line keeps the engine's own split (each item's localTax); a state line the same rule.
  const items = localLine
    ? indexes.map((i, k) => ({
        assignmentId: year.items[i]?.assignment.id ?? 0,
        amount: localLine.itemTax[k] ?? 0,
      }))
    : over(year, line.tax, indexes);
  const household = line.tax - sum(items.map((x) => x.amount));
  return {
    rule: localLine?.resident ? 'household_income_share' : 'worked_there',
    label: localLine?.resident
      ? `${line.name} taxes your wages as a resident: each assignment carries its share by taxable pay.`
      : `${line.name} taxes what you earned there: each assignment there carries its share by taxable pay.`,
    items,
    household,
  };
}
