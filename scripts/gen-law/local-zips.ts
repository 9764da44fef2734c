// ZIP → county for the states whose local taxes go by county (Maryland, Indiana, Kentucky, Oregon, Missouri),
// from the GSA ZIP file of the reference (gsa_fy2026_zip_to_destination.csv, column zip_county).
export const LOCAL_ZIPS_FILE = 'local-zips.json';
export const COUNTY_STATES = ['MD', 'IN', 'KY', 'OR', 'MO'] as const;

export interface LocalZipData {
  source: string;
  /** ZIP → its counties ("Baltimore City, MD"), in file order; a ZIP may lie in several. */
  counties: Record<string, string[]>;
}

export function mapLocalZips(rows: readonly Record<string, string>[]): LocalZipData {
  const counties: Record<string, string[]> = {};
  for (const r of rows) {
    const { zip, state, zip_county: county } = r;
    if (!zip || !county || !(COUNTY_STATES as readonly string[]).includes(state ?? '')) continue;
    const list = (counties[zip] ??= []);
    if (!list.includes(county)) list.push(county);
  }
  return {
    source:
      'Travel Ledger reference gsa_fy2026_zip_to_destination.csv (GSA FY2026 ZIP file, column zip_county)',
    counties,
  };
}
