import { describe, expect, it } from 'vitest';
import { checkInColumns, checkInIssues, milesFromZip } from '@/lib/records/visits/check-in';
import { checkInWords, type CheckInEvidence } from '@/lib/records/visits/check-in-words';

// "I'm home" as evidence (issue 40): the distance from the tax home's ZIP centroid, the rules of the
// check-in fields, the columns they set and the words every page and the packet show.

// Omaha 68102's centroid in lib/tax/law/data/us-zips.json: 41.259, -95.9409; 68154: 41.2642, -96.1206.
// One degree of a great circle is 2π × 3958.8 / 360 = 69.0934 miles.
describe('milesFromZip', () => {
  it.each([
    // At the centroid itself: 0.
    { point: { lat: 41.259, lon: -95.9409 }, zip: '68102', miles: 0 },
    // 0.03° north: 0.03 × 69.0934 = 2.073 → 2.1.
    { point: { lat: 41.289, lon: -95.9409 }, zip: '68102', miles: 2.1 },
    // 0.1° east at latitude 41.259: 0.1 × 69.0934 × cos 41.259° (0.75174) = 5.194 → 5.2.
    { point: { lat: 41.259, lon: -95.8409 }, zip: '68102', miles: 5.2 },
    // From 68154's centroid: Δlat 0.0052° = 0.359 mi, Δlon 0.1797° × 69.0934 × cos 41.2616° (0.75171)
    // = 9.333 mi; √(9.333² + 0.359²) = 9.340 → 9.3.
    { point: { lat: 41.2642, lon: -96.1206 }, zip: '68102', miles: 9.3 },
    // The ZIP+4 form is the same ZIP.
    { point: { lat: 41.289, lon: -95.9409 }, zip: '68102-1234', miles: 2.1 },
    // No ZIP, or one the table does not know: no distance.
    { point: { lat: 41.289, lon: -95.9409 }, zip: null, miles: null },
    { point: { lat: 41.289, lon: -95.9409 }, zip: '00000', miles: null },
  ])('$point.lat,$point.lon from $zip: $miles', ({ point, zip, miles }) => {
    expect(milesFromZip(point, zip)).toBe(miles);
  });
});

const now = new Date('2026-03-03T00:10:00.000Z');

describe('checkInIssues', () => {
  it.each([
    {
      label: 'a full check-in',
      input: {
        checked_in_at: '2026-03-03T00:04:00.000Z',
        check_in_latitude: 41.2,
        check_in_longitude: -95.9,
        check_in_accuracy_m: 30,
      },
      issues: {},
    },
    { label: 'no location at all', input: { checked_in_at: '2026-03-03T00:04:00.000Z' }, issues: {} },
    {
      label: 'removing the location',
      input: { check_in_latitude: null, check_in_longitude: null },
      issues: {},
    },
    // Up to 5 minutes ahead of the server is the phone's clock; more is the future.
    {
      label: 'a phone clock 4 minutes ahead',
      input: { checked_in_at: '2026-03-03T00:14:00.000Z' },
      issues: {},
    },
    {
      label: 'a check-in in the future',
      input: { checked_in_at: '2026-03-03T00:16:00.000Z' },
      issues: { checked_in_at: 'This time is in the future' },
    },
    {
      label: 'a latitude alone',
      input: { check_in_latitude: 41.2 },
      issues: {
        check_in_longitude: 'Send the latitude and the longitude together (both null removes the location)',
      },
    },
    {
      label: 'a longitude alone',
      input: { check_in_longitude: -95.9 },
      issues: {
        check_in_latitude: 'Send the latitude and the longitude together (both null removes the location)',
      },
    },
    {
      label: 'half a removal',
      input: { check_in_latitude: null, check_in_longitude: -95.9 },
      issues: {
        check_in_latitude: 'Send the latitude and the longitude together (both null removes the location)',
      },
    },
    {
      label: 'an accuracy without a location',
      input: { check_in_accuracy_m: 30 },
      issues: {
        check_in_accuracy_m: 'An accuracy belongs with a location: send the latitude and longitude too',
      },
    },
    {
      label: 'leaving before arriving',
      input: { checked_in_at: '2026-03-03T00:04:00.000Z', checked_out_at: '2026-03-02T23:00:00.000Z' },
      issues: { checked_out_at: 'You left before you checked in: check the times' },
    },
  ])('$label', ({ input, issues }) => {
    expect(checkInIssues(input, undefined, now)).toEqual(issues);
  });

  it('holds a check-out to the check-in already stored', () => {
    const existing = { checked_in_at: new Date('2026-03-03T00:04:00.000Z') };
    expect(checkInIssues({ checked_out_at: '2026-03-03T00:05:00.000Z' }, existing, now)).toEqual({});
    expect(checkInIssues({ checked_out_at: '2026-03-03T00:03:00.000Z' }, existing, now)).toEqual({
      checked_out_at: 'You left before you checked in: check the times',
    });
  });
});

describe('checkInColumns', () => {
  const zip = async () => '68102';
  it('rounds the location to 5 decimals and the accuracy to whole meters, with the distance', async () => {
    const cols = await checkInColumns(
      {
        checked_in_at: '2026-03-03T00:04:00.000Z',
        check_in_time_zone: 'America/Chicago',
        check_in_latitude: 41.28900049,
        check_in_longitude: -95.94090051,
        check_in_accuracy_m: 29.6,
      },
      zip,
    );
    expect(cols).toEqual({
      checked_in_at: new Date('2026-03-03T00:04:00.000Z'),
      check_in_time_zone: 'America/Chicago',
      check_in_latitude: 41.289,
      check_in_longitude: -95.9409,
      check_in_accuracy_m: 30,
      check_in_distance_miles: 2.1,
    });
  });

  it('removes the accuracy and distance with the location, and reads no ZIP for it', async () => {
    let read = 0;
    const cols = await checkInColumns({ check_in_latitude: null, check_in_longitude: null }, async () => {
      read++;
      return '68102';
    });
    expect(cols).toEqual({
      check_in_latitude: null,
      check_in_longitude: null,
      check_in_accuracy_m: null,
      check_in_distance_miles: null,
    });
    expect(read).toBe(0);
  });

  it('sets nothing it was not sent (a check-out alone)', async () => {
    expect(await checkInColumns({ checked_out_at: '2026-03-05T13:30:00.000Z' }, zip)).toEqual({
      checked_out_at: new Date('2026-03-05T13:30:00.000Z'),
    });
  });
});

const evidence = (over: Partial<CheckInEvidence>): CheckInEvidence => ({
  checked_in_at: '2026-03-03T00:04:00.000Z',
  checked_out_at: null,
  check_in_time_zone: 'America/Chicago',
  check_in_latitude: 41.289,
  check_in_accuracy_m: 30,
  check_in_distance_miles: 2.1,
  ...over,
});

describe('checkInWords', () => {
  it.each([
    // 00:04 UTC on March 3 is 6:04 PM on March 2 in Chicago (CST, UTC-6, before DST on March 8).
    {
      label: 'the issue’s example',
      v: evidence({}),
      words: 'Checked in Mar 2, 2026, 6:04 PM, 2.1 miles from the tax home, accuracy 30 m',
    },
    {
      label: 'with the time they left',
      v: evidence({ checked_out_at: '2026-03-05T13:30:00.000Z' }),
      words:
        'Checked in Mar 2, 2026, 6:04 PM, 2.1 miles from the tax home, accuracy 30 m, left Mar 5, 2026, 7:30 AM',
    },
    {
      label: 'in another zone',
      v: evidence({ check_in_time_zone: 'America/Los_Angeles' }),
      words: 'Checked in Mar 2, 2026, 4:04 PM, 2.1 miles from the tax home, accuracy 30 m',
    },
    {
      label: 'location refused',
      v: evidence({ check_in_latitude: null, check_in_accuracy_m: null, check_in_distance_miles: null }),
      words: 'Checked in Mar 2, 2026, 6:04 PM, no location',
    },
    {
      label: 'one mile, no accuracy',
      v: evidence({ check_in_distance_miles: 1, check_in_accuracy_m: null }),
      words: 'Checked in Mar 2, 2026, 6:04 PM, 1.0 mile from the tax home',
    },
    {
      label: 'no ZIP on the tax home',
      v: evidence({ check_in_distance_miles: null }),
      words:
        'Checked in Mar 2, 2026, 6:04 PM, location kept (add the ZIP code of your tax home to see the distance), accuracy 30 m',
    },
    // No zone stored: the day only (never a UTC time passed off as the worker's).
    {
      label: 'no zone',
      v: evidence({ check_in_time_zone: null }),
      words: 'Checked in Mar 3, 2026, 2.1 miles from the tax home, accuracy 30 m',
    },
    { label: 'logged by hand', v: evidence({ checked_in_at: null }), words: null },
  ])('$label', ({ v, words }) => {
    expect(checkInWords(v)).toBe(words);
  });
});
