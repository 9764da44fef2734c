// State income-tax tables for TY2025 and TY2026 (50 states + DC), reciprocity and state names.
// Source: PolicyEngine-US @ 8914f89d state parameter files and the pages listed per state (reference
// states.json, compiled 2026-11); generated into ./data/states.json by scripts/gen-law.ts.
import data from './data/states.json';
import type { StatesData } from './data-types';
import { STATE_CODES, type StateCode, type StateYearLaw } from './types';
import { nearestYear } from './years';

// The generator writes this file from typed objects; JSON import types widen tuples and unions, hence the cast.
const STATES = data as unknown as StatesData;

/** Tax years with state tables, ascending. */
export const STATE_YEARS: readonly number[] = STATES.years;

export function isStateCode(s: string): s is StateCode {
  return (STATE_CODES as readonly string[]).includes(s);
}

/** 'California' for 'CA'. */
export function stateName(code: StateCode): string {
  return STATES.states[code].name;
}

/** The year whose state tables compute `year`: its own, else the nearest (docs/tax-method.md §10). */
export function stateTableYear(year: number): number {
  return nearestYear(year, STATE_YEARS);
}

/** The state's law for a tax year (the nearest year's without a table). */
export function stateLaw(state: StateCode, year: number): StateYearLaw {
  const law = STATES.states[state]?.years[String(stateTableYear(year))];
  if (!law) throw new Error(`state table ${state} ${year} missing`);
  return law;
}

/**
 * The reference's `reciprocity_pairs` (unordered), for cross-checks.
 * @internal Tests use it too.
 */
export const RECIPROCITY_PAIRS: readonly (readonly [StateCode, StateCode])[] = STATES.reciprocityPairs;

/**
 * Whether a W-2 resident of `homeState` owes `workState` nothing on wages: the work state's reciprocity
 * list names the home state (or is 'ALL', DC). `reason` names the agreement and the employee's form.
 * Reciprocity is the same in every tax year of the reference, so no year is needed.
 */
export function reciprocityExempt(
  workState: StateCode,
  homeState: StateCode | null,
): { exempt: boolean; reason: string | null } {
  const r = STATES.states[workState]?.years[String(STATE_YEARS[0])]?.reciprocity;
  if (!r || homeState === null || homeState === workState) return { exempt: false, reason: null };
  // The form name without the reference's own caveat ("WV/IT-104R (form name unverified)").
  const form = `file Form ${r.form.replace(/\s*\([^)]*unverified[^)]*\)/i, '')} with your employer`;
  if (r.exemptsResidentsOf === 'ALL') {
    return { exempt: true, reason: `${workState} does not tax the wages of nonresidents: ${form}` };
  }
  if (!r.exemptsResidentsOf.includes(homeState)) return { exempt: false, reason: null };
  // AZ's note: a withholding-exemption/credit arrangement, not classic reciprocity (reference README item 9).
  if (r.note && /not classic reciprocity|special case/i.test(r.note)) {
    return {
      exempt: true,
      reason:
        `${workState}–${homeState} withholding exemption: ${form}; it is not a full reciprocal agreement, ` +
        `so you may still owe ${workState} tax or have to file there`,
    };
  }
  // KY's note: "VA residents: conditions apply (unverified)".
  const caveat = r.note?.startsWith(`${homeState} residents`)
    ? ` (conditions apply to ${homeState} residents)`
    : '';
  return { exempt: true, reason: `${workState}–${homeState} reciprocal agreement${caveat}: ${form}` };
}

/**
 * The Virginia-Maryland reciprocal agreement applies only to someone without a place of abode in the work
 * state for 183 days or more of the year (Virginia Tax Bulletin 06-8, 2006 agreement (i)); Maryland applies
 * the same condition to residents of Pennsylvania and DC (Comptroller, reference local.json
 * maryland_county). A travel nurse lives at the assignment: its days in the state are the abode days.
 */
export const ABODE_DAY_LIMIT: Partial<Record<StateCode, Partial<Record<StateCode, number>>>> = {
  VA: { MD: 183 },
  MD: { VA: 183, PA: 183, DC: 183 },
};

/**
 * Ohio taxes 1099 (Schedule C) pay as business income: a deduction of the first $250,000 and a flat 3% on the
 * rest (states-v3.json OH.business_income_note: 2025 IT 1040 instructions and Schedule of Business Income;
 * 2026 not confirmed). The engine keeps the regular schedule and names these in a note (docs/tax-method.md §4a).
 */
export const OHIO_BUSINESS_INCOME = { deduction: 25_000_000, rate: 0.03 } as const;

/**
 * Ohio's personal exemption by modified adjusted gross income (ORC 5747.025(B) as amended by HB 96; reference
 * states-v3.json OH.years.*.personal_exemption.note: "2,400 if AGI <= 40,000; 2,150 to 80,000; 1,900 above;
 * none above 750k (2025)/500k (2026)"). The generated deduction carries the first tier's $2,400; the engine
 * puts the tier of the return's income in its place (docs/tax-method.md §4a).
 */
export const OHIO_PERSONAL_EXEMPTION = {
  /** [MAGI up to (cents, inclusive; null = above), exemption (cents)]. */
  tiers: [
    [4_000_000, 240_000],
    [8_000_000, 215_000],
    [null, 190_000],
  ] as readonly (readonly [number | null, number])[],
  /** No exemption above this MAGI, by tax year. */
  noneAbove: { 2025: 75_000_000, 2026: 50_000_000 } as Readonly<Record<number, number>>,
};
