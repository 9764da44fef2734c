// An offer on the household's return (docs/tax-method.md §8, §11): its tax is what it adds to the return of each
// year it spans, the household's other income, dependents, deductions and the worker's other assignments of
// that year on the same return. Each tax is the year computed with the offer less the year without it:
// federal (the return's income tax after every credit, the refundable ones included: an offer that ends the
// household's earned income credit adds that credit to its tax), FICA or SE tax,
// each state (the home state's part on its own line) and each local line.

import { sum } from './money';
import type { AssignmentYearFigures, YearItem } from './types';
import { taxFigures, type TaxContext, type YearComputation } from './year';
import { itemOf } from './year-item';

export interface YearIncrement {
  /** The offer's figures with what it adds to each tax of the year. */
  item: YearItem;
  /** What it adds to the home state's tax (after its credit). */
  homeStateTax: number;
  /** What it adds to each local line (by id), lines it changes only. */
  locals: Array<{ id: string; name: string; tax: number }>;
  /** The year computed with the offer (its notes are the year's). */
  withOffer: YearComputation;
}

const federalNet = (c: YearComputation) =>
  c.federal.returnTax - c.federal.refundableCredit - c.federal.earnedIncomeCredit;

/** The offer `offer` on top of `others` (the worker's other assignments of the year) on the household's return. */
export function yearIncrement(
  offer: AssignmentYearFigures,
  others: readonly AssignmentYearFigures[],
  ctx: TaxContext,
): YearIncrement {
  const withOffer = taxFigures([...others, offer], ctx);
  const without = taxFigures(others, ctx);
  const stateOf = (c: YearComputation, home: boolean) =>
    sum(c.states.lines.filter((l) => l.isHomeState === home).map((l) => l.tax));
  const homeStateTax = stateOf(withOffer, true) - stateOf(without, true);
  const workStateTax = stateOf(withOffer, false) - stateOf(without, false);
  // Every line of either computation (a credit can remove a line the offer's year no longer has).
  const lines = new Map<string, { id: string; name: string; tax: number }>();
  for (const l of withOffer.locals.lines) lines.set(l.id, { id: l.id, name: l.name, tax: l.tax });
  for (const l of without.locals.lines) {
    const seen = lines.get(l.id);
    lines.set(l.id, { id: l.id, name: l.name, tax: (seen?.tax ?? 0) - l.tax });
  }
  const locals = [...lines.values()].filter((l) => l.tax !== 0);
  const item = itemOf(offer, {
    federalTax: federalNet(withOffer) - federalNet(without),
    stateTax: homeStateTax + workStateTax,
    localTax: withOffer.locals.totalTax - without.locals.totalTax,
    ficaTax: withOffer.federal.fica.total - without.federal.fica.total,
    seTax: withOffer.federal.se.total - without.federal.se.total,
  });
  return { item, homeStateTax, locals, withOffer };
}
