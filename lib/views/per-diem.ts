import { gsaRate } from '@/lib/tax/law';
import type { GsaRate } from '@/lib/tax/law/types';

/** Made once: toLocaleString with a locale builds a formatter on every call. */
const WHOLE = new Intl.NumberFormat('en-US');

/** Dollars for a sentence ('$1,234'): whole dollars read better in a rule of thumb than cents. */
function dollars(cents: number): string {
  return `$${WHOLE.format(Math.round(cents / 100))}`;
}

/**
 * GET /per-diem's `check`: whether stipends at the place are checked against a federal rate, in words a
 * worker reads (docs/tax-method.md §6: Alaska, Hawaii and places outside the 48 states and DC have no CONUS rate).
 */
export function perDiemCheckText(rate: Pick<GsaRate, 'checked' | 'lodging' | 'mie' | 'area'>): string {
  if (!rate.checked) {
    return 'Not checked: there is no federal per diem rate here, so stipends are not compared with one.';
  }
  return (
    `Checked: housing and M&IE stipends up to ${dollars(7 * (rate.lodging + rate.mie))} a week ` +
    `(7 × the ${rate.area} daily rate for this month) stay tax-free for a W-2 worker; the rest is wages.`
  );
}

// GET /per-diem (docs/api-guide.md §7): the GSA rate of a place on a day, in cents, with the weekly maxima a
// stipend is compared against, and whether the place is checked at all.
export function perDiem(place: { zip?: string; city?: string; state?: string }, date: string) {
  const rate = gsaRate({ zip: place.zip, city: place.city, state: place.state }, date);
  return {
    area: rate.area,
    fiscalYear: rate.fiscalYear,
    lodging: rate.lodging,
    mie: rate.mie,
    weeklyHousingMax: 7 * rate.lodging,
    weeklyMieMax: 7 * rate.mie,
    checked: rate.checked,
    check: perDiemCheckText(rate),
    notes: [...rate.notes],
  };
}
