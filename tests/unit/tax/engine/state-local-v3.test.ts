import { describe, expect, it } from 'vitest';
import { computeYear } from '@/lib/tax/engine';
import { exemptionCredits } from '@/lib/tax/engine/state-rules';
import { stateLaw } from '@/lib/tax/law';
import type { FilingStatus, StateCode } from '@/lib/tax/law/types';
import type { AssignmentInput, TaxHomeInput, YearInput } from '@/lib/tax/engine/types';
import { assignment, yearInput } from './fixtures/builders';

// Tax method version 3, states and locals (docs/tax-method.md §4a, §4b): each expected value with its hand
// computation from the reference (states-v3.json, local.json) beside it. W-2, single, no stipends unless given.

const home = (state: StateCode, city: string, zip: string | null = null): TaxHomeInput => ({
  state,
  city,
  zip,
});
const work = (
  state: StateCode,
  location: string,
  start: string,
  end: string,
  weekly: number,
  zip: string | null = null,
): AssignmentInput =>
  assignment({ state, location, zip, start_date: start, end_date: end, base_pay: weekly });
const year = (
  y: number,
  taxHomeIn: TaxHomeInput | null,
  assignments: AssignmentInput[],
  more: Partial<YearInput> = {},
) => computeYear(yearInput({ year: y, today: `${y}-12-31`, taxHome: taxHomeIn, assignments, ...more }));
const stateTax = (r: ReturnType<typeof computeYear>, s: StateCode) =>
  r.states.lines.find((l) => l.state === s);
const local = (r: ReturnType<typeof computeYear>, id: string) => r.locals.lines.find((l) => l.id === id);

describe('Ohio: nothing up to $26,050, then a base amount (ORC 5747.02(A)(3)(c), HB 96)', () => {
  it.each([
    // 10 weeks (70 days) × weekly pay; Ohio's $2,400 exemption
    // 20,000 - 2,400 = 17,600 ≤ 26,050 → 0 (v2's first-band rate taxed it: 17,600 × 1.27448% = 224.31)
    ['$20,000', 200_000, 0],
    // 30,000 - 2,400 = 27,600: 332.00 + round((27,600 - 26,050) × 2.75% = 42.625) = 332.00 + 42.63 = 374.63
    ['$30,000', 300_000, 37_463],
    // 13,000 - 2,400 = 10,600 → 0 (the example: v2 said 135.09)
    ['$13,000', 130_000, 0],
  ])('Ohio home, %s of wages in 2026', (_label, weekly, expected) => {
    const r = year(2026, home('OH', 'Lima'), [work('OH', 'Lima', '2026-03-01', '2026-05-09', weekly)]);
    expect(stateTax(r, 'OH')?.tax).toBe(expected);
  });

  it('2025 above $100,000: the statutory $2,394.32 base, not continuous with the band below', () => {
    // 52 weeks × 2,000 = 104,000 (364 days); MAGI over 80,000: the $1,900 exemption (ORC 5747.025(B));
    // 104,000 - 1,900 = 102,100: 2,394.32 + round(2,100 × 3.125% = 65.625) = 2,394.32 + 65.63 = 2,459.95
    const r = year(2025, home('OH', 'Lima'), [work('OH', 'Lima', '2025-01-01', '2025-12-30', 200_000)]);
    expect(stateTax(r, 'OH')?.tax).toBe(245_995);
  });
});

describe("Ohio's personal exemption by MAGI (ORC 5747.025(B): $2,400 to $40,000, $2,150 to $80,000, $1,900 above)", () => {
  it.each([
    // 2026, 10 weeks (70 days) at weekly pay = 10 × weekly of wages, Ohio home and work
    // 39,000 ≤ 40,000: 2,400 → 36,600: 332.00 + round(10,550 × 2.75% = 290.125) = 332.00 + 290.13 = 622.13
    ['$39,000', 390_000, 62_213],
    // exactly 40,000: still 2,400 → 37,600: 332.00 + round(11,550 × 2.75% = 317.625) = 649.63
    ['$40,000', 400_000, 64_963],
    // 41,000 > 40,000: 2,150 → 38,850: 332.00 + 12,800 × 2.75% = 352.00 → 684.00 (at $2,400: 677.13)
    ['$41,000', 410_000, 68_400],
    // 81,000 > 80,000: 1,900 → 79,100: 332.00 + round(53,050 × 2.75% = 1,458.875) = 1,790.88 (at $2,400:
    // 1,777.13, the issue's $13.75 short)
    ['$81,000', 810_000, 179_088],
  ])('%s of MAGI in 2026', (_label, weekly, expected) => {
    const r = year(2026, home('OH', 'Lima'), [work('OH', 'Lima', '2026-03-01', '2026-05-09', weekly)]);
    expect(stateTax(r, 'OH')?.tax).toBe(expected);
  });

  it.each([
    // One exemption per person on the return (ORC 5747.025; IT 1040 line 4: exemptions × the amount).
    // 10 weeks × 6,000 = 60,000 of MAGI: $2,150 each. Single: 57,850: 332.00 + 31,800 × 2.75% = 874.50 → 1,206.50
    ['single', 'single', 0, 120_650],
    // joint: 2 × 2,150 = 4,300 → 55,700: 332.00 + round(29,650 × 2.75% = 815.375) = 1,147.38
    ['joint', 'married_joint', 0, 114_738],
    // joint with two dependents: 4 × 2,150 = 8,600 → 51,400: 332.00 + round(25,350 × 2.75% = 697.125) = 1,029.13
    ['joint, two children', 'married_joint', 2, 102_913],
  ] as const)('2026, $60,000, %s', (_label, filingStatus, children, expected) => {
    const r = year(2026, home('OH', 'Lima'), [work('OH', 'Lima', '2026-03-01', '2026-05-09', 600_000)], {
      filingStatus,
      ...(children > 0 ? { household: { dependentsUnder17: children } } : {}),
    });
    expect(stateTax(r, 'OH')?.tax).toBe(expected);
  });

  it('none above $500,000 of MAGI in 2026', () => {
    // 10 weeks × 50,100 = 501,000 > 500,000: no exemption: 332.00 + round((501,000 - 26,050) × 2.75%
    // = 13,061.125) = 13,393.13 (2026 has one rate above 26,050)
    const r = year(2026, home('OH', 'Lima'), [work('OH', 'Lima', '2026-03-01', '2026-05-09', 5_010_000)]);
    expect(stateTax(r, 'OH')?.tax).toBe(1_339_313);
  });
});

describe("California's personal exemption credit (RTC 17054, 17054.1)", () => {
  it('52 weeks at $1,923.08: $5,207.99 of tax less the $153 credit = $5,054.99', () => {
    // 52 × 1,923.08 = 100,000.16; - 5,706 = 94,294.16: 110.79 + 303.70 + 607.52 + 965.40 + 1,214.56
    //   + (94,294.16 - 72,724) × 9.3% = 2,006.02488 → 5,207.99488 → 5,207.99; - 153.00 = 5,054.99
    const r = year(2026, home('CA', 'Redding'), [work('CA', 'Redding', '2026-01-01', '2026-12-30', 192_308)]);
    expect(stateTax(r, 'CA')?.tax).toBe(505_499);
  });

  const credit = stateLaw('CA', 2025).exemptionCredit;
  if (!credit) throw new Error('CA 2025 has an exemption credit');
  it.each<[string, FilingStatus, number, number, number]>([
    // [label, status, federal AGI $, dependents, credit ¢]
    ['at the threshold', 'single', 252_203, 0, 15_300], // no excess → 153
    ['one cent over', 'single', 252_203.01, 0, 14_700], // ceil(0.01 / 2,500) = 1 step → 153 - 6 = 147
    ['one full step', 'single', 254_703, 0, 14_700], // excess 2,500 → 1 step → 147
    ['a step and a dollar', 'single', 254_704, 0, 14_100], // ceil(2,501 / 2,500) = 2 → 153 - 12 = 141
    ['far above', 'single', 400_000, 0, 0], // ceil(147,797 / 2,500) = 60 steps → 360 > 153 → 0
    ['separate: $1,250 steps', 'married_separate', 254_703, 0, 14_100], // ceil(2,500 / 1,250) = 2 → 141
    // joint: two personal credits, each reduced: 2 × (153 - 6) = 294; dependents 2 × (475 - 6) = 938
    ['joint with two dependents', 'married_joint', 504_412, 2, 29_400 + 93_800],
    ['joint below', 'married_joint', 100_000, 2, 30_600 + 95_000], // 306 + 2 × 475
  ])('%s', (_label, status, agiDollars, dependents, expected) => {
    const facts = { year: 2025, filingStatus: status, household: { dependentsUnder17: dependents } };
    expect(exemptionCredits(credit, Math.round(agiDollars * 100), facts)).toBe(expected);
  });
});

describe("the household on the return (version 3): a joint spouse's wages and ages enter the state base", () => {
  it("Pennsylvania home, joint: 3.07% of the nurse's 23,400 plus the spouse's 50,000", () => {
    // (23,400 + 50,000) × 3.07% = 2,253.38; the local EIT stays on the nurse's own wages: 23,400 × 1% = 234.00
    const r = year(
      2025,
      home('PA', 'Altoona'),
      [work('TX', 'Houston', '2025-01-05', '2025-04-05', 180_000)],
      {
        filingStatus: 'married_joint',
        household: { spouseWages: 5_000_000 },
      },
    );
    expect(stateTax(r, 'PA')).toMatchObject({ tax: 225_338, taxedIncome: 7_340_000 });
    expect(local(r, 'PA-altoona-eit')?.tax).toBe(23_400);
  });

  it('California: a 65-year-old adds a $153 credit', () => {
    // 2026 Redding, 52 weeks at $1,923.08 (above): 5,207.99 - 153 - 153 = 4,901.99
    const r = year(
      2026,
      home('CA', 'Redding'),
      [work('CA', 'Redding', '2026-01-01', '2026-12-30', 192_308)],
      {
        household: { birthYear: 1961 },
      },
    );
    expect(stateTax(r, 'CA')?.tax).toBe(490_199);
  });

  it("a year without assignments: the household's income is taxed by the home state and city, no item shares it", () => {
    // Before: the state and local lines split their tax over no assignment, and the computation threw.
    for (const [state, city] of [
      ['NY', 'New York'],
      ['MD', 'Baltimore'],
      ['IN', 'Indianapolis'],
    ] as const) {
      for (const employmentType of ['w2', '1099'] as const) {
        const r = year(2025, home(state, city), [], {
          employmentType,
          filingStatus: 'married_joint',
          household: { spouseWages: 5_000_000, otherIncome: 2_835_110 },
        });
        expect(r.items).toEqual([]);
        expect(stateTax(r, state)?.tax).toBeGreaterThan(0);
        expect(r.locals.totalTax).toBeGreaterThan(0);
        expect(r.federal.returnTax).toBeGreaterThan(0);
        // the worker earned nothing: no share of the return is hers
        expect(r.totals.totalTax).toBe(0);
      }
    }
  });
});

describe('Virginia-Maryland reciprocity: only without an abode 183 days or more (VA Tax Bulletin 06-8)', () => {
  // Maryland home (Baltimore City by its ZIP), one Virginia contract from January 1 at $2,100 a week.
  const md = home('MD', 'Baltimore', '21201');
  it('150 days: Virginia exempts the wages; Maryland taxes them with Baltimore City', () => {
    // 2,100 × 150 / 7 = 45,000.00; VA 0 (reciprocity, Form VA-4)
    // MD: 45,000 - 6,550 = 38,450: 20 + 30 + 40 + (38,450 - 3,000) × 4.75% = 1,683.875 → 1,773.875 → 1,773.88
    // Baltimore City: 38,450 × 3.2% = 1,230.40
    const r = year(2026, md, [work('VA', 'Richmond', '2026-01-01', '2026-05-30', 210_000)]);
    expect(stateTax(r, 'VA')).toMatchObject({ tax: 0, days: 150, reciprocity: { exempt: true } });
    expect(stateTax(r, 'MD')?.tax).toBe(177_388);
    expect(local(r, 'MD-baltimore-city')).toMatchObject({ resident: true, tax: 123_040 });
  });

  it('200 days: the agreement does not cover the worker; Virginia taxes, Maryland credits it', () => {
    // 2,100 × 200 / 7 = 60,000.00; VA: 60,000 - 9,680 = 50,320: 60 + 60 + 600 + 33,320 × 5.75% = 1,915.90
    //   → 2,635.90; × 60,000 / 60,000 = 2,635.90
    // MD: R = T(60,000 - 6,550 = 53,450) = 90 + 50,450 × 4.75% = 2,396.375 → 2,486.375 → 2,486.38;
    //   credit min(2,635.90, 2,486.38) = 2,486.38 → 0. Baltimore City: 53,450 × 3.2% = 1,710.40, less the
    //   county credit (Tax-Gen 10-703(e), 502CR Part A): min(2,635.90 - 2,486.38 = 149.52, 1,710.40 × 60,000 /
    //   60,000) = 149.52 → 1,560.88
    const r = year(2026, md, [work('VA', 'Richmond', '2026-01-01', '2026-07-19', 210_000)]);
    const va = stateTax(r, 'VA');
    expect(va).toMatchObject({ tax: 263_590, days: 200, reciprocity: { exempt: false } });
    expect(va?.reciprocity.reason).toContain('200 days');
    expect(stateTax(r, 'MD')?.tax).toBe(0);
    expect(local(r, 'MD-baltimore-city')).toMatchObject({ tax: 156_088, credit: 14_952 });
    expect(r.locals.notes.join(' ')).not.toMatch(/Maryland.*credit/);
  });
});

describe("DC does not tax a nonresident's pay for services there (Home Rule Act § 602(a)(5))", () => {
  const dc = work('DC', 'Washington', '2026-01-04', '2026-04-04', 200_000);
  it.each<[string, Partial<YearInput>, string]>([
    ['W-2, Virginia home', { taxHome: home('VA', 'Richmond') }, 'D-4A'],
    ['W-2, no tax home', { taxHome: null }, 'DC does not tax'],
    ['1099, Virginia home', { taxHome: home('VA', 'Richmond'), employmentType: '1099' }, 'DC does not tax'],
  ])('%s: DC 0', (_label, more, reason) => {
    const r = year(2026, null, [dc], more);
    const line = stateTax(r, 'DC');
    expect(line).toMatchObject({ tax: 0, reciprocity: { exempt: true }, filingRequired: false });
    expect(line?.reciprocity.reason).toContain(reason);
  });
});

describe('local taxes', () => {
  it('Philadelphia nonresident: 13 weeks at $1,800 in 2026 at 3.43%', () => {
    // 13 × 1,800 = 23,400.00 × 3.43% = 802.62 (the issue's $803); a New Jersey home
    const r = year(2026, home('NJ', 'Cherry Hill'), [
      work('PA', 'Philadelphia', '2026-01-04', '2026-04-04', 180_000),
    ]);
    expect(r.locals.lines).toEqual([
      expect.objectContaining({ id: 'PA-philadelphia', resident: false, income: 2_340_000, tax: 80_262 }),
    ]);
    expect(r.totals.localTax).toBe(80_262);
    expect(r.totals.totalTax).toBe(
      r.totals.federalTax + r.totals.stateTax + r.totals.localTax + r.totals.ficaTax + r.totals.seTax,
    );
  });

  it('Philadelphia resident: all wages, by the rate of each day (3.75% to June 30, 2025, then 3.74%)', () => {
    // 23,400 over 91 days (May 4 - Aug 2): 58 days → round(23,400 × 58/91) = 14,914.29 × 3.75% = 559.29;
    // 33 days → 8,485.71 × 3.74% = 317.365554 → 317.37; total 876.66
    const r = year(2025, home('PA', 'Philadelphia'), [
      work('TX', 'Houston', '2025-05-04', '2025-08-02', 180_000),
    ]);
    expect(local(r, 'PA-philadelphia')).toMatchObject({ resident: true, tax: 87_666 });
  });

  it('Philadelphia in 2024 (a year without state tables): 3.75% before and after July 1, 2024', () => {
    // 2024-03-03..2024-06-01: 23,400 × 3.75% = 877.50 (the FY2024 period, from 2023-07-01)
    const r = year(2024, home('PA', 'Philadelphia'), [
      work('TX', 'Houston', '2024-03-03', '2024-06-01', 180_000),
    ]);
    expect(local(r, 'PA-philadelphia')?.tax).toBe(87_750);
  });

  it('Philadelphia from July 1, 2026: no published rate, the last one is used with a note', () => {
    // 2026-07-05..2026-10-03: 23,400 × 3.74% = 875.16
    const r = year(2026, home('PA', 'Philadelphia'), [
      work('TX', 'Houston', '2026-07-05', '2026-10-03', 180_000),
    ]);
    expect(local(r, 'PA-philadelphia')?.tax).toBe(87_516);
    expect(r.notes).toContainEqual(expect.stringMatching(/Philadelphia has not published .* Jul 1, 2026;/));
  });

  it.each([
    // Cleveland, 2.5%, a Florida home: 14 days (≤ 20) → not taxed by Cleveland
    ['14 days', '2026-03-01', '2026-03-14', null],
    // 91 days: days 21..91 = 71 of 91: round(23,400 × 71 / 91) = 18,257.14 × 2.5% = 456.4285 → 456.43
    ['91 days', '2026-03-01', '2026-05-30', 45_643],
  ])('an Ohio city (ORC 718.011), %s', (_label, start, end, expected) => {
    const r = year(2026, home('FL', 'Ocala'), [work('OH', 'Cleveland', start, end, 180_000)]);
    expect(local(r, 'OH-cleveland')?.tax ?? null).toBe(expected);
  });

  it('Maryland nonresident: 2.25% of the Maryland share of its taxable income, no county tax', () => {
    // Texas home; Baltimore 13 × 1,800 = 23,400; MD taxable 23,400 - 6,550 = 16,850 × 23,400/23,400 × 2.25% = 379.125 → 379.13
    // MD state: 90 + (16,850 - 3,000) × 4.75% = 657.875 → 747.875 → 747.88
    const r = year(2026, home('TX', 'Lubbock'), [
      work('MD', 'Baltimore', '2026-01-04', '2026-04-04', 180_000),
    ]);
    expect(stateTax(r, 'MD')?.tax).toBe(74_788);
    expect(r.locals.lines).toEqual([
      expect.objectContaining({ id: 'MD-nonresident', resident: false, tax: 37_913 }),
    ]);
  });

  it('Indiana: the county of the assignment worked on January 1 (a Texas home)', () => {
    // Indianapolis (46204, Marion County) 2024-12-01..2025-02-28: 59 days in 2025 → 2,100 × 59/7 = 17,700.00
    // Marion 2.02% × (17,700 - 1,000 exemption) = 337.34; the same contract from January 5: no county tax
    const jan1 = work('IN', 'Indianapolis', '2024-12-01', '2025-02-28', 210_000, '46204');
    const later = work('IN', 'Indianapolis', '2025-01-05', '2025-03-04', 210_000, '46204');
    expect(local(year(2025, home('TX', 'Lubbock'), [jan1]), 'IN-marion-county')).toMatchObject({
      resident: false,
      tax: 33_734,
    });
    expect(year(2025, home('TX', 'Lubbock'), [later]).locals.lines).toEqual([]);
  });

  it('New York City resident (Brooklyn by its ZIP): the NYC brackets on NY taxable income', () => {
    // Houston 13 × 1,800 = 23,400; NY taxable 23,400 - 8,000 = 15,400:
    // 12,000 × 3.078% = 369.36 + 3,400 × 3.762% = 127.908 → 497.268 → 497.27
    const r = year(2025, home('NY', 'Brooklyn', '11201'), [
      work('TX', 'Houston', '2025-01-05', '2025-04-05', 180_000),
    ]);
    expect(local(r, 'NY-nyc')).toMatchObject({ resident: true, tax: 49_727 });
  });

  it.each<[string, TaxHomeInput, AssignmentInput, string, boolean, number]>([
    // [label, home, assignment (13 weeks at $1,800 = 23,400 unless said), line id, resident, tax ¢]
    // Columbus, days 21..91: round(23,400 × 71/91) = 18,257.14 × 2.5% = 456.4285 → 456.43
    [
      'Columbus nonresident',
      home('OH', 'Cleveland'),
      work('OH', 'Columbus', '2026-03-01', '2026-05-30', 180_000),
      'OH-columbus',
      false,
      45_643,
    ],
    // Cleveland: 23,400 × 2.5% = 585.00, credit min(456.43, round(18,257.14 × 2.5% × 100%) = 456.43) → 128.57
    [
      'Cleveland resident after its credit',
      home('OH', 'Cleveland'),
      work('OH', 'Columbus', '2026-03-01', '2026-05-30', 180_000),
      'OH-cleveland',
      true,
      12_857,
    ],
    // Detroit: (23,400 - 600 exemption) × 2.4% = 547.20
    [
      'Detroit resident',
      home('MI', 'Detroit'),
      work('TX', 'Houston', '2025-01-05', '2025-04-05', 180_000),
      'MI-detroit',
      true,
      54_720,
    ],
    // Grand Rapids nonresident: 23,400 × 0.75% = 175.50
    [
      'Grand Rapids nonresident',
      home('TX', 'Lubbock'),
      work('MI', 'Grand Rapids', '2025-01-05', '2025-04-05', 180_000),
      'MI-grand-rapids',
      false,
      17_550,
    ],
    // Louisville Metro (Jefferson County by ZIP 40202), a Texas home: 23,400 × 1.45% = 339.30
    [
      'Louisville nonresident',
      home('TX', 'Lubbock'),
      work('KY', 'Louisville', '2025-01-05', '2025-04-05', 180_000, '40202'),
      'KY-louisville',
      false,
      33_930,
    ],
    // Yonkers nonresident: 23,400 is over 20,000 and at most 30,000 → exclusion 1,000: 22,400 × 0.5% = 112.00
    [
      'Yonkers nonresident',
      home('NJ', 'Cherry Hill'),
      work('NY', 'Yonkers', '2025-01-05', '2025-04-05', 180_000, '10701'),
      'NY-yonkers',
      false,
      11_200,
    ],
    // Kansas City resident working in Texas: 23,400 × 1% = 234.00
    [
      'Kansas City resident',
      home('MO', 'Kansas City'),
      work('TX', 'Houston', '2025-01-05', '2025-04-05', 180_000),
      'MO-kansas-city',
      true,
      23_400,
    ],
    // Pittsburgh, a New Jersey home (non-PA resident): 1% = 234.00
    [
      'Pittsburgh nonresident',
      home('NJ', 'Cherry Hill'),
      work('PA', 'Pittsburgh', '2025-01-05', '2025-04-05', 180_000),
      'PA-pittsburgh',
      false,
      23_400,
    ],
    // Denver OPT: days in January, February, March and April 2025 → 4 × 5.75 = 23.00
    [
      'Denver occupational privilege tax',
      home('TX', 'Lubbock'),
      work('CO', 'Denver', '2025-01-05', '2025-04-05', 180_000),
      'CO-denver',
      false,
      2_300,
    ],
    // Altoona PA home, Philadelphia work: Philadelphia 23,400 × 3.44% = 804.96; home EIT 1% = 234.00 less the
    // credit min(234.00, 804.96, 1% of the Philadelphia wages = 234.00) = 0
    [
      'PA home EIT after the Philadelphia credit',
      home('PA', 'Altoona'),
      work('PA', 'Philadelphia', '2025-01-05', '2025-04-05', 180_000),
      'PA-philadelphia',
      false,
      80_496,
    ],
  ])('%s', (_label, h, a, id, resident, tax) => {
    const r = year(Number(a.start_date.slice(0, 4)), h, [a]);
    expect(local(r, id)).toMatchObject({ resident, tax });
  });

  it('no local tax anywhere: the v2 figures and one note saying none applies', () => {
    const r = year(2025, home('TX', 'Lubbock'), [work('CA', 'Redding', '2025-01-05', '2025-04-05', 180_000)]);
    expect(r.locals.lines).toEqual([]);
    expect(r.totals.localTax).toBe(0);
    expect(r.notes[0]).toMatch(/^No local income tax applies/);
  });

  it('a place in a state with city taxes but no table says so', () => {
    const r = year(2025, home('OH', 'Lima'), [work('TX', 'Houston', '2025-01-05', '2025-04-05', 180_000)]);
    expect(r.notes).toContain('Lima, OH may levy a city income tax; it is not included in these figures.');
  });
});

describe('resident credits for local tax paid elsewhere (v3 §4b, researched rules)', () => {
  // 13 weeks at $1,800 = 23,400 unless said; Ohio work cities tax from day 21: round(23,400 × 71/91) = 18,257.14
  const ohioSpring = work('OH', 'Columbus', '2026-03-01', '2026-05-30', 180_000);
  const clevelandSpring = work('OH', 'Cleveland', '2026-03-01', '2026-05-30', 180_000);

  it.each<[string, TaxHomeInput, AssignmentInput, string, number, number]>([
    // [label, home, assignment, home line id, tax ¢, credit ¢]
    // Columbus (Income Tax Division "Tax Facts": 100% of the work city's tax, up to 2.5%): 23,400 × 2.5% =
    // 585.00; Cleveland 18,257.14 × 2.5% = 456.43; credit min(456.43, 18,257.14 × 2.5% = 456.43) → 128.57
    [
      'Columbus home, Cleveland contract',
      home('OH', 'Columbus'),
      clevelandSpring,
      'OH-columbus',
      12_857,
      45_643,
    ],
    // Youngstown (Codified Ordinances 181.15: 100%, up to its own tax on that income): 23,400 × 2.75% = 643.50;
    // credit min(456.43, 18,257.14 × 2.75% = 502.07) = 456.43 → 187.07
    [
      'Youngstown home, Columbus contract',
      home('OH', 'Youngstown'),
      ohioSpring,
      'OH-youngstown',
      18_707,
      45_643,
    ],
    // Akron: terms not in the tables → no credit: 23,400 × 2.5% = 585.00 (and a note)
    ['Akron home, Columbus contract', home('OH', 'Akron'), ohioSpring, 'OH-akron', 58_500, 0],
    // Pittsburgh 3% (Act 32; credit for local tax paid in another state up to the EIT on that income):
    // 23,400 × 3% = 702.00; Wilmington nonresident 23,400 × 1.25% = 292.50; credit min(702.00, 292.50, 702.00)
    [
      'Pittsburgh home, Wilmington DE contract',
      home('PA', 'Pittsburgh'),
      work('DE', 'Wilmington', '2025-01-05', '2025-04-05', 180_000),
      'PA-pittsburgh',
      40_950,
      29_250,
    ],
  ])('%s', (_label, h, a, id, tax, credit) => {
    const r = year(a.start_date.startsWith('2025') ? 2025 : 2026, h, [a]);
    expect(local(r, id)).toMatchObject({ resident: true, tax, credit });
  });

  it('a Michigan home city taxed beside a work city of its state names the credit it may give', () => {
    // Detroit resident (23,400 - 600) × 2.4% = 547.20 and Grand Rapids nonresident 23,400 × 0.75% = 175.50, both
    const r = year(2025, home('MI', 'Detroit'), [
      work('MI', 'Grand Rapids', '2025-01-05', '2025-04-05', 180_000),
    ]);
    expect(local(r, 'MI-detroit')).toMatchObject({ tax: 54_720, credit: 0 });
    expect(local(r, 'MI-grand-rapids')?.tax).toBe(17_550);
    expect(r.locals.notes.join(' ')).toContain('Detroit may give its residents a credit');
  });

  it.each<[string, TaxHomeInput, AssignmentInput, boolean]>([
    // Pittsburgh's 3% beside Philadelphia's wage tax (outside Act 32): a credit may exist, named
    [
      'Pittsburgh home, Philadelphia contract',
      home('PA', 'Pittsburgh'),
      work('PA', 'Philadelphia', '2025-01-05', '2025-04-05', 180_000),
      true,
    ],
    // Act 32 already charges only the excess over the home rate at a Pennsylvania work place: nothing to name
    [
      'Lancaster home, Pittsburgh contract',
      home('PA', 'Lancaster'),
      work('PA', 'Pittsburgh', '2025-01-05', '2025-04-05', 180_000),
      false,
    ],
  ])('%s: a note on the home credit %s', (_label, h, a, named) => {
    const r = year(2025, h, [a]);
    expect(r.locals.notes.some((n) => n.includes('may give its residents a credit'))).toBe(named);
  });

  it('Akron names the credit it may give instead of a silent 0', () => {
    const r = year(2026, home('OH', 'Akron'), [ohioSpring]);
    expect(r.locals.notes.join(' ')).toContain('Akron may give its residents a credit');
  });

  it('Indiana county tax less local tax paid outside Indiana (IT-40 Schedule 6 line 1)', () => {
    // Indianapolis (Marion County 2.02% in 2025), Philadelphia 2025-01-05..04-05: 23,400 × 3.44% = 804.96
    // Marion: IN taxable 23,400 - 1,000 exemption = 22,400 × 2.02% = 452.48;
    // credit = least of 804.96 (paid), 23,400 × 2.02% = 472.68, 452.48 (the county tax) = 452.48 → 0
    const r = year(2025, home('IN', 'Indianapolis', '46204'), [
      work('PA', 'Philadelphia', '2025-01-05', '2025-04-05', 180_000),
    ]);
    expect(local(r, 'PA-philadelphia')?.tax).toBe(80_496);
    expect(local(r, 'IN-marion-county')).toMatchObject({ resident: true, tax: 0, credit: 45_248 });
    expect(r.locals.notes.join(' ')).not.toContain('Indiana may give a credit');
  });
});

describe('the county of a place: the ZIP-to-county table (SimpleMaps 2024), or the county given', () => {
  // A Michigan resident (no city tax at home) working from January 1 in Indiana: Indiana's county tax of the
  // county worked on January 1 (45 IAC 3.1-4-2), whatever the MI-IN reciprocity does to the state tax.
  const fromJan1 = (zip: string, county?: string) =>
    year(2025, home('MI', 'Traverse City'), [
      // 70 days at 4,000 a week = 40,000 of Indiana wages
      {
        ...work('IN', 'Fort Wayne', '2025-01-01', '2025-03-11', 400_000, zip),
        ...(county ? { county } : {}),
      },
    ]);

  it('Fort Wayne 46802 is Allen County: 1.59% × (40,000 - the 1,000 Indiana exemption) = 620.10', () => {
    // the GSA file gives this ZIP no county (Fort Wayne is a standard-rate area): it was 0 before
    expect(local(fromJan1('46802'), 'IN-allen-county')).toMatchObject({ resident: false, tax: 62_010 });
  });

  it.each([
    // 46240 lies in Marion (the larger share) and Hamilton counties (Indianapolis, 2025)
    ['the primary county', undefined, 'IN-marion-county', 78_780], // 2.02% × 39,000 = 787.80
    ['the county given', 'Hamilton', 'IN-hamilton-county', 42_900], // 1.1% × 39,000 = 429.00
  ])('46240: %s', (_label, county, id, tax) => {
    const work46240 = year(2025, home('MI', 'Traverse City'), [
      {
        ...work('IN', 'Indianapolis', '2025-01-01', '2025-03-11', 400_000, '46240'),
        ...(county ? { county } : {}),
      },
    ]);
    expect(local(work46240, id)).toMatchObject({ tax });
  });
});

describe("Philadelphia's Net Profits Tax on 1099 work (Philadelphia Code 19-1500), not the Wage Tax", () => {
  // 70 days in Philadelphia at 15,000 a week = 150,000 of 1099 pay, 10,000 of expenses linked to it.
  const philly = (y: number) =>
    assignment({
      id: 9101,
      state: 'PA',
      location: 'Philadelphia',
      start_date: `${y}-03-01`,
      end_date: `${y}-05-09`,
      base_pay: 1_500_000,
    });
  const linked = { 9101: { expenses: 1_000_000, meals: 0, deductibleMiles: 0, mileageDeduction: 0 } };
  const contractor = (
    y: number,
    taxHome: TaxHomeInput,
    { assignments = [], ...more }: Partial<YearInput> = {},
  ) => year(y, taxHome, [philly(y), ...assignments], { employmentType: '1099', linked, ...more });

  it('a nonresident: 3.43% (2025) of the net profit earned there', () => {
    // net profit P = 150,000 - 10,000 = 140,000, all of it Philadelphia's: 3.43% × 140,000 = 4,802.00
    // (the Wage Tax on the gross pay would have been about 3.43% - 3.44% × 150,000)
    expect(local(contractor(2025, home('NJ', 'Cherry Hill')), 'PA-philadelphia')).toMatchObject({
      resident: false,
      income: 14_000_000,
      tax: 480_200,
    });
  });

  it('a nonresident with work elsewhere: the Philadelphia share of the net profit', () => {
    // + 70 days in Houston at 10,000 a week = 100,000, and 20,000 of costs linked to nothing:
    // P = 250,000 - 10,000 - 20,000 = 220,000; weights 140,000 (Philadelphia) and 100,000;
    // base round(220,000 × 140,000 / 240,000) = 128,333.33; 3.43% → 4,401.833 → 4,401.83
    const r = contractor(2025, home('NJ', 'Cherry Hill'), {
      assignments: [work('TX', 'Houston', '2025-06-01', '2025-08-09', 1_000_000)],
      unlinked: { expenses: 2_000_000, meals: 0, mileageDeduction: 0 },
    });
    expect(local(r, 'PA-philadelphia')).toMatchObject({ income: 12_833_333, tax: 440_183 });
  });

  it('a resident: 3.74% (2025) of the whole net profit', () => {
    // P = 140,000: 3.74% × 140,000 = 5,236.00
    expect(local(contractor(2025, home('PA', 'Philadelphia')), 'PA-philadelphia')).toMatchObject({
      resident: true,
      income: 14_000_000,
      tax: 523_600,
    });
  });

  it('2026: the 2025 rates stand in, and a note says so', () => {
    const r = contractor(2026, home('NJ', 'Cherry Hill'));
    expect(local(r, 'PA-philadelphia')?.tax).toBe(480_200); // 3.43% × 140,000
    expect(r.notes).toContain(
      'Philadelphia has not published its 2026 net profits tax rates; the 2025 rate (3.43%) is used.',
    );
  });
});

describe("Pennsylvania's local services tax (Act 7 of 2007: $52 a year, $1 a weekly paycheck)", () => {
  const nj = home('NJ', 'Cherry Hill');
  it.each([
    // [label, work, expected LST lines]
    // 91 days = 13 weeks in Pittsburgh at 2,000 a week (26,000 ≥ 12,000): 52 × 13 / 52 = 13.00
    [
      '13 weeks in Pittsburgh',
      [work('PA', 'Pittsburgh', '2025-03-02', '2025-05-31', 200_000)],
      [['PA-pittsburgh-lst', 1_300]],
    ],
    // a whole year: 365 days = 53 weeks or part, capped at the year's 52.00
    [
      'a year in Pittsburgh',
      [work('PA', 'Pittsburgh', '2025-01-01', '2025-12-31', 200_000)],
      [['PA-pittsburgh-lst', 5_200]],
    ],
    // 28 days at 2,000 a week = 8,000 < 12,000: exempt
    ['under $12,000 there', [work('PA', 'Pittsburgh', '2025-03-02', '2025-03-29', 200_000)], []],
    // 30 weeks in Pittsburgh (30.00), then 30 in Reading: only 22.00 left of the year's 52.00
    [
      'two municipalities: one $52 a year',
      [
        work('PA', 'Pittsburgh', '2025-01-05', '2025-08-02', 200_000),
        work('PA', 'Reading', '2025-08-03', '2025-12-31', 200_000),
      ],
      [
        ['PA-pittsburgh-lst', 3_000],
        ['PA-reading-lst', 2_200],
      ],
    ],
  ] as const)('%s', (_label, assignments, expected) => {
    const r = year(2025, nj, [...assignments]);
    const lst = r.locals.lines.filter((l) => l.id.endsWith('-lst')).map((l) => [l.id, l.tax]);
    expect(lst).toEqual(expected);
  });

  it('is a head tax: not in SALT; elsewhere in Pennsylvania a note names it', () => {
    const r = computeYear({
      ...yearInput({
        year: 2025,
        today: '2025-12-31',
        taxHome: nj,
        assignments: [
          work('PA', 'Pittsburgh', '2025-03-02', '2025-05-31', 200_000),
          work('PA', 'Harrisburg', '2025-06-01', '2025-08-30', 200_000),
        ],
      }),
      household: { propertyTaxes: 2_000_000 },
    });
    const incomeTaxes =
      r.states.totalTax + r.locals.lines.filter((l) => !l.id.endsWith('-lst')).reduce((s, l) => s + l.tax, 0);
    expect(r.federal.saltDeduction).toBe(2_000_000 + incomeTaxes);
    expect(r.notes).toContain(
      'Harrisburg, PA may levy Pennsylvania’s local services tax (up to $52 a year, withheld from your pay); it is not included in these figures.',
    );
  });
});
