import { datesIn } from './text/dates';

// A contract's dates and weekly hours by rules. Pure.

/** Words before a date that make it the start, or the end, of the assignment; or no term of it at all. */
const START = /\b(?:start|starts|starting|begin|begins|beginning|commenc\w*|first day|from)\b/gi;
const END = /\b(?:end|ends|ending|through|thru|until|to|completion|last day|conclud\w*)\b/gi;
const NOT_A_TERM = /\b(?:sign|signed|signature|dated|offer|expires?|issued|today|birth)\b/i;
/** Between two dates, a range: "03/02/2026 - 05/30/2026", "June 1 to August 29". */
const RANGE = /^\s*(?:-|–|—|to|through|thru|until)\s*$/i;

const lastIndex = (text: string, re: RegExp) => Math.max(-1, ...[...text.matchAll(re)].map((m) => m.index));

export interface ContractDates {
  start: string | null;
  end: string | null;
}

/** The first start and end dates the statements give. */
export function contractDates(statements: string[]): ContractDates {
  const found: ContractDates = { start: null, end: null };
  for (const statement of statements) {
    const dates = datesIn(statement);
    dates.forEach((date, i) => {
      const previous = dates[i - 1];
      const before = statement.slice(previous?.end ?? 0, date.start);
      if (NOT_A_TERM.test(before)) return;
      if (previous && RANGE.test(before)) {
        // A range: the earlier date starts it, unless a word before it said otherwise.
        found.start ??= previous.iso;
        found.end ??= date.iso;
        return;
      }
      const start = lastIndex(before, START);
      const end = lastIndex(before, END);
      if (start > end) found.start ??= date.iso;
      else if (end > start) found.end ??= date.iso;
      else if (dates[i + 1] && RANGE.test(statement.slice(date.end, dates[i + 1]?.start)))
        found.start ??= date.iso;
    });
  }
  return found;
}

/** Hours a week from a shift pattern: 3x12 = 36, 4x10 = 40; implausible products are none. */
function shiftHours(text: string): number | null {
  const m = /\b(\d)\s*[x×]\s*(8|10|12)s?\b/i.exec(text);
  if (!m) return null;
  const hours = Number(m[1]) * Number(m[2]);
  return hours >= 20 && hours <= 72 ? hours : null;
}

/**
 * Hours per week the contract states: "36 hours per week", "Hours: 36/wk", "Guaranteed Hours: 36" first; else a shift pattern ("3x12"); else the hours a pay line multiplies ("x 36 hrs").
 */
export function contractHours(statements: string[]): number | null {
  const text = statements.join('\n');
  const stated =
    /(\d{2}(?:\.\d+)?)\s*(?:guaranteed\s+|scheduled\s+)?(?:hours|hrs)\s*(?:per|\/|a|each)\s*(?:week|wk)\b/i.exec(
      text,
    ) ??
    /\bhours\b[^\d\n]{0,20}(\d{2}(?:\.\d+)?)\s*(?:\/|per)\s*(?:week|wk)\b/i.exec(text) ??
    /\b(?:guaranteed|scheduled|contracted|minimum)\s+(?:weekly\s+)?hours?\b[^\d\n]{0,20}(\d{2}(?:\.\d+)?)/i.exec(
      text,
    );
  if (stated) return Number(stated[1]);
  const shifts = shiftHours(text);
  if (shifts !== null) return shifts;
  const times = /[x×]\s*(\d{2})\s*(?:hours|hrs)\b/i.exec(text);
  return times ? Number(times[1]) : null;
}
