import { describe, expect, it } from 'vitest';
import { computeYear, stateIncome } from '@/lib/tax/engine';
import { LOCAL_TAX_NOTE } from '@/lib/tax/engine/state-wording';
import type { StateCode } from '@/lib/tax/law/types';
import { STATE_CODES, stateLaw } from '@/lib/tax/law';
import { assignment, linked, taxHome, yearInput } from './fixtures/builders';

// Hand computations from /work/shared/reference/states.json (TY2025, single). Every assignment below is
// 13 weeks (91 days) in a city at the standard GSA rate ($110 lodging, $68 M&IE a day: $770 / $476 a week)
// with stipends inside it, so a W-2 worker with a tax home has taxableIncome = 13 × weekly base pay.

const Q1 = { start_date: '2025-01-05', end_date: '2025-04-05' }; // 91 days
const Q2 = { start_date: '2025-04-13', end_date: '2025-07-12' }; // 91 days
const within = { housing_stipend: 70_000, mie_stipend: 40_000 }; // $700 <= $770, $400 <= $476

function byState(result: ReturnType<typeof stateIncome>, code: StateCode) {
  const s = result.states.find((x) => x.state === code);
  if (!s) throw new Error(`no ${code} line`);
  return s;
}

describe('PA home, NJ work (W-2): reciprocity', () => {
  // NJ exempts PA residents' wages (Form NJ-165) → NJ 0; PA taxes them: 19,500 × 3.07% = 598.65
  const nj = assignment({ state: 'NJ', location: 'Vineland', base_pay: 150_000, ...within, ...Q1 });
  const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('PA'), assignments: [nj] })));

  it.each([
    // [field, NJ value, PA value]
    ['income', 1_950_000, 0], // NJ: 13 × 1,500; PA: nothing earned there
    ['tax', 0, 59_865], // PA: 19,500 × 3.07% = 598.65; credit for NJ: min(0, ...) = 0
    ['effectiveRate', 0, 0.0307], // PA: 598.65 / 19,500 (the home state's base is the total)
    ['noTax', false, false],
    ['days', 91, 0],
    ['filingRequired', false, true], // NJ exempt; PA taxes wages and total > 0
    ['isHomeState', false, true],
    ['formName', 'NJ-1040NR', 'PA-40'],
    ['filingDeadline', '2026-04-15', '2026-04-15'], // a Wednesday
    ['stateDeduction', null, 0], // NJ: no UBE deduction; PA allows it: nothing linked to PA assignments
  ] as const)('%s', (field, njValue, paValue) => {
    expect(byState(r, 'NJ')[field]).toBe(njValue);
    expect(byState(r, 'PA')[field]).toBe(paValue);
  });

  it('names the agreement and the form, and files in order (nonresident first, home last)', () => {
    expect(byState(r, 'NJ').reciprocity.exempt).toBe(true);
    expect(byState(r, 'NJ').reciprocity.reason).toContain('NJ-165');
    expect(byState(r, 'PA').reciprocity).toEqual({ exempt: false, reason: null });
    expect(r.states.map((s) => s.state)).toEqual(['NJ', 'PA']);
    expect(r.taxHomeState).toBe('PA');
    expect(r).toMatchObject({
      totalStates: 2,
      totalStateIncome: 1_950_000,
      totalStateTax: 59_865,
      totalDays: 91,
    });
  });

  it('a 1099 worker gets no reciprocity: NJ taxes, PA credits it, both on federal AGI', () => {
    // P = 13 × 2,500 - 2,000 expenses - 500 mileage = 30,000.00; SE base 27,705.00: SS 3,435.42 + Medicare
    // 803.45, half round(4,238.87 / 2) = 2,119.44; AGI 27,880.56 (docs/tax-method.md §4: 1099 states prorate AGI)
    // NJ: income_S = AGI × 1 = 27,880.56; T_NJ(27,880.56 - 1,000) = 20,000 × 1.4% + 6,880.56 × 1.75%
    //     = 280.00 + 120.4098 = 400.4098 → 400.41; × 27,880.56 / 27,880.56 = 400.41
    // PA: R = 27,880.56 × 3.07% = 855.933 → 855.93; credit min(400.41, 855.93) = 400.41; tax 455.52
    const a = assignment({ state: 'NJ', location: 'Vineland', base_pay: 250_000, ...Q1 });
    const g = stateIncome(
      computeYear(
        yearInput({
          employmentType: '1099',
          taxHome: taxHome('PA'),
          assignments: [a],
          linked: { [a.id]: linked(200_000, 750, 50_000) },
        }),
      ),
    );
    expect(byState(g, 'NJ')).toMatchObject({
      income: 2_788_056,
      tax: 40_041,
      filingRequired: true,
      stateDeduction: null,
    });
    expect(byState(g, 'NJ').reciprocity).toEqual({ exempt: false, reason: null });
    expect(byState(g, 'NJ')).not.toHaveProperty('taxedIncome');
    // the home state's line carries the base it taxes: AGI, though no income was earned there
    expect(byState(g, 'PA')).toMatchObject({
      income: 0,
      tax: 45_552,
      taxedIncome: 2_788_056,
      effectiveRate: 0.0163, // 455.52 / 27,880.56 = 0.016338 → 0.0163
      stateDeduction: null, // 1099: never a UBE figure
    });
  });
});

describe('nonresident proration with the home-state credit', () => {
  it("CA work, PA home: credit = the CA tax (below PA's share)", () => {
    // total 52,000 (CA 26,000 + PA 26,000)
    // CA: T_CA(52,000 - 5,706 = 46,294) = 11,079 × 1% + 15,185 × 2% + 15,188 × 4% + 4,842 × 6%
    //     = 110.79 + 303.70 + 607.52 + 290.52 = 1,312.53, less the $153 personal exemption credit (v3,
    //     RTC 17054; AGI far below $252,203) = 1,159.53; × 26,000 / 52,000 = 579.765 → 579.77
    // PA: R = 52,000 × 3.07% = 1,596.40; credit min(579.77, round(1,596.40 × 26,000 / 52,000) = 798.20) = 579.77
    //     tax 1,596.40 - 579.77 = 1,016.63
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 200_000, ...within, ...Q1 });
    const pa = assignment({ state: 'PA', location: 'Altoona', base_pay: 200_000, ...within, ...Q2 });
    const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('PA'), assignments: [pa, ca] })));
    expect(r.states.map((s) => [s.state, s.income, s.tax, s.effectiveRate, s.days])).toEqual([
      ['CA', 2_600_000, 57_977, 0.0223, 91], // 579.77 / 26,000 = 0.022298
      ['PA', 2_600_000, 101_663, 0.0196, 91], // 1,016.63 / 52,000 = 0.019551
    ]);
    expect(byState(r, 'CA')).toMatchObject({
      formName: 'Form 540NR',
      stateDeduction: 0,
      filingRequired: true,
    });
    expect(r.totalStateTax).toBe(159_640); // 579.77 + 1,016.63 = 1,596.40
  });

  it("OR work, PA home: credit = PA's share (below the OR tax)", () => {
    // OR: T_OR(52,000 - 2,835 = 49,165) = 4,400 × 4.75% + 6,700 × 6.75% + 38,065 × 8.75%
    //     = 209.00 + 452.25 + 3,330.6875 = 3,991.9375; × 1/2 = 1,995.96875 → 1,995.97
    // PA: R = 1,596.40; credit min(1,995.97, 798.20) = 798.20; tax 798.20
    const or = assignment({ state: 'OR', location: 'Medford', base_pay: 200_000, ...within, ...Q1 });
    const pa = assignment({ state: 'PA', location: 'Altoona', base_pay: 200_000, ...within, ...Q2 });
    const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('PA'), assignments: [or, pa] })));
    expect(r.states.map((s) => [s.state, s.tax, s.effectiveRate])).toEqual([
      ['OR', 199_597, 0.0768], // 1,995.97 / 26,000 = 0.076768
      ['PA', 79_820, 0.0154], // 798.20 / 52,000 = 0.01535 exactly → half away from zero → 0.0154
    ]);
  });

  it('NY and CA work, MA home without work there: two credits, home listed with 0 days', () => {
    // total 52,000 (NY 23,400 = 13 × 1,800; CA 28,600 = 13 × 2,200)
    // CA: T_CA(46,294) = 1,312.53 (above) - 153 credit = 1,159.53; × 28,600 / 52,000 = 637.7415 → 637.74
    // NY: T_NY(52,000 - 8,000 = 44,000) = 8,500 × 4% + 3,200 × 4.5% + 2,200 × 5.25% + 30,100 × 5.5%
    //     = 340.00 + 144.00 + 115.50 + 1,655.50 = 2,255.00; × 23,400 / 52,000 = 1,014.75
    // MA: R = (52,000 - 4,400) × 5% = 2,380.00; credits: CA min(637.74, round(2,380 × 28,600/52,000) = 1,309.00) = 637.74,
    //     NY min(1,014.75, 1,071.00) = 1,014.75 → 1,652.49; tax 2,380.00 - 1,652.49 = 727.51
    const ny = assignment({ state: 'NY', location: 'Utica', base_pay: 180_000, ...within, ...Q1 });
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 220_000, ...within, ...Q2 });
    const year = computeYear(yearInput({ taxHome: taxHome('MA'), assignments: [ny, ca] }));
    const r = stateIncome(year);
    expect(r.states.map((s) => [s.state, s.income, s.tax, s.days, s.isHomeState])).toEqual([
      ['CA', 2_860_000, 63_774, 91, false], // larger income files first
      ['NY', 2_340_000, 101_475, 91, false],
      ['MA', 0, 72_751, 0, true],
    ]);
    expect(byState(r, 'MA')).toMatchObject({
      effectiveRate: 0.014,
      filingRequired: true,
      formName: 'Form 1',
    }); // 727.51 / 52,000 = 0.013990
    // Per-assignment shares (profitability): MA 72,751 cents split 28,600 : 23,400 → 40,013.05 and 32,737.95 →
    // floors 40,013 + 32,737 = 72,750, the last cent to the larger remainder (.95, NY).
    // CA: 63,774 + 40,013 = 103,787; NY: 101,475 + 32,738 = 134,213; sum 238,000 = 2,380.00 (all state tax)
    const share = Object.fromEntries(year.items.map((it) => [it.assignment.state, it.stateTax]));
    expect(share).toEqual({ CA: 103_787, NY: 134_213 });
  });
});

describe('homes without a wage income tax, and no home at all', () => {
  it('TX home: CA and NY prorated, TX listed with no tax', () => {
    // same CA / NY figures as with the MA home: 637.74 and 1,014.75 (no credit: TX has no income tax)
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 220_000, ...within, ...Q1 });
    const ny = assignment({ state: 'NY', location: 'Utica', base_pay: 180_000, ...within, ...Q2 });
    const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('TX'), assignments: [ca, ny] })));
    expect(r.states.map((s) => [s.state, s.tax, s.noTax, s.filingRequired, s.isHomeState])).toEqual([
      ['CA', 63_774, false, true, false],
      ['NY', 101_475, false, true, false],
      ['TX', 0, true, false, true],
    ]);
    expect(byState(r, 'TX')).toMatchObject({
      formName: null,
      formDescription: null,
      filingDeadline: null,
      stateDeduction: null,
    });
  });

  it.each<[string, StateCode]>([
    ['Florida', 'FL'],
    ['Washington', 'WA'],
    ['Tennessee', 'TN'],
  ])('work in %s (no tax) with a PA home: PA taxes it all', (_name, code) => {
    // 13 × 2,000 = 26,000; PA 26,000 × 3.07% = 798.20; the work state 0, noTax, no filing
    const a = assignment({ state: code, base_pay: 200_000, ...within, ...Q1 });
    const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('PA'), assignments: [a] })));
    expect(byState(r, code)).toMatchObject({ tax: 0, noTax: true, filingRequired: false, formName: null });
    expect(byState(r, 'PA').tax).toBe(79_820);
  });

  it('W-2 without a tax home: stipends are wages, every work state prorates, no home state', () => {
    // each: 13 × (2,000 + 700 + 400) = 40,300; total 80,600
    // CA: T_CA(80,600 - 5,706 = 74,894) = 110.79 + 303.70 + 607.52 + 16,090 × 6% = 965.40 + 15,182 × 8% = 1,214.56
    //     + 2,170 × 9.3% = 201.81 → 3,403.78, less the $153 credit = 3,250.78; × 1/2 = 1,625.39
    // OR: T_OR(80,600 - 2,835 = 77,765) = 209.00 + 452.25 + 66,665 × 8.75% = 5,833.1875 → 6,494.4375; × 1/2 = 3,247.21875 → 3,247.22
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 200_000, ...within, ...Q1 });
    const or = assignment({ state: 'OR', location: 'Medford', base_pay: 200_000, ...within, ...Q2 });
    const year = computeYear(yearInput({ taxHome: null, assignments: [ca, or] }));
    expect(year.items.map((it) => [it.taxableIncome, it.stipendsTaxable])).toEqual([
      [4_030_000, true],
      [4_030_000, true],
    ]);
    const r = stateIncome(year);
    expect(r.taxHomeState).toBeNull();
    // equal incomes: ordered by state code
    expect(r.states.map((s) => [s.state, s.tax, s.isHomeState, s.reciprocity.exempt])).toEqual([
      ['CA', 162_539, false, false],
      ['OR', 324_722, false, false],
    ]);
  });

  it('no reciprocity without a home state, even for a reciprocal pair', () => {
    // NJ taxes a W-2 worker with no tax home: T_NJ(19,500 - 1,000 = 18,500) = 18,500 × 1.4% = 259.00
    const nj = assignment({ state: 'NJ', location: 'Vineland', base_pay: 150_000, ...Q1 });
    const r = stateIncome(computeYear(yearInput({ taxHome: null, assignments: [nj] })));
    expect(r.states).toHaveLength(1);
    expect(byState(r, 'NJ')).toMatchObject({ tax: 25_900, reciprocity: { exempt: false, reason: null } });
  });
});

describe('filing details', () => {
  it('a home state with no assignments and no income: listed, nothing to file', () => {
    const r = stateIncome(computeYear(yearInput({ taxHome: taxHome('PA'), assignments: [] })));
    expect(r.states).toEqual([
      expect.objectContaining({
        state: 'PA',
        income: 0,
        tax: 0,
        effectiveRate: 0,
        days: 0,
        filingRequired: false,
        isHomeState: true,
      }),
    ]);
    expect(r).toMatchObject({ totalStates: 1, totalStateIncome: 0, totalStateTax: 0, totalDays: 0 });
  });

  it('the deadline moves past a weekend: VA TY2026 is due Sat 2027-05-01 → Mon 2027-05-03', () => {
    const va = assignment({
      state: 'VA',
      base_pay: 100_000,
      start_date: '2026-02-01',
      end_date: '2026-05-02',
    });
    const r = stateIncome(
      computeYear(yearInput({ year: 2026, today: '2026-12-31', taxHome: taxHome('TX'), assignments: [va] })),
    );
    expect(byState(r, 'VA').filingDeadline).toBe('2027-05-03');
  });

  it("stateDeduction: linked expenses + mileage deduction of that state's W-2 assignments where UBE is allowed", () => {
    // CA allows unreimbursed employee expenses: 1,200.00 + 350.00 = 1,550.00; OR does not: null
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 200_000, ...Q1 });
    const or = assignment({ state: 'OR', location: 'Medford', base_pay: 200_000, ...Q2 });
    const r = stateIncome(
      computeYear(
        yearInput({
          taxHome: taxHome('TX'),
          assignments: [ca, or],
          linked: { [ca.id]: linked(120_000, 500, 35_000), [or.id]: linked(80_000) },
        }),
      ),
    );
    expect(byState(r, 'CA').stateDeduction).toBe(155_000);
    expect(byState(r, 'OR').stateDeduction).toBeNull();
  });

  it('notes in plain words: local taxes first, then what each involved state assumed, once', () => {
    // states.json: CA and NY 2026 repeat 2025 figures where unpublished; both give single and joint
    // figures only, so a head of household is computed with the single filer's
    const ca = assignment({ state: 'CA', location: 'Redding', base_pay: 200_000, ...Q1 });
    const ca2 = assignment({ state: 'CA', location: 'Redding', base_pay: 200_000, ...Q2 });
    const input = {
      taxHome: taxHome('NY'),
      assignments: [ca, ca2],
      filingStatus: 'head_of_household' as const,
    };
    const shift = (d: string) => `2026${d.slice(4)}`;
    const r = stateIncome(
      computeYear(
        yearInput({
          ...input,
          year: 2026,
          assignments: input.assignments.map((a) => ({
            ...a,
            start_date: shift(a.start_date),
            end_date: shift(a.end_date),
          })),
        }),
      ),
    );
    expect(r.notes).toEqual([
      LOCAL_TAX_NOTE,
      'California has not published all of its 2026 figures; some 2025 amounts are used.',
      "California publishes no separate figures for heads of household here; the single filer's brackets and deductions are used.",
      'New York has not published all of its 2026 figures; some 2025 amounts are used.',
      "New York publishes no separate figures for heads of household here; the single filer's brackets and deductions are used.",
    ]);
    // SC 2026 publishes every figure (H.4216: 1.99% / 5.21%, SCIAD 15,000 single): nothing carried over,
    // so a single filer at home in SC is told only about local taxes
    const sc = assignment({ state: 'SC', location: 'Greenville', base_pay: 200_000, ...Q1 });
    const inSc = { ...sc, start_date: shift(sc.start_date), end_date: shift(sc.end_date) };
    expect(
      stateIncome(
        computeYear(
          yearInput({ year: 2026, today: '2026-12-31', taxHome: taxHome('SC'), assignments: [inSc] }),
        ),
      ).notes,
    ).toEqual([LOCAL_TAX_NOTE]);
    // 2025, single: nothing assumed
    expect(
      stateIncome(computeYear(yearInput({ taxHome: taxHome('NY'), assignments: [ca, ca2] }))).notes,
    ).toEqual([LOCAL_TAX_NOTE]);
  });
});

describe('forms in plain words (docs/tax-method.md §10: no research wording shown to a worker)', () => {
  // states.json keeps its research caveats inside the form texts: PA's nonresident return is "PA-40
  // (nonresidents report PA-source income; Schedule NRH apportionment unverified)", MO's description ends
  // "(catalog lists MO-1040P: outdated)", WI's "(W-220 text confirms 1NPR)". A worker sees the form alone.
  const RESEARCH = /unverif|verify|catalog|confirms|TaxSlayer|VA list/i;
  // Every state that taxes wages in both years of the tables (42 of the 51).
  const taxing = STATE_CODES.filter((c) => stateLaw(c, 2025).hasIncomeTax && stateLaw(c, 2026).hasIncomeTax);
  it.each(taxing.flatMap((s) => [2025, 2026].map((y) => [`${s} ${y}`, s, y] as const)))(
    '%s: nonresident and resident lines',
    (_l, code, year) => {
      const a = assignment({ state: code, location: 'Somewhere', base_pay: 200_000, ...Q1 });
      const shifted = {
        ...a,
        start_date: `${year}${a.start_date.slice(4)}`,
        end_date: `${year}${a.end_date.slice(4)}`,
      };
      // 1099: no reciprocity, so every state taxes and names its nonresident return
      const base = { year, today: `${year}-12-31`, employmentType: '1099' as const, assignments: [shifted] };
      const away = byState(stateIncome(computeYear(yearInput({ ...base, taxHome: taxHome('TX') }))), code);
      const home = byState(stateIncome(computeYear(yearInput({ ...base, taxHome: taxHome(code) }))), code);
      for (const text of [away.formName, away.formDescription, home.formName, home.formDescription]) {
        expect(text).not.toBeNull();
        expect(text).not.toMatch(RESEARCH);
      }
    },
  );

  it('PA nonresidents file the PA-40; MO and WI descriptions without the reference’s asides', () => {
    const line = (code: StateCode) =>
      byState(
        stateIncome(
          computeYear(
            yearInput({
              taxHome: taxHome('TX'),
              assignments: [assignment({ state: code, location: 'Somewhere', base_pay: 200_000, ...Q1 })],
            }),
          ),
        ),
        code,
      );
    expect(line('PA').formName).toBe('PA-40');
    expect(line('MO').formDescription).toBe('MO-NRI nonresident income percentage');
    expect(line('WI').formDescription).toBe('Nonresident/part-year return');
  });
});
