// Dates as exports write them, to YYYY-MM-DD, and which format a column uses. Pure.
// Numeric day and month may be one or two digits and separated by / - or .; a time after the date
// ("01/05/2026 08:15", "2026-01-05T08:15:00") is ignored. Two-digit years are 20YY.

export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'M/D/YY',
  'MMM D, YYYY',
  'D MMM YYYY',
  'DD/MM/YYYY',
  'D/M/YY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?(?:Z|[+-]\d{2}:?\d{2})?)?`;
const SEP = '[/.-]';

/** Each format: its pattern and which groups hold year, month and day (month may be a name). */
const PATTERNS: Record<DateFormat, { re: RegExp; y: number; m: number; d: number }> = {
  'YYYY-MM-DD': {
    re: new RegExp(`^(\\d{4})${SEP}(\\d{1,2})${SEP}(\\d{1,2})${TIME}$`, 'i'),
    y: 1,
    m: 2,
    d: 3,
  },
  'MM/DD/YYYY': {
    re: new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{4})${TIME}$`, 'i'),
    y: 3,
    m: 1,
    d: 2,
  },
  'M/D/YY': { re: new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{2})${TIME}$`, 'i'), y: 3, m: 1, d: 2 },
  'MMM D, YYYY': {
    re: new RegExp(`^([a-z]{3,9})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})${TIME}$`, 'i'),
    y: 3,
    m: 1,
    d: 2,
  },
  'D MMM YYYY': {
    re: new RegExp(`^(\\d{1,2})[\\s-]([a-z]{3,9})\\.?[\\s-](\\d{4})${TIME}$`, 'i'),
    y: 3,
    m: 2,
    d: 1,
  },
  'DD/MM/YYYY': {
    re: new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{4})${TIME}$`, 'i'),
    y: 3,
    m: 2,
    d: 1,
  },
  'D/M/YY': { re: new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{2})${TIME}$`, 'i'), y: 3, m: 2, d: 1 },
};

function monthNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const lower = text.toLowerCase();
  // "Jan", "Sept", "January": three letters or more of the name.
  const i = MONTHS.findIndex((name) => name.startsWith(lower));
  return lower.length >= 3 && i >= 0 ? i + 1 : 0;
}

/** YYYY-MM-DD when y, m, d is a real day between 2000 and 2100, else null. */
export function isoDay(y: number, m: number, d: number): string | null {
  if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date.toISOString().slice(0, 10) : null;
}

/** The value as YYYY-MM-DD in `format`, or null when it is not a real day written that way. */
export function parseDate(value: string, format: DateFormat): string | null {
  const p = PATTERNS[format];
  const m = p.re.exec(value.trim());
  if (!m) return null;
  const year = Number(m[p.y]);
  return isoDay(year < 100 ? 2000 + year : year, monthNumber(m[p.m] ?? ''), Number(m[p.d]));
}

export interface DateDetection {
  format: DateFormat;
  /** Every value reads as both month-first and day-first: month-first (US) was assumed. */
  ambiguous: boolean;
}

/**
 * The format that reads the most of the values (ties: the order of DATE_FORMATS, so US month-first wins
 * over day-first when the data cannot tell); null when none reads any.
 */
export function detectDateFormat(values: readonly string[]): DateDetection | null {
  const sample = values.filter((v) => v.trim() !== '').slice(0, 2000);
  let best: { format: DateFormat; count: number } | null = null;
  const counts = new Map<DateFormat, number>();
  for (const format of DATE_FORMATS) {
    const count = sample.filter((v) => parseDate(v, format) !== null).length;
    counts.set(format, count);
    if (count > 0 && (!best || count > best.count)) best = { format, count };
  }
  if (!best) return null;
  const twin: Partial<Record<DateFormat, DateFormat>> = {
    'MM/DD/YYYY': 'DD/MM/YYYY',
    'M/D/YY': 'D/M/YY',
  };
  const other = twin[best.format];
  return { format: best.format, ambiguous: other !== undefined && counts.get(other) === best.count };
}
