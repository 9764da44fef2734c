// How the dashboard shows one audit criterion. A criterion that does not apply yet (no assignment, so no
// 12-month or GSA question; autoPassed) counts as met in the engine's score, but is shown as neutral: no
// green tick, and a screen reader hears "not applicable yet", never "passed".

export type CriterionState = 'met' | 'not_met' | 'not_applicable';

export function criterionState(c: { passed: boolean; autoPassed: boolean }): CriterionState {
  if (c.autoPassed) return 'not_applicable';
  return c.passed ? 'met' : 'not_met';
}

export const CRITERION_LOOK: Record<CriterionState, { icon: string; tone: string; spoken: string }> = {
  met: { icon: '✓', tone: 'bg-success-soft text-success', spoken: ': met' },
  not_met: { icon: '!', tone: 'bg-danger-soft text-danger', spoken: ': not met' },
  not_applicable: { icon: '–', tone: 'bg-surface-muted text-muted', spoken: ': not applicable yet' },
};

/** "6 of 8 criteria met", over the criteria that apply; the ones that do not are counted apart. */
export function criteriaCount(criteria: readonly { passed: boolean; autoPassed: boolean }[]) {
  const states = criteria.map(criterionState);
  const applicable = states.filter((s) => s !== 'not_applicable').length;
  const met = states.filter((s) => s === 'met').length;
  const na = states.length - applicable;
  const line = `${met} of ${applicable} criteria met${na ? ` (${na} not applicable yet)` : ''}`;
  return { met, applicable, line };
}
