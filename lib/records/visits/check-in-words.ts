import { formatDateTime } from '@/lib/core/dates';

// A visit's check-in in words, the same on the visit's page, the tax home page and the audit packet:
// "Checked in Mar 2, 2026, 6:04 PM, 2.1 miles from the tax home, accuracy 30 m". Times are written in the
// zone the phone was in when the worker tapped "I'm home", so the packet shows what they saw. Pure: it runs
// on the server and in the browser alike.

export interface CheckInEvidence {
  checked_in_at: string | null;
  checked_out_at: string | null;
  check_in_time_zone: string | null;
  check_in_latitude: number | null;
  check_in_accuracy_m: number | null;
  check_in_distance_miles: number | null;
}

const milesText = (miles: number) => `${miles.toFixed(1)} ${miles === 1 ? 'mile' : 'miles'}`;

/** The check-in as a sentence fragment; null for a visit logged by hand (no check-in). */
export function checkInWords(v: CheckInEvidence): string | null {
  if (!v.checked_in_at) return null;
  const zone = v.check_in_time_zone ?? undefined;
  const parts = [`Checked in ${formatDateTime(v.checked_in_at, zone)}`];
  if (v.check_in_latitude === null) parts.push('no location');
  else {
    parts.push(
      v.check_in_distance_miles === null
        ? 'location kept (add the ZIP code of your tax home to see the distance)'
        : `${milesText(v.check_in_distance_miles)} from the tax home`,
    );
    if (v.check_in_accuracy_m !== null) parts.push(`accuracy ${v.check_in_accuracy_m} m`);
  }
  if (v.checked_out_at) parts.push(`left ${formatDateTime(v.checked_out_at, zone)}`);
  return parts.join(', ');
}
