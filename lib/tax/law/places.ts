// US ZIP codes: the city of a ZIP, a city's ZIPs and ZIP centroids (docs/tax-method.md §2 near-tax-home flag and
// §6 county fallback). Source: the `zipcodes` npm package (davglass/zipcodes, US ZIP centroids with city and
// state), compacted into ./data/us-zips.json by scripts/gen-law.ts (the package's own 5 MB object literal
// costs the server ~90 MB to parse). The file is read on the first lookup, once per process (held on
// globalThis, since the bundler may instantiate this module once per route layer); a lookup then never scans.
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

interface ZipTable {
  /** ZIP → its row in the arrays below. */
  row: Map<string, number>;
  lat: Float64Array;
  lon: Float64Array;
  /** Row → index of its city in `cities`. */
  city: Uint32Array;
  cities: { state: string; name: string }[];
  /** cityKey → the city's ZIPs. */
  cityZips: Map<string, string[]>;
}

type ZipCity = [state: string, city: string, flat: (string | number)[]];

const TABLE_FILE = ['lib', 'tax', 'law', 'data', 'us-zips.json'];
const GLOBAL_KEY = Symbol.for('travel-ledger.us-zips');

function buildTable(rows: ZipCity[]): ZipTable {
  const count = rows.reduce((n, [, , flat]) => n + flat.length / 3, 0);
  const t: ZipTable = {
    row: new Map(),
    lat: new Float64Array(count),
    lon: new Float64Array(count),
    city: new Uint32Array(count),
    cities: [],
    cityZips: new Map(),
  };
  let i = 0;
  for (const [state, name, flat] of rows) {
    const cityIndex = t.cities.push({ state, name }) - 1;
    const key = cityKey(state, name);
    const list = t.cityZips.get(key) ?? [];
    t.cityZips.set(key, list);
    for (let j = 0; j < flat.length; j += 3, i += 1) {
      const zip = String(flat[j]);
      t.row.set(zip, i);
      t.lat[i] = Number(flat[j + 1]);
      t.lon[i] = Number(flat[j + 2]);
      t.city[i] = cityIndex;
      list.push(zip);
    }
  }
  return t;
}

function table(): ZipTable {
  const held = globalThis as { [GLOBAL_KEY]?: ZipTable };
  if (!held[GLOBAL_KEY]) {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), ...TABLE_FILE);
    held[GLOBAL_KEY] = buildTable(JSON.parse(readFileSync(file, 'utf8')) as ZipCity[]);
  }
  return held[GLOBAL_KEY];
}

/** The ZIPs of a city of a state (empty when the data set does not know the city). */
export function cityZips(state: string, city: string): readonly string[] {
  return table().cityZips.get(cityKey(state, city)) ?? [];
}

/** The city and state of a ZIP, per the data set; null for an unknown ZIP. */
export function zipPlace(zip: string | null | undefined): { city: string; state: string } | null {
  const z = normalZip(zip);
  const t = table();
  const i = z ? t.row.get(z) : undefined;
  const c = i === undefined ? undefined : t.cities[t.city[i] ?? -1];
  return c ? { city: c.name, state: c.state } : null;
}

/** Mean Earth radius in miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle (haversine) distance in miles between two points given in degrees. */
export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centroid of a ZIP per the data set; null for an unknown ZIP. */
export function zipCentroid(zip: string | null | undefined): LatLon | null {
  const z = normalZip(zip);
  const t = table();
  const i = z ? t.row.get(z) : undefined;
  return i === undefined ? null : { lat: t.lat[i] ?? 0, lon: t.lon[i] ?? 0 };
}

/** Great-circle distance in miles between two ZIP centroids; null when either is unknown. */
export function zipDistanceMiles(a: string | null | undefined, b: string | null | undefined): number | null {
  const [ca, cb] = [zipCentroid(a), zipCentroid(b)];
  return ca && cb ? greatCircleMiles(ca, cb) : null;
}
