// GSA CONUS per diem: the area of a place (docs/tax-method.md §6) and its daily lodging (by month) and M&IE.
// Source: GSA FY2026 master and ZIP files as transcribed in noahathib/federal-per-diem-heat-map @ 05c68118
// (reference gsa_fy2026_*.csv); standard rates FY2024-FY2026 from GSA/DoD/Federal Register (reference gsa.json).
// FY2025 area rates equal FY2026's (GSA held FY2026 at FY2025 levels: Federal Register 2025-15771).
// Alaska, Hawaii and the territories have DoD (OCONUS) rates, which the reference does not hold.
// Generated into ./data/gsa.json and ./data/gsa-zip.json by scripts/gen-law.ts.
import gsaData from './data/gsa.json';
import zipData from './data/gsa-zip.json';
import type { GsaData, GsaDestination, GsaStandardRate, GsaZipData } from './data-types';
import { fiscalMonth } from './per-diem';
import { cityKey, cityZips, normalZip, zipPlace } from './places';
import { type GsaRate, STATE_CODES, type StateCode } from './types';

// The generator writes these files from typed objects; JSON import types widen the state codes, hence the cast.
const GSA = gsaData as unknown as GsaData;
const ZIPS: GsaZipData = zipData;

export const STANDARD_AREA = 'Standard CONUS Rate';
export const OUTSIDE_CONUS_AREA = 'Outside the continental US';
/** States without a CONUS rate (docs/tax-method.md §6): their stipends are not checked. */
const OUTSIDE_CONUS = new Set(['AK', 'HI']);

/** The GSA area of a place: one destination, the standard rate, or not checked at all. */
export interface GsaArea {
  /** Destination name, STANDARD_AREA or OUTSIDE_CONUS_AREA. */
  name: string;
  /** The non-standard area; null for the standard rate (and outside CONUS). */
  destination: GsaDestination | null;
  /** False for Alaska, Hawaii and places outside the 48 states and DC: no CONUS rate applies. */
  checked: boolean;
  /** How it was found: the ZIP table, the destination names, the city's county (its ZIPs), DC as a whole. */
  via: 'zip' | 'city' | 'county' | 'state' | 'standard' | 'outside';
  /** Set when a ZIP in several areas was resolved by the lowest rate. */
  note: string | null;
}

// ---- Lookup tables, built once when the module loads ----
const BY_ID = new Map(GSA.destinations.map((d) => [d.id, d]));
/** ZIP → candidate destination ids in file order (0: the standard rate). */
const BY_ZIP = new Map<string, readonly number[]>();
for (const entry of ZIPS.zips.split(',')) {
  const [zip, ids] = entry.split(':');
  if (zip && ids) BY_ZIP.set(zip, ids.split('|').map(Number));
}
/** `ST|city` → destination, from each city of a destination name ("Boston / Cambridge", "New York City"). */
const BY_CITY = new Map<string, GsaDestination>();
const WHOLE_STATE = new Map<StateCode, GsaDestination>();
for (const d of GSA.destinations) {
  const add = (city: string) => BY_CITY.has(cityKey(d.state, city)) || BY_CITY.set(cityKey(d.state, city), d);
  if (d.wholeState) WHOLE_STATE.set(d.state, d);
  add(d.name);
  for (const part of d.name.split('/').map((p) => p.trim())) {
    add(part);
    // "New York City", "Baltimore City": the city is also typed without the word City.
    if (/ city$/i.test(part)) add(part.replace(/ city$/i, ''));
  }
}
/** Daily lodging + M&IE summed over the 12 months: orders areas by rate where a choice must be made. */
const yearlyRate = (id: number): number => {
  const d = BY_ID.get(id);
  const std = GSA.standard.at(-1);
  if (!d) return 12 * ((std?.lodging ?? 0) + (std?.mie ?? 0));
  return d.lodging.reduce((s, l) => s + l, 0) + 12 * d.mie;
};
/** The city's county area (majority of its ZIPs), memoised per known city: the key set is bounded. */
const COUNTY_AREA = new Map<string, number | null>();

const area = (id: number, via: GsaArea['via'], note: string | null = null): GsaArea => {
  const d = BY_ID.get(id) ?? null;
  return { name: d?.name ?? STANDARD_AREA, destination: d, checked: true, via, note };
};

/** Lowest yearly rate first, then lower id: a deterministic pick that errs toward a smaller tax-free amount. */
const byRate = (a: number, b: number) => yearlyRate(a) - yearlyRate(b) || a - b;

/** The area most of the city's ZIPs map to in the GSA ZIP table; null when none of them is in it. */
function countyArea(state: string, city: string): number | null {
  const key = cityKey(state, city);
  const cached = COUNTY_AREA.get(key);
  if (cached !== undefined) return cached;
  const zips = cityZips(state, city);
  if (zips.length === 0) return null;
  const votes = new Map<number, number>();
  for (const z of zips) for (const id of BY_ZIP.get(z) ?? []) votes.set(id, (votes.get(id) ?? 0) + 1);
  const most = Math.max(0, ...votes.values());
  const winners = [...votes].filter(([, n]) => n === most).map(([id]) => id);
  const result = winners.sort(byRate)[0] ?? null;
  COUNTY_AREA.set(key, result);
  return result;
}

function normalState(state: string | null | undefined): StateCode | null {
  const s = state?.trim().toUpperCase() ?? '';
  return STATE_CODES.find((c) => c === s) ?? null;
}

export interface Place {
  zip?: string | null;
  city?: string | null;
  state?: string | null;
}

/**
 * The GSA area of a place (docs/tax-method.md §6), independent of the date: its ZIP when the GSA ZIP table has it
 * (a ZIP in several areas: the one the city names, else the lowest rate, with a note); else the city and
 * state matched against the state's destination names (case, spacing and dots ignored); else the county
 * the city lies in (the area most of the city's ZIPs map to); else the standard CONUS rate. A place given
 * by its ZIP alone takes the ZIP's city and state. Alaska, Hawaii and ZIPs outside the 48 states and DC
 * (territories, military mail) are not checked.
 */
export function gsaArea(place: Place): GsaArea {
  // A pure function of the three fields, asked for each assignment several times per view (the year's
  // test, the whole contract's, audit readiness): remembered per place, frozen so no caller changes it.
  const key = `${place.zip ?? ''}\u0000${place.city ?? ''}\u0000${place.state ?? ''}`;
  const known = AREA_OF_PLACE.get(key);
  if (known) return known;
  if (AREA_OF_PLACE.size >= MAX_PLACES) AREA_OF_PLACE.clear();
  const found = Object.freeze(placeArea(place));
  AREA_OF_PLACE.set(key, found);
  return found;
}

/** Places remembered by gsaArea; past this many (never, for real users' contracts) it starts over. */
const MAX_PLACES = 20_000;
const AREA_OF_PLACE = new Map<string, GsaArea>();

function placeArea(place: Place): GsaArea {
  const zip = normalZip(place.zip);
  // Without a city or a state, those of the ZIP (a hospital's own ZIP that the GSA table lacks).
  const ofZip = zipPlace(zip);
  const state = normalState(place.state || ofZip?.state);
  const city = place.city?.trim() || (ofZip && ofZip.state === state ? ofZip.city : '');
  const outside: GsaArea = {
    name: OUTSIDE_CONUS_AREA,
    destination: null,
    checked: false,
    via: 'outside',
    note: null,
  };
  if (state && OUTSIDE_CONUS.has(state)) return outside;
  const candidates = zip ? BY_ZIP.get(zip) : undefined;
  if (zip && candidates) {
    const [only] = candidates;
    if (candidates.length === 1 && only !== undefined) return area(only, 'zip');
    const named = city
      ? candidates.find((id) => {
          const d = BY_ID.get(id);
          return d !== undefined && BY_CITY.get(cityKey(d.state, city)) === d;
        })
      : undefined;
    if (named !== undefined) return area(named, 'zip');
    const lowest = [...candidates].sort(byRate)[0] ?? 0;
    const names = candidates.map((id) => BY_ID.get(id)?.name ?? STANDARD_AREA);
    const pick = BY_ID.get(lowest)?.name ?? STANDARD_AREA;
    const note =
      `ZIP ${zip} lies in several GSA areas (${names.join('; ')}); the lowest rate (${pick}) is ` +
      `used: give the city to pick another`;
    return area(lowest, 'zip', note);
  }
  if (!state) return ofZip ? outside : area(0, 'standard'); // a ZIP of a territory, or no place at all
  const byName = city ? BY_CITY.get(cityKey(state, city)) : undefined;
  if (byName) return area(byName.id, 'city');
  const whole = WHOLE_STATE.get(state);
  if (whole) return area(whole.id, 'state');
  const county = city ? countyArea(state, city) : null;
  if (county !== null) return area(county, 'county');
  return area(0, 'standard');
}

// ---- Rates by fiscal year ----
function emptyTable(): never {
  throw new Error('GSA standard-rate table is empty');
}
const FIRST_STANDARD: GsaStandardRate = GSA.standard[0] ?? emptyTable();
const LAST_STANDARD: GsaStandardRate = GSA.standard.at(-1) ?? emptyTable();
const NSA_YEARS = [GSA.nsaFiscalYear, ...Object.keys(GSA.nsaAssumedFor).map(Number)];
const FIRST_NSA = Math.min(...NSA_YEARS);
const LAST_NSA = Math.max(...NSA_YEARS);

/** Federal fiscal year of a date: FY2026 runs 2025-10-01..2026-09-30. */
export function fiscalYearOf(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return fiscalMonth(Number(m[1]), month - 1).fiscalYear;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function standardOf(fiscalYear: number): GsaStandardRate {
  const fy = clamp(fiscalYear, FIRST_STANDARD.fiscalYear, LAST_STANDARD.fiscalYear);
  return GSA.standard.find((s) => s.fiscalYear === fy) ?? LAST_STANDARD;
}

/** "October 2025 to September 2026" for FY2026. */
const fyWords = (fy: number) => `October ${fy - 1} to September ${fy}`;

/**
 * The plain-words note for rates of `fiscalYear` in an area, or null: a fiscal year without a table uses the
 * nearest one (docs/tax-method.md §6), and FY2025 area rates are FY2026's (GSA left them unchanged).
 */
export function gsaYearNote(a: GsaArea, fiscalYear: number): string | null {
  if (!a.checked) return null;
  if (a.destination === null) {
    const used = standardOf(fiscalYear).fiscalYear;
    if (used === fiscalYear) return null;
    return used < fiscalYear
      ? `GSA rates for ${fyWords(fiscalYear)} are not published yet; the ${fyWords(used)} rates are used.`
      : `GSA rates for ${fyWords(fiscalYear)} are not in the app; the ${fyWords(used)} rates are used.`;
  }
  const used = clamp(fiscalYear, FIRST_NSA, LAST_NSA);
  if (used < fiscalYear) {
    return `GSA rates for ${fyWords(fiscalYear)} are not published yet; the ${fyWords(used)} rates are used.`;
  }
  if (used > fiscalYear) {
    return `GSA rates for ${a.name} for ${fyWords(fiscalYear)} are not in the app; its ${fyWords(used)} rates are used.`;
  }
  return used === GSA.nsaFiscalYear
    ? null
    : `GSA rates for ${fyWords(used)} are taken to be those of the year after, which GSA left unchanged.`;
}

/** Daily lodging of the month (0 = October ... 11 = September) and daily M&IE of an area in a fiscal year. */
export function gsaMonthRate(
  a: GsaArea,
  fiscalYear: number,
  monthIndex: number,
): { lodging: number; mie: number } {
  const d = a.destination;
  if (d === null) {
    const s = standardOf(fiscalYear);
    return { lodging: s.lodging, mie: s.mie };
  }
  const lodging = d.lodging[monthIndex];
  if (lodging === undefined) throw new Error(`GSA area ${d.id} has no lodging for month ${monthIndex}`);
  return { lodging, mie: d.mie };
}

/**
 * The standard CONUS rate of a fiscal year (the nearest year's, with a note, outside the table).
 * @internal Tests use it too.
 */
export function gsaStandardRate(fiscalYear: number): GsaRate {
  const a = area(0, 'standard');
  const s = standardOf(fiscalYear);
  const note = gsaYearNote(a, fiscalYear);
  return {
    area: STANDARD_AREA,
    state: null,
    checked: true,
    fiscalYear,
    lodging: s.lodging,
    mie: s.mie,
    notes: note ? [note] : [],
  };
}

/** Said of a place GSA sets no CONUS rate for. */
export const OUTSIDE_CONUS_NOTE =
  'GSA sets no per diem rate for Alaska, Hawaii or places outside the 48 contiguous states and DC, ' +
  'so stipends there are not checked against a federal rate.';

/** The GSA per diem of a place on a date: lodging of the date's month and M&IE, in cents. */
export function gsaRate(place: Place, date: string): GsaRate {
  const fiscalYear = fiscalYearOf(date);
  const { index } = fiscalMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1);
  const a = gsaArea(place);
  const state = a.destination?.state ?? normalState(place.state);
  if (!a.checked) {
    return {
      area: a.name,
      state,
      checked: false,
      fiscalYear,
      lodging: 0,
      mie: 0,
      notes: [OUTSIDE_CONUS_NOTE],
    };
  }
  const { lodging, mie } = gsaMonthRate(a, fiscalYear, index);
  const notes = [a.note, gsaYearNote(a, fiscalYear)].filter((n): n is string => n !== null);
  return { area: a.name, state, checked: true, fiscalYear, lodging, mie, notes };
}
