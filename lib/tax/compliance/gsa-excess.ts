// Why a contract's stipends are above the GSA rate (docs/tax-method.md §6), read from the engine's own test
// month by month (lib/tax/engine/gsa-months.ts): nothing here computes a rate or an excess. A seasonal area
// (Naples in summer, Philadelphia in winter) makes the same weekly stipends fit some months and not others;
// a rate below the stipends all along, or only the first and last day's 75% M&IE (FTR 301-11.101), are the
// other causes. The assignment's page and the extension simulator say the cause in the same words.
import type { GsaByMonth } from '@/lib/tax/engine/gsa-months';
import { usd } from '@/lib/tax/engine/money';
import { MONTH_NAMES } from '@/lib/core/dates';

export const GSA_EXCESS_CAUSES = ['lower_gsa_rate', 'above_gsa_rate', 'first_last_day'] as const;

export type GsaExcessCause =
  /** The rate is lower in `months` than the stipends; in the contract's other months they fit under it. */
  | { kind: 'lower_gsa_rate'; months: string[]; lowestRate: number; highestRate: number }
  /** The stipends are above the rate in every month of the contract. */
  | { kind: 'above_gsa_rate'; months: string[]; highestRate: number }
  /** Only the first and last day, whose rate counts 75% of M&IE, are above it. */
  | { kind: 'first_last_day'; months: string[] };

type GsaTest = Pick<GsaByMonth, 'checked' | 'weeklyAllowance' | 'months'>;

/**
 * The cause of the excess in the months `among` (all of them when absent: the whole contract; the extension
 * simulator passes the months its added weeks make taxable), or null when none of them has any.
 */
export function gsaExcessCause(g: GsaTest, among?: ReadonlySet<string>): GsaExcessCause | null {
  if (!g.checked) return null;
  const taxed = g.months.filter((m) => m.excess > 0 && (!among || among.has(m.month)));
  if (taxed.length === 0) return null;
  const below = taxed.filter((m) => m.weeklyRate < g.weeklyAllowance);
  if (below.length === 0) return { kind: 'first_last_day', months: taxed.map((m) => m.month) };
  const months = below.map((m) => m.month);
  const highestRate = Math.max(...g.months.map((m) => m.weeklyRate));
  if (highestRate < g.weeklyAllowance) return { kind: 'above_gsa_rate', months, highestRate };
  const lowestRate = Math.min(...below.map((m) => m.weeklyRate));
  return { kind: 'lower_gsa_rate', months, lowestRate, highestRate };
}

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthName = (m: string) => MONTH_NAMES[Number(m.slice(5, 7)) - 1] ?? m;

/**
 * Months in words, after "in": ['2026-05'] → 'May 2026'; ['2026-09', '2026-10'] → 'September and October
 * 2026'; three or more in a row → 'the months from December 2026 to March 2027'; across years each month
 * keeps its year.
 */
export function monthList(months: readonly string[]): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return '';
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const inRow = months.every((m, i) => i === 0 || monthIndex(m) === monthIndex(months[i - 1]!) + 1);
  if (inRow && months.length >= 3) {
    const from = sameYear ? monthName(first) : `${monthName(first)} ${first.slice(0, 4)}`;
    return `the months from ${from} to ${monthName(last)} ${last.slice(0, 4)}`;
  }
  const names = months.map((m) => (sameYear ? monthName(m) : `${monthName(m)} ${m.slice(0, 4)}`));
  const end = names.pop();
  const list = names.length === 0 ? end : `${names.join(', ')} and ${end}`;
  return sameYear ? `${list} ${first.slice(0, 4)}` : `${list}`;
}

/** The cause in a sentence a worker acts on, with the amounts in the app's money format. */
export function gsaExcessNote(cause: GsaExcessCause, weeklyAllowance: number): string {
  const stipends = `your ${usd(weeklyAllowance)} of weekly stipends`;
  if (cause.kind === 'lower_gsa_rate') {
    return (
      `The GSA rate here is lower in ${monthList(cause.months)}: ${usd(cause.lowestRate)} a week at the ` +
      `lowest, below ${stipends}. In the contract's other months it is up to ${usd(cause.highestRate)} a ` +
      'week and they fit under it.'
    );
  }
  if (cause.kind === 'above_gsa_rate') {
    return (
      `${stipends[0]!.toUpperCase()}${stipends.slice(1)} are above the GSA rate here in every month of the ` +
      `contract: it is at most ${usd(cause.highestRate)} a week.`
    );
  }
  return (
    'On the first and last day of a contract the GSA rate counts only part of the meals and incidentals ' +
    `rate (they are travel days), and ${stipends} are above it on those days.`
  );
}
