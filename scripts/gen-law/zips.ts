// The US ZIP table the engine reads (lib/tax/law/places.ts), derived from the `zipcodes` package: each city
// once, with its ZIPs and their centroids. The package itself is a 5 MB JavaScript object literal whose
// parse costs the server about 90 MB of resident memory; this table is 1.7 MB of JSON, read once, on the
// first lookup.
import type { ZipCode } from 'zipcodes';

/** One city: state, city name, then its ZIPs flat as zip, latitude, longitude, zip, latitude, … */
export type ZipCity = [state: string, city: string, zips: (string | number)[]];

export const ZIPS_FILE = 'us-zips.json';

/** The US 5-digit ZIPs of `codes`, grouped by city in the package's order; JSON, one city a line. */
export function compactZips(codes: Record<string, ZipCode>): string {
  const cities = new Map<string, ZipCity>();
  for (const c of Object.values(codes)) {
    if (c.country !== 'US' || !/^\d{5}$/.test(c.zip)) continue;
    const key = `${c.state}|${c.city}`;
    let city = cities.get(key);
    if (!city) cities.set(key, (city = [c.state, c.city, []]));
    city[2].push(c.zip, c.latitude, c.longitude);
  }
  return `[\n${[...cities.values()].map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}
