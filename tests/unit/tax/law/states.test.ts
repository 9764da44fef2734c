// State tables TY2025/TY2026 (reference states.json / states.md; PolicyEngine-US @ 8914f89d).
import { describe, expect, it } from 'vitest';
import {
  type Bracket,
  federalLaw,
  FILING_STATUSES,
  type FilingStatus,
  stateTableYear,
  STATE_CODES,
  type StateCode,
  stateLaw,
  stateName,
} from '@/lib/tax/law';
import { isStateCode } from '@/lib/tax/law/states';

const YEARS = [2025, 2026] as const;
const NO_TAX: StateCode[] = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];
const cents = (b: [number, number][]): Bracket[] => b.map(([d, r]) => [d * 100, r]);

describe('every state loads', () => {
  it.each(YEARS.flatMap((y) => STATE_CODES.map((s) => [`${s} ${y}`, s, y] as const)))(
    '%s',
    (_l, state, year) => {
      const law = stateLaw(state, year);
      expect(law).toMatchObject({ state, year, name: stateName(state), nonresidentFilingThreshold: 0 });
      for (const status of FILING_STATUSES) {
        const bounds = law.brackets[status].map(([lower]) => lower);
        expect(bounds[0]).toBe(0);
        expect(bounds).toEqual([...new Set(bounds)].sort((a, b) => a - b));
        expect(law.brackets[status].every(([l, r]) => Number.isInteger(l) && r >= 0 && r < 1)).toBe(true);
        expect(Number.isInteger(law.deduction[status]) && law.deduction[status] >= 0).toBe(true);
      }
      if (law.hasIncomeTax) expect(law.filingDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(law.filingDeadline).toBeNull();
      expect(law.sources.length).toBeGreaterThan(0);
    },
  );

  // docs/tax-method.md §10: state tables exist for 2025-2026; other years use the nearest.
  it.each([
    [2024, 2025],
    [2000, 2025],
    [2027, 2026],
    [2100, 2026],
  ])('year %i uses the %i tables', (year, used) => {
    expect(stateTableYear(year)).toBe(used);
    expect(stateLaw('CA', year)).toBe(stateLaw('CA', used));
  });

  it('names and codes', () => {
    expect([stateName('CA'), stateName('DC')]).toEqual(['California', 'District of Columbia']);
    expect([
      isStateCode('CA'),
      isStateCode('DC'),
      isStateCode('ca'),
      isStateCode('PR'),
      isStateCode(''),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe('states without a wage income tax', () => {
  it('are exactly AK FL NV NH SD TN TX WA WY', () => {
    for (const y of YEARS) expect(STATE_CODES.filter((s) => !stateLaw(s, y).hasIncomeTax)).toEqual(NO_TAX);
  });
  it.each(NO_TAX.flatMap((s) => YEARS.map((y) => [`${s} ${y}`, s, y] as const)))(
    '%s: zero schedule',
    (_l, s, y) => {
      const law = stateLaw(s, y);
      for (const status of FILING_STATUSES) {
        expect(law.brackets[status]).toEqual([[0, 0]]);
        expect(law.deduction[status]).toBe(0);
      }
      expect(law).toMatchObject({
        filingDeadline: null,
        reciprocity: null,
        allowsUnreimbursedEmployeeExpenses: false,
      });
    },
  );
});

describe('flat states', () => {
  // [label, state, year, rate, single deduction $, married-joint deduction $] — states.md.
  it.each<[string, StateCode, number, number, number, number]>([
    ['IL 2025: 4.95%, exemption 2,850 per person', 'IL', 2025, 0.0495, 2_850, 5_700],
    ['GA 2025: 5.19%, SD 12,000 / 24,000', 'GA', 2025, 0.0519, 12_000, 24_000],
    ['GA 2026: 4.99%, SD 15,000 / 30,000 (HB 463)', 'GA', 2026, 0.0499, 15_000, 30_000],
    ['IN 2026: 2.95%, exemption 1,000 per person', 'IN', 2026, 0.0295, 1_000, 2_000],
    ['PA 2025: 3.07%, no deduction', 'PA', 2025, 0.0307, 0, 0],
    ['UT 2026: 4.45% (SB 60), no deduction', 'UT', 2026, 0.0445, 0, 0],
    ['MA 2025: 5%, exemption 4,400 / 8,800', 'MA', 2025, 0.05, 4_400, 8_800],
  ])('%s', (_l, state, year, rate, single, joint) => {
    const law = stateLaw(state, year);
    for (const status of FILING_STATUSES) expect(law.brackets[status]).toEqual([[0, rate]]);
    expect(law.deduction.single).toBe(single * 100);
    expect(law.deduction.married_joint).toBe(joint * 100);
  });

  // CO: flat 4.4%, "standard_deduction": "federal" → the federal standard deduction of that year, every status.
  it.each(YEARS)('CO %i: 4.4% on income after the federal standard deduction', (year) => {
    const law = stateLaw('CO', year);
    expect(law.brackets.single).toEqual([[0, 0.044]]);
    expect(law.deduction).toEqual(federalLaw(year).standardDeduction);
  });

  it('IL: the per-person exemption doubling for married filing jointly is flagged', () => {
    expect(stateLaw('IL', 2025).notes).toContainEqual(
      expect.stringMatching(/per person: married filing jointly counts two/),
    );
  });
});

describe('graduated states', () => {
  // states.md CA single: 0:1% / 11,079:2% / 26,264:4% / 41,452:6% / 57,542:8% / 72,724:9.3% / 371,479:10.3% /
  // 445,771:11.3% / 742,953:12.3%; SD 5,706 (joint 11,412); the $153 exemption is a credit.
  const caSingle = cents([
    [0, 0.01],
    [11_079, 0.02],
    [26_264, 0.04],
    [41_452, 0.06],
    [57_542, 0.08],
    [72_724, 0.093],
    [371_479, 0.103],
    [445_771, 0.113],
    [742_953, 0.123],
  ]);
  it.each(YEARS)('CA %i single schedule and deduction', (year) => {
    const law = stateLaw('CA', year);
    expect(law.brackets.single).toEqual(caSingle);
    expect(law.brackets.married_joint.slice(0, 2)).toEqual(
      cents([
        [0, 0.01],
        [22_158, 0.02],
      ]),
    );
    expect(law.deduction).toEqual({
      single: 570_600,
      married_joint: 1_141_200,
      married_separate: 570_600,
      head_of_household: 570_600,
    });
    // the $153 personal exemption is a credit against tax (RTC 17054), applied by the engine, not a deduction
    expect(law.exemptionCredit?.personal).toEqual({
      single: 15_300,
      married_joint: 30_600,
      married_separate: 15_300,
      head_of_household: 15_300,
    });
  });

  it.each<[FilingStatus]>([['married_separate'], ['head_of_household']])(
    'CA %s uses the single schedule, flagged as an assumption',
    (status) => {
      const law = stateLaw('CA', 2025);
      expect(law.brackets[status]).toEqual(law.brackets.single);
      expect(law.notes).toContainEqual(
        expect.stringMatching(
          /married filing separately and head of household use the single bracket schedule.*assumption/,
        ),
      );
    },
  );

  // [label, state, year, status, deduction $] — standard deduction + personal exemption (states.md).
  it.each<[string, StateCode, number, FilingStatus, number]>([
    ['AL single: SD 3,000 + PE 1,500', 'AL', 2025, 'single', 4_500],
    ['AL joint: SD 8,500 + PE 3,000', 'AL', 2025, 'married_joint', 11_500],
    ['HI 2026 single: SD 8,000 + PE 1,144', 'HI', 2026, 'single', 9_144],
    ['HI 2026 joint: SD 16,000 + 2 × 1,144 per person', 'HI', 2026, 'married_joint', 18_288],
    ['SC 2026 head of household: SCIAD 22,500', 'SC', 2026, 'head_of_household', 22_500],
    ['SC 2025 single: federal 15,750', 'SC', 2025, 'single', 15_750],
    ['KY joint: no joint figure (null), single 3,270 used', 'KY', 2025, 'married_joint', 3_270],
    ['CT single: PE 15,000, no SD', 'CT', 2025, 'single', 15_000],
    ['NY joint: SD 16,050', 'NY', 2026, 'married_joint', 16_050],
  ])('%s', (_l, state, year, status, dollars) => {
    expect(stateLaw(state, year).deduction[status]).toBe(dollars * 100);
  });

  it('NY 2026 has the reduced lower rates (3.9% first band)', () => {
    expect(stateLaw('NY', 2026).brackets.single[0]).toEqual([0, 0.039]);
    expect(stateLaw('NY', 2025).brackets.single[0]).toEqual([0, 0.04]);
  });
});

describe('unverified and assumed figures stay flagged', () => {
  it.each<[string, StateCode, RegExp]>([
    ['CA 2026 copied from 2025, indexed', 'CA', /^CA 2026: 2025 figures carried over .*inflation-indexed/],
    ['CO 2026 copied from 2025', 'CO', /^CO 2026: 2025 figures carried over/],
    [
      'HI 2026 components without a 2026 entry',
      'HI',
      /^HI 2026: no 2026 entry in the source for .*exemptions\/base\.yaml/,
    ],
    ['DE 2026 deadline assumed', 'DE', /^DE 2026: filing deadline 2027-04-30 assumed same month\/day/],
  ])('%s', (_l, state, pattern) => {
    expect(stateLaw(state, 2026).notes).toContainEqual(expect.stringMatching(pattern));
  });

  // states.json 2026: GA, MT, OH, RI, SC and UT have a 2026 entry for every figure (`verified: true`, no
  // `assumption`, and no component carried from 2025: SC's components_carried_from_2025 is an empty list).
  // Kentucky's only carried figure, the standard deduction, is researched for 2026 ($3,360, DOR withholding
  // formula; scripts/gen-law/researched.ts). Every other taxing state repeats some 2025 figure, and its
  // users are told so.
  it('2026 carried over from 2025: every taxing state but GA KY MT OH RI SC UT', () => {
    const own = STATE_CODES.filter((s) => stateLaw(s, 2026).hasIncomeTax && !stateLaw(s, 2026).carriedOver);
    expect(own).toEqual(['GA', 'KY', 'MT', 'OH', 'RI', 'SC', 'UT']);
    expect(stateLaw('KY', 2026).deduction.single).toBe(336_000);
  });

  it('2025 entries carry no carried-over note', () => {
    expect(stateLaw('CA', 2025).notes.some((n) => /carried over/.test(n))).toBe(false);
  });

  // Reference README "NOT verified" item 8.
  it('unverified form details are flagged for exactly GA IN NC PA UT VT WV', () => {
    const flagged = STATE_CODES.filter((s) => stateLaw(s, 2025).forms.unverified !== undefined);
    expect(flagged).toEqual(['GA', 'IN', 'NC', 'PA', 'UT', 'VT', 'WV']);
  });

  it('forms and deadlines', () => {
    expect(stateLaw('NY', 2025).forms).toMatchObject({ resident: 'IT-201', nonresident: 'IT-203' });
    // states.md: April 15 except DE Apr 30, HI Apr 20, IA Apr 30, LA May 15, VA May 1.
    const deadlines = Object.fromEntries(
      ['CA', 'DE', 'HI', 'IA', 'LA', 'VA'].map((s) => [s, stateLaw(s as StateCode, 2025).filingDeadline]),
    );
    expect(deadlines).toEqual({
      CA: '2026-04-15',
      DE: '2026-04-30',
      HI: '2026-04-20',
      IA: '2026-04-30',
      LA: '2026-05-15',
      VA: '2026-05-01',
    });
    expect(stateLaw('LA', 2026).filingDeadline).toBe('2027-05-15');
  });

  it('W-2 unreimbursed employee expenses: AL AR CA HI MN NY PA, all but AL to verify', () => {
    for (const y of YEARS) {
      const allows = STATE_CODES.filter((s) => stateLaw(s, y).allowsUnreimbursedEmployeeExpenses);
      expect(allows).toEqual(['AL', 'AR', 'CA', 'HI', 'MN', 'NY', 'PA']);
      for (const s of allows) {
        const flagged = stateLaw(s, y).notes.some((n) => n.includes('verify for 2025/2026'));
        expect([s, flagged]).toEqual([s, s !== 'AL']);
      }
    }
  });

  it.each<[StateCode, RegExp]>([
    ['IL', /IL base income from IL sources exceeds the IL exemption allowance/],
    ['AL', /AL-source income exceeds the prorated personal exemption/],
    ['AR', /any AR-source income/],
  ])('%s nonresident filing rule kept as a note, threshold 0', (state, rule) => {
    const law = stateLaw(state, 2025);
    expect(law.nonresidentFilingThreshold).toBe(0);
    expect(law.notes).toContainEqual(expect.stringMatching(rule));
  });

  it('local taxes are described', () => {
    expect(stateLaw('PA', 2025).localTaxNote).toMatch(/Philadelphia/);
    expect(stateLaw('NY', 2025).localTaxNote).toMatch(/NYC/);
  });
});
