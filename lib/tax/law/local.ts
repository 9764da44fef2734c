// Local income, earnings and wage taxes for TY2025 and TY2026 (docs/tax-method.md §4b), transcribed from the
// reference local.json / local.md (compiled 2026-11; PolicyEngine-US @ 8914f89d parameters/gov/local/**,
// gov/states/in|md, and the official pages named per entry). Rates are decimal fractions, amounts cents. A
// rate the reference could not find is null and the engine says so in a note; it is never taken as 0. Here:
// the flat wage and earnings taxes, Pennsylvania's and Colorado's; the taxes figured on income a state
// return measures (Maryland, New York City, Yonkers, Indiana, Portland) are in ./local-income.ts.
import type { StateCode } from './types';

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
 * the first period (years the app has no tables for) take the first period's rates.
 */
export const PHILADELPHIA_RATES: readonly {
  from: string;
  resident: number | null;
  nonresident: number | null;
}[] = [
  { from: '2022-07-01', resident: 0.0379, nonresident: 0.0344 },
  { from: '2023-07-01', resident: 0.0375, nonresident: 0.0344 },
  { from: '2024-07-01', resident: 0.0375, nonresident: 0.0344 },
  { from: '2025-07-01', resident: 0.0374, nonresident: 0.0343 },
  // From 2026-07-01: not found (reference local.json philadelphia.rates[4]).
  { from: '2026-07-01', resident: null, nonresident: null },
];

const OHIO_SOURCE = 'reference local.json ohio_municipal (ORC 718.011 20-day rule; rates per city)';
const ohio = (
  name: string,
  rate: number,
  unconfirmed: boolean,
  residentCredit: FlatLocalTax['residentCredit'] = null,
): FlatLocalTax => ({
  id: `OH-${slug(name)}`,
  name,
  state: 'OH',
  cities: [name],
  resident: both(rate),
  nonresident: both(rate),
  ohio20Day: true,
  residentCredit,
  unconfirmed,
  source: OHIO_SOURCE,
});

const MI_SOURCE =
  'michigan.gov/taxes "What cities impose an income tax?" (list for 2023); Detroit Form 5469 (TY2025)';
const michigan = (name: string, resident: number, nonresident: number): FlatLocalTax => ({
  id: `MI-${slug(name)}`,
  name,
  state: 'MI',
  cities: [name],
  resident: both(resident),
  nonresident: both(nonresident),
  ...(name === 'Detroit' ? { exemptionPerPerson: 60_000 } : { unconfirmed: true }),
  source: MI_SOURCE,
});

export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const FLAT_LOCAL_TAXES: readonly FlatLocalTax[] = [
  // Pennsylvania EIT (Act 32): Pittsburgh 3% resident (1% city + 2% school district), 1% nonresident.
  {
    id: 'PA-pittsburgh',
    name: 'Pittsburgh',
    state: 'PA',
    cities: ['Pittsburgh'],
    resident: both(0.03),
    nonresident: both(0.01),
    source: 'City of Pittsburgh Finance, Earned Income Tax page (reference local.json pennsylvania_eit)',
  },
  {
    id: 'PA-reading',
    name: 'Reading',
    state: 'PA',
    cities: ['Reading'],
    resident: both(0.036),
    nonresident: both(null),
    unconfirmed: true,
    source:
      'City of Reading 2016/2017 tax-rate pages (reference local.json pennsylvania_eit, verified:false)',
  },
  {
    id: 'PA-scranton',
    name: 'Scranton',
    state: 'PA',
    cities: ['Scranton'],
    resident: both(null),
    nonresident: both(null),
    source: 'not found for 2025/2026 (reference local.json pennsylvania_eit.cities.scranton)',
  },
  // Columbus credits its residents for city tax withheld and paid to the work city, up to its own 2.5%: "If
  // you worked in a City other than Columbus, you can take credit for any city tax withheld and paid to that
  // city ... 1% ... you must pay an additional 1.5% to Columbus" (City of Columbus Income Tax Division, "Tax
  // Facts", columbus.gov/Government/City-Auditor/Income-Tax-Division/Tax-Facts). Researched: local.json has none.
  ohio('Columbus', 0.025, false, { share: 1, capRate: 0.025 }),
  ohio('Cleveland', 0.025, false, { share: 1, capRate: 0.025 }),
  ohio('Cincinnati', 0.018, true),
  ohio('Toledo', 0.025, true),
  ohio('Akron', 0.025, true),
  ohio('Dayton', 0.025, true),
  // Youngstown credits "the amount paid to the other city", not more than 100% of its own tax on that income
  // (Codified Ordinances of Youngstown § 181.15, Ord. 81-420, as codified on amlegal.com). Researched.
  ohio('Youngstown', 0.0275, true, { share: 1, capRate: 0.0275 }),
  // Kentucky occupational license taxes: on wages for work done in the county only.
  {
    id: 'KY-louisville',
    name: 'Louisville Metro',
    state: 'KY',
    counties: ['Jefferson County, KY'],
    resident: both(0.022),
    nonresident: both(0.0145),
    workplaceOnly: true,
    source: 'Louisville Metro Code § 110.02; PE ky/jefferson (W-1KJC 2025 instructions)',
  },
  {
    id: 'KY-lexington',
    name: 'Lexington-Fayette',
    state: 'KY',
    counties: ['Fayette County, KY'],
    resident: both(0.0275),
    nonresident: both(0.0225),
    workplaceOnly: true,
    source: 'lexingtonky.gov occupational license fee rates; fcps.net/tax (KRS 160.605)',
  },
  michigan('Detroit', 0.024, 0.012),
  michigan('Grand Rapids', 0.015, 0.0075),
  michigan('Saginaw', 0.015, 0.0075),
  michigan('Highland Park', 0.02, 0.01),
  ...[
    'Flint',
    'Battle Creek',
    'Lansing',
    'East Lansing',
    'Jackson',
    'Muskegon',
    'Muskegon Heights',
    'Pontiac',
    'Port Huron',
    'Albion',
    'Benton Harbor',
    'Big Rapids',
    'Grayling',
    'Hamtramck',
    'Hudson',
    'Ionia',
    'Lapeer',
    'Portland',
    'Springfield',
    'Walker',
  ].map((c) => michigan(c, 0.01, 0.005)),
  {
    id: 'MO-kansas-city',
    name: 'Kansas City',
    state: 'MO',
    cities: ['Kansas City'],
    resident: both(0.01),
    nonresident: both(0.01),
    source: 'kcmo.gov earnings tax; PE mo/kansas_city',
  },
  {
    id: 'MO-st-louis',
    name: 'St. Louis',
    state: 'MO',
    counties: ['St. Louis City, MO'],
    resident: both(0.01),
    nonresident: both(0.01),
    source: 'PE mo/st_louis (stlouis-mo.gov earnings tax)',
  },
  {
    id: 'DE-wilmington',
    name: 'Wilmington',
    state: 'DE',
    cities: ['Wilmington'],
    resident: both(0.0125),
    nonresident: both(0.0125),
    source: 'PE de/wilmington (City FY2025 tax rates); 2026 not re-confirmed',
  },
  {
    id: 'AL-birmingham',
    name: 'Birmingham',
    state: 'AL',
    cities: ['Birmingham'],
    resident: both(0.01),
    nonresident: both(0.01),
    workplaceOnly: true,
    source: 'City of Birmingham occupational tax instructions (Ordinance 97-184)',
  },
];

/** Philadelphia (outside Act 32): resident on all compensation, nonresident on work done in the city. */
export const PHILADELPHIA = { id: 'PA-philadelphia', name: 'Philadelphia', state: 'PA' as const };

/** Most Pennsylvania municipalities and school districts levy 1% together on residents (Act 511 cap). */
export const PA_DEFAULT_RESIDENT_EIT = 0.01;

/** Colorado occupational privilege taxes: employee share per month worked in the city, cents. */
export const COLORADO_OPT: readonly { id: string; name: string; centsPerMonth: number }[] = [
  { id: 'CO-denver', name: 'Denver', centsPerMonth: 575 },
  { id: 'CO-glendale', name: 'Glendale', centsPerMonth: 500 },
  { id: 'CO-greenwood-village', name: 'Greenwood Village', centsPerMonth: 200 },
  { id: 'CO-sheridan', name: 'Sheridan', centsPerMonth: 300 },
];
