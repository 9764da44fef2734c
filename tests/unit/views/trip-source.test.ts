import { describe, expect, it } from 'vitest';
import { tripSourceOf } from '@/lib/views/load/sums';

// Where the computed views read a year's trips by rate period (lib/views/load/sums.ts): the half-year sums
// serve a year whose periods are the whole year or its two halves; any other split is read from the month
// sums, grouped by period.

const period = (from: string, to: string) => ({ from, to, centsPerMile: 70, source: 'test' });

describe('the source of a year of trips', () => {
  it('is the year sums for one period, the half years for a 1 July change', () => {
    expect(tripSourceOf(2031, [period('2031-01-01', '2031-12-31')])).toBe('year');
    expect(tripSourceOf(2031, [period('2031-01-01', '2031-06-30'), period('2031-07-01', '2031-12-31')])).toBe(
      'halves',
    );
  });

  it('is the month sums for any other split', () => {
    expect(tripSourceOf(2031, [period('2031-01-01', '2031-03-31'), period('2031-04-01', '2031-12-31')])).toBe(
      'months',
    );
    expect(
      tripSourceOf(2031, [
        period('2031-01-01', '2031-06-30'),
        period('2031-07-01', '2031-09-30'),
        period('2031-10-01', '2031-12-31'),
      ]),
    ).toBe('months');
    expect(tripSourceOf(2031, [period('2031-02-01', '2031-12-31')])).toBe('months');
    expect(tripSourceOf(2031, [])).toBe('months');
  });

  it("is never the month sums for a year of the IRS's rates so far, or around them", () => {
    for (let year = 2015; year <= 2035; year++) expect(tripSourceOf(year), String(year)).not.toBe('months');
  });
});
