// Local income taxes of a year (docs/tax-method.md §4b): one line per local jurisdiction that taxes the
// worker, as a resident (by the tax home's place) or a nonresident (by each assignment's place), with the
// resident credits the law gives. Places without a table, and rates not found, are named in plain notes.

import { formatDate } from '@/lib/core/dates';
import { stateLaw } from '@/lib/tax/law';
import {
  COLORADO_OPT,
  FLAT_LOCAL_TAXES,
  INDIANA_COUNTY_RATES,
  MD_BRACKET_COUNTIES,
  MD_COUNTY_RATES,
  MD_NONRESIDENT_RATE,
  METRO_SHS,
  MULTNOMAH_PFA,
  NYC_BRACKETS,
  PA_DEFAULT_RESIDENT_EIT,
  PHILADELPHIA,
  PHILADELPHIA_RATES,
  slug,
  YONKERS,
} from '@/lib/tax/law/local';
import { inCity, inNewYorkCity, type LocalPlace, localPlace } from '@/lib/tax/law/local-places';
import type { StateCode } from '@/lib/tax/law/types';
import { dateOfDay, dayNumber } from './calendar';
import type { HouseholdInput } from './household';
import { applyRate, bracketTax, mulDivRound, sum } from './money';
import type { StateYearResult } from './state';
import { creditNotes, marylandCountyCredit, ohioCredits, outOfStateLocalCredits } from './local-credits';
import {
  type Builder,
  flatRate,
  incomeOf,
  itemsIn,
  line,
  type LocalContext,
  type LocalWorkItem,
  type LocalYearResult,
  matches,
  placeName,
  stateTaxable,
  all,
} from './local-lines';

export type { LocalContext, LocalWorkItem, LocalYearResult } from './local-lines';

/** Plain words for a place a table does not cover; `{place}` is filled in. */
const NO_TABLE: Partial<Record<StateCode, string>> = {
  OH: '{place} may levy a city income tax; it is not included in these figures.',
  KY: '{place} may levy an occupational license tax; it is not included in these figures.',
  AL: '{place} may levy an occupational tax; it is not included in these figures.',
  IN: 'Indiana county income tax for {place} is not included in these figures: its rate is not in our tables.',
  MD: 'Your Maryland county could not be found from {place}; the county income tax is not included.',
};

/** Philadelphia: each item's income split by its days in each rate period; null when a rate is not found. */
function philadelphiaTax(b: Builder, indexes: readonly number[], resident: boolean): number {
  let tax = 0;
  for (const i of indexes) {
    const it = b.items[i];
    if (!it) continue;
    const [first, last] = it.dayRange;
    const days = last - first + 1;
    PHILADELPHIA_RATES.forEach((p, k) => {
      const from = k === 0 ? first : Math.max(first, dayNumber(p.from));
      const next = PHILADELPHIA_RATES[k + 1];
      const to = Math.min(last, next ? dayNumber(next.from) - 1 : last);
      if (to < from) return;
      // A period without a published rate keeps the last published one; a note says so.
      const known = [...PHILADELPHIA_RATES.slice(0, k + 1)].reverse().find((r) => r.resident !== null);
      if (p.resident === null) {
        b.notes.push(
          `Philadelphia has not published its wage tax rates from ${formatDate(p.from)}; the rates before are used.`,
        );
      }
      const rate = resident ? known?.resident : known?.nonresident;
      tax += applyRate(mulDivRound(it.taxableIncome, to - from + 1, days), rate ?? 0);
    });
  }
  return tax;
}

/** Ohio's 20-day rule: each item's income from the 21st day worked in the city in the year on. */
function afterTwentyDays(b: Builder, indexes: readonly number[]): number {
  let seen = 0;
  let taxed = 0;
  for (const i of [...indexes].sort(
    (x, y) => (b.items[x]?.dayRange[0] ?? 0) - (b.items[y]?.dayRange[0] ?? 0),
  )) {
    const it = b.items[i];
    if (!it) continue;
    const days = it.dayRange[1] - it.dayRange[0] + 1;
    const free = Math.max(0, Math.min(days, 20 - seen));
    seen += days;
    taxed += mulDivRound(it.taxableIncome, days - free, days);
  }
  return taxed;
}

/** Residents and nonresidents of the flat city and county taxes, with Ohio's 20-day rule and credits. */
function flatTaxes(b: Builder): void {
  const home = b.home;
  for (const t of FLAT_LOCAL_TAXES) {
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

/** Philadelphia and the usual 1% Pennsylvania EIT of a home elsewhere in Pennsylvania. */
function pennsylvania(b: Builder): void {
  const home = b.home;
  const inPhilly = (p: LocalPlace) => p.state === 'PA' && inCity(p, [PHILADELPHIA.name]);
  const phillyHome = home !== null && inPhilly(home);
  const worked = itemsIn(b, inPhilly);
  if (phillyHome) {
    line(b, PHILADELPHIA, true, incomeOf(b, all(b)), philadelphiaTax(b, all(b), true), all(b));
  } else if (worked.length > 0) {
    line(b, PHILADELPHIA, false, incomeOf(b, worked), philadelphiaTax(b, worked, false), worked);
  }
  if (!home || home.state !== 'PA' || phillyHome) return;
  if (FLAT_LOCAL_TAXES.some((t) => matches(t, home))) return;
  const income = incomeOf(b, all(b));
  const tax = applyRate(income, PA_DEFAULT_RESIDENT_EIT);
  // The Philadelphia wage tax paid on the same wages is credited against the home EIT (Act 511).
  const phillyTax = b.lines.find((l) => l.id === PHILADELPHIA.id)?.tax ?? 0;
  const credit = Math.min(tax, phillyTax, applyRate(incomeOf(b, worked), PA_DEFAULT_RESIDENT_EIT));
  b.notes.push(
    'Most Pennsylvania municipalities and school districts tax residents\u2019 earned income at 1% in total; ' +
      'that rate is used for your home. Yours may differ.',
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

/** Maryland: the home county's tax on Maryland taxable income, or the 2.25% nonresident tax on MD wages. */
function maryland(b: Builder): void {
  const year = b.ctx.year;
  const home = b.home;
  if (home?.state === 'MD') {
    const county = home.county?.replace(/, MD$/, '') ?? null;
    if (county === null) {
      b.notes.push(NO_TABLE.MD!.replace('{place}', placeName(home)));
      return;
    }
    const taxable = stateTaxable(b, 'MD');
    const bracketCounty = MD_BRACKET_COUNTIES[county];
    let tax: number;
    if (bracketCounty) {
      const brackets = bracketCounty.brackets(b.ctx.filingStatus);
      const rate = [...brackets].reverse().find(([lower]) => lower <= taxable)?.[1] ?? 0;
      tax = bracketCounty.whole ? applyRate(taxable, rate) : bracketTax(taxable, brackets);
    } else {
      const rate = MD_COUNTY_RATES[county]?.[year] ?? MD_COUNTY_RATES[county]?.[2026];
      if (rate === undefined) return;
      tax = applyRate(taxable, rate);
    }
    if (home.countyAmbiguous)
      b.notes.push(`Your ZIP lies in more than one Maryland county; ${county}'s rate is used.`);
    const id = `MD-${slug(county)}`;
    line(b, { id, name: county, state: 'MD' }, true, taxable, tax, all(b), marylandCountyCredit(b, tax));
    return;
  }
  const md = b.states.lines.find((l) => l.state === 'MD' && !l.isHomeState);
  if (!md || md.reciprocity.exempt || md.tax === 0 || b.states.total === 0) return;
  const taxable = stateTaxable(b, 'MD');
  const share = mulDivRound(taxable, md.income, b.states.total);
  const rate = MD_NONRESIDENT_RATE[year] ?? MD_NONRESIDENT_RATE[2026] ?? 0;
  line(
    b,
    { id: 'MD-nonresident', name: 'Maryland nonresident tax', state: 'MD' },
    false,
    share,
    applyRate(share, rate),
    md.itemIndexes,
  );
}

/** New York City (residents only) and Yonkers (a resident surcharge; 0.5% of nonresident earnings). */
function newYork(b: Builder): void {
  const th = b.ctx.taxHome;
  if (th && inNewYorkCity(th.state, th.city, th.zip)) {
    const taxable = stateTaxable(b, 'NY');
    line(
      b,
      { id: 'NY-nyc', name: 'New York City', state: 'NY' },
      true,
      taxable,
      bracketTax(taxable, NYC_BRACKETS[b.ctx.filingStatus]),
      all(b),
    );
    if (b.ctx.year > 2025)
      b.notes.push(`New York City has not published its ${b.ctx.year} rates; the 2025 rates are used.`);
  }
  const yonkers = { id: 'NY-yonkers', name: 'Yonkers', state: 'NY' as const };
  if (b.home?.state === 'NY' && inCity(b.home, ['Yonkers'])) {
    const ny = b.states.lines.find((l) => l.state === 'NY' && l.isHomeState);
    const stateTax = ny?.tax ?? 0;
    line(b, yonkers, true, stateTax, applyRate(stateTax, YONKERS.residentSurcharge), all(b));
    return;
  }
  const worked = itemsIn(b, (p) => p.state === 'NY' && inCity(p, ['Yonkers']));
  if (worked.length === 0) return;
  const earnings = incomeOf(b, worked);
  const exclusion = YONKERS.exclusions.find(([upTo]) => upTo === null || earnings <= upTo)?.[1] ?? 0;
  const base = Math.max(0, earnings - exclusion);
  line(b, yonkers, false, base, applyRate(base, YONKERS.nonresidentRate), worked);
}

/**
 * Indiana county tax: a resident pays the rate of the home county on January 1; a nonresident the rate of the
 * county of the assignment worked on January 1 (45 IAC 3.1-4-2), on Indiana income less its exemptions.
 */
function indiana(b: Builder): void {
  const year = b.ctx.year;
  const jan1 = dayNumber(`${year}-01-01`);
  const home = b.home;
  let county: string | null = null;
  let indexes: number[] = [];
  let resident = false;
  let income = 0;
  if (home?.state === 'IN') {
    county = home.county;
    resident = true;
    indexes = all(b);
    income = stateTaxable(b, 'IN');
    if (county === null) {
      b.notes.push(NO_TABLE.IN!.replace('{place}', placeName(home)));
      return;
    }
  } else {
    const k = b.items.findIndex(
      (it, i) => b.places[i]?.state === 'IN' && it.dayRange[0] <= jan1 && jan1 <= it.dayRange[1],
    );
    const p = b.places[k];
    if (!p) return;
    county = p.county;
    indexes = itemsIn(b, (q) => q.state === 'IN');
    const deduction = stateLaw('IN', year).deduction[b.ctx.filingStatus];
    income = Math.max(0, incomeOf(b, indexes) - deduction);
    if (county === null) {
      b.notes.push(NO_TABLE.IN!.replace('{place}', placeName(p)));
      return;
    }
  }
  const name = county.replace(/, IN$/, '');
  const rates = INDIANA_COUNTY_RATES[name];
  if (!rates) {
    b.notes.push(NO_TABLE.IN!.replace('{place}', name));
    return;
  }
  let rate = rates[year] ?? null;
  if (rate === null) {
    rate = rates[2025] ?? 0;
    b.notes.push(
      `Indiana's ${year} county tax rates are not in our tables yet; the 2025 rate of ${name} is used.`,
    );
  }
  const id = `IN-${slug(name)}`;
  if (resident) b.homeRates.set(id, rate);
  line(b, { id, name, state: 'IN' }, resident, income, applyRate(income, rate), indexes);
}

/** Portland area (residents): Multnomah County's Preschool for All tax and Metro's housing tax. */
function portland(b: Builder): void {
  const home = b.home;
  if (home?.state !== 'OR' || home.county === null) return;
  const taxable = stateTaxable(b, 'OR');
  const s = b.ctx.filingStatus;
  if (home.county === 'Multnomah County, OR') {
    line(
      b,
      { id: 'OR-multnomah-pfa', name: 'Multnomah County Preschool for All', state: 'OR' },
      true,
      taxable,
      bracketTax(taxable, MULTNOMAH_PFA[s]),
      all(b),
    );
  }
  if (METRO_SHS.counties.includes(home.county)) {
    const threshold =
      s === 'married_joint' || s === 'head_of_household'
        ? METRO_SHS.threshold.married_joint
        : METRO_SHS.threshold.single;
    const over = Math.max(0, taxable - threshold);
    line(
      b,
      { id: 'OR-metro-shs', name: 'Metro supportive housing services', state: 'OR' },
      true,
      over,
      applyRate(over, METRO_SHS.rate),
      all(b),
    );
  }
}

/** Colorado occupational privilege taxes: the employee's monthly amount for each month worked in the city. */
function colorado(b: Builder): void {
  for (const opt of COLORADO_OPT) {
    const worked = itemsIn(b, (p) => p.state === 'CO' && inCity(p, [opt.name]));
    if (worked.length === 0) continue;
    const months = new Set<string>();
    for (const i of worked) {
      const it = b.items[i];
      if (!it) continue;
      for (let d = it.dayRange[0]; d <= it.dayRange[1]; d += 1) months.add(dateOfDay(d).slice(0, 7));
    }
    line(
      b,
      { id: opt.id, name: `${opt.name} occupational privilege tax`, state: 'CO' },
      false,
      incomeOf(b, worked),
      months.size * opt.centsPerMonth,
      worked,
    );
  }
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
    places: items.map((it) => localPlace(it.assignment.state, it.assignment.location, it.assignment.zip)),
    lines: [],
    notes: [],
    homeRates: new Map(),
  };
  pennsylvania(b);
  flatTaxes(b);
  maryland(b);
  newYork(b);
  indiana(b);
  portland(b);
  colorado(b);
  outOfStateLocalCredits(b);
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
