// Local credits (./local.ts): what a home city or county takes off its tax for local or state tax paid
// elsewhere, where the law gives the figures, and plain notes where it gives none we hold.

import { FLAT_LOCAL_TAXES, PHILADELPHIA } from '@/lib/tax/law/local';
import type { StateCode } from '@/lib/tax/law/types';
import { type Builder, isHeadTax, type LocalLine, replaceTax } from './local-lines';
import { applyRate, mulDivRound, sum } from './money';

/**
 * An Ohio home city's credit for the tax of an Ohio work city (ORC 718: each city's ordinance sets it):
 * Cleveland, Columbus and Youngstown credit 100% of the work city's tax, up to their own rate on that income; a city
 * whose terms are not in the tables gets a note, never a silent credit of 0.
 */
export function ohioCredits(b: Builder): void {
  const home = b.lines.find((l) => l.resident && l.state === 'OH');
  const work = b.lines.filter((l) => !l.resident && l.state === 'OH');
  if (!home || work.length === 0) return;
  const t = FLAT_LOCAL_TAXES.find((x) => x.id === home.id);
  if (!t?.residentCredit) {
    b.notes.push(
      `${home.name} may give its residents a credit for the city tax paid where they work; its terms are not in our tables, so your ${home.name} tax is shown without it.`,
    );
    return;
  }
  const { share, capRate } = t.residentCredit;
  const credit = Math.min(
    home.tax,
    sum(work.map((w) => Math.min(w.tax, Math.round(applyRate(w.income, capRate) * share)))),
  );
  replaceTax(home, home.tax - credit, credit);
}

/**
 * Maryland's credit against the county tax for tax paid to another state (Md. Code Tax-Gen. § 10-703(e);
 * Form 502CR Part A, "local tax credit", since Comptroller v. Wynne, 575 U.S. 542 (2015)): per state, the tax
 * paid there that the state credit did not use, up to the county tax on that state's share of the income
 * (the same share the state credit uses: income_S / total). Researched: not in local.json or states-v3.json.
 */
export function marylandCountyCredit(b: Builder, countyTax: number): number {
  const md = b.states.lines.find((l) => l.isHomeState && l.state === 'MD');
  const total = b.states.total;
  if (!md || md.residentTax === null || total === 0 || countyTax === 0) return 0;
  let credit = 0;
  for (const s of b.states.lines) {
    if (s.isHomeState || s.tax === 0) continue;
    const stateCredit = Math.min(s.tax, mulDivRound(md.residentTax, s.income, total));
    credit += Math.min(s.tax - stateCredit, mulDivRound(countyTax, s.income, total));
  }
  return Math.min(countyTax, credit);
}

/** Local income taxes of other states (Colorado's flat monthly privilege taxes are not income taxes). */
export const outOfState = (b: Builder, state: StateCode) =>
  b.lines.filter((l) => !l.resident && l.state !== state && !isHeadTax(l.id));

/**
 * A home locality's credit for local income tax paid in another state, the least of that tax, the home rate
 * on the income it taxed, and the home tax: Indiana county tax (Indiana DOR, IT-40 instructions, Schedule 6
 * line 1 "Credit for local taxes paid outside of Indiana") and the Pennsylvania resident EIT (Local Tax
 * Enabling Act, 53 P.S. § 6924.317: "taxes paid to local municipalities in other states ... limited to the
 * local earned income tax liability of the double-taxed income", as the Keystone Collections Group, a
 * collector for most PA districts, states it). Researched: neither is in local.json.
 */
export function outOfStateLocalCredits(b: Builder): void {
  for (const home of b.lines) {
    const rate = b.homeRates.get(home.id);
    if (rate === undefined || !home.resident || home.tax === 0) continue;
    const paid = outOfState(b, home.state);
    if (paid.length === 0) continue;
    const credit = Math.min(
      home.tax,
      sum(paid.map((l) => l.tax)),
      sum(paid.map((l) => applyRate(l.income, rate))),
    );
    replaceTax(home, home.tax - credit, credit);
  }
}

/** Credits the lines leave out, in plain words (the state rules for them are not in the tables). */
export function creditNotes(b: Builder): void {
  // A home city or county taxed beside a work place of its own state, with no credit computed (Ohio's say so
  // in ohioCredits): the credit its law may give is named, never a silent 0.
  // Not for workplace-only taxes (Kentucky, Birmingham: no wage is taxed twice) nor for a Pennsylvania work
  // place under Act 32, where only the excess over the home rate is charged already.
  const doubled = (home: LocalLine, l: LocalLine) =>
    !l.resident &&
    l.state === home.state &&
    !isHeadTax(l.id) &&
    (home.state !== 'PA' || l.id === PHILADELPHIA.id);
  for (const home of b.lines) {
    const workplaceOnly = FLAT_LOCAL_TAXES.find((t) => t.id === home.id)?.workplaceOnly ?? false;
    const sameState = b.lines.some((l) => doubled(home, l));
    if (!home.resident || workplaceOnly || home.state === 'OH' || home.credit > 0 || !sameState) continue;
    b.notes.push(
      `${home.name} may give its residents a credit for the local tax paid where they work; it is not included.`,
    );
  }
  const homeState = b.states.lines.find((l) => l.isHomeState);
  if (!homeState || homeState.noTax) return;
  const credited = b.lines.some((l) => l.resident && b.homeRates.has(l.id));
  if (outOfState(b, homeState.state).length > 0 && !credited) {
    b.notes.push(
      `${homeState.stateName} may give a credit for the city or county tax paid where you worked; it is not included.`,
    );
  }
  const paidElsewhere = b.states.lines.some((l) => !l.isHomeState && l.tax > 0);
  if (homeState.state === 'PA' && credited && paidElsewhere) {
    b.notes.push(
      'Pennsylvania lets state tax paid elsewhere beyond its own credit reduce your local earned income tax; that part is not included.',
    );
  }
}
