// County and city taxes with rules of their own (docs/tax-method.md §4b), each a step of computeLocals
// (./local.ts): Maryland's counties and nonresident tax, New York City and Yonkers, Indiana's counties, the
// Portland area's taxes and Colorado's occupational privilege taxes.

import { stateLaw } from '@/lib/tax/law';
import { COLORADO_OPT, slug } from '@/lib/tax/law/local';
import {
  INDIANA_COUNTY_RATES,
  MD_BRACKET_COUNTIES,
  MD_COUNTY_RATES,
  MD_NONRESIDENT_RATE,
  METRO_SHS,
  MULTNOMAH_PFA,
  NYC_BRACKETS,
  NYC_SCHEDULE_YEAR,
  YONKERS,
} from '@/lib/tax/law/local-income';
import { inCity, inNewYorkCity } from '@/lib/tax/law/local-places';
import { dateOfDay, dayNumber } from './calendar';
import { marylandCountyCredit } from './local-credits';
import {
  all,
  type Builder,
  incomeOf,
  itemsIn,
  latestRate,
  latestYear,
  line,
  NO_TABLE,
  placeName,
  stateTaxable,
} from './local-lines';
import { applyRate, bracketTax, mulDivRound } from './money';

/** Maryland: the home county's tax on Maryland taxable income, or the 2.25% nonresident tax on MD wages. */
export function maryland(b: Builder): void {
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
      const rates = MD_COUNTY_RATES[county];
      if (rates === undefined) return;
      const rate = rates[year] ?? latestRate(rates);
      if (rate === null) return;
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
  const rate = MD_NONRESIDENT_RATE[year] ?? latestRate(MD_NONRESIDENT_RATE) ?? 0;
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
export function newYork(b: Builder): void {
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
    if (b.ctx.year > NYC_SCHEDULE_YEAR)
      b.notes.push(
        `New York City has not published its ${b.ctx.year} rates; the ${NYC_SCHEDULE_YEAR} rates are used.`,
      );
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
export function indiana(b: Builder): void {
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
    const used = latestYear(rates);
    rate = rates[used] ?? 0;
    b.notes.push(
      `Indiana's ${year} county tax rates are not in our tables yet; the ${used} rate of ${name} is used.`,
    );
  }
  const id = `IN-${slug(name)}`;
  if (resident) b.homeRates.set(id, rate);
  line(b, { id, name, state: 'IN' }, resident, income, applyRate(income, rate), indexes);
}

/** Portland area (residents): Multnomah County's Preschool for All tax and Metro's housing tax. */
export function portland(b: Builder): void {
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
export function colorado(b: Builder): void {
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
