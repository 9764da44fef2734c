import type { RateUnit } from '@/lib/providers/ai/contract-schema';
import { amountsIn, type Amount } from './text/amounts';

// A contract's pay by rules: every amount of a statement is given a unit (the words right after it: "per
// hour", "/wk", "weekly", "total") and a term (the words right after the unit, "$90 per day meals"; else the
// nearest words before it since the last amount, "Housing Stipend: $1,400"; else the statement's own label,
// "Taxable Hourly $24.00/hr x 36 hrs = $864.00 weekly"). A weekly gross, a combined or blended figure is no
// term. Pure.

export type PayTerm =
  | 'base_pay'
  | 'housing_stipend'
  | 'mie_stipend'
  | 'overtime_rate'
  | 'sign_on_bonus'
  | 'completion_bonus'
  | 'referral_bonus';

export interface PayAmount {
  term: PayTerm;
  /** Dollars as written. */
  amount: number;
  unit: RateUnit | null;
}

/** The words of each term; among several, the one nearest the amount counts. */
const TERM_WORDS: [PayTerm, RegExp][] = [
  ['overtime_rate', /\b(?:[Oo]vertime|OVERTIME|OT)\b/g],
  ['sign_on_bonus', /\bsign[\s-]?on\b|\bsigning\b/gi],
  ['completion_bonus', /\bcompletion\b|\bretention\b|\bend[\s-]of[\s-](?:contract|assignment)\b/gi],
  ['referral_bonus', /\breferral\b|\brefer a friend\b/gi],
  ['housing_stipend', /\bhousing\b|\blodging\b/gi],
  ['mie_stipend', /\bmeals?\b|\bM\s?&\s?I\s?E\b|\bincidentals?\b|\bMIE\b/gi],
  // "Non-taxable" (or the recognizer's "rion-taxable") is a stipend's word, not the wage's.
  [
    'base_pay',
    /(?<![-\w])(?<!non )taxable\b|\bbase\b|\bhourly rate\b|\bregular rate\b|\bwage\b|\bstraight[\s-]time\b|\bpay rate\b/gi,
  ],
];
const BONUSES: PayTerm[] = ['sign_on_bonus', 'completion_bonus', 'referral_bonus'];

/** Figures that are not one term: totals of several, estimates. */
const NOT_A_TERM =
  /\bgross\b|\bcombined\b|\bblended\b|\bestimated\b|\btotal (?:weekly )?(?:pay|compensation|package)\b/i;

const UNIT_WORDS: Record<string, RateUnit> = {
  hour: 'hourly',
  hr: 'hourly',
  hourly: 'hourly',
  day: 'daily',
  daily: 'daily',
  week: 'weekly',
  wk: 'weekly',
  weekly: 'weekly',
  month: 'monthly',
  mo: 'monthly',
  monthly: 'monthly',
};

/** The unit stated right after an amount, and where that statement ends. */
function unitAfter(text: string): { unit: RateUnit | null; length: number } {
  const m =
    /^\s*(?:\/\s*|per\s+|an?\s+|each\s+)(hour|hr|day|week|wk|month|mo)s?\b/i.exec(text) ??
    /^\s*(hourly|daily|weekly|monthly)\b/i.exec(text);
  if (m) return { unit: UNIT_WORDS[(m[1] ?? '').toLowerCase()] ?? null, length: m[0].length };
  const total = /^\s*(?:total|for the (?:entire )?(?:contract|assignment))\b/i.exec(text);
  return total ? { unit: 'total', length: total[0].length } : { unit: null, length: 0 };
}

/** A unit named in the label before the amount ("Hourly Rate:", "Weekly housing"). */
function unitBefore(label: string): RateUnit | null {
  const m = /\b(hourly|daily|weekly|monthly)\b|\bper (hour|day|week|month)\b/i.exec(label);
  return m ? (UNIT_WORDS[(m[1] ?? m[2] ?? '').toLowerCase()] ?? null) : null;
}

/** The term whose words stand nearest the end of `text` (or, `first`, nearest its start). */
function nearestTerm(text: string, first = false): PayTerm | null {
  let best: { term: PayTerm; at: number } | null = null;
  for (const [term, words] of TERM_WORDS) {
    for (const m of text.matchAll(words)) {
      const at = first ? -m.index : m.index;
      if (!best || at > best.at) best = { term, at };
    }
  }
  return best?.term ?? null;
}

/** The term named right after an amount and its unit ("$90 per day meals"), before any "and" or comma. */
function termAfter(text: string): PayTerm | null {
  const clause = (/^[^,;.]*/.exec(text.trimStart())?.[0] ?? '').split(/(?:^|\s+)(?:and|or|plus)\b/i)[0] ?? '';
  return nearestTerm(clause.split(/\s+/).slice(0, 3).join(' '), true);
}

/**
 * Units a figure without one almost surely has, by its size: an hourly wage is under $200 and a weekly one
 * over $500; a daily stipend is under $400 for lodging and $150 for meals, a weekly one above. Outside
 * those ranges, no unit (and no figure).
 */
function unitBySize(term: PayTerm, dollars: number): RateUnit | null {
  const within = (lo: number, hi: number) => dollars >= lo && dollars <= hi;
  switch (term) {
    case 'base_pay':
      return within(10, 200) ? 'hourly' : within(500, 6000) ? 'weekly' : null;
    case 'housing_stipend':
      return within(30, 400) ? 'daily' : within(500, 5000) ? 'weekly' : null;
    case 'mie_stipend':
      return within(20, 150) ? 'daily' : within(150, 1000) ? 'weekly' : null;
    case 'overtime_rate':
      return within(10, 300) ? 'hourly' : null;
    default:
      return null;
  }
}

/** Every figure of one statement with its term and unit. */
export function payAmounts(statement: string): PayAmount[] {
  const found: PayAmount[] = [];
  let from = 0;
  const amounts: Amount[] = amountsIn(statement, { wholeDollars: true }).filter((a) => a.cents > 0);
  for (const a of amounts) {
    const after = unitAfter(statement.slice(a.end));
    const before = statement.slice(from, a.start);
    from = a.end + after.length;
    if (NOT_A_TERM.test(before)) continue;
    const term =
      termAfter(statement.slice(from)) ??
      nearestTerm(before) ??
      nearestTerm(statement.slice(0, a.start), true);
    if (!term) continue;
    if (BONUSES.includes(term) && !/\bbonus\b/i.test(statement)) continue;
    const amount = a.cents / 100;
    const unit =
      after.unit ?? unitBefore(before) ?? (BONUSES.includes(term) ? null : unitBySize(term, amount));
    if (!BONUSES.includes(term) && !unit) continue;
    found.push({ term, amount, unit });
  }
  return found;
}

/** Which of two units states a wage as written best: the weekly figure a contract prints is the one it pays. */
export const UNIT_PREFERENCE: RateUnit[] = ['weekly', 'hourly', 'daily', 'monthly', 'total'];
