// US ZIP codes: the city of a ZIP, a city's ZIPs and ZIP centroids (docs/tax-method.md §2 near-tax-home flag and
// §6 county fallback). Source: the `zipcodes` npm package (davglass/zipcodes, US ZIP centroids with city and
// state). The maps are built once, when this module loads; a lookup never scans the data set.
import zipcodes from 'zipcodes';

/** Case, dots, apostrophes and spacing do not matter; "Saint" and "St." are the same. */
export function cityKey(state: string, city: string): string {
  const c = city.toLowerCase().replace(/[.'’]/g, '').replace(/\s+/g, ' ').trim();
  return `${state.trim().toUpperCase()}|${c.replace(/^saint /, 'st ')}`;
}

/** The 5-digit ZIP of '94103' or '94103-1234'; null for anything else. */
export function normalZip(zip: string | null | undefined): string | null {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(zip?.trim() ?? '');
  return m?.[1] ?? null;
}

interface ZipPoint {
  lat: number;
  lon: number;
  city: string;
  state: string;
}

const POINTS = new Map<string, ZipPoint>();
const CITY_ZIPS = new Map<string, string[]>();
for (const c of Object.values(zipcodes.codes)) {
  if (c.country !== 'US' || !/^\d{5}$/.test(c.zip)) continue;
  POINTS.set(c.zip, { lat: c.latitude, lon: c.longitude, city: c.city, state: c.state });
  const key = cityKey(c.state, c.city);
  const list = CITY_ZIPS.get(key);
  if (list) list.push(c.zip);
  else CITY_ZIPS.set(key, [c.zip]);
}

/** The ZIPs of a city of a state (empty when the data set does not know the city). */
export function cityZips(state: string, city: string): readonly string[] {
  return CITY_ZIPS.get(cityKey(state, city)) ?? [];
}

/** The city and state of a ZIP, per the data set; null for an unknown ZIP. */
export function zipPlace(zip: string | null | undefined): { city: string; state: string } | null {
  const z = normalZip(zip);
  const p = z ? POINTS.get(z) : undefined;
  return p ? { city: p.city, state: p.state } : null;
}

/** Mean Earth radius in miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles between two ZIP centroids; null when either is unknown. */
export function zipDistanceMiles(a: string | null | undefined, b: string | null | undefined): number | null {
  const za = normalZip(a);
  const zb = normalZip(b);
  const p = za ? POINTS.get(za) : undefined;
  const q = zb ? POINTS.get(zb) : undefined;
  if (!p || !q) return null;
  const h =
    Math.sin(rad(q.lat - p.lat) / 2) ** 2 +
    Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(rad(q.lon - p.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
