import { stateCode } from '@/lib/reading/contracts/states';
import { amountsIn } from './text/amounts';
import { datesIn } from './text/dates';
import { trimNoise } from './text/lines';

// Who and where a contract is with: the facility, its city and state, and the agency, from labelled rows
// ("Facility: …", "City/State Boise, ID", "Staffing Agency AMN Healthcare") or from the sentences agencies
// write ("… between Cross Country Nurses ("Agency") and …", "an assignment at Mayo Clinic Hospital in
// Phoenix, Arizona"). Pure.

export interface ContractParties {
  facility: string | null;
  location: string | null;
  state: string | null;
  agency: string | null;
}

type Field = 'facility' | 'place' | 'agency';

/** Row labels, the place's first: "Facility Location" is a place, not a facility. */
const LABELS: [Field, RegExp][] = [
  ['place', /^(?:facility\s+|work\s+|assignment\s+)?(?:location|city\s*[,/]\s*state|city)\b\s*:?\s*(.+)$/i],
  ['facility', /^(?:client\s+)?(?:facility|hospital|work\s*site)(?:\s+name)?\b\s*:?\s*(.+)$/i],
  ['agency', /^(?:staffing\s+)?(?:agency|company)(?:\s+name)?\b\s*:?\s*(.+)$/i],
  ['agency', /^employer\b\s*:?\s*(.+)$/i],
];

const AGENCY_SENTENCE = /\bbetween\s+(.+?)\s*\(\s*["“]?(?:agency|company|employer)["”]?\s*\)/i;
/** "an assignment at Mayo Clinic Hospital in Phoenix, Arizona", "assignment with Vivian Health at Ochsner … in …". */
const FACILITY_SENTENCE =
  /\bassignment\s+(?:with\s+(.+?)\s+)?at\s+(.+?)\s+in\s+([A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*)*,\s*[A-Z][A-Za-z]*(?:\s[A-Z][a-z]+)?)/;

/** A name as the rows give it: starts with a capital or a digit, holds no amount or date, at most 100 characters. */
function nameValue(raw: string): string | null {
  const value = trimNoise(raw).replace(/[\s:;,.]+$/, '');
  if (!/^[A-Z0-9]/.test(value) || value.length > 100) return null;
  if (amountsIn(value).length > 0 || datesIn(value).length > 0) return null;
  return value;
}

/** "Denver, CO" · "Portland, ME 04102" · "San Francisco, California" → city and state code. */
export function parsePlace(raw: string): { city: string | null; state: string | null } | null {
  const parts = trimNoise(raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const state = stateCode((parts.at(-1) ?? '').replace(/\s*\d{5}(?:-\d{4})?$/, ''));
  const city = parts.at(-2) ?? '';
  if (!state || !/^[A-Z][A-Za-z .'-]*$/.test(city)) return null;
  return { city, state };
}

export function contractParties(lines: string[], statements: string[]): ContractParties {
  const found: ContractParties = { facility: null, location: null, state: null, agency: null };
  const setPlace = (raw: string) => {
    const place = found.state === null ? parsePlace(raw) : null;
    if (place) {
      found.location = place.city;
      found.state = place.state;
    }
  };
  for (const line of lines.map(trimNoise)) {
    const hit = LABELS.find(([, re]) => re.test(line));
    // A value ends at a wide gap: what stands further right is another column, or a speck.
    const value = hit ? ((hit[1].exec(line)?.[1] ?? '').split(/\s{3,}/)[0] ?? '') : '';
    if (hit?.[0] === 'place') {
      setPlace(value);
      // "Work Location: Sutter Medical Center, Sacramento, CA": a name before the city is the facility.
      const [first, ...rest] = value.split(',');
      if (rest.length >= 2 && first && !/^\d/.test(first.trim())) found.facility ??= nameValue(first);
    } else if (hit?.[0] === 'facility') found.facility ??= nameValue(value);
    else if (hit?.[0] === 'agency') found.agency ??= nameValue(value);
  }
  for (const statement of statements) {
    const agency = AGENCY_SENTENCE.exec(statement)?.[1];
    if (agency) found.agency ??= nameValue(agency);
    const at = FACILITY_SENTENCE.exec(statement);
    if (at?.[1]) found.agency ??= nameValue(at[1]);
    if (at?.[2]) found.facility ??= nameValue(at[2]);
    if (at?.[3]) setPlace(at[3]);
  }
  return found;
}
