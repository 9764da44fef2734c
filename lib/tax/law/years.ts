// Which year's tables a tax year is computed with (docs/tax-method.md §10): the year's own, else the nearest one,
// with a plain-words note. Views never refuse a year between 2000 and 2100.

/** The nearest of `years` (ascending, not empty) to `year`. */
export function nearestYear(year: number, years: readonly number[]): number {
  const first = years[0];
  const last = years.at(-1);
  if (first === undefined || last === undefined) throw new Error('no table years');
  if (year <= first) return first;
  if (year >= last) return last;
  return years.includes(year)
    ? year
    : years.reduce((best, y) => (Math.abs(y - year) < Math.abs(best - year) ? y : best));
}

/**
 * "2027 figures are not published yet; 2026 brackets and rates are used." (`what` names the tables when
 * they are not all of them: "state", "mileage"); null when the year has its own tables.
 */
export function yearNote(
  year: number,
  used: number,
  what: 'all' | 'federal' | 'state' | 'mileage',
): string | null {
  if (used === year) return null;
  const subject = what === 'all' ? `${year} figures` : `${year} ${what} figures`;
  const status = used < year ? 'are not published yet' : 'are not in the app';
  const tables =
    what === 'mileage'
      ? `the ${used} mileage rates are`
      : `${used} ${what === 'all' ? '' : `${what} `}brackets and rates are`;
  return `${subject} ${status}; ${tables} used.`;
}
