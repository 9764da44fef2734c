import { greatCircleMiles, zipCentroid } from '@/lib/tax/law/places';

// "I'm home" from the phone as a visit's evidence (issue 40): when the worker tapped it (and later left),
// the time zone the phone was in, and, only when they allowed it at that moment, where the phone was and
// how precisely, with the great-circle distance from the centroid of the tax home's ZIP code (the ZIP
// table of lib/tax/law/places.ts). No rule says how far from a ZIP's center "home" ends (ZIP areas range
// from a few blocks to hundreds of square miles): the distance is stored and shown as it is, for the
// reader of the audit packet to weigh with the accuracy, never turned into a pass or fail.

/** The check-in fields of a visit's body (lib/records/visits/record.ts says what each accepts). */
type CheckInInput = {
  checked_in_at?: string | null;
  checked_out_at?: string | null;
  check_in_time_zone?: string | null;
  check_in_latitude?: number | null;
  check_in_longitude?: number | null;
  check_in_accuracy_m?: number | null;
};

/** A check-in may be a few minutes ahead of the server's clock (the phone's clock is not ours). */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** Every problem of the check-in fields a request sends, by field (as the form and the API show them). */
export function checkInIssues(
  input: CheckInInput,
  existing: { checked_in_at: Date | null } | undefined,
  now: Date,
): Record<string, string> {
  const out: Record<string, string> = {};
  const late = now.getTime() + CLOCK_SLACK_MS;
  for (const key of ['checked_in_at', 'checked_out_at'] as const) {
    const v = input[key];
    if (v && Date.parse(v) > late) out[key] = 'This time is in the future';
  }
  const inAt = input.checked_in_at === undefined ? existing?.checked_in_at : input.checked_in_at;
  const inMs = inAt instanceof Date ? inAt.getTime() : inAt ? Date.parse(inAt) : null;
  if (input.checked_out_at && inMs !== null && Date.parse(input.checked_out_at) < inMs)
    out.checked_out_at = 'You left before you checked in: check the times';
  const [lat, lon] = [input.check_in_latitude, input.check_in_longitude];
  if ((lat === undefined) !== (lon === undefined) || (lat === null) !== (lon === null))
    out[lat === undefined || lat === null ? 'check_in_latitude' : 'check_in_longitude'] =
      'Send the latitude and the longitude together (both null removes the location)';
  const acc = input.check_in_accuracy_m;
  if (acc !== undefined && acc !== null && (lat === undefined || lat === null))
    out.check_in_accuracy_m = 'An accuracy belongs with a location: send the latitude and longitude too';
  return out;
}

/** Miles from the ZIP's centroid, one decimal; null for a ZIP the table does not know. */
export function milesFromZip(point: { lat: number; lon: number }, zip: string | null): number | null {
  const center = zipCentroid(zip);
  return center ? Math.round(greatCircleMiles(point, center) * 10) / 10 : null;
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * The columns the check-in fields set. A location is kept to 5 decimals (about a meter: more than a phone
 * knows) with its distance from the tax home's ZIP (read only then); a location set to null takes its
 * accuracy and distance with it.
 */
export async function checkInColumns(input: CheckInInput, homeZip: () => Promise<string | null>) {
  const { check_in_latitude: lat, check_in_longitude: lon, check_in_accuracy_m: acc } = input;
  const times = {
    ...(input.checked_in_at !== undefined && {
      checked_in_at: input.checked_in_at === null ? null : new Date(input.checked_in_at),
    }),
    ...(input.checked_out_at !== undefined && {
      checked_out_at: input.checked_out_at === null ? null : new Date(input.checked_out_at),
    }),
    ...(input.check_in_time_zone !== undefined && { check_in_time_zone: input.check_in_time_zone }),
  };
  if (lat === undefined || lon === undefined) return times;
  if (lat === null || lon === null)
    return {
      ...times,
      check_in_latitude: null,
      check_in_longitude: null,
      check_in_accuracy_m: null,
      check_in_distance_miles: null,
    };
  const point = { lat: round(lat, 5), lon: round(lon, 5) };
  return {
    ...times,
    check_in_latitude: point.lat,
    check_in_longitude: point.lon,
    check_in_accuracy_m: acc === undefined || acc === null ? null : Math.round(acc),
    check_in_distance_miles: milesFromZip(point, await homeZip()),
  };
}
