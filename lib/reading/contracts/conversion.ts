import type { RateUnit } from '@/lib/providers/ai/contract-schema';
import { DEFAULT_HOURS_PER_WEEK } from '@/lib/tax/engine/comparison';
import { MAX_CENTS } from '@/lib/validation/common';

export { stateCode } from './states';

// Pure conversion of what the model read from a contract into the API's shapes (spec POST /contracts/
// analyze): pay and stipends to weekly cents, bonuses to cents, state names to codes, dates to YYYY-MM-DD.
// The model only reads amounts as written; every computation happens here, deterministically. No I/O.

/** An amount as the contract states it: dollars per unit (`total`: for the whole contract). */
export interface Rate {
  amount: number;
  unit: RateUnit;
}

// Spec: an hourly rate is multiplied by 36 hours (DEFAULT_HOURS_PER_WEEK, the engine's, the one home)
// unless the contract states its own hours per week.
/** Spec: a monthly rate is divided by 4.33 (weeks per month). */
export const WEEKS_PER_MONTH = 4.33;

/** The most dollars we accept from the model before scaling (anything larger is not a contract figure). */
const MAX_DOLLARS = 100_000_000;

/**
 * Dollars as exact ten-thousandths of a dollar. The ×10,000 only absorbs binary noise (52.3 × 10,000 is
 * 522,999.99…); it does not round the amount itself for any figure written with up to four decimals.
 */
function tenThousandths(dollars: number): bigint | null {
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > MAX_DOLLARS) return null;
  return BigInt(Math.round(dollars * 10_000));
}

/** (value × num / den) rounded half away from zero, once, in exact integer arithmetic; value ≥ 0. */
function scaleRound(value: bigint, num: bigint, den: bigint): bigint {
  return (2n * value * num + den) / (2n * den);
}

/** A count of cents inside the API's money range, else null. */
function inRange(cents: bigint): number | null {
  return cents <= BigInt(MAX_CENTS) ? Number(cents) : null;
}

/** Hours per week stated in the contract when plausible (1 to 168), else the spec's 36. */
export function hoursPerWeek(stated: number | null | undefined): number {
  return stated != null && Number.isFinite(stated) && stated >= 1 && stated <= 168
    ? stated
    : DEFAULT_HOURS_PER_WEEK;
}

/** Weekly multiplier of a unit as an exact fraction [num, den]; null when it cannot be known. */
function weeklyFactor(unit: RateUnit, hours: number, days: number | null): [bigint, bigint] | null {
  switch (unit) {
    case 'hourly':
      // Hours to the hundredth (37.5 h → 3750/100).
      return [BigInt(Math.round(hours * 100)), 100n];
    case 'daily':
      return [7n, 1n];
    case 'weekly':
      return [1n, 1n];
    case 'monthly':
      // ÷ 4.33 = × 100/433
      return [100n, BigInt(Math.round(WEEKS_PER_MONTH * 100))];
    case 'total':
      // ÷ (days / 7) = × 7/days
      return days ? [7n, BigInt(days)] : null;
  }
}

export interface WeeklyOptions {
  /** Hours per week the contract states, if any. */
  hoursPerWeek?: number | null;
  /** Days of the contract, both ends included, if its dates are known (for `total` amounts). */
  contractDays?: number | null;
}

/** A rate as weekly cents: hourly × hours, daily × 7, weekly × 1, monthly ÷ 4.33, total ÷ weeks. */
export function weeklyCents(rate: Rate | null, opts: WeeklyOptions = {}): number | null {
  if (!rate) return null;
  const value = tenThousandths(rate.amount);
  const factor = weeklyFactor(rate.unit, hoursPerWeek(opts.hoursPerWeek), opts.contractDays ?? null);
  if (value === null || !factor) return null;
  const [num, den] = factor;
  // value is in 1/10,000 dollar = 1/100 cent: divide by 100 more.
  return inRange(scaleRound(value, num, den * 100n));
}

/** A one-time amount (a bonus) in cents: dollars × 100. */
export function oneTimeCents(dollars: number | null): number | null {
  if (dollars === null) return null;
  const value = tenThousandths(dollars);
  return value === null ? null : inRange(scaleRound(value, 1n, 100n));
}

export const MONTHS =
  'january february march april may june july august september october november december'.split(' ');

/** Year, month, day as YYYY-MM-DD when that calendar date exists (years 2000 to 2100), else null. */
export function calendarDate(y: number, m: number, d: number): string | null {
  if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD, M/D/YYYY (US order) or "Month D, YYYY" as YYYY-MM-DD; anything else, or no such day, null. */
export function normalizeDate(value: string | null): string | null {
  const s = value?.trim().toLowerCase() ?? '';
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return calendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s);
  const month = m ? MONTHS.findIndex((name) => m?.[1] && name.startsWith(m[1]) && m[1].length >= 3) : -1;
  if (m && month >= 0) return calendarDate(Number(m[3]), month + 1, Number(m[2]));
  return null;
}

/** Days from start to end, both included; null when either is missing or end is before start. */
export function contractDays(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  return Number.isInteger(days) && days >= 1 ? days : null;
}
