import { describe, expect, it } from 'vitest';
import { mileageRatePeriods } from '@/lib/tax/law';

// The month sums of trips (migration 20261126100000_month_sums) can be split by rate period only because
// every period starts on a month's first day: this fails the day a rate change falls mid-month.
describe('IRS mileage rate periods', () => {
  it('start on the first day of a month, every year the tables hold and around them', () => {
    let periods = 0;
    for (let year = 2015; year <= 2035; year++) {
      for (const p of mileageRatePeriods(year)) {
        expect(p.from, `${year}: ${p.from}`).toMatch(/^\d{4}-\d{2}-01$/);
        periods++;
      }
    }
    expect(periods).toBeGreaterThan(21);
  });
});
