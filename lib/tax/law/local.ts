// Local income, earnings and wage taxes for TY2025 and TY2026 (docs/tax-method.md §4b), transcribed from the
// reference local.json / local.md (compiled 2026-11; PolicyEngine-US @ 8914f89d parameters/gov/local/**,
// gov/states/in|md, and the official pages named per entry). Rates are decimal fractions, amounts cents. A
// rate the reference could not find is null and the engine says so in a note; it is never taken as 0.
import type { Bracket, FilingStatus, StateCode } from './types';

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

/** Maryland county rates on Maryland taxable income (Form 502), by tax year; PE gov/local/md, Comptroller. */
export const MD_COUNTY_RATES: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  'Allegany County': { 2025: 0.0303, 2026: 0.032 },
  'Baltimore City': { 2025: 0.032, 2026: 0.032 },
  'Baltimore County': { 2025: 0.032, 2026: 0.032 },
  'Calvert County': { 2025: 0.032, 2026: 0.032 },
  'Caroline County': { 2025: 0.032, 2026: 0.032 },
  'Carroll County': { 2025: 0.0303, 2026: 0.0303 },
  'Cecil County': { 2025: 0.0274, 2026: 0.0274 },
  'Charles County': { 2025: 0.0303, 2026: 0.0303 },
  'Dorchester County': { 2025: 0.033, 2026: 0.033 },
  'Garrett County': { 2025: 0.0265, 2026: 0.0265 },
  'Harford County': { 2025: 0.0306, 2026: 0.0306 },
  'Howard County': { 2025: 0.032, 2026: 0.032 },
  'Kent County': { 2025: 0.032, 2026: 0.033 },
  'Montgomery County': { 2025: 0.032, 2026: 0.032 },
  "Prince George's County": { 2025: 0.032, 2026: 0.032 },
  "Queen Anne's County": { 2025: 0.032, 2026: 0.032 },
  "St. Mary's County": { 2025: 0.032, 2026: 0.032 },
  'Somerset County': { 2025: 0.032, 2026: 0.032 },
  'Talbot County': { 2025: 0.024, 2026: 0.024 },
  'Washington County': { 2025: 0.0295, 2026: 0.0295 },
  'Wicomico County': { 2025: 0.032, 2026: 0.032 },
  'Worcester County': { 2025: 0.0225, 2026: 0.0225 },
};

/** Anne Arundel (marginal) and Frederick (the bracket's rate on all of it), dollars → cents bounds. */
const aa = (b: [number, number][]): Bracket[] => b.map(([l, r]) => [l * 100, r]);
const single = (s: FilingStatus) => s === 'single' || s === 'married_separate';
export const MD_BRACKET_COUNTIES: Readonly<
  Record<string, { whole: boolean; brackets: (s: FilingStatus) => readonly Bracket[] }>
> = {
  'Anne Arundel County': {
    whole: false,
    brackets: (s) =>
      single(s)
        ? aa([
            [0, 0.027],
            [50_000, 0.0294],
            [400_000, 0.032],
          ])
        : aa([
            [0, 0.027],
            [75_000, 0.0294],
            [480_000, 0.032],
          ]),
  },
  'Frederick County': {
    whole: true,
    brackets: (s) =>
      single(s)
        ? aa([
            [0, 0.0225],
            [25_000, 0.0275],
            [50_000, 0.0296],
            [150_000, 0.032],
          ])
        : aa([
            [0, 0.0225],
            [25_000, 0.0275],
            [100_000, 0.0296],
            [250_000, 0.032],
          ]),
  },
};

/** Maryland's special nonresident tax (Form 505NR): the lowest county rate, 2.25% in 2025 and 2026. */
export const MD_NONRESIDENT_RATE: Readonly<Record<number, number>> = { 2025: 0.0225, 2026: 0.0225 };

/** NYC resident tax (NYC Admin Code 11-1701 × 1.14), 2025; 2026 the same schedule per PE (not yet published). */
export const NYC_BRACKETS: Readonly<Record<FilingStatus, readonly Bracket[]>> = {
  single: aa([
    [0, 0.03078],
    [12_000, 0.03762],
    [25_000, 0.03819],
    [50_000, 0.03876],
  ]),
  married_separate: aa([
    [0, 0.03078],
    [12_000, 0.03762],
    [25_000, 0.03819],
    [50_000, 0.03876],
  ]),
  married_joint: aa([
    [0, 0.03078],
    [21_600, 0.03762],
    [45_000, 0.03819],
    [90_000, 0.03876],
  ]),
  head_of_household: aa([
    [0, 0.03078],
    [14_400, 0.03762],
    [30_000, 0.03819],
    [60_000, 0.03876],
  ]),
};

/** Yonkers: residents add 16.75% of net NY State tax; nonresidents 0.5% of Yonkers earnings less an exclusion. */
export const YONKERS = {
  residentSurcharge: 0.1675,
  nonresidentRate: 0.005,
  /** [total earnings up to (cents, null = above), exclusion (cents)]: Y-203 line 6. */
  exclusions: [
    [1_000_000, 300_000],
    [2_000_000, 200_000],
    [3_000_000, 100_000],
    [null, 0],
  ] as readonly (readonly [number | null, number])[],
};

/** Indiana county rates (same for residents and nonresidents since 2017); 2026 not found: null. */
export const INDIANA_COUNTY_RATES: Readonly<Record<string, Readonly<Record<number, number | null>>>> = {
  'Marion County': { 2025: 0.0202, 2026: null },
  'Lake County': { 2025: 0.015, 2026: null },
  'Allen County': { 2025: 0.0159, 2026: null },
  'Hamilton County': { 2025: 0.011, 2026: null },
  'St. Joseph County': { 2025: 0.0175, 2026: null },
  'Elkhart County': { 2025: 0.02, 2026: null },
  'Tippecanoe County': { 2025: 0.0128, 2026: null },
  'Vanderburgh County': { 2025: 0.0125, 2026: null },
  'Porter County': { 2025: 0.005, 2026: null },
  'Hendricks County': { 2025: 0.017, 2026: null },
};

/** Portland area taxes on Oregon taxable income of residents: Multnomah PFA brackets; Metro SHS 1% over a threshold. */
export const MULTNOMAH_PFA: Readonly<Record<FilingStatus, readonly Bracket[]>> = {
  single: aa([
    [0, 0],
    [125_000, 0.015],
    [250_000, 0.03],
  ]),
  married_separate: aa([
    [0, 0],
    [125_000, 0.015],
    [250_000, 0.03],
  ]),
  married_joint: aa([
    [0, 0],
    [200_000, 0.015],
    [400_000, 0.03],
  ]),
  head_of_household: aa([
    [0, 0],
    [200_000, 0.015],
    [400_000, 0.03],
  ]),
};
export const METRO_SHS = {
  rate: 0.01,
  /** single, joint thresholds in cents (2025; 2026 indexing not found). */
  threshold: { single: 12_500_000, married_joint: 20_000_000 },
  counties: ['Multnomah County, OR', 'Washington County, OR', 'Clackamas County, OR'],
};

/** Colorado occupational privilege taxes: employee share per month worked in the city, cents. */
export const COLORADO_OPT: readonly { id: string; name: string; centsPerMonth: number }[] = [
  { id: 'CO-denver', name: 'Denver', centsPerMonth: 575 },
  { id: 'CO-glendale', name: 'Glendale', centsPerMonth: 500 },
  { id: 'CO-greenwood-village', name: 'Greenwood Village', centsPerMonth: 200 },
  { id: 'CO-sheridan', name: 'Sheridan', centsPerMonth: 300 },
];
