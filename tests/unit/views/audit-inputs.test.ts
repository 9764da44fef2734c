import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/lib/generated/prisma/client';
import { assignmentGsaArea, assignmentGsaExcess } from '@/lib/tax/engine';
import { gsaStatus } from '@/lib/views/audit';
import { assignmentInput, assignmentInputs } from '@/lib/views/load/year';

// What a request converts once and shares between its years and audit readiness. gsaStatus remembers each
// contract's GSA test by its id and the fields the test reads. Contracts drawn from a small set of places,
// dates and stipends collide often, all under one id; and for each field, a pair that differs in it alone
// and is answered differently: a field left out of what the answer is checked against would hand one
// contract another's answer (each of the seven, left out, fails a test here).

const PLACES: { zip: string | null; location: string; state: string }[] = [
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

  it('answers anew when any one field the test reads changes, the contract id the same', () => {
    // Pairs of one contract that differ in one field, and whose answers differ: a field the remembered answer
    // were not checked against would hand the second the first one's answer. Denver's lodging rate is lower
    // in winter and from October (fiscal 2026) than in spring.
    const day = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000);
    const base = fc.sample(assignmentArb, { numRuns: 1, seed: 7 })[0]!;
    const denver = { ...PLACES[5], start_date: day(0), end_date: day(29), housing_stipend: 130_000 };
    const contract = (o: Partial<Assignment>) =>
      ({ ...base, mie_stipend: 45_000, ...denver, ...o }) as Assignment;
    const pairs: [string, Assignment, Assignment][] = [
      ['place', contract({}), contract(PLACES[0]!)],
      ['zip', contract(PLACES[2]!), contract(PLACES[3]!)],
      ['location', contract(PLACES[1]!), contract(PLACES[2]!)],
      [
        'state',
        contract({ zip: null, start_date: day(100), end_date: day(129) }),
        contract({ zip: null, state: 'NC', start_date: day(100), end_date: day(129) }),
      ],
      [
        'start_date',
        contract({ end_date: day(130) }),
        contract({ start_date: day(100), end_date: day(130) }),
      ],
      [
        'end_date',
        contract({ start_date: day(100), end_date: day(110) }),
        contract({ start_date: day(100), end_date: day(330) }),
      ],
      ['housing_stipend', contract({}), contract({ housing_stipend: 100_000 })],
      ['mie_stipend', contract({}), contract({ mie_stipend: 10_000 })],
    ];
    for (const [field, a, b] of pairs) {
      expect(direct(a), field).not.toEqual(direct(b));
      expect(gsaStatus(a), field).toEqual(direct(a));
      expect(gsaStatus(b), field).toEqual(direct(b));
      expect(gsaStatus(a), field).toEqual(direct(a));
    }
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
