// GSA CONUS per diem: daily lodging (by month) and M&IE of a place on a date.
// Source: GSA FY2026 master and ZIP files as transcribed in noahathib/federal-per-diem-heat-map @ 05c68118
// (reference gsa_fy2026_*.csv); standard rates FY2024-FY2026 from GSA/DoD/Federal Register (reference gsa.json).
// Generated into ./data/gsa.json and ./data/gsa-zip.json by scripts/gen-law.ts.
import gsaData from './data/gsa.json';
import zipData from './data/gsa-zip.json';
import type { GsaData, GsaDestination, GsaStandardRate, GsaZipData } from './data-types';
import { type GsaRate, STATE_CODES, type StateCode } from './types';

// The generator writes these files from typed objects; JSON import types widen the state codes, hence the cast.
const GSA = gsaData as unknown as GsaData;
const ZIPS: GsaZipData = zipData;

export const STANDARD_AREA = 'Standard CONUS Rate';

interface Index {
  byId: Map<number, GsaDestination>;
  byZip: Map<string, readonly number[]>;
  /** `ST|normalised city` → destination, from every city of a destination name ("Boston / Cambridge"). */
  byCity: Map<string, GsaDestination>;
  wholeState: Map<StateCode, GsaDestination>;
}

let index: Index | null = null;

/** Case, dots, apostrophes and spacing do not matter; "Saint" and "St." are the same. */
function cityKey(state: string, city: string): string {
  const c = city.toLowerCase().replace(/[.'’]/g, '').replace(/\s+/g, ' ').trim();
  return `${state}|${c.replace(/^saint /, 'st ')}`;
}

/** Maps built once, on the first lookup. */
function getIndex(): Index {
  if (index) return index;
  const byId = new Map(GSA.destinations.map((d) => [d.id, d]));
  const byZip = new Map<string, number[]>();
  for (const entry of ZIPS.zips.split(',')) {
    const [zip, ids] = entry.split(':');
    if (zip && ids) byZip.set(zip, ids.split('|').map(Number));
  }
  const byCity = new Map<string, GsaDestination>();
  const wholeState = new Map<StateCode, GsaDestination>();
  const add = (key: string, d: GsaDestination) => byCity.has(key) || byCity.set(key, d);
  for (const d of GSA.destinations) {
    if (d.wholeState) wholeState.set(d.state, d);
    add(cityKey(d.state, d.name), d);
    for (const part of d.name.split('/').map((p) => p.trim())) {
      add(cityKey(d.state, part), d);
      // "New York City", "Baltimore City": the city is also typed without the word City.
      if (/ city$/i.test(part)) add(cityKey(d.state, part.replace(/ city$/i, '')), d);
    }
  }
  index = { byId, byZip, byCity, wholeState };
  return index;
}

function parseDate(date: string): { year: number; month: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const year = Number(m?.[1]);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year, month };
}

/** Federal fiscal year of a date: FY2026 runs 2025-10-01..2026-09-30. */
export function fiscalYearOf(date: string): number {
  const { year, month } = parseDate(date);
  return month >= 10 ? year + 1 : year;
}

interface Table {
  standard: GsaStandardRate;
  /** Whether the non-standard-area table applies (as such, or assumed identical). */
  nsa: boolean;
  /** Set when another fiscal year's table stands in. */
  yearNote: string | null;
  /** Set when the area table is assumed for this year, or missing. */
  areaNote: string | null;
}

/** The tables for a fiscal year, with notes when another year's stood in or a figure is assumed. */
function tableFor(fiscalYear: number): Table {
  const first = GSA.standard[0];
  const last = GSA.standard.at(-1);
  if (!first || !last) throw new Error('GSA standard-rate table is empty');
  let standard = GSA.standard.find((s) => s.fiscalYear === fiscalYear);
  let yearNote: string | null = null;
  if (!standard) {
    const newer = fiscalYear > last.fiscalYear;
    standard = newer ? last : first;
    yearNote = `FY${fiscalYear} has no table${newer ? ' yet' : ''}; FY${standard.fiscalYear} rates used`;
  }
  const fy = standard.fiscalYear;
  const assumed = GSA.nsaAssumedFor[String(fy)];
  const nsa = fy === GSA.nsaFiscalYear || assumed !== undefined;
  const areaNote = nsa
    ? (assumed ?? null)
    : `FY${fy} non-standard areas were not compiled (reference README "NOT verified" item 4): ` +
      `the FY${fy} standard CONUS rate is used for every place`;
  return { standard, nsa, yearNote, areaNote };
}

/** The standard CONUS rate of a fiscal year (the nearest year's, with a note, outside the table). */
export function gsaStandardRate(fiscalYear: number): GsaRate {
  const { standard, yearNote } = tableFor(fiscalYear);
  const notes = yearNote ? [yearNote] : [];
  return {
    area: STANDARD_AREA,
    state: null,
    fiscalYear,
    lodging: standard.lodging,
    mie: standard.mie,
    notes,
  };
}

function normalState(state: string | null | undefined): StateCode | null {
  const s = state?.trim().toUpperCase() ?? '';
  return STATE_CODES.find((c) => c === s) ?? null;
}

/** The 5-digit ZIP of '94103' or '94103-1234'; null for anything else. */
function normalZip(zip: string | null | undefined): string | null {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(zip?.trim() ?? '');
  return m?.[1] ?? null;
}

/**
 * The destination of a place, or null for the standard rate. A ZIP wins over the city; a ZIP that lies in
 * several areas is resolved by the city when it names one of them, else the lowest rate of the month is
 * taken (the conservative figure for a stipend-compliance check) and the others are named in a note.
 */
function findArea(
  place: { zip?: string | null; city?: string | null; state?: string | null },
  month: number,
  standard: GsaStandardRate,
  notes: string[],
): GsaDestination | null {
  const { byId, byZip, byCity, wholeState } = getIndex();
  const zip = normalZip(place.zip);
  const city = place.city?.trim() ?? '';
  if (zip) {
    const candidates = (byZip.get(zip) ?? []).map((id) => byId.get(id) ?? null);
    if (candidates.length <= 1) return candidates[0] ?? null;
    const named = city ? candidates.find((d) => d && byCity.get(cityKey(d.state, city)) === d) : undefined;
    if (named) return named;
    const daily = (d: GsaDestination | null) =>
      d ? (d.lodging[month] ?? 0) + d.mie : standard.lodging + standard.mie;
    const lowest = candidates.reduce((a, b) => (daily(b) < daily(a) ? b : a));
    const names = candidates.map((d) => d?.name ?? STANDARD_AREA);
    notes.push(
      `ZIP ${zip} lies in several GSA areas (${names.join('; ')}); the lowest rate ` +
        `(${lowest?.name ?? STANDARD_AREA}) is used: give the city to pick another`,
    );
    return lowest;
  }
  const state = normalState(place.state);
  if (!state) return null;
  // A destination covering its whole state (DC) matches any city, or none.
  return (city ? byCity.get(cityKey(state, city)) : undefined) ?? wholeState.get(state) ?? null;
}

/**
 * The GSA per diem of a place on a date (tax-method §6): the fiscal year of the date, the area from the ZIP
 * (absent or dest 0: standard), else from city + state, else the standard CONUS rate; lodging of the date's
 * month and M&IE, in cents.
 */
export function gsaRate(
  place: { zip?: string | null; city?: string | null; state?: string | null },
  date: string,
): GsaRate {
  const { month } = parseDate(date);
  const fiscalYear = fiscalYearOf(date);
  const { standard, nsa, yearNote, areaNote } = tableFor(fiscalYear);
  const notes = [yearNote, areaNote].filter((n): n is string => n !== null);
  const monthIndex = (month + 2) % 12; // October = 0 ... September = 11
  const area = nsa ? findArea(place, monthIndex, standard, notes) : null;
  if (!area) {
    const state = normalState(place.state);
    return { area: STANDARD_AREA, state, fiscalYear, lodging: standard.lodging, mie: standard.mie, notes };
  }
  const lodging = area.lodging[monthIndex];
  if (lodging === undefined) throw new Error(`GSA area ${area.id} has no lodging for month ${month}`);
  return { area: area.name, state: area.state, fiscalYear, lodging, mie: area.mie, notes };
}
