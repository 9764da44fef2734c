// gsa.json + the two FY2026 CSVs of the reference → GsaData (standard rates, destinations) and GsaZipData.
import type { GsaData, GsaDestination, GsaStandardRate, GsaZipData } from '../../lib/tax/law/data-types';
import { TRAVEL_DAY_MIE_SHARE } from '../../lib/tax/law/per-diem';
import { STATE_CODES, type StateCode } from '../../lib/tax/law/types';
import { cents, type Json, num, obj, ReferenceDataError, str } from './util';

const MONTHS = ['oct', 'nov', 'dec', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'] as const;
const NSA_FISCAL_YEAR = 2026;

function dollarsField(row: Record<string, string>, key: string, where: string): number {
  const v = row[key];
  if (v === undefined || !/^\d+(\.\d+)?$/.test(v)) throw new ReferenceDataError(where, `${key} = "${v}"`);
  return cents(Number(v));
}

function stateOf(s: string | undefined, where: string): StateCode {
  const code = STATE_CODES.find((c) => c === s);
  if (!code) throw new ReferenceDataError(where, `"${s}" is not a state code`);
  return code;
}

export function mapGsa(
  gsaJson: Json,
  destinations: Record<string, string>[],
  zipRows: Record<string, string>[],
): { gsa: GsaData; zip: GsaZipData } {
  const root = obj(gsaJson, 'gsa.json');
  const standard: GsaStandardRate[] = Object.entries(obj(root.standard_rate, 'standard_rate'))
    .map(([key, raw]) => {
      const m = /^FY(\d{4})$/.exec(key);
      if (!m) throw new ReferenceDataError(`standard_rate.${key}`, 'key is not FYyyyy');
      const e = obj(raw, `standard_rate.${key}`);
      return {
        fiscalYear: Number(m[1]),
        lodging: cents(num(e.lodging, `${key}.lodging`)),
        mie: cents(num(e.mie, `${key}.mie`)),
        source: str(e.source, `${key}.source`),
      };
    })
    .sort((a, b) => a.fiscalYear - b.fiscalYear);

  const nsa = obj(root.non_standard_areas_data, 'non_standard_areas_data');
  const fyText = str(nsa.fiscal_year, 'non_standard_areas_data.fiscal_year');
  if (!fyText.startsWith(`FY${NSA_FISCAL_YEAR}`)) throw new ReferenceDataError('gsa.json', 'NSA table year');
  const nsaAssumedFor: Record<string, string> = {};
  if (/same table serves FY2025/.test(fyText)) {
    nsaAssumedFor['2025'] =
      'FY2025 non-standard-area rates assumed identical to FY2026 (GSA held FY2026 rates at FY2025 levels); ' +
      'mid-year FY2025 corrections are not reflected (reference README "NOT verified" item 4)';
  }

  const fy2026 = standard.find((s) => s.fiscalYear === NSA_FISCAL_YEAR);
  const out: GsaDestination[] = [];
  for (const row of destinations) {
    const where = `destinations.csv dest_id ${row.dest_id}`;
    const id = Number(row.dest_id);
    if (!Number.isInteger(id)) throw new ReferenceDataError(where, 'dest_id');
    const mie = dollarsField(row, 'mie', where);
    const lodging = MONTHS.map((m) => dollarsField(row, `lodging_${m}`, where));
    if (dollarsField(row, 'mie_first_last_day', where) !== Math.round(mie * TRAVEL_DAY_MIE_SHARE)) {
      throw new ReferenceDataError(where, 'first/last-day M&IE is not 75% of M&IE');
    }
    if (id === 0) {
      // The standard row must agree with gsa.json's FY2026 standard rate.
      if (!fy2026 || mie !== fy2026.mie || lodging.some((l) => l !== fy2026.lodging)) {
        throw new ReferenceDataError(where, 'standard row disagrees with gsa.json FY2026');
      }
      continue;
    }
    const state = stateOf(row.state, where);
    out.push({ id, state, name: str(row.destination, where).trim(), mie, lodging, wholeState: false });
  }
  const byId = new Map(out.map((d) => [d.id, d]));

  // ZIP → candidate destinations in file order; a ZIP whose only candidate is 0 (standard) is kept: a ZIP
  // the table has decides the area, one it lacks falls back to the city (docs/tax-method.md §6).
  const candidates = new Map<string, number[]>();
  const idsPerState = new Map<string, Set<number>>();
  for (const row of zipRows) {
    const zip = row.zip ?? '';
    const id = Number(row.dest_id);
    if (!/^\d{5}$/.test(zip) || !Number.isInteger(id)) throw new ReferenceDataError(`zip ${zip}`, 'bad row');
    // A ZIP may map to an area of a neighbouring state (Arlington, VA → District of Columbia): no state check.
    if (id !== 0 && !byId.has(id)) throw new ReferenceDataError(`zip ${zip}`, `unknown dest_id ${id}`);
    const list = candidates.get(zip) ?? [];
    if (!list.includes(id)) list.push(id);
    candidates.set(zip, list);
    const ids = idsPerState.get(row.state ?? '') ?? new Set<number>();
    idsPerState.set(row.state ?? '', ids.add(id));
  }
  for (const ids of idsPerState.values()) {
    const [only] = [...ids];
    const dest = ids.size === 1 && only !== undefined ? byId.get(only) : undefined;
    if (dest) dest.wholeState = true;
  }
  const packed = [...candidates]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([zip, ids]) => `${zip}:${ids.join('|')}`)
    .join(',');

  const source = str(nsa.source, 'non_standard_areas_data.source');
  return {
    gsa: {
      source: `Travel Ledger reference gsa.json + gsa_fy2026_destinations.csv: ${source}`,
      standard,
      nsaFiscalYear: NSA_FISCAL_YEAR,
      nsaAssumedFor,
      destinations: out,
    },
    zip: { source: `Travel Ledger reference gsa_fy2026_zip_to_destination.csv: ${source}`, zips: packed },
  };
}
