import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentGsaArea, gsaDays } from '@/lib/tax/engine/gsa';
import { roundRatio } from '@/lib/tax/engine/money';
import { gsaMonthRate, gsaYearNote } from '@/lib/tax/law';

// gsaDays walks a contract month by month; the rule is per day (docs/tax-method.md §6): this holds the walk
// to a day-by-day sum of max(0, allowance - the day's federal rate), the first and last day at 75% M&IE.

const PLACES = [
  { zip: null, location: 'Boston', state: 'MA' as const },
  { zip: null, location: 'Denver', state: 'CO' as const },
  { zip: null, location: 'Key West', state: 'FL' as const },
  { zip: null, location: 'Smallville', state: 'KS' as const },
  { zip: null, location: 'Juneau', state: 'AK' as const },
];
const DAY = 86_400_000;

function byDay(
  a: { housing_stipend: number; mie_stipend: number },
  area: ReturnType<typeof assignmentGsaArea>,
  span: { from: number; to: number; first: number; last: number },
) {
  if (!area.checked) return { excess: 0, weeklyRateMin: null, weeklyRateMax: null, notes: [] };
  let over28 = 0;
  const weekly: number[] = [];
  const notes: string[] = [];
  for (let d = span.from; d <= span.to; d++) {
    const date = new Date(d * DAY);
    const m = date.getUTCMonth();
    const fiscalYear = m >= 9 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
    const { lodging, mie } = gsaMonthRate(area, fiscalYear, (m + 3) % 12);
    const note = gsaYearNote(area, fiscalYear);
    if (note && !notes.includes(note)) notes.push(note);
    const end = d === span.first || d === span.last;
    over28 += Math.max(0, 4 * (a.housing_stipend + a.mie_stipend) - 28 * lodging - (end ? 21 : 28) * mie);
    weekly.push(7 * (lodging + mie));
  }
  return {
    excess: roundRatio(BigInt(over28), 28n),
    weeklyRateMin: Math.min(...weekly),
    weeklyRateMax: Math.max(...weekly),
    notes,
  };
}

describe('gsaDays', () => {
  it('equals the day-by-day sum, for any span of a contract, short or across years', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLACES),
        fc.integer({ min: Date.UTC(2023, 0, 1) / DAY, max: Date.UTC(2027, 11, 31) / DAY }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 700_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (place, first, length, fromOffset, toOffset, housing, mie) => {
          const last = first + length;
          // a part of the contract (a year's share, a month) or all of it
          const from = Math.min(last, first + Math.min(fromOffset, length));
          const to = Math.max(from, last - Math.min(toOffset, length));
          const a = { housing_stipend: housing, mie_stipend: mie };
          const area = assignmentGsaArea(place);
          const span = { from, to, first, last };
          expect(gsaDays(a, area, span)).toEqual(byDay(a, area, span));
        },
      ),
      { numRuns: 400 },
    );
  });
});
