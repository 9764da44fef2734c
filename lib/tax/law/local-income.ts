// Local taxes figured on income a state return measures (docs/tax-method.md §4b): Maryland's county taxes,
// New York City's and Yonkers', Indiana's county taxes and the Portland area's, for TY2025 and TY2026. The
// same reference as ./local.ts, which holds the flat local wage taxes (local.json / local.md, compiled
// 2026-11; PolicyEngine-US @ 8914f89d parameters/gov/local/**, gov/states/in|md, and the official pages
// named per entry). Rates are decimal fractions, amounts cents; a rate not found is null, never 0.
import type { Bracket, FilingStatus } from './types';

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
