import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/lib/generated/prisma/client';
import { assignmentGsaArea, assignmentGsaExcess } from '@/lib/tax/engine';
import { gsaStatus } from '@/lib/tax-views/audit';
import { assignmentInput, assignmentInputs } from '@/lib/tax-views/load';

// What a request converts once and shares between its years and audit readiness. gsaStatus remembers each
// contract's GSA test by the fields the test reads. Contracts drawn from a small
// set of places, dates and stipends collide often: a field left out of what it remembers by would hand
// one contract another's answer.

const PLACES = [
  { zip: '02114', location: 'Boston', state: 'MA' },
  { zip: null, location: 'Boston', state: 'MA' },
  { zip: null, location: 'Springfield', state: 'MA' },
  { zip: '02114', location: 'Springfield', state: 'MA' },
  { zip: null, location: 'Springfield', state: 'IL' },
  { zip: '80204', location: 'Denver', state: 'CO' },
  { zip: null, location: 'Anchorage', state: 'AK' },
];

const assignmentArb: fc.Arbitrary<Assignment> = fc
  .record({
    place: fc.constantFrom(...PLACES),
    start: fc.integer({ min: 0, max: 400 }),
    days: fc.constantFrom(1, 30, 91, 200),
    housing: fc.constantFrom(80_000, 150_000, 250_000),
    mie: fc.constantFrom(20_000, 45_000, 60_000),
  })
  .map(({ place, start, days, housing, mie }) => {
    const from = Date.UTC(2025, 0, 1) + start * 86_400_000;
    return {
      id: 1,
      user_id: 1,
      facility: 'Hospital',
      agency: 'Agency',
      ...place,
      start_date: new Date(from),
      end_date: new Date(from + (days - 1) * 86_400_000),
      base_pay: 120_000,
      housing_stipend: housing,
      mie_stipend: mie,
      sign_on_bonus: 0,
      completion_bonus: 0,
      referral_bonus: 0,
      hours_per_week: 36,
      overtime_pay: 0,
    } as unknown as Assignment;
  });

function direct(a: Assignment) {
  const input = assignmentInput(a);
  const area = assignmentGsaArea(input);
  return { gsaChecked: area.checked, gsaCompliant: assignmentGsaExcess(input, area) === 0 };
}

describe('gsaStatus', () => {
  it('answers every contract as the GSA test itself does, whatever it answered before', () => {
    fc.assert(
      fc.property(fc.array(assignmentArb, { minLength: 2, maxLength: 30 }), (contracts) => {
        for (const a of contracts) expect(gsaStatus(a)).toEqual(direct(a));
      }),
      { numRuns: 300 },
    );
  });

  it('both answers occur in the draws (the property above compares something)', () => {
    const seen = new Set(fc.sample(assignmentArb, 500).map((a) => JSON.stringify(direct(a))));
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

describe('assignmentInputs', () => {
  it('converts a loaded list once, as assignmentInput does each row, and a new list anew', () => {
    const rows = fc.sample(assignmentArb, 12).map((a, i) => ({ ...a, id: i + 1 }) as Assignment);
    const inputs = assignmentInputs(rows);
    expect(inputs).toEqual(rows.map(assignmentInput));
    expect(assignmentInputs(rows)).toBe(inputs);
    expect(Object.isFrozen(inputs)).toBe(true);
    const changed = rows.map((a) => ({ ...a, end_date: new Date(a.end_date.getTime() + 86_400_000) }));
    expect(assignmentInputs(changed)).toEqual(changed.map(assignmentInput));
  });
});
