import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addDays, dayNumber } from '@/lib/tax/engine/calendar';
import { federalYear } from '@/lib/tax/engine/federal';
import { ficaTax, seTax } from '@/lib/tax/engine/payroll';
import { allocateLargestRemainder, bracketTax } from '@/lib/tax/engine/money';
import { NO_PAYMENTS, type HouseholdInput } from '@/lib/tax/engine/household';
import { computeSettlement } from '@/lib/tax/engine/settlement';
import { computeYear, yearFederal } from '@/lib/tax/engine/year';
import type { AssignmentInput, YearInput, YearResult } from '@/lib/tax/engine/types';
import { federalLaw, PAYROLL, stateLaw } from '@/lib/tax/law';
import { FILING_STATUSES } from '@/lib/tax/law/types';
import { STATES, assignmentArb, cents, yearInputArb } from './fixtures/arbitraries';

// Hundreds of whole-year computations per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const RUNS = { numRuns: 300 };
const statusArb = fc.constantFrom(...FILING_STATUSES);
const yearArb = fc.constantFrom(2024, 2025, 2026);

function taxes(r: YearResult) {
  return {
    federal: r.federal.federalTax,
    fica: r.federal.fica.total,
    se: r.federal.se.total,
    state: r.states.totalTax,
  };
}

describe('allocation', () => {
  it('parts add up to the total and each is its quota rounded down or up', () => {
    fc.assert(
      fc.property(
        cents(10_000_000_00),
        fc.array(cents(50_000_000), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocateLargestRemainder(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          // exact quota floor(total × w / W) by BigInt; each part is that floor or one more
          const sumW = weights.reduce((a, w) => a + w, 0);
          parts.forEach((p, i) => {
            const floor =
              sumW === 0
                ? Math.floor(total / weights.length)
                : Number((BigInt(total) * BigInt(weights[i] ?? 0)) / BigInt(sumW));
            expect(p - floor).toBeGreaterThanOrEqual(0);
            expect(p - floor).toBeLessThanOrEqual(1);
          });
        },
      ),
      RUNS,
    );
  });

  it("the year's federal, FICA, SE and state totals are split exactly over the assignments", () => {
    fc.assert(
      fc.property(yearInputArb(), (input) => {
        const r = computeYear(input);
        const add = (f: (it: YearResult['items'][number]) => number) =>
          r.items.reduce((s, it) => s + f(it), 0);
        expect(add((it) => it.federalTax)).toBe(r.federal.federalTax);
        expect(add((it) => it.ficaTax)).toBe(r.federal.fica.total);
        expect(add((it) => it.seTax)).toBe(r.federal.se.total);
        expect(add((it) => it.stateTax)).toBe(r.states.totalTax);
        expect(add((it) => it.totalTax)).toBe(r.totals.totalTax);
      }),
      RUNS,
    );
  });
});

describe('more income never lowers tax', () => {
  it('federal income tax (W-2 and 1099), FICA and SE tax', () => {
    fc.assert(
      fc.property(yearArb, statusArb, cents(80_000_000), cents(5_000_000), (year, status, income, more) => {
        const law = federalLaw(year);
        const w2 = (x: number) => federalYear('w2', status, x, law, PAYROLL);
        const c = (x: number) => federalYear('1099', status, x, law, PAYROLL);
        expect(w2(income + more).federalTax).toBeGreaterThanOrEqual(w2(income).federalTax);
        expect(c(income + more).federalTax).toBeGreaterThanOrEqual(c(income).federalTax);
        expect(ficaTax(income + more, status, law, PAYROLL).total).toBeGreaterThanOrEqual(
          ficaTax(income, status, law, PAYROLL).total,
        );
        expect(seTax(income + more, status, law, PAYROLL).total).toBeGreaterThanOrEqual(
          seTax(income, status, law, PAYROLL).total,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("every state's schedule", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.constantFrom(2025, 2026),
        statusArb,
        cents(80_000_000),
        cents(1_000_000),
        (st, year, status, x, more) => {
          const b = stateLaw(st, year).brackets[status];
          expect(bracketTax(x + more, b)).toBeGreaterThanOrEqual(bracketTax(x, b));
        },
      ),
      { numRuns: 1000 },
    );
  });

  /**
   * Federal, FICA and SE totals and every nonresident state's tax and the home state's resident tax R are
   * exactly monotone. The home state's credit is a sum of separately rounded shares round(R × income_S /
   * total): when a raise moves R by less than half a cent, one share can round up while the others stay,
   * so the state total may dip by at most one cent per credited state (a 3-cent raise in KY with a CO home
   * did so, found by this test). Version 2 rounds T_S before the proration (tax-method: T_S is a named
   * quantity): a raise elsewhere that moves T_S by less than half a cent leaves round(T_S) while the total
   * grows, so round(T_S) × income_S / total may drop a cent (found by this test). The bounds below are
   * those: a cent per nonresident line, and a cent per credited state for the home state's credit.
   * One cliff is the law's own (docs/tax-method.md §3): a 1099 profit whose SE base reaches $400 starts owing SE tax,
   * and half of it lowers AGI, hence federal income tax and every state's base (found by this test). Across
   * that step federal income tax + SE tax still rise; the other taxes are compared where SE tax did not start.
   */
  it("a year: raising one assignment's pay raises no tax (federal, FICA, SE, each state)", () => {
    fc.assert(
      fc.property(yearInputArb(), fc.nat(), cents(2_000_000), (input, pick, raise) => {
        const i = pick % input.assignments.length;
        const richer: YearInput = {
          ...input,
          assignments: input.assignments.map((a, k) =>
            k === i ? { ...a, base_pay: a.base_pay + raise } : a,
          ),
        };
        const [r0, r1] = [computeYear(input), computeYear(richer)];
        const [before, after] = [taxes(r0), taxes(r1)];
        expect(after.federal + after.se).toBeGreaterThanOrEqual(before.federal + before.se);
        expect(after.fica).toBeGreaterThanOrEqual(before.fica);
        expect(after.se).toBeGreaterThanOrEqual(before.se);
        if (before.se === 0 && after.se > 0) return; // the $400 SE floor: AGI steps down (see above)
        expect(after.federal).toBeGreaterThanOrEqual(before.federal);
        r0.states.lines.forEach((line, k) => {
          const next = r1.states.lines.find((l) => l.state === line.state);
          if (!next) throw new Error(`${line.state} disappeared (line ${k})`);
          if (line.isHomeState) expect(next.residentTax ?? 0).toBeGreaterThanOrEqual(line.residentTax ?? 0);
          else expect(next.tax).toBeGreaterThanOrEqual(line.tax - 1);
        });
        const nonresident = r0.states.lines.filter((l) => !l.isHomeState).length;
        const credited = r0.states.homeState ? nonresident : 0;
        expect(after.state).toBeGreaterThanOrEqual(before.state - nonresident - credited);
      }),
      { numRuns: 500 },
    );
  });
});

describe('no tax is negative', () => {
  it('in any year', () => {
    fc.assert(
      fc.property(yearInputArb(), (input) => {
        const r = computeYear(input);
        for (const it of r.items) {
          for (const v of [it.federalTax, it.stateTax, it.ficaTax, it.seTax, it.totalTax, it.taxableIncome]) {
            expect(v).toBeGreaterThanOrEqual(0);
          }
        }
        for (const line of r.states.lines) expect(line.tax).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

describe('order of the assignments', () => {
  it('reordering the assignments changes nothing', () => {
    fc.assert(
      fc.property(
        yearInputArb().chain((input) =>
          fc
            .shuffledSubarray([...input.assignments], { minLength: input.assignments.length })
            .map((shuffled) => [input, shuffled] as const),
        ),
        ([input, shuffled]) => {
          expect(computeYear({ ...input, assignments: shuffled })).toEqual(computeYear(input));
        },
      ),
      RUNS,
    );
  });
});

/**
 * Splitting one contract into two assignments at any day (same state and city, sign-on and referral bonuses
 * on the first, completion on the second) moves each weekly component of pay by at most one cent: round(w ×
 * d1/7) + round(w × d2/7) differs from round(w × (d1 + d2)/7) by less than 1.5 cents, an integer, so by
 * 0 or 1 (and never by an exact half: w × d / 7 is never k + 1/2). Three components are rounded (base,
 * housing, M&IE; or their GSA excess), so grossComp and taxableIncome move by at most 3 cents.
 * Each tax is a non-decreasing function of taxable income with slope < 1 plus at most three roundings, so
 * a 3-cent move in its input moves it by at most 3 cents (federal: 3 × 37% + one rounding → 2; FICA/SE:
 * three rounded parts → 3); each state line by at most 2 and the home state's credit by as much, so the
 * state total by at most 2 per state listed, plus 2 for the home state's credit.
 * The GSA rate must not depend on the split: a standard-rate city, whose rate is $110/$68 in every fiscal
 * year of 2025-2026 (FY2025, FY2026, and FY2026 standing in for FY2027). Measured over 20,000 runs: gross 3,
 * SE 2; the bounds below hold with room.
 * Tax method version 2 tests stipends per day with 75% of M&IE on an assignment's first and last day
 * (§6): a split adds a last and a first day, so the contract's stipends are kept within the rate of such a
 * day (110 + 51 = $161 a day, $1,127 a week), where no day has an excess whether split or not. And it
 * takes the contract to a city of its own (a standard-rate place no other assignment shares): the 12-month
 * rule rightly tells a contract that was signed to pass a year in one place from two that were not (§2).
 */
describe('splitting a contract', () => {
  const splitArb = fc.record({
    input: yearInputArb(3),
    // DC is one GSA area as a whole (its rate changes with the month): keep the rate fixed, leave it out
    contract: assignmentArb(2025, 99)
      .filter((a) => dayNumber(a.end_date) > dayNumber(a.start_date) && a.state !== 'DC')
      .map((a) => ({
        ...a,
        location: 'Splitville',
        housing_stipend: Math.min(a.housing_stipend, 70_000),
        mie_stipend: Math.min(a.mie_stipend, 42_700),
      })),
    at: fc.nat(),
  });

  it('leaves the year totals unchanged within the rounding bound', () => {
    fc.assert(
      fc.property(splitArb, ({ input, contract, at }) => {
        const c: AssignmentInput = {
          ...contract,
          start_date: shiftYear(contract.start_date, input.year),
          end_date: shiftYear(contract.end_date, input.year),
        };
        const length = dayNumber(c.end_date) - dayNumber(c.start_date) + 1;
        const firstDays = 1 + (at % (length - 1)); // 1 .. length - 1
        const first: AssignmentInput = {
          ...c,
          id: 100,
          end_date: addDays(c.start_date, firstDays - 1),
          completion_bonus: 0,
        };
        const second: AssignmentInput = {
          ...c,
          id: 101,
          start_date: addDays(c.start_date, firstDays),
          sign_on_bonus: 0,
          referral_bonus: 0,
        };
        const linked = { ...input.linked };
        const whole = computeYear({ ...input, assignments: [...input.assignments, c], linked });
        const split = computeYear({ ...input, assignments: [...input.assignments, first, second], linked });
        const states = whole.states.lines.length;
        const near = (a: number, b: number, bound: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(bound);
        near(split.totals.grossComp, whole.totals.grossComp, 3);
        near(split.totals.taxableIncome, whole.totals.taxableIncome, 3);
        near(split.federal.federalTax, whole.federal.federalTax, 2);
        near(split.federal.fica.total, whole.federal.fica.total, 3);
        near(split.federal.se.total, whole.federal.se.total, 3);
        near(split.states.totalTax, whole.states.totalTax, 2 * states + 2);
        expect(split.states.lines.map((l) => l.days)).toEqual(whole.states.lines.map((l) => l.days));
      }),
      { numRuns: 500 },
    );
  });
});

/** The same month and day in `year` (the generator draws 2025 dates; Feb 29 never occurs in 2025). */
function shiftYear(date: string, year: number): string {
  const delta = Number(date.slice(0, 4)) - 2025;
  return `${year + delta}${date.slice(4)}`;
}

// Tax method version 3 (docs/tax-method.md §3a, §9a): the household's return and the settlement.
const householdArb: fc.Arbitrary<HouseholdInput> = fc.record(
  {
    spouseWages: cents(40_000_000),
    otherIncome: cents(10_000_000),
    birthYear: fc.integer({ min: 1940, max: 2000 }),
    spouseBirthYear: fc.integer({ min: 1940, max: 2000 }),
    dependentsUnder17: fc.integer({ min: 0, max: 4 }),
    otherDependents: fc.integer({ min: 0, max: 2 }),
    propertyTaxes: cents(3_000_000),
    mortgageInterest: cents(3_000_000),
    charitableGifts: cents(1_000_000),
    healthInsurancePremiums: cents(2_000_000),
    retirementContributions: cents(8_000_000),
    retirementPlan: fc.constantFrom('sep' as const, 'solo_401k' as const),
    spouseQualifiedOvertime: cents(3_000_000),
  },
  { requiredKeys: [] },
);

describe('method version 3: the household return', () => {
  it('more income never lowers the return’s tax nor the worker’s share (W-2 and 1099)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2024, 2025, 2026, 2027),
        statusArb,
        householdArb,
        cents(60_000_000),
        cents(5_000_000),
        cents(3_000_000),
        cents(2_000_000),
        (year, status, household, income, more, stateTax, overtime) => {
          const law = federalLaw(year);
          for (const kind of ['w2', '1099'] as const) {
            const f = (x: number) =>
              federalYear(kind, status, x, law, PAYROLL, {
                taxYear: year,
                household,
                stateLocalIncomeTax: stateTax,
                qualifiedOvertime: kind === 'w2' ? overtime : 0,
              });
            const [lo, hi] = [f(income), f(income + more)];
            expect(hi.returnTax).toBeGreaterThanOrEqual(lo.returnTax);
            expect(hi.federalTax).toBeGreaterThanOrEqual(lo.federalTax);
            expect(hi.federalTax).toBeLessThanOrEqual(hi.returnTax);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('no household: the figures of a household-free return are those of an empty one minus itemizing', () => {
    // an empty household only adds itemizing (0 here) and nothing else: the same tax as version 2
    fc.assert(
      fc.property(yearArb, statusArb, cents(60_000_000), (year, status, income) => {
        const law = federalLaw(year);
        for (const kind of ['w2', '1099'] as const) {
          const v2 = federalYear(kind, status, income, law, PAYROLL, { taxYear: year });
          const empty = federalYear(kind, status, income, law, PAYROLL, { taxYear: year, household: {} });
          expect(empty.federalTax).toBe(v2.federalTax);
          expect(empty.fica).toEqual(v2.fica);
          expect(empty.se).toEqual(v2.se);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the federal return alone (the estimate's prior year)", () => {
  it("is computeYear's federal result, with or without a household, reported overtime or business costs", () => {
    fc.assert(
      fc.property(
        yearInputArb(),
        fc.option(householdArb, { nil: undefined }),
        fc.option(cents(3_000_000), { nil: undefined }),
        cents(500_000),
        (base, household, reportedOvertime, unlinked) => {
          const input: YearInput = {
            ...base,
            ...(household !== undefined && { household }),
            ...(reportedOvertime !== undefined && { reportedOvertime }),
            unlinked: { expenses: unlinked, meals: unlinked >> 2, mileageDeduction: unlinked >> 1 },
          };
          expect(yearFederal(input)).toEqual(computeYear(input).federal);
        },
      ),
      RUNS,
    );
  });
});

describe('method version 3: withholding never changes the tax, only what is owed', () => {
  it('every line keeps its tax; each balance moves by exactly the payment', () => {
    fc.assert(
      fc.property(
        yearInputArb(),
        cents(5_000_000),
        cents(5_000_000),
        cents(1_000_000),
        (input, withheld, estimated, stateWithheld) => {
          const r = computeYear(input);
          const before = computeSettlement(r, NO_PAYMENTS);
          const state = r.states.lines[0]?.state ?? 'TX';
          const after = computeSettlement(r, {
            federalWithheld: withheld,
            federalEstimated: estimated,
            stateWithheld: { [state]: stateWithheld },
            stateEstimated: {},
          });
          expect(after.federal.tax).toBe(before.federal.tax);
          expect(before.federal.balance - after.federal.balance).toBe(withheld + estimated);
          // a state paid toward without a line shows with tax 0
          for (const line of after.states) {
            expect(line.tax).toBe(before.states.find((b) => b.state === line.state)?.tax ?? 0);
          }
          expect(before.total.balance - after.total.balance).toBe(withheld + estimated + stateWithheld);
          expect(after.total.tax).toBe(before.total.tax);
        },
      ),
      { numRuns: 200 },
    );
  });
});
