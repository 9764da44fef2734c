import { calendarDate, MONTHS } from '@/lib/reading/contracts/conversion';

// Calendar dates in a line of text, in the ways US receipts and contracts print them: 03/14/2026, 3/14/26,
// 03-14-2026, 03.14.26, 2026-03-14, Mar 14, 2026, March 14 2026, Sept. 4, 2026, 14 Mar 2026, 14-MAR-26.
// Numeric dates are month first (US). A two-digit year is 20YY. A date that does not exist (02/30/2026)
// is no date. Pure.

export interface FoundDate {
  /** YYYY-MM-DD */
  iso: string;
  start: number;
  end: number;
}

const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;

const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const month = (name: string) =>
  MONTHS.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3))) + 1;

interface Pattern {
  re: RegExp;
  /** Year, month and day from the match's groups. */
  ymd: (g: string[]) => [number, number, number];
}

const PATTERNS: Pattern[] = [
  // 2026-03-14, 2026/03/14
  {
    re: /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    ymd: (g) => [Number(g[1]), Number(g[3]), Number(g[4])],
  },
  // 03/14/2026, 3/14/26, 03-14-2026, 03.14.26 (the recognizer may put a space beside a separator)
  {
    re: /(?<![\d/.-])(\d{1,2}) ?([/.-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?![\d/])/g,
    ymd: (g) => [year(g[4] ?? ''), Number(g[1]), Number(g[3])],
  },
  // Mar 14, 2026 · March 14 2026 · Sept. 4, 2026 · Mar 14th, 2026
  {
    re: new RegExp(String.raw`\b${MONTH}\s*(\d{1,2})(?:st|nd|rd|th)?(?:,\s*|\s+)(\d{4})\b`, 'gi'),
    ymd: (g) => [Number(g[3]), month(g[1] ?? ''), Number(g[2])],
  },
  // 14 Mar 2026 · 14-MAR-26
  {
    re: new RegExp(String.raw`\b(\d{1,2})[\s-]+${MONTH}[\s,-]+(\d{4}|\d{2})\b`, 'gi'),
    ymd: (g) => [year(g[3] ?? ''), month(g[2] ?? ''), Number(g[1])],
  },
];

/** Every date of the line, in the order they stand. */
export function datesIn(line: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, ymd } of PATTERNS) {
    for (const m of line.matchAll(re)) {
      const iso = calendarDate(...ymd([...m].map((g) => g ?? '')));
      const start = m.index;
      const end = start + m[0].length;
      if (iso && !found.some((f) => f.start < end && start < f.end)) found.push({ iso, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
