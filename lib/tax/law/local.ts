// Local income, earnings and wage taxes for TY2025 and TY2026 (docs/tax-method.md §4b), generated into
// ./data/local.json by scripts/gen-law.ts from the reference local.json / local.md (compiled 2026-11;
// PolicyEngine-US @ 8914f89d parameters/gov/local/**, gov/states/in|md, and the official pages named per
// entry). This module gives them their names and ids and adds the figures the reference lacks, each with its
// researched source. Rates are decimal fractions, amounts cents. A rate the reference could not find is null
// and the engine says so in a note; it is never taken as 0. Here: the flat wage and earnings taxes,
// Pennsylvania's and Colorado's; the taxes figured on income a state return measures (Maryland, New York City,
// Yonkers, Indiana, Portland) are in ./local-income.ts.
import data from './data/local.json';
import type { LocalData } from './data-types';
import type { StateCode } from './types';

// The generator writes this file from typed objects; JSON import types widen tuples, hence the cast.
export const LOCAL = data as unknown as LocalData;

/**
 * A flat local wage tax identified by its city names (the ZIP's postal city, else the city entered) or its
 * county (reference GSA ZIP file). `resident`: tax on all wages of a resident; `nonresident`: on the wages
 * of work done there. `workplaceOnly`: residents owe only on work done there (Kentucky, Birmingham).
 */
export interface FlatLocalTax {
  id: string;
  name: string;
  state: StateCode;
  cities?: readonly string[];
  counties?: readonly string[];
  /** By tax year; null = not found in a citable source. */
  resident: Readonly<Record<number, number | null>>;
  nonresident: Readonly<Record<number, number | null>>;
  workplaceOnly?: boolean;
  /** Ohio: the first 20 days in the city each year are not taxed by it (ORC 718.011). */
  ohio20Day?: boolean;
  /** The resident credit for tax paid to a work city: share and cap rate (Cleveland: 100% up to 2.5%). */
  residentCredit?: { share: number; capRate: number } | null;
  /** Per-person exemption of a Michigan city (Detroit $600), cents. */
  exemptionPerPerson?: number;
  /** Rates from a source older than 2025 (the reference's verified:false): a note says so. */
  unconfirmed?: boolean;
  source: string;
}

const both = (rate: number | null) => ({ 2025: rate, 2026: rate });

/**
 * Philadelphia Wage/Earnings Tax periods (fiscal years from July 1); PE pa/philadelphia, phila.gov. Days before
 * the first period (years the app has no tables for) take the first period's rates. From 2026-07-01: not found
 * (reference local.json philadelphia.rates[4]), null.
 */
export const PHILADELPHIA_RATES: readonly {
  from: string;
  resident: number | null;
  nonresident: number | null;
}[] = LOCAL.philadelphia;

/**
 * Ohio's occasional-entrant rule (ORC 718.011; local.json ohio_municipal.occasional_entrant_20_day_rule): the
 * first 20 days an employee works in a city other than the principal place of work in a year are withheld for
 * the principal place; from the 21st day the work city taxes them.
 */
export const OHIO_OCCASIONAL_ENTRANT_DAYS = LOCAL.ohioEntrantDays;

/**
 * Resident credits of Ohio cities the reference lacks (local.json has Cleveland's), researched:
 * - Columbus credits its residents for city tax withheld and paid to the work city, up to its own 2.5%: "If
 *   you worked in a City other than Columbus, you can take credit for any city tax withheld and paid to that
 *   city ... 1% ... you must pay an additional 1.5% to Columbus" (City of Columbus Income Tax Division, "Tax
 *   Facts", columbus.gov/Government/City-Auditor/Income-Tax-Division/Tax-Facts).
 * - Youngstown credits "the amount paid to the other city", not more than 100% of its own tax on that income
 *   (Codified Ordinances of Youngstown § 181.15, Ord. 81-420, as codified on amlegal.com).
 * Both: 100% of the work city's tax, up to the city's own rate.
 */
const OHIO_RESEARCHED_CREDIT: readonly string[] = ['columbus', 'youngstown'];

/** Display names where the reference's key is not the name in title case. */
const NAMES: Readonly<Record<string, string>> = {
  prince_georges: "Prince George's County",
  queen_annes: "Queen Anne's County",
  st_marys: "St. Mary's County",
  st_joseph: 'St. Joseph County',
  baltimore_city: 'Baltimore City',
  baltimore_county: 'Baltimore County',
};

/** 'muskegon_heights' → 'Muskegon Heights'. */
export function titleOf(key: string): string {
  return (
    NAMES[key] ??
    key.replace(/(^|_)([a-z])/g, (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`)
  );
}

function rateOf<T>(table: Readonly<Record<string, T>>, key: string, where: string): T {
  const v = table[key];
  if (v === undefined) throw new Error(`local.json ${where} has no ${key}`);
  return v;
}

const ohio = (key: string): FlatLocalTax => {
  const c = rateOf(LOCAL.ohioCities, key, 'ohio_municipal.cities');
  const name = titleOf(key);
  const researched = OHIO_RESEARCHED_CREDIT.includes(key);
  return {
    id: `OH-${slug(name)}`,
    name,
    state: 'OH',
    cities: [name],
    resident: both(c.rate),
    nonresident: both(c.rate),
    ohio20Day: true,
    residentCredit: researched ? { share: 1, capRate: c.rate } : c.credit,
    unconfirmed: !c.verified,
    source: `reference local.json ohio_municipal (ORC 718.011 20-day rule): ${c.source}${researched ? '; resident credit researched (above)' : ''}`,
  };
};

const MI_SOURCE =
  'michigan.gov/taxes "What cities impose an income tax?" (list for 2023); Detroit Form 5469 (TY2025)';
const michigan = (key: string): FlatLocalTax => {
  const c = rateOf(LOCAL.michiganCities, key, 'michigan_cities.cities');
  const name = titleOf(key);
  return {
    id: `MI-${slug(name)}`,
    name,
    state: 'MI',
    cities: [name],
    resident: both(c.resident),
    nonresident: both(c.nonresident),
    ...(key === 'detroit' ? { exemptionPerPerson: LOCAL.detroitExemptionPerPerson } : {}),
    ...(c.verified ? {} : { unconfirmed: true }),
    source: MI_SOURCE,
  };
};

const pennsylvania = (key: string): FlatLocalTax => {
  const c = rateOf(LOCAL.paCities, key, 'pennsylvania_eit.cities');
  const name = titleOf(key);
  return {
    id: `PA-${key}`,
    name,
    state: 'PA',
    cities: [name],
    resident: both(c.resident),
    nonresident: both(c.nonresident),
    ...(c.verified || c.resident === null ? {} : { unconfirmed: true }),
    source: `reference local.json pennsylvania_eit.cities.${key}: ${c.source}`,
  };
};

export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The order the lines are written in when several apply (each city and county once). */
const MI_ORDER = [
  'detroit',
  'grand_rapids',
  'saginaw',
  'highland_park',
  'flint',
  'battle_creek',
  'lansing',
  'east_lansing',
  'jackson',
  'muskegon',
  'muskegon_heights',
  'pontiac',
  'port_huron',
  'albion',
  'benton_harbor',
  'big_rapids',
  'grayling',
  'hamtramck',
  'hudson',
  'ionia',
  'lapeer',
  'portland',
  'springfield',
  'walker',
];

export const FLAT_LOCAL_TAXES: readonly FlatLocalTax[] = [
  // Pennsylvania EIT (Act 32): Pittsburgh 3% resident (1% city + 2% school district), 1% nonresident.
  ...['pittsburgh', 'reading', 'scranton'].map(pennsylvania),
  ...['columbus', 'cleveland', 'cincinnati', 'toledo', 'akron', 'dayton', 'youngstown'].map(ohio),
  // Kentucky occupational license taxes: on wages for work done in the county only.
  {
    id: 'KY-louisville',
    name: 'Louisville Metro',
    state: 'KY',
    counties: ['Jefferson County, KY'],
    resident: both(LOCAL.kentucky.louisville.resident),
    nonresident: both(LOCAL.kentucky.louisville.nonresident),
    workplaceOnly: true,
    source: 'Louisville Metro Code § 110.02; PE ky/jefferson (W-1KJC 2025 instructions)',
  },
  {
    id: 'KY-lexington',
    name: 'Lexington-Fayette',
    state: 'KY',
    counties: ['Fayette County, KY'],
    resident: both(LOCAL.kentucky.lexington.resident),
    nonresident: both(LOCAL.kentucky.lexington.nonresident),
    workplaceOnly: true,
    source: 'lexingtonky.gov occupational license fee rates; fcps.net/tax (KRS 160.605)',
  },
  ...MI_ORDER.map(michigan),
  {
    id: 'MO-kansas-city',
    name: 'Kansas City',
    state: 'MO',
    cities: ['Kansas City'],
    resident: both(LOCAL.kansasCity),
    nonresident: both(LOCAL.kansasCity),
    source: 'kcmo.gov earnings tax; PE mo/kansas_city',
  },
  {
    id: 'MO-st-louis',
    name: 'St. Louis',
    state: 'MO',
    counties: ['St. Louis City, MO'],
    resident: both(LOCAL.stLouis),
    nonresident: both(LOCAL.stLouis),
    source: 'PE mo/st_louis (stlouis-mo.gov earnings tax)',
  },
  {
    id: 'DE-wilmington',
    name: 'Wilmington',
    state: 'DE',
    cities: ['Wilmington'],
    resident: both(LOCAL.wilmington),
    nonresident: both(LOCAL.wilmington),
    source: 'PE de/wilmington (City FY2025 tax rates); 2026 not re-confirmed',
  },
  {
    id: 'AL-birmingham',
    name: 'Birmingham',
    state: 'AL',
    cities: ['Birmingham'],
    resident: both(LOCAL.birmingham),
    nonresident: both(LOCAL.birmingham),
    workplaceOnly: true,
    source: 'City of Birmingham occupational tax instructions (Ordinance 97-184)',
  },
];

/** Philadelphia (outside Act 32): resident on all compensation, nonresident on work done in the city. */
export const PHILADELPHIA = { id: 'PA-philadelphia', name: 'Philadelphia', state: 'PA' as const };

/** Most Pennsylvania municipalities and school districts levy 1% together on residents (Act 511 cap). */
export const PA_DEFAULT_RESIDENT_EIT = LOCAL.paDefaultResidentEit;

/**
 * Colorado occupational privilege taxes: employee share per month worked in the city, cents. A flat head tax
 * per employee, not a tax on income: it is not a state or local income tax deductible under IRC 164(a)(3), and
 * as an employee's business expense it would be a miscellaneous itemized deduction, suspended by IRC 67(g);
 * so it never enters SALT (docs/tax-method.md §3a), nor a home locality's credit for income tax paid elsewhere.
 */
export const COLORADO_OPT: readonly { id: string; name: string; centsPerMonth: number }[] = Object.entries(
  LOCAL.coloradoOpt,
).map(([key, centsPerMonth]) => ({ id: `CO-${key.replace(/_/g, '-')}`, name: titleOf(key), centsPerMonth }));

/**
 * Philadelphia's Net Profits Tax (Philadelphia Code 19-1500, § 19-1502(2)): a resident's net profits from a
 * business wherever conducted, a nonresident's from business conducted in Philadelphia, by tax year (calendar
 * year, not the Wage Tax's July periods). Not in the reference; researched:
 * - 2023: 3.75% resident, 3.44% nonresident (phila.gov, "Net Profits Tax", tax-rate table);
 * - 2024: 3.75%, 3.44% (the 2025 rates were "reduced from 3.75% ... from 3.44%": Isdaner LLC, "New Philadelphia
 *   Tax Changes Impact Businesses & Individuals", 2025);
 * - 2025: 3.74%, 3.43% (City of Philadelphia FY2026 budget, as reported by the City's news feed on
 *   headline.club "Philly extends deadline for relief program, announces tax cuts" and by Isdaner LLC);
 * - 2026: not found (Bill 250195 to lower the rates further was held in committee): null, the last published
 *   rates stand in with a note.
 */
export const PHILADELPHIA_NPT: Readonly<Record<number, { resident: number; nonresident: number } | null>> = {
  2023: { resident: 0.0375, nonresident: 0.0344 },
  2024: { resident: 0.0375, nonresident: 0.0344 },
  2025: { resident: 0.0374, nonresident: 0.0343 },
  2026: null,
};

/**
 * Pennsylvania's Local Services Tax (Local Tax Enabling Act, 53 P.S. § 6924.301.1(f), as amended by Act 7 of
 * 2007): a flat tax on each person working in a municipality that levies it, at most $52 a year, collected
 * pro rata each payroll period; a municipality levying more than $10 exempts a person whose earned income
 * there is under $12,000 (reference local.json pennsylvania_eit.local_services_tax, verified false; DCED
 * "Local Services Tax (LST)", community.newpa.com). The app charges it where a municipality is known to levy
 * the $52 (researched): Pittsburgh (City of Pittsburgh Form LS-1 instructions, Pittsburgh Code Title Two,
 * Chapter 252: "the $52 be deducted evenly from paychecks ... $1 a week"), Reading (the reference's City of
 * Reading 2016/2017 tax tables), Upper St. Clair (Township of Upper St. Clair, Department of Finance and Taxes:
 * "a flat $52.00 tax levied annually on all persons engaging in an occupation within ... the Township") and
 * Murrysville (Municipality of Murrysville Finance FAQ: "$52 for Murrysville"). Other municipalities publish
 * theirs in DCED's register, which the app does not hold: a note names the tax. Philadelphia levies none (it
 * taxes under its own First Class City rules, outside the Act).
 */
export const PA_LOCAL_SERVICES_TAX = {
  perYear: LOCAL.paLocalServicesTax.maxPerYear,
  exemptBelow: LOCAL.paLocalServicesTax.exemptBelow,
  /** Weekly payroll installments: $52 over a year's 52 weekly paychecks (Act 7: a pro rata share each payroll period). */
  installmentsPerYear: 52,
  municipalities: ['Pittsburgh', 'Reading', 'Upper St. Clair', 'Murrysville'],
} as const;
