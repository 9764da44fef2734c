// Reciprocity (reference states.json reciprocity / reciprocity_pairs; states.md "Reciprocity" table).
import { describe, expect, it } from 'vitest';
import { reciprocityExempt, STATE_CODES, type StateCode, stateLaw } from '@/lib/tax/law';
import { RECIPROCITY_PAIRS } from '@/lib/tax/law/states';

describe('reciprocityExempt(workState, homeState)', () => {
  // [label, work state, home state, exempt, reason pattern]
  it.each<[string, StateCode, StateCode | null, boolean, RegExp | null]>([
    [
      'PA resident working in NJ',
      'NJ',
      'PA',
      true,
      /^NJ–PA reciprocal agreement: file Form NJ-165 with your employer$/,
    ],
    [
      'NJ resident working in PA',
      'PA',
      'NJ',
      true,
      /^PA–NJ reciprocal agreement: file Form REV-419 with your employer$/,
    ],
    ['CA resident working in NY', 'NY', 'CA', false, null],
    ['OH resident working in NJ (NJ lists PA only)', 'NJ', 'OH', false, null],
    ['IL resident working in WI', 'WI', 'IL', true, /W-220/],
    [
      'CA resident working in AZ: WEC, not a full reciprocal agreement',
      'AZ',
      'CA',
      true,
      /withholding exemption: file Form WEC .*not a full reciprocal agreement/,
    ],
    [
      'VA resident working in KY: conditions apply',
      'KY',
      'VA',
      true,
      /conditions apply to VA residents.*42A809/,
    ],
    // The form name without the reference's caveat "(form name unverified)"
    ['PA resident working in WV', 'WV', 'PA', true, /file Form WV\/IT-104R with your employer$/],
    ['no home state', 'NJ', null, false, null],
    ['home state = work state', 'PA', 'PA', false, null],
  ])('%s', (_l, work, home, exempt, reason) => {
    const r = reciprocityExempt(work, home);
    expect(r.exempt).toBe(exempt);
    if (reason) expect(r.reason).toMatch(reason);
    else expect(r.reason).toBeNull();
    expect(r.reason ?? '').not.toMatch(/unverified|reference|secondary/i);
  });

  // DC: exempts_wages_of_residents_of ["ALL"], Form D-4A.
  it.each(STATE_CODES.filter((s) => s !== 'DC'))('DC exempts a resident of %s', (home) => {
    expect(reciprocityExempt('DC', home)).toEqual({ exempt: true, reason: expect.stringMatching(/D-4A/) });
  });

  it('DC reciprocity is stored as ALL', () => {
    expect(stateLaw('DC', 2025).reciprocity?.exemptsResidentsOf).toBe('ALL');
  });
});

describe('cross-check against reciprocity_pairs', () => {
  const key = (a: string, b: string) => [a, b].sort().join('-');
  const pairs = new Set(RECIPROCITY_PAIRS.map(([a, b]) => key(a, b)));

  it('the reference lists 34 pairs', () => expect(pairs.size).toBe(34));

  it.each(RECIPROCITY_PAIRS.map(([a, b]) => [`${a}-${b}`, a, b] as const))(
    '%s exempts in one direction at least',
    (_l, a, b) => {
      expect(reciprocityExempt(a, b).exempt || reciprocityExempt(b, a).exempt).toBe(true);
    },
  );

  it('every explicit exemption (DC ALL aside) is a listed pair', () => {
    const derived = new Set<string>();
    for (const work of STATE_CODES) {
      for (const home of STATE_CODES) {
        if (work !== 'DC' && reciprocityExempt(work, home).exempt) derived.add(key(work, home));
      }
    }
    expect([...derived].sort()).toEqual([...pairs].sort());
  });

  it('is the same in 2025 and 2026', () => {
    for (const s of STATE_CODES) expect(stateLaw(s, 2026).reciprocity).toEqual(stateLaw(s, 2025).reciprocity);
  });
});
