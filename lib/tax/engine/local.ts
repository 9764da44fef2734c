// Local income taxes of a year (docs/tax-method.md §4b): one line per local jurisdiction that taxes the
// worker, as a resident (by the tax home's place) or a nonresident (by each assignment's place), with the
// resident credits the law gives. Places without a table, and rates not found, are named in plain notes.

import {
  FLAT_LOCAL_TAXES,
  OHIO_OCCASIONAL_ENTRANT_DAYS,
  PA_DEFAULT_RESIDENT_EIT,
  PHILADELPHIA,
  slug,
} from '@/lib/tax/law/local';
import { inCity, type LocalPlace, localPlace } from '@/lib/tax/law/local-places';
import type { HouseholdInput } from './household';
import { colorado, indiana, maryland, newYork, portland } from './local-counties';
import { pennsylvaniaLst } from './local-lst';
import { philadelphiaNpt } from './local-npt';
import { philadelphiaTax, spansOf } from './local-philadelphia';
import { spouseLocal } from './local-spouse';
import { creditNotes, ohioCredits, outOfStateLocalCredits } from './local-credits';
import {
  all,
  type Builder,
  flatRate,
  incomeOf,
  itemsIn,
  line,
  type LocalContext,
  type LocalWorkItem,
  type LocalYearResult,
  matches,
  NO_TABLE,
  placeName,
} from './local-lines';
import { applyRate, itemShares, mulDivRound, percent, sum } from './money';
import type { StateYearResult } from './state';

export type { LocalContext, LocalWorkItem, LocalYearResult } from './local-lines';

/** Ohio's 20-day rule (ORC 718.011): each item's income from the 21st day worked in the city in the year on. */
function afterTwentyDays(b: Builder, indexes: readonly number[]): number {
  let seen = 0;
  let taxed = 0;
  for (const i of [...indexes].sort(
    (x, y) => (b.items[x]?.dayRange[0] ?? 0) - (b.items[y]?.dayRange[0] ?? 0),
  )) {
    const it = b.items[i];
    if (!it) continue;
    const days = it.dayRange[1] - it.dayRange[0] + 1;
    const free = Math.max(0, Math.min(days, OHIO_OCCASIONAL_ENTRANT_DAYS - seen));
    seen += days;
    taxed += mulDivRound(it.taxableIncome, days - free, days);
  }
  return taxed;
}

/** Residents and nonresidents of the flat city and county taxes, with Ohio's 20-day rule and credits. */
function flatTaxes(b: Builder): void {
  const home = b.home;
  // A tax matches only places in its own state (`matches`): the others are skipped without a look.
  const states = new Set(b.places.map((p) => p.state));
  if (home) states.add(home.state);
  for (const t of FLAT_LOCAL_TAXES) {
    if (!states.has(t.state)) continue;
    const isHome = home !== null && matches(t, home);
    const worked = itemsIn(b, (p) => matches(t, p));
    const resident = isHome && !t.workplaceOnly;
    const indexes = resident ? all(b) : worked;
    if (indexes.length === 0 || (!isHome && worked.length === 0)) continue;
    const rate = flatRate(t, b.ctx.year, isHome);
    if (rate === null) {
      b.notes.push(
        `${t.name} ${isHome ? 'resident' : 'nonresident'} tax is not included: its ${b.ctx.year} rate is not in our tables.`,
      );
      continue;
    }
    if (t.unconfirmed) {
      b.notes.push(`${t.name}'s tax rate is from an earlier year's list; the ${b.ctx.year} rate may differ.`);
    }
    let income = incomeOf(b, indexes);
    if (!isHome && t.ohio20Day) income = afterTwentyDays(b, worked);
    if (isHome && t.exemptionPerPerson) {
      const persons = (b.ctx.filingStatus === 'married_joint' ? 2 : 1) + dependents(b.ctx.household);
      income = Math.max(0, income - persons * t.exemptionPerPerson);
    }
    // A PA resident pays a work city's nonresident EIT only above the home EIT (Act 32: the higher of the two).
    let tax = applyRate(income, rate);
    if (resident && t.state === 'PA') b.homeRates.set(t.id, rate);
    if (!isHome && t.state === 'PA' && home?.state === 'PA') {
      tax = Math.max(0, tax - applyRate(income, homeEitRate(b)));
    }
    line(b, { id: t.id, name: t.name, state: t.state }, isHome, income, tax, indexes);
  }
  ohioCredits(b);
}

const dependents = (h: HouseholdInput | undefined) => (h?.dependentsUnder17 ?? 0) + (h?.otherDependents ?? 0);

/** The home PA municipality's resident EIT rate (Pittsburgh, Reading, or the usual 1%). */
function homeEitRate(b: Builder): number {
  const home = b.home;
  if (!home || home.state !== 'PA' || inCity(home, [PHILADELPHIA.name])) return 0;
  const t = FLAT_LOCAL_TAXES.find((x) => matches(x, home));
  return t ? (flatRate(t, b.ctx.year, true) ?? 0) : PA_DEFAULT_RESIDENT_EIT;
}

/**
 * Philadelphia and the usual 1% Pennsylvania EIT of a home elsewhere in Pennsylvania. W-2 pay owes the Wage
 * Tax; a 1099 worker's pay is business income, which owes the Net Profits Tax on net profit instead (Phila.
 * Code 19-1502(2)); a year with both has one Philadelphia line carrying both, each part on its own contracts.
 */
function pennsylvania(b: Builder): void {
  const home = b.home;
  const inPhilly = (p: LocalPlace) => p.state === 'PA' && inCity(p, [PHILADELPHIA.name]);
  const phillyHome = home !== null && inPhilly(home);
  const worked = itemsIn(b, inPhilly);
  const taxed = phillyHome ? all(b) : worked;
  if (taxed.length > 0) {
    const profit = b.ctx.netProfit;
    const isContract = (i: number) => profit !== undefined && b.items[i]?.employmentType !== 'w2';
    const wageIdx = taxed.filter((i) => !isContract(i));
    const nptIdx = taxed.filter(isContract);
    const wageTax = philadelphiaTax(b, spansOf(b, wageIdx), phillyHome);
    const contracts = all(b).filter(isContract);
    const npt =
      profit !== undefined && nptIdx.length > 0
        ? philadelphiaNpt(b, profit, nptIdx, contracts, phillyHome)
        : { base: 0, tax: 0 };
    line(b, PHILADELPHIA, phillyHome, incomeOf(b, wageIdx) + npt.base, wageTax + npt.tax, taxed);
    // Each part stays on the contracts it taxes (the Wage Tax on the W-2 ones, the NPT on the 1099 ones).
    const made = b.lines.find((l) => l.id === PHILADELPHIA.id);
    if (made && wageIdx.length > 0 && nptIdx.length > 0) {
      const byWeight = (amount: number, idx: readonly number[]) =>
        itemShares(
          amount,
          idx.map((i) => b.items[i]?.taxableIncome ?? 0),
        );
      const wageShares = byWeight(wageTax, wageIdx);
      const nptShares = byWeight(npt.tax, nptIdx);
      made.itemTax = taxed.map((i) =>
        isContract(i) ? (nptShares[nptIdx.indexOf(i)] ?? 0) : (wageShares[wageIdx.indexOf(i)] ?? 0),
      );
    }
  }
  if (!home || home.state !== 'PA' || phillyHome) return;
  if (FLAT_LOCAL_TAXES.some((t) => matches(t, home))) return;
  const income = incomeOf(b, all(b));
  const tax = applyRate(income, PA_DEFAULT_RESIDENT_EIT);
  // The Philadelphia wage tax paid on the same wages is credited against the home EIT (Act 511).
  const phillyTax = b.lines.find((l) => l.id === PHILADELPHIA.id)?.tax ?? 0;
  const credit = Math.min(tax, phillyTax, applyRate(incomeOf(b, worked), PA_DEFAULT_RESIDENT_EIT));
  b.notes.push(
    'Most Pennsylvania municipalities and school districts tax residents\u2019 earned income at ' +
      `${percent(PA_DEFAULT_RESIDENT_EIT)} in total; that rate is used for your home. Yours may differ.`,
  );
  const id = `PA-${slug(home.city || 'home')}-eit`;
  b.homeRates.set(id, PA_DEFAULT_RESIDENT_EIT);
  line(
    b,
    {
      id,
      name: `${home.city || 'Home'} earned income tax`,
      state: 'PA',
    },
    true,
    income,
    tax,
    all(b),
    credit,
  );
}

/** Places in a state with local taxes that no table covers: a plain note each, never a silent 0. */
function uncovered(b: Builder): void {
  const covered = (p: LocalPlace) => FLAT_LOCAL_TAXES.some((t) => matches(t, p));
  const check = (p: LocalPlace) => {
    const text = NO_TABLE[p.state];
    if (text && !covered(p) && p.state !== 'IN' && p.state !== 'MD')
      b.notes.push(text.replace('{place}', placeName(p)));
  };
  if (b.home) check(b.home);
  b.places.forEach(check);
}

/** Local tax lines of the year: resident by the tax home, nonresident by each assignment's place. */
export function computeLocals(
  items: readonly LocalWorkItem[],
  ctx: LocalContext,
  states: StateYearResult,
): LocalYearResult {
  const th = ctx.taxHome;
  const b: Builder = {
    items,
    ctx,
    states,
    home: th ? localPlace(th.state, th.city, th.zip) : null,
    places: items.map((it) =>
      localPlace(it.assignment.state, it.assignment.location, it.assignment.zip, it.assignment.county),
    ),
    lines: [],
    notes: [],
    homeRates: new Map(),
  };
  pennsylvania(b);
  pennsylvaniaLst(b);
  flatTaxes(b);
  maryland(b);
  newYork(b);
  indiana(b);
  portland(b);
  colorado(b);
  outOfStateLocalCredits(b);
  spouseLocal(b);
  uncovered(b);
  creditNotes(b);
  const itemLocalTax = items.map(() => 0);
  for (const l of b.lines) {
    l.itemIndexes.forEach((i, k) => {
      itemLocalTax[i] = (itemLocalTax[i] ?? 0) + (l.itemTax[k] ?? 0);
    });
  }
  return {
    lines: b.lines,
    totalTax: sum(b.lines.map((l) => l.tax)),
    itemLocalTax,
    notes: [...new Set(b.notes)],
  };
}
