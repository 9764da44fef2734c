import { describe, expect, it } from 'vitest';
import { assignmentProfitability, computeYear, stateIncome, type StateIncome } from '@/lib/tax/engine';
import { computeSettlement } from '@/lib/tax/engine/settlement';
import { localNotes } from '@/lib/tax/engine/year';
import { GOLDEN_SCENARIOS } from './fixtures/golden-scenarios';
import type { GoldenScenario } from './fixtures/golden-types';

// Travel-nurse years (tax method version 3; the v3-fed- scenarios add the household's federal rules), each checked field by field against figures computed by hand (the arithmetic is
// in the comments of fixtures/golden-scenarios.ts, produced by the independent model in fixtures/golden-model).

function expectedStates(g: GoldenScenario) {
  return g.stateIncome.states.map((s) => ({
    ...s,
    reciprocity: {
      exempt: s.reciprocity.exempt,
      reason: s.reciprocity.reason === null ? null : expect.stringContaining(s.reciprocity.reason),
    },
  }));
}

describe.each(GOLDEN_SCENARIOS.map((g) => [g.key, g] as const))('golden: %s', (_key, g) => {
  const year = computeYear(g.input);
  const profitability = assignmentProfitability(year);
  const states = stateIncome(year);

  it('profitability: top-level fields', () => {
    // notes: the model computes figures, not notes (views.test.ts checks them)
    const { assignments: _items, notes: _notes, ...top } = profitability;
    const { assignments: _expectedItems, ...expectedTop } = g.profitability;
    expect(top).toEqual(expectedTop);
    expect(profitability.assignments.map((a) => a.assignmentId)).toEqual(
      g.profitability.assignments.map((a) => a.assignmentId),
    );
  });

  it.each(g.profitability.assignments.map((a) => [a.assignmentId, a] as const))(
    'profitability: assignment %i, every field',
    (id, expected) => {
      expect(profitability.assignments.find((a) => a.assignmentId === id)).toEqual(expected);
    },
  );

  it("federal: the return and the worker's share (method version 3)", () => {
    expect(year.federal).toMatchObject(g.federal);
  });

  it.runIf(g.locals)('local lines: ids, resident, tax and the assignments they are on (method 3.1)', () => {
    expect(year.locals.lines).toMatchObject(g.locals ?? []);
    expect(year.locals.lines).toHaveLength(g.locals?.length ?? 0);
  });

  it.runIf(g.settlement)('settlement: owed or refunded, the withholding check or the quarterly plan', () => {
    const sc = g.settlement;
    if (!sc) return;
    const s = computeSettlement(year, sc.payments, {
      today: sc.expected.today,
      payFrequency: sc.payFrequency,
      localLines: year.locals.lines,
    });
    expect(s).toMatchObject(sc.expected);
  });

  it('state income: top-level fields', () => {
    const { states: _lines, notes: _notes, ...top } = states;
    const { states: _expectedLines, ...expectedTop } = g.stateIncome;
    expect(top).toEqual(expectedTop);
    expect(states.states.map((s) => s.state)).toEqual(g.stateIncome.states.map((s) => s.state));
  });

  it.each(expectedStates(g).map((s) => [s.state, s] as const))(
    'state income: %s, every field',
    (code, expected) => {
      expect(states.states.find((s: StateIncome['states'][number]) => s.state === code)).toEqual(expected);
    },
  );

  it('notes: local taxes first, no duplicates; taxes add up across the views', () => {
    const local = localNotes(year.locals);
    expect(states.notes.slice(0, local.length)).toEqual(local);
    const itemsLocalTax = profitability.assignments.reduce((s, a) => s + a.localTax, 0);
    // a line on no assignment (the spouse's, method 3.1) counts in the total but in no assignment's localTax
    const onItems = year.locals.lines.reduce((s, l) => s + l.itemTax.reduce((t, x) => t + x, 0), 0);
    expect(itemsLocalTax).toBe(onItems);
    expect(year.locals.totalTax).toBe(year.locals.lines.reduce((s, l) => s + l.tax, 0));
    expect(new Set(states.notes).size).toBe(states.notes.length);
    const itemsStateTax = profitability.assignments.reduce((s, a) => s + a.stateTax, 0);
    expect(itemsStateTax).toBe(states.totalStateTax);
  });
});

describe('golden: the contract across New Year, both views', () => {
  const byKey = (key: string) => {
    const g = GOLDEN_SCENARIOS.find((s) => s.key === key);
    if (!g) throw new Error(key);
    return assignmentProfitability(computeYear(g.input)).assignments.find((a) => a.assignmentId === 701);
  };

  it('2025 + 2026 add up to the whole 13-week contract', () => {
    const [y2025, y2026] = [byKey('w2-new-year-2025'), byKey('w2-new-year-2026')];
    // 13 × (2,100 + 770 + 476) + 1,000 sign-on + 2,000 completion = 43,498 + 3,000 = 46,498.00 (22,988 + 23,510)
    expect((y2025?.grossComp ?? 0) + (y2026?.grossComp ?? 0)).toBe(4_649_800);
    // 13 × 2,100 + 3,000 + the GSA excess of the first and last day, where the stipends (770 + 476) / 7
    // = 178.00 a day meet 110 + 75% × 68 = 161.00: 17.00 each → 30,300 + 34 = 30,334.00 (14,817 + 15,517)
    expect((y2025?.taxableIncome ?? 0) + (y2026?.taxableIncome ?? 0)).toBe(3_033_400);
    // 7 + 6 weeks shown
    expect((y2025?.weeks ?? 0) + (y2026?.weeks ?? 0)).toBe(13);
  });
});
