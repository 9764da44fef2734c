// IRS standard mileage rates (business), as periods: 2026 changes on July 1.
// Source: IRS Notices 2024-08, 2025-5, 2026-10 and the July 2026 change (IR-2026-29, secondary sources only),
// reference federal.json standard_mileage_rates_cents_per_mile; generated into ./data/mileage.json.
import data from './data/mileage.json';
import type { MileageData } from './data-types';
import type { MileageRatePeriod } from './types';
import { nearestYear } from './years';
import { withFields } from '@/lib/core/with-fields';

const MILEAGE: MileageData = data;
const MILEAGE_YEARS = Object.keys(MILEAGE.years)
  .map(Number)
  .sort((a, b) => a - b);

/** The year whose mileage rates apply to `year`: its own, else the nearest (docs/tax-method.md §10). */
export function mileageTableYear(year: number): number {
  return nearestYear(year, MILEAGE_YEARS);
}

/**
 * The year's rate periods in date order, covering 1 January to 31 December. A year without rates takes the
 * nearest year's periods, moved to its own dates (the periods start on 1 January or 1 July).
 */
export function mileageRatePeriods(year: number): MileageRatePeriod[] {
  const used = mileageTableYear(year);
  const periods = MILEAGE.years[String(used)] ?? [];
  const move = (date: string) => `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return periods.map((p) =>
    used === year ? { ...p } : withFields(p, { from: move(p.from), to: move(p.to) }),
  );
}

/**
 * The rate period in effect on `date` ('YYYY-MM-DD').
 * @internal Tests use it too.
 */
export function mileageRateOn(date: string): MileageRatePeriod {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const periods = mileageRatePeriods(Number(date.slice(0, 4)));
  const period = periods.find((p) => p.from <= date && date <= p.to);
  if (!period) throw new RangeError(`No mileage rate period covers ${date}`);
  return period;
}
