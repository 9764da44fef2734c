import { gsaRate } from '@/lib/tax/law';

// GET /per-diem (decisions §7): the GSA rate of a place on a day, in cents, with the weekly maxima a
// stipend is compared against.

export function perDiem(place: { zip?: string; city?: string; state?: string }, date: string) {
  const rate = gsaRate({ zip: place.zip, city: place.city, state: place.state }, date);
  return {
    area: rate.area,
    fiscalYear: rate.fiscalYear,
    lodging: rate.lodging,
    mie: rate.mie,
    weeklyHousingMax: 7 * rate.lodging,
    weeklyMieMax: 7 * rate.mie,
    notes: [...rate.notes],
  };
}
