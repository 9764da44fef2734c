// The spouse's local line (W-2 boxes 18-20, issue 39; docs/tax-method.md §4b) and Philadelphia in a year
// with a W-2 and a 1099 contract. A city wage tax is each earner's own: on a joint return the spouse's is a
// line of its own, figured on box 18 at the household's resident or nonresident rate; box 19 pays it and
// counts in SALT. Hand computations beside each expected value (rates: lib/tax/law/data/local.json).
import { describe, expect, it } from 'vitest';
import type { HouseholdInput, SaltPaidInput } from '@/lib/tax/engine/household';
import { localIncomeTax } from '@/lib/tax/engine/local-lines';
import { computeYear } from '@/lib/tax/engine/year';
import type { FilingStatus, StateCode } from '@/lib/tax/law/types';
import { localWithheldByLine } from '@/lib/views/payments';
import { assignment, taxHome, w2AndContract, yearInput } from './fixtures/builders';

// 2025: the worker's 70 days at 1,500 a week (10,500 of wages) in Harrisburg, PA.
const run = (
  home: [StateCode, string],
  spouseLocal: HouseholdInput['spouseLocal'],
  more: { filingStatus?: FilingStatus; saltPaid?: SaltPaidInput; household?: HouseholdInput } = {},
) =>
  computeYear({
    ...yearInput({
      year: 2025,
      filingStatus: more.filingStatus ?? 'married_joint',
      taxHome: taxHome(...home),
      assignments: [
        assignment({
          state: 'PA',
          location: 'Harrisburg',
          start_date: '2025-03-01',
          end_date: '2025-05-09',
          base_pay: 150_000,
        }),
      ],
    }),
    household: { spouseWages: 8_000_000, ...more.household, ...(spouseLocal ? { spouseLocal } : {}) },
    ...(more.saltPaid ? { saltPaid: more.saltPaid } : {}),
  });
const line = (r: ReturnType<typeof computeYear>, id: string) => r.locals.lines.find((l) => l.id === id);

describe("the spouse's Philadelphia Wage Tax (box 18 at the household's rate, 2025)", () => {
  // 80,000 of box 18 wages over 2025's 365 days: 181 to June 30, 184 from July 1:
  // round(8,000,000 × 181 / 365) = 3,967,123; round(8,000,000 × 184 / 365) = 4,032,877
  it('a Philadelphia household: the resident rates, 3.75% then 3.74%', () => {
    // 3,967,123 × 3.75% = 148,767.11 → 148,767; 4,032,877 × 3.74% = 150,829.60 → 150,830; 299,597
    const r = run(['PA', 'Philadelphia'], { locality: 'PHILA', wages: 8_000_000, withheld: 299_597 });
    expect(line(r, 'PA-philadelphia-spouse')).toMatchObject({
      name: 'Philadelphia (your spouse’s wages)',
      resident: true,
      income: 8_000_000,
      tax: 299_597,
      itemIndexes: [],
    });
    // The worker's own line is apart from it: her wages only (10 weeks × 1,500 = 15,000; 3.75% = 562.50).
    expect(line(r, 'PA-philadelphia')).toMatchObject({ income: 1_500_000, tax: 56_250 });
    // No assignment carries the spouse's tax: the items' local tax is the worker's line alone.
    expect(r.items.map((it) => it.localTax)).toEqual([56_250]);
    expect(r.locals.totalTax).toBe(56_250 + 299_597);
  });

  it('a household outside Philadelphia: the nonresident rates, 3.44% then 3.43%', () => {
    // 3,967,123 × 3.44% = 136,469.03 → 136,469; 4,032,877 × 3.43% = 138,327.68 → 138,328; 274,797
    const r = run(['NJ', 'Cherry Hill'], { locality: 'Philadelphia', wages: 8_000_000, withheld: 0 });
    expect(line(r, 'PA-philadelphia-spouse')).toMatchObject({ resident: false, tax: 274_797 });
  });

  it('a city of the flat tables in the household’s state (Pittsburgh, 1% nonresident) on box 18', () => {
    // A Harrisburg home: 50,000 × 1% = 500.00
    const r = run(['PA', 'Harrisburg'], { locality: 'PITTSBURGH', wages: 5_000_000, withheld: 45_000 });
    expect(line(r, 'PA-pittsburgh-spouse')).toMatchObject({ resident: false, tax: 50_000 });
  });

  it('a city of another state is not guessed from box 20: what was withheld stands in', () => {
    // A Florida household's "SPRINGFIELD" is not Michigan's Springfield (0.5%)
    const r = run(['FL', 'Tampa'], { locality: 'SPRINGFIELD', wages: 5_000_000, withheld: 12_000 });
    expect(r.locals.lines.map((l) => [l.id, l.tax])).toEqual([['FL-springfield-spouse', 12_000]]);
  });

  it('a place without a rate: what was withheld stands in, and a note says so', () => {
    const r = run(['PA', 'Harrisburg'], { locality: 'LOWER MERION', wages: 5_000_000, withheld: 41_300 });
    expect(line(r, 'PA-lower-merion-spouse')).toMatchObject({ tax: 41_300, itemIndexes: [] });
    expect(r.notes).toContain(
      'Your spouse’s local tax for “LOWER MERION” is taken to be what their employer withheld (W-2 box 19): we have no rate for that place.',
    );
  });

  it('New York City: the resident tax already counts the spouse’s wages, so no line of its own', () => {
    const r = run(['NY', 'New York'], { locality: 'NYC', wages: 8_000_000, withheld: 250_000 });
    expect(r.locals.lines.map((l) => l.id)).toContain('NY-nyc');
    expect(r.locals.lines.some((l) => l.id.endsWith('-spouse'))).toBe(false);
    // and box 19 pays the household's line
    const paid = localWithheldByLine([], r.locals.lines, {}, { locality: 'NYC', amount: 250_000 });
    expect(paid.localWithheld).toEqual({ 'NY-nyc': 250_000 });
  });

  it('a worker’s own line of the same place is not the spouse’s: Denver’s head tax is each employee’s', () => {
    // She works in Denver (its occupational privilege tax, $5.75 a month worked); the spouse's box 20 says DENVER
    const r = computeYear({
      ...yearInput({
        year: 2025,
        filingStatus: 'married_joint',
        taxHome: taxHome('CO', 'Denver'),
        assignments: [
          assignment({
            state: 'CO',
            location: 'Denver',
            start_date: '2025-03-01',
            end_date: '2025-05-09',
            base_pay: 150_000,
          }),
        ],
      }),
      household: {
        spouseWages: 5_000_000,
        spouseLocal: { locality: 'DENVER', wages: 5_000_000, withheld: 6_900 },
      },
    });
    const own = r.locals.lines.find((l) => l.id.startsWith('CO-denver') && !l.id.endsWith('-spouse'));
    expect(own).toBeDefined();
    expect(line(r, 'CO-denver-spouse')).toMatchObject({
      name: 'Denver occupational privilege tax (your spouse’s)',
      tax: 6_900,
      itemIndexes: [],
    });
    const paid = localWithheldByLine([], r.locals.lines, {}, { locality: 'DENVER', amount: 6_900 });
    expect(paid.localWithheld).toEqual({ 'CO-denver-spouse': 6_900 });
    // A head tax, not an income tax: what SALT counts leaves it out (IRC 164(a)(3)), the worker's too
    expect(localIncomeTax(r.locals.lines)).toBe(0);
    expect(r.locals.totalTax).toBeGreaterThan(6_900);
  });

  it('not on a separate return: the spouse’s tax is theirs alone', () => {
    const r = run(
      ['PA', 'Philadelphia'],
      { locality: 'PHILA', wages: 8_000_000, withheld: 299_597 },
      {
        filingStatus: 'married_separate',
      },
    );
    expect(line(r, 'PA-philadelphia-spouse')).toBeUndefined();
  });

  it('box 19 pays the spouse’s line, the worker’s box 19 her own', () => {
    const r = run(['PA', 'Philadelphia'], { locality: 'PHILA', wages: 8_000_000, withheld: 299_597 });
    const paid = localWithheldByLine(
      [{ locality: 'PHILADELPHIA', amount: 56_250 }],
      r.locals.lines,
      {},
      {
        locality: 'PHILA',
        amount: 299_597,
      },
    );
    expect(paid).toEqual({
      localWithheld: { 'PA-philadelphia': 56_250, 'PA-philadelphia-spouse': 299_597 },
      notes: [],
    });
  });
});

describe("SALT counts the spouse's box 19 on a joint return (IRC 164(a))", () => {
  const paid: SaltPaidInput = { withheld: 500_000, estimated: 0, spouseLocalWithheld: 299_597 };
  const household: HouseholdInput = { propertyTaxes: 1_000_000, mortgageInterest: 2_000_000 };
  it('joint: 5,000 withheld + the spouse’s 2,995.97 + 10,000 of property tax = 17,995.97', () => {
    const r = run(
      ['PA', 'Philadelphia'],
      { locality: 'PHILA', wages: 8_000_000, withheld: 299_597 },
      {
        saltPaid: paid,
        household,
      },
    );
    expect(r.federal).toMatchObject({ itemizes: true, saltDeduction: 1_799_597 });
    expect(r.notes.join(' ')).toMatch(/\$7,995\.97 withheld/);
  });

  it('separate: the spouse’s withholding is not this return’s: 5,000 + 10,000 = 15,000', () => {
    const r = run(
      ['PA', 'Philadelphia'],
      { locality: 'PHILA', wages: 8_000_000, withheld: 299_597 },
      {
        filingStatus: 'married_separate',
        saltPaid: paid,
        household,
      },
    );
    expect(r.federal).toMatchObject({ itemizes: true, saltDeduction: 1_500_000 });
  });
});

describe('Philadelphia in a year with a W-2 and a 1099 contract (Phila. Code 19-1502(2))', () => {
  it('the Wage Tax on the W-2 wages and the Net Profits Tax on the 1099 profit, on one line', () => {
    // W-2: 91 days (13 weeks) at 1,800 = 23,400, Jan 5 - Apr 5, 2025: nonresident 3.44% = 804.96
    // 1099: 70 days (10 weeks) at 15,000 = 150,000, less 10,000 of linked costs = 140,000 of profit:
    // NPT nonresident 2025 3.43% = 4,802.00. One line: 804.96 + 4,802.00 = 5,606.96 on 23,400 + 140,000
    const r = computeYear(
      yearInput({
        year: 2025,
        taxHome: taxHome('NJ', 'Cherry Hill'),
        ...w2AndContract(
          { state: 'PA', location: 'Philadelphia', base_pay: 180_000 },
          { state: 'PA', location: 'Philadelphia', base_pay: 1_500_000 },
          1_000_000,
        ),
      }),
    );
    expect(line(r, 'PA-philadelphia')).toMatchObject({
      resident: false,
      income: 2_340_000 + 14_000_000,
      tax: 80_496 + 480_200,
      itemTax: [80_496, 480_200],
    });
    expect(r.items.map((it) => it.localTax)).toEqual([80_496, 480_200]);
  });
});
