// Local taxes figured on income a state return measures (docs/tax-method.md §4b): Maryland's county taxes,
// New York City's and Yonkers', Indiana's county taxes and the Portland area's, for TY2025 and TY2026. The
// same generated data as ./local.ts (./data/local.json, from the reference local.json / local.md, compiled
// 2026-11; PolicyEngine-US @ 8914f89d parameters/gov/local/**, gov/states/in|md, and the official pages
// named per entry). Rates are decimal fractions, amounts cents; a rate not found is null, never 0.
import { LOCAL, titleOf } from './local';
import type { Bracket, FilingStatus } from './types';

const byYear = (rates: Readonly<Record<string, number | null>>) =>
  Object.fromEntries(Object.entries(rates).map(([y, r]) => [Number(y), r]));

/** A reference county key as the app names it: 'allegany' → 'Allegany County' (Baltimore City stays). */
const countyName = (key: string) => {
  const name = titleOf(key);
  return / (County|City)$/.test(name) ? name : `${name} County`;
};

/** Maryland county rates on Maryland taxable income (Form 502), by tax year; PE gov/local/md, Comptroller. */
export const MD_COUNTY_RATES: Readonly<Record<string, Readonly<Record<number, number>>>> = Object.fromEntries(
  Object.entries(LOCAL.mdCounties).map(([k, r]) => [countyName(k), byYear(r)]),
) as Record<string, Record<number, number>>;

const single = (s: FilingStatus) => s === 'single' || s === 'married_separate';
/** Anne Arundel (marginal) and Frederick (the bracket's rate on all of it): single / MFS and joint / HOH. */
export const MD_BRACKET_COUNTIES: Readonly<
  Record<string, { whole: boolean; brackets: (s: FilingStatus) => readonly Bracket[] }>
> = Object.fromEntries(
  Object.entries(LOCAL.mdBracketCounties).map(([k, c]) => [
    countyName(k),
    { whole: c.whole, brackets: (s: FilingStatus) => (single(s) ? c.single : c.joint) },
  ]),
);

/** Maryland's special nonresident tax (Form 505NR): the lowest county rate, 2.25% in 2025 and 2026. */
export const MD_NONRESIDENT_RATE: Readonly<Record<number, number>> = byYear(LOCAL.mdNonresident) as Record<
  number,
  number
>;

/** The tax year of the NYC schedule below: later years use it, with a note (local.json new_york.nyc.tax_years). */
export const NYC_SCHEDULE_YEAR = 2025;

/** NYC resident tax (NYC Admin Code 11-1701 × 1.14), 2025; 2026 the same schedule per PE (not yet published). */
export const NYC_BRACKETS: Readonly<Record<FilingStatus, readonly Bracket[]>> = LOCAL.nycBrackets;

/** Yonkers: residents add 16.75% of net NY State tax; nonresidents 0.5% of Yonkers earnings less an exclusion. */
export const YONKERS = {
  residentSurcharge: LOCAL.yonkers.residentSurcharge,
  nonresidentRate: LOCAL.yonkers.nonresidentRate,
  /** [total earnings up to (cents, null = above), exclusion (cents)]: Y-203 line 6. */
  exclusions: LOCAL.yonkers.exclusions,
};

/** Indiana county rates (same for residents and nonresidents since 2017); 2026 not found: null. */
export const INDIANA_COUNTY_RATES: Readonly<Record<string, Readonly<Record<number, number | null>>>> =
  Object.fromEntries(Object.entries(LOCAL.indianaCounties).map(([k, r]) => [countyName(k), byYear(r)]));

/** Portland area taxes on Oregon taxable income of residents: Multnomah PFA brackets; Metro SHS 1% over a threshold. */
export const MULTNOMAH_PFA: Readonly<Record<FilingStatus, readonly Bracket[]>> = LOCAL.multnomahPfa;
export const METRO_SHS = {
  rate: LOCAL.metroShs.rate,
  /** single, joint thresholds in cents (2025; 2026 indexing not found). */
  threshold: LOCAL.metroShs.threshold,
  counties: ['Multnomah County, OR', 'Washington County, OR', 'Clackamas County, OR'],
};
