// Visits home (issue 18). A stay at the tax home is the evidence for the third factor of Rev. Rul. 73-529
// ("you often use the claimed abode for lodging"; IRS Publication 463, chapter 1) and for the audit
// criterion "recent visit". Visits are records of their own; suggestions are found in the worker's other
// records (trips home, expenses and documents naming the home city) and confirmed into visits.
import { addDays, toDayNumber } from './dates';

export interface VisitSpan {
  arrived: string;
  left: string;
}

/** A visit as the rules read it: its days and the records it cites as evidence. */
export interface VisitRecord extends VisitSpan {
  mileage_trip_id: number | null;
  expense_id: number | null;
  tax_home_doc_id: number | null;
}

/**
 * Distinct calendar days inside [from, to] covered by at least one visit, both ends of each visit
 * included: two visits that overlap (or a visit logged twice) count their shared days once.
 */
export function daysAtHome(visits: readonly VisitSpan[], from: string, to: string): number {
  const lo = toDayNumber(from);
  const hi = toDayNumber(to);
  const spans = visits
    .map((v) => [Math.max(toDayNumber(v.arrived), lo), Math.min(toDayNumber(v.left), hi)] as const)
    .filter(([a, b]) => a <= b)
    .sort((x, y) => x[0] - y[0]);
  let days = 0;
  let end = -Infinity; // the last day already counted
  for (const [a, b] of spans) {
    if (b <= end) continue;
    days += b - Math.max(a, end + 1) + 1;
    end = b;
  }
  return days;
}

export interface VisitYear {
  year: number;
  /** Visits with at least one day in the year. */
  visits: number;
  /** Distinct days at home in the year. */
  daysAtHome: number;
}

/** Per calendar year touched by a visit, newest first: how many visits and how many distinct days. */
export function visitsByYear(visits: readonly VisitSpan[]): VisitYear[] {
  const years = new Set<number>();
  for (const v of visits) {
    for (let y = Number(v.arrived.slice(0, 4)); y <= Number(v.left.slice(0, 4)); y++) years.add(y);
  }
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      return {
        year,
        visits: visits.filter((v) => v.arrived <= to && v.left >= from).length,
        daysAtHome: daysAtHome(visits, from, to),
      };
    });
}

/** Visits and days at home in the 365 days ending `today` (the tax home test's "often" window). */
export function recentVisits(visits: readonly VisitSpan[], today: string, windowDays: number) {
  const from = addDays(today, -(windowDays - 1));
  return {
    from,
    visits: visits.filter((v) => v.arrived <= today && v.left >= from).length,
    daysAtHome: daysAtHome(visits, from, today),
  };
}

/** A record that suggests the worker was home on its date. */
export interface VisitCandidate {
  source: 'trip' | 'expense' | 'document';
  id: number;
  date: string;
  /** What it is, for the worker: 'Trip home, 212 miles'. */
  label: string;
}

export interface SuggestedVisit {
  date: string;
  mileage_trip_id: number | null;
  expense_id: number | null;
  tax_home_doc_id: number | null;
  /** The records found on that day, in words. */
  found: string[];
}

const EVIDENCE_KEY = {
  trip: 'mileage_trip_id',
  expense: 'expense_id',
  document: 'tax_home_doc_id',
} as const;

/** Within a day: the trip first, then the expense, then the document. */
const SOURCE_ORDER: ReadonlyArray<VisitCandidate['source']> = ['trip', 'expense', 'document'];

/** At most this many suggestions are offered, newest first (an old backlog is confirmed a page at a time). */
// eslint-disable-next-line law/no-figure-literal -- a page of suggestions on screen, not a law figure
export const MAX_SUGGESTIONS = 50;

/**
 * Visits to confirm: one per day with a candidate record, newest first, up to today. A candidate is
 * left out when a live visit already cites it as evidence or already covers its day, so a confirmed
 * suggestion is never offered again.
 */
export function visitSuggestions(
  candidates: readonly VisitCandidate[],
  visits: readonly VisitRecord[],
  today: string,
): SuggestedVisit[] {
  const cited = (c: VisitCandidate) => visits.some((v) => v[EVIDENCE_KEY[c.source]] === c.id);
  const covered = (date: string) => visits.some((v) => v.arrived <= date && date <= v.left);
  const byDay = new Map<string, SuggestedVisit>();
  const open = candidates
    .filter((c) => c.date <= today && !cited(c) && !covered(c.date))
    .sort((a, b) =>
      a.date !== b.date
        ? a.date < b.date
          ? 1
          : -1
        : SOURCE_ORDER.indexOf(a.source) - SOURCE_ORDER.indexOf(b.source) || a.id - b.id,
    );
  for (const c of open) {
    const s = byDay.get(c.date) ?? {
      date: c.date,
      mileage_trip_id: null,
      expense_id: null,
      tax_home_doc_id: null,
      found: [],
    };
    const key = EVIDENCE_KEY[c.source];
    if (s[key] === null) s[key] = c.id;
    s.found.push(c.label);
    byDay.set(c.date, s);
  }
  return [...byDay.values()].slice(0, MAX_SUGGESTIONS);
}
