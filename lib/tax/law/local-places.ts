// Which local jurisdictions a place lies in (docs/tax-method.md §4b): its city, the ZIP's postal city when a
// ZIP is given, and its county from the GSA ZIP file (generated into ./data/local-zips.json).
import zipData from './data/local-zips.json';
import { cityKey, cityZips, normalZip, zipPlace } from './places';
import type { StateCode } from './types';

const COUNTIES: Readonly<Record<string, readonly string[]>> = (
  zipData as { counties: Record<string, string[]> }
).counties;

export interface LocalPlace {
  state: StateCode;
  /** The ZIP's postal city when the ZIP is of the same state, else the city entered (may be empty). */
  city: string;
  /** The county ("Baltimore City, MD"): the ZIP's first county, else the county of most of the city's ZIPs. */
  county: string | null;
  /** Set when the ZIP (or the city's ZIPs) lie in more than one county. */
  countyAmbiguous: boolean;
}

/** The county the most ZIPs of `zips` lie in (first in file order on a tie); null when none is known. */
function majorityCounty(zips: readonly string[]): { county: string | null; ambiguous: boolean } {
  const count = new Map<string, number>();
  for (const z of zips) for (const c of COUNTIES[z] ?? []) count.set(c, (count.get(c) ?? 0) + 1);
  let best: string | null = null;
  for (const [c, n] of count) if (best === null || n > (count.get(best) ?? 0)) best = c;
  return { county: best, ambiguous: count.size > 1 };
}

export function localPlace(state: StateCode, city: string, zip: string | null): LocalPlace {
  const z = normalZip(zip);
  const postal = z ? zipPlace(z) : null;
  const sameState = postal !== null && postal.state === state;
  const name = sameState ? postal.city : city.trim();
  const byZip = z && sameState ? (COUNTIES[z] ?? []) : [];
  const { county, ambiguous } =
    byZip.length > 0
      ? { county: byZip[0] ?? null, ambiguous: byZip.length > 1 }
      : majorityCounty(cityZips(state, name));
  return { state, city: name, county, countyAmbiguous: ambiguous };
}

/** Whether the place's city is one of `cities` (case, dots and "Saint" do not matter). */
export function inCity(place: LocalPlace, cities: readonly string[]): boolean {
  const key = cityKey(place.state, place.city);
  return cities.some((c) => cityKey(place.state, c) === key);
}

/**
 * New York City: the five boroughs. A ZIP decides by its 3-digit prefix (100-104 Manhattan, Staten Island and
 * the Bronx; 111-114 and 116 Queens; 112 Brooklyn); without a ZIP, the city or borough name.
 */
const NYC_PREFIXES = ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'];
const NYC_NAMES = ['New York', 'New York City', 'Manhattan', 'Brooklyn', 'Bronx', 'Queens', 'Staten Island'];
export function inNewYorkCity(state: StateCode, city: string, zip: string | null): boolean {
  if (state !== 'NY') return false;
  const z = normalZip(zip);
  if (z) return NYC_PREFIXES.includes(z.slice(0, 3));
  return NYC_NAMES.some((n) => cityKey('NY', n) === cityKey('NY', city));
}
