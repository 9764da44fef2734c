import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { notes1000 } from '@/lib/validation/common';

// A stay at the tax home: its one definition (lib/records/record.ts). The tax home's `last_visit_date`
// follows from its live visits (database triggers).

/** An IANA zone the runtime knows ('America/Chicago'): the one check Intl makes. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A moment the phone sends: ISO 8601 with its offset or Z. */
const moment = z.iso.datetime().meta({ example: '2026-03-02T18:04:00.000Z' });

export const LEFT_BEFORE_ARRIVED = 'The day you left must be on or after the day you arrived';

export const visitRecord = defineRecord({
  model: 'TaxHomeVisit',
  key: 'taxHomeVisit',
  table: 'tax_home_visits',
  schemaId: 'TaxHomeVisit',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    tax_home_id: col.ref().optional().doc('The tax home visited; your current tax home when left out'),
    arrived: col.date(),
    left: col.date().doc('The last day at home: on or after `arrived`, today or earlier'),
    notes: col.text(notes1000).default('""'),
    mileage_trip_id: col.ref().nullable().doc('Evidence: your trip home'),
    expense_id: col.ref().nullable().doc('Evidence: an expense at home'),
    tax_home_doc_id: col.ref().nullable().doc('Evidence: a tax home document dated there'),
    // "I'm home" from the phone (issue 40, ./check-in.ts): null on a visit logged by hand.
    checked_in_at: col
      .timestamp()
      .writes(moment)
      .nullable()
      .doc('When you tapped "I\'m home" (ISO timestamp, UTC)'),
    checked_out_at: col.timestamp().writes(moment).nullable().doc('When you tapped "Leaving home"'),
    check_in_time_zone: col
      .text(z.string().max(64).refine(knownZone, 'A time zone name such as America/Chicago'))
      .nullable()
      .doc("Your phone's time zone at check-in, to show the time as you saw it"),
    // Only when the worker allowed it at that moment (never tracked); removable, all four at once.
    check_in_latitude: col
      .float(z.number().min(-90).max(90))
      .nullable()
      .doc('Where your phone was at check-in, when you allowed it (degrees); null removes the location'),
    check_in_longitude: col.float(z.number().min(-180).max(180)).nullable(),
    check_in_accuracy_m: col
      .int(z.number().min(0).max(100_000))
      .nullable()
      .doc('How precise the location is, in meters, as the phone reported it'),
    check_in_distance_miles: col
      .float(z.number())
      .readOnly()
      .nullable()
      .doc("Miles from the center of the tax home's ZIP code at check-in; null without a location or ZIP"),
    ...timestamps,
  },
  rules: [
    {
      check: (v) => !v.arrived || !v.left || String(v.left) >= String(v.arrived),
      message: LEFT_BEFORE_ARRIVED,
      path: ['left'],
    },
  ],
});
