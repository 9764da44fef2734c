// The federal per diem's calendar rules (docs/tax-method.md §6), apart from the GSA tables (./gsa.ts) so that
// the generator and the engine read them without the tables.

/**
 * On the first and last day of travel the M&IE is 75% of the day's rate (41 CFR 301-11.101; GSA's M&IE
 * breakdown, reference gsa.json; the generator checks every destination's first/last-day figure against it).
 */
export const TRAVEL_DAY_MIE_SHARE = 0.75;

/** The federal fiscal year begins on October 1 (31 U.S.C. 1102): FY2026 runs 2025-10-01..2026-09-30. */
export const FISCAL_YEAR_FIRST_MONTH = 10;

/** The fiscal year of a calendar month (`month` 0 = January) and the month's index in it (0 = October). */
export function fiscalMonth(year: number, month: number): { fiscalYear: number; index: number } {
  const first = FISCAL_YEAR_FIRST_MONTH - 1;
  return month >= first
    ? { fiscalYear: year + 1, index: month - first }
    : { fiscalYear: year, index: month + 12 - first };
}
