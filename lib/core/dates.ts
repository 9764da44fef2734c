// Calendar dates travel as 'YYYY-MM-DD' and live in `date` columns, which Prisma hands over as UTC
// midnight; timestamps are ISO with milliseconds and Z.

export function dateIn(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

export function dateOut(value: Date): string;
export function dateOut(value: Date | null): string | null;
export function dateOut(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

export function timestamp(value: Date): string;
export function timestamp(value: Date | null): string | null;
export function timestamp(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** Today as 'YYYY-MM-DD' in UTC (tax-method: "today" is the UTC date). */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function yearRange(year: number): { gte: Date; lte: Date } {
  return { gte: dateIn(`${year}-01-01`), lte: dateIn(`${year}-12-31`) };
}

/**
 * The one year-overlap test of a dated span (an assignment, docs/api-guide.md §4): it started by the year's
 * last day and ended on or after its first. `overlapsYear` for loaded rows, `overlapWhere` for a query.
 */
export function overlapsYear(span: { start_date: Date; end_date: Date }, year: { gte: Date; lte: Date }) {
  return span.start_date <= year.lte && span.end_date >= year.gte;
}

export function overlapWhere(year: { gte: Date; lte: Date }) {
  return { start_date: { lte: year.lte }, end_date: { gte: year.gte } };
}
