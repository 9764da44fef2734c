import { describe, expect, it } from 'vitest';
import { CRITERION_LOOK, criteriaCount, criterionState } from '@/components/dashboard/criterion-state';

// A criterion that does not apply yet is neutral on the dashboard: no green tick, not "passed" when read.
describe('audit criteria on the dashboard', () => {
  it.each([
    [{ passed: true, autoPassed: false }, 'met', '✓', ': met'],
    [{ passed: false, autoPassed: false }, 'not_met', '!', ': not met'],
    [{ passed: true, autoPassed: true }, 'not_applicable', '–', ': not applicable yet'],
  ] as const)('%j is %s', (c, state, icon, spoken) => {
    expect(criterionState(c)).toBe(state);
    expect(CRITERION_LOOK[state].icon).toBe(icon);
    expect(CRITERION_LOOK[state].spoken).toBe(spoken);
  });

  it('a criterion not applicable yet is neither green nor counted as met', () => {
    expect(CRITERION_LOOK.not_applicable.tone).not.toContain('success');
    const newAccount = [
      ...Array.from({ length: 5 }, () => ({ passed: true, autoPassed: false })),
      ...Array.from({ length: 3 }, () => ({ passed: true, autoPassed: true })),
      ...Array.from({ length: 3 }, () => ({ passed: false, autoPassed: false })),
    ];
    // 8 of 11 by the engine's score; 5 of the 8 that apply, said as such.
    expect(criteriaCount(newAccount)).toEqual({
      met: 5,
      applicable: 8,
      line: '5 of 8 criteria met (3 not applicable yet)',
    });
  });
});
