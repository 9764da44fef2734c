import { describe, expect, it } from 'vitest';
import { gsaByMonth } from '@/lib/tax/engine';
import {
  gsaExcessCause,
  gsaExcessNote,
  monthList,
  type GsaExcessCause,
} from '@/lib/tax/compliance/gsa-excess';

// The cause of a GSA excess, read from the engine's month-by-month test (docs/tax-method.md §6).

const month = (m: string, weeklyRate: number, excess: number) => ({
  month: m,
  days: 30,
  lodging: 0,
  mie: 0,
  weeklyRate,
  excess,
});
const gsaTest = (weeklyAllowance: number, months: ReturnType<typeof month>[], checked = true) => ({
  checked,
  weeklyAllowance,
  months,
});

type Case = [
  label: string,
  g: ReturnType<typeof gsaTest>,
  among: string[] | undefined,
  want: GsaExcessCause | null,
];

const cases: Case[] = [
  ['no excess in any month', gsaTest(2000_00, [month('2026-03', 2100_00, 0)]), undefined, null],
  ['not checked (Alaska)', gsaTest(2000_00, [month('2026-03', 0, 500)], false), undefined, null],
  // $2,100 a week of rate over $2,000 of stipends: only the first and last day (75% M&IE) are above it
  [
    'only the end days',
    gsaTest(2000_00, [month('2026-03', 2100_00, 12_50), month('2026-04', 2100_00, 8_00)]),
    undefined,
    { kind: 'first_last_day', months: ['2026-03', '2026-04'] },
  ],
  // April's $1,700 is below $2,200 (its excess), March's $2,758 is not: a lower rate in April
  [
    'a seasonal rate',
    gsaTest(2200_00, [
      month('2026-03', 2758_00, 0),
      month('2026-04', 1700_00, 2100_00),
      month('2026-05', 1708_00, 2000_00),
    ]),
    undefined,
    { kind: 'lower_gsa_rate', months: ['2026-04', '2026-05'], lowestRate: 1700_00, highestRate: 2758_00 },
  ],
  // every month below $2,200: above the rate all along, at most $1,708
  [
    'above the rate all along',
    gsaTest(2200_00, [month('2026-08', 1708_00, 863_43), month('2026-09', 1600_00, 2108_57)]),
    undefined,
    { kind: 'above_gsa_rate', months: ['2026-08', '2026-09'], highestRate: 1708_00 },
  ],
  // the extension's added months only: November is not among them
  [
    'among the added months',
    gsaTest(2060_00, [
      month('2026-11', 2170_00, 0),
      month('2026-12', 1736_00, 1434_86),
      month('2027-01', 1736_00, 1434_86),
    ]),
    ['2027-01'],
    { kind: 'lower_gsa_rate', months: ['2027-01'], lowestRate: 1736_00, highestRate: 2170_00 },
  ],
  ['among months without excess', gsaTest(2060_00, [month('2026-12', 1736_00, 1434_86)]), ['2026-11'], null],
];

describe('gsaExcessCause', () => {
  it.each(cases)('%s', (_label, g, among, want) => {
    expect(gsaExcessCause(g, among && new Set(among))).toEqual(want);
  });

  it("Philadelphia from Sep 6 to Dec 5, 2026: December's lower rate, from the engine's own test", () => {
    // GSA FY2026/FY2027 Philadelphia: lodging $218 in September to November, $156 in December; M&IE $92.
    // $2,060 a week of stipends = $294.2857 a day. December: rate $248, 4 full days × $46.2857 + Dec 5 (last
    // day, $156 + 75% × $92 = $225) $69.2857 = $254.43. September: Sep 6 (first day, $218 + $69 = $287)
    // $7.2857 = $7.29, every other day at $310 has none. Whole contract: $261.71 (rounded once).
    const g = gsaByMonth({
      zip: '19104',
      location: 'Philadelphia',
      state: 'PA',
      start_date: '2026-09-06',
      end_date: '2026-12-05',
      housing_stipend: 150_000,
      mie_stipend: 56_000,
    });
    expect(g.months.map((m) => [m.month, m.weeklyRate, m.excess])).toEqual([
      ['2026-09', 217_000, 729],
      ['2026-10', 217_000, 0],
      ['2026-11', 217_000, 0],
      ['2026-12', 173_600, 25_443],
    ]);
    expect(g.excess).toBe(26_171);
    const cause = gsaExcessCause(g);
    expect(cause).toEqual({
      kind: 'lower_gsa_rate',
      months: ['2026-12'],
      lowestRate: 173_600,
      highestRate: 217_000,
    });
    expect(gsaExcessNote(cause!, g.weeklyAllowance)).toBe(
      'The GSA rate here is lower in December 2026: $1,736.00 a week at the lowest, below your $2,060.00 of ' +
        "weekly stipends. In the contract's other months it is up to $2,170.00 a week and they fit under it.",
    );
  });
});

describe('gsaExcessNote', () => {
  it('says each cause with its figures', () => {
    expect(
      gsaExcessNote({ kind: 'above_gsa_rate', months: ['2026-08'], highestRate: 170_800 }, 220_000),
    ).toBe(
      'Your $2,200.00 of weekly stipends are above the GSA rate here in every month of the contract: it is at ' +
        'most $1,708.00 a week.',
    );
    expect(gsaExcessNote({ kind: 'first_last_day', months: ['2026-03'] }, 200_000)).toBe(
      'On the first and last day of a contract the GSA rate counts only part of the meals and incidentals ' +
        'rate (they are travel days), and your $2,000.00 of weekly stipends are above it on those days.',
    );
  });
});

describe('monthList', () => {
  it.each([
    [['2026-05'], 'May 2026'],
    [['2026-09', '2026-10'], 'September and October 2026'],
    [['2026-05', '2026-07'], 'May and July 2026'],
    [['2026-05', '2026-07', '2026-09'], 'May, July and September 2026'],
    [['2026-09', '2026-10', '2026-11'], 'the months from September to November 2026'],
    [['2026-12', '2027-01'], 'December 2026 and January 2027'],
    [['2026-12', '2027-01', '2027-02', '2027-03'], 'the months from December 2026 to March 2027'],
  ])('%j → %s', (months, words) => {
    expect(monthList(months)).toBe(words);
  });
});
