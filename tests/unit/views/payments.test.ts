import { describe, expect, it } from 'vitest';
import { dayNumber } from '@/lib/tax/engine/calendar';
import {
  assemblePayments,
  lineOfLocality,
  localWithheldByLine,
  type PaymentDocument,
  type PaymentsSources,
  saltPaidOf,
} from '@/lib/views/payments';

// The payments assembly (tax method v3): each expected figure with its hand computation beside it.

const span = (agency: string, state: 'CO' | 'TX', from: string, to: string, wages: number) => ({
  agency,
  state,
  dayRange: [dayNumber(from), dayNumber(to)] as const,
  wages,
});
const doc = (over: Partial<PaymentDocument>): PaymentDocument => ({
  id: 1,
  agency: 'Aya',
  kind: 'paystub',
  box1_wages: null,
  box2_federal_tax_withheld: null,
  state_lines: [],
  pay_date: null,
  ...over,
});
const sources = (over: Partial<PaymentsSources>): PaymentsSources => ({
  year: 2026,
  documents: [],
  // Jan 1 to Apr 10 (100 days) at 1,000,000 cents of wages; then a Texas contract of 700,000 in May.
  wages: [
    span('Aya', 'CO', '2026-01-01', '2026-04-10', 1_000_000),
    span('Aya', 'TX', '2026-05-01', '2026-05-31', 700_000),
  ],
  homeState: 'CO',
  spouse: { federalWithheld: null, stateWithheld: null },
  estimated: [],
  ...over,
});

describe('assemblePayments', () => {
  it.each([
    // Pay date Feb 19: 50 of the CO contract's 100 days are after it (Feb 20 to Apr 10), so 500,000 of
    // its wages and all 700,000 of May's are still to come; to date: box 1 = 500,000.
    // federal 60,000 + 60,000 × 1,200,000 / 500,000 = 60,000 + 144,000 = 204,000
    // CO 20,000 + 20,000 × 500,000 / 500,000 = 40,000 (only Colorado's wages grow Colorado's line)
    ['box 1 given', { box1_wages: 500_000 }, 204_000, 40_000],
    // Without box 1 the wages to date are the assignments' up to the pay date: 1,000,000 × 50 / 100 = 500,000.
    ['box 1 left out', {}, 204_000, 40_000],
    // Box 1 of 600,000 (a bonus paid early): 60,000 + 60,000 × 1,200,000 / 600,000 = 180,000
    ['a larger box 1', { box1_wages: 600_000 }, 180_000, 40_000],
  ])('projects a dated stub to December 31 (%s)', (_label, over, federal, co) => {
    const stub = doc({
      pay_date: '2026-02-19',
      box2_federal_tax_withheld: 60_000,
      state_lines: [{ state: 'CO', state_wages: 500_000, state_tax: 20_000 }],
      ...over,
    });
    const { payments, notes } = assemblePayments(sources({ documents: [stub] }));
    expect(payments.federalWithheld).toBe(federal);
    expect(payments.stateWithheld).toEqual({ CO: co });
    expect(notes[0]).toContain('projected from your pay stub of Feb 19, 2026');
  });

  it('takes the latest stub of an agency, counts an undated one as it stands, and a W-2 replaces them', () => {
    const early = doc({ id: 1, pay_date: '2026-02-19', box2_federal_tax_withheld: 1 });
    // Pay date Dec 31: nothing is still to come, so the year-to-date figure is the year's: 90,000.
    const late = doc({ id: 2, pay_date: '2026-12-31', box2_federal_tax_withheld: 90_000 });
    const undated = doc({ id: 3, agency: 'Cross Country', box2_federal_tax_withheld: 7_000 });
    let out = assemblePayments(sources({ documents: [late, early, undated] }));
    expect(out.payments.federalWithheld).toBe(97_000);
    expect(out.notes.join(' ')).toContain('from Cross Country has no pay date');
    const w2 = doc({ id: 4, kind: 'w2', agency: 'AYA, Inc.', box2_federal_tax_withheld: 95_000 });
    out = assemblePayments(sources({ documents: [late, w2, undated] }));
    expect(out.payments.federalWithheld).toBe(102_000); // 95,000 + the undated 7,000
  });

  it('adds the spouse: federal, and state to the home state (a note without one)', () => {
    const spouse = { federalWithheld: 300_000, stateWithheld: 100_000 };
    expect(assemblePayments(sources({ spouse })).payments).toMatchObject({
      federalWithheld: 300_000,
      stateWithheld: { CO: 100_000 },
    });
    const homeless = assemblePayments(sources({ spouse, homeState: null }));
    expect(homeless.payments.stateWithheld).toEqual({});
    expect(homeless.notes[0]).toContain('until you add your tax home');
  });

  it('sorts estimated payments: federal (no state) apart from each state', () => {
    const estimated = [
      { state: null, amount: 10_000 },
      { state: 'CO', amount: 4_000 },
      { state: null, amount: 5_000 },
    ];
    expect(assemblePayments(sources({ estimated })).payments).toMatchObject({
      federalEstimated: 15_000,
      stateEstimated: { CO: 4_000 },
    });
  });
});

describe('local withholding (W-2 boxes 18-20)', () => {
  const phl = (locality: string, local_tax: number) => ({ locality, local_wages: 2_340_000, local_tax });

  it('sums box 19 per box 20 name over W-2s and undated stubs; a W-2 replaces its agency’s stubs', () => {
    // W-2 (Aya) PHILA 803.00 + W-2 (Cross Country) "Phila." 100.00 = 903.00; Aya's stub (50.00) is replaced
    const w2 = doc({ id: 1, kind: 'w2', local_lines: [phl('PHILA', 80_300)] });
    const other = doc({ id: 2, kind: 'w2', agency: 'Cross Country', local_lines: [phl('Phila.', 10_000)] });
    const stub = doc({ id: 3, pay_date: '2026-02-19', local_lines: [phl('PHILA', 5_000)] });
    const out = assemblePayments(sources({ documents: [w2, other, stub] }));
    expect(out.localByName).toEqual([{ locality: 'PHILA', amount: 90_300 }]);
  });

  it('counts a dated stub’s local withholding as it stands, with a note (the place is not on the stub)', () => {
    // Feb 19: wages are still to come (see above), yet 250.00 stays 250.00
    const stub = doc({ pay_date: '2026-02-19', box1_wages: 500_000, local_lines: [phl('DENVER', 25_000)] });
    const out = assemblePayments(sources({ documents: [stub] }));
    expect(out.localByName).toEqual([{ locality: 'DENVER', amount: 25_000 }]);
    expect(out.notes.join(' ')).toContain('counts as of 2026-02-19, not projected');
  });

  const lines = [
    { id: 'PA-philadelphia', name: 'Philadelphia' },
    { id: 'OH-cleveland', name: 'Cleveland' },
    { id: 'OH-columbus', name: 'Columbus' },
    { id: 'NY-nyc', name: 'New York City' },
    { id: 'PA-lancaster-eit', name: 'Lancaster earned income tax' },
  ];
  it.each([
    // [box 20, line id]: the name, a prefix of 4+ letters either way, an alias, a PA home's municipality
    ['PHILADELPHIA', 'PA-philadelphia'],
    ['Phila', 'PA-philadelphia'],
    ['CLEV', 'OH-cleveland'],
    ['Cleveland City', 'OH-cleveland'],
    ['NYC', 'NY-nyc'],
    ['LANCASTER', 'PA-lancaster-eit'],
    // too short to tell ("CL"), or fits none
    ['CL', null],
    ['DETROIT', null],
    // "COLU" fits Columbus only; "C" fits nothing (under 4 letters)
    ['COLU', 'OH-columbus'],
    ['C', null],
  ])('box 20 "%s" pays %s', (box, id) => {
    expect(lineOfLocality(box, lines)).toBe(id);
  });

  it('leaves out a name that fits no line, with a note, never a guess', () => {
    const out = localWithheldByLine(
      [
        { locality: 'PHILA', amount: 90_300 },
        { locality: 'SCHOOL DIST 123', amount: 4_000 },
      ],
      lines,
    );
    expect(out.localWithheld).toEqual({ 'PA-philadelphia': 90_300 });
    expect(out.notes).toHaveLength(1);
    expect(out.notes[0]).toContain('“SCHOOL DIST 123”');
  });

  it('says Maryland’s local part is withheld inside box 17, counted under Maryland', () => {
    const county = [{ id: 'MD-baltimore-city', name: 'Baltimore City', state: 'MD', resident: true }];
    expect(localWithheldByLine([], county, { MD: 250_000 }).notes[0]).toContain(
      'includes its local part (Baltimore City)',
    );
    // a nonresident's 2.25% is withheld with the state tax too
    const nonresident = [
      { id: 'MD-nonresident', name: 'Maryland nonresident tax', state: 'MD', resident: false },
    ];
    expect(localWithheldByLine([], nonresident, { MD: 250_000 }).notes[0]).toContain(
      '(Maryland nonresident tax)',
    );
    // nothing withheld for Maryland, or no Maryland line: nothing to say
    expect(localWithheldByLine([], county, {}).notes).toEqual([]);
    const philly = [{ id: 'PA-philadelphia', name: 'Philadelphia', state: 'PA', resident: false }];
    expect(localWithheldByLine([], philly, { MD: 1 }).notes).toEqual([]);
  });
});

describe('saltPaidOf: the state and local income tax paid in the year (SALT, IRC 164(a))', () => {
  it('adds state and local withholding and state estimates, but not a Denver head tax', () => {
    const a = assemblePayments(
      sources({
        wages: [],
        documents: [
          doc({
            kind: 'w2',
            state_lines: [{ state: 'CO', state_wages: 5_000_000, state_tax: 210_000 }],
            local_lines: [
              { locality: 'DENVER OPT', local_wages: 5_000_000, local_tax: 6_900 },
              { locality: 'PHILA', local_wages: 1_000_000, local_tax: 34_300 },
            ],
          }),
        ],
        spouse: { federalWithheld: null, stateWithheld: 90_000 },
        estimated: [
          { state: 'CO', amount: 50_000 },
          { state: null, amount: 400_000 },
        ],
      }),
    );
    // withheld: CO 2,100 + the spouse's 900 (home CO) + Philadelphia 343 = 3,343 (Denver's 69 left out);
    // estimated: CO 500 (the federal 4,000 is not a state tax)
    expect(saltPaidOf(a, true)).toEqual({ withheld: 334_300, estimated: 50_000 });
    expect(saltPaidOf(a, true, 120_000)).toEqual({
      withheld: 334_300,
      estimated: 50_000,
      priorYearBalance: 120_000,
    });
  });

  it('is undefined when nothing was entered: the computed tax then stands in', () => {
    expect(saltPaidOf(assemblePayments(sources({ wages: [] })), false)).toBeUndefined();
  });

  it('with only last year’s balance entered, the computed tax stands in for the year’s own payments', () => {
    expect(saltPaidOf(assemblePayments(sources({ wages: [] })), false, 120_000)).toEqual({
      withheld: 0,
      estimated: 0,
      priorYearBalance: 120_000,
      computedStandsIn: true,
    });
  });
});
