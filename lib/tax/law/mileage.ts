// IRS standard mileage rates (business), as periods: 2026 changes on July 1.
// Source: IRS Notices 2024-08, 2025-5, 2026-10 and the July 2026 change (IR-2026-29, secondary sources only),
// reference federal.json standard_mileage_rates_cents_per_mile; generated into ./data/mileage.json.
import data from './data/mileage.json';
import type { MileageData } from './data-types';
import { LawYearError, type MileageRatePeriod } from './types';

const MILEAGE: MileageData = data;

/** The year's rate periods in date order, covering 1 January to 31 December; throws LawYearError otherwise. */
export function mileageRatePeriods(year: number): MileageRatePeriod[] {
  const periods = MILEAGE.years[String(year)];
  if (!periods) throw new LawYearError('mileage', year);
  return periods.map((p) => ({ ...p }));
}

/** The rate period in effect on `date` ('YYYY-MM-DD'). */
export function mileageRateOn(date: string): MileageRatePeriod {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const periods = mileageRatePeriods(Number(date.slice(0, 4)));
  const period = periods.find((p) => p.from <= date && date <= p.to);
  if (!period) throw new LawYearError('mileage', Number(date.slice(0, 4)));
  return period;
}
