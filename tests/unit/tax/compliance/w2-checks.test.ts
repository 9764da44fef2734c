import { describe, expect, it } from 'vitest';
import { incomeDocumentWarnings, type W2Boxes } from '@/lib/tax/compliance/w2-checks';

// The W-2 checks (General Instructions for Forms W-2 and W-3, boxes 1-6; IRC 3101, 3102(f)(1)): box 2 not
// above box 1; box 4 = 6.2% of box 3 up to the wage base ($184,500 in 2026, $176,100 in 2025: Rev. Proc.
// figures in lib/tax/law/data/federal.json); box 6 = 1.45% of box 5 plus 0.9% above $200,000. Within $1.00
// of the rate is payroll rounding, not a warning.

const w2 = (over: Partial<W2Boxes>): W2Boxes => ({
  year: 2026,
  kind: 'w2',
  box1_wages: null,
  box2_federal_tax_withheld: null,
  box3_social_security_wages: null,
  box4_social_security_tax_withheld: null,
  box5_medicare_wages: null,
  box6_medicare_tax_withheld: null,
  ...over,
});

const codes = (d: W2Boxes) => incomeDocumentWarnings(d).map((w) => w.code);

type Case = [label: string, doc: W2Boxes, expected: string[]];

const cases: Case[] = [
  // Box 2 against box 1
  [
    'box 2 $45,000 above box 1 $31,200',
    w2({ box1_wages: 3_120_000, box2_federal_tax_withheld: 4_500_000 }),
    ['withheld_over_wages'],
  ],
  [
    'box 2 equal to box 1 (odd, not impossible)',
    w2({ box1_wages: 3_120_000, box2_federal_tax_withheld: 3_120_000 }),
    [],
  ],
  [
    'box 2 one cent above box 1',
    w2({ box1_wages: 3_120_000, box2_federal_tax_withheld: 3_120_001 }),
    ['withheld_over_wages'],
  ],
  ['box 1 missing: nothing to compare', w2({ box2_federal_tax_withheld: 4_500_000 }), []],

  // Box 4 = 6.2% of box 3, box 3 up to the wage base
  // 6.2% × $48,000.00 = $2,976.00 exactly
  [
    'box 4 at 6.2% of $48,000',
    w2({ box3_social_security_wages: 4_800_000, box4_social_security_tax_withheld: 297_600 }),
    [],
  ],
  // $2,977.00 is $1.00 off: rounding over a year of paychecks
  [
    'box 4 $1.00 off',
    w2({ box3_social_security_wages: 4_800_000, box4_social_security_tax_withheld: 297_700 }),
    [],
  ],
  // $2,977.01 is $1.01 off
  [
    'box 4 $1.01 off',
    w2({ box3_social_security_wages: 4_800_000, box4_social_security_tax_withheld: 297_701 }),
    ['social_security_tax_off_rate'],
  ],
  // $2,000.00 typed for $2,976.00
  [
    'box 4 far below the rate',
    w2({ box3_social_security_wages: 4_800_000, box4_social_security_tax_withheld: 200_000 }),
    ['social_security_tax_off_rate'],
  ],
  // At the 2026 wage base: 6.2% × $184,500.00 = $11,439.00
  [
    'box 3 at the 2026 wage base, box 4 $11,439.00',
    w2({ box3_social_security_wages: 18_450_000, box4_social_security_tax_withheld: 1_143_900 }),
    [],
  ],
  // One cent past the base: still min($184,500.01, $184,500) × 6.2% = $11,439.00
  [
    'box 3 one cent past the base, box 4 $11,439.00',
    w2({ box3_social_security_wages: 18_450_001, box4_social_security_tax_withheld: 1_143_900 }),
    [],
  ],
  // $190,000 of box 3: capped at the base, $11,439.00; 6.2% of the whole $190,000 ($11,780.00) is $341.00 too much
  [
    'box 3 past the base, box 4 taxed on all of it',
    w2({ box3_social_security_wages: 19_000_000, box4_social_security_tax_withheld: 1_178_000 }),
    ['social_security_tax_off_rate'],
  ],
  [
    'box 3 past the base, box 4 at the cap',
    w2({ box3_social_security_wages: 19_000_000, box4_social_security_tax_withheld: 1_143_900 }),
    [],
  ],
  // 2025's base is $176,100: 6.2% = $10,918.20; 2026's cap ($11,439.00) is $520.80 too much in 2025
  [
    '2025: box 4 at the 2025 cap',
    w2({ year: 2025, box3_social_security_wages: 19_000_000, box4_social_security_tax_withheld: 1_091_820 }),
    [],
  ],
  [
    '2025: box 4 at the 2026 cap',
    w2({ year: 2025, box3_social_security_wages: 19_000_000, box4_social_security_tax_withheld: 1_143_900 }),
    ['social_security_tax_off_rate'],
  ],

  // Box 6 = 1.45% of box 5 (+ 0.9% above $200,000)
  // 1.45% × $48,000.00 = $696.00
  [
    'box 6 at 1.45% of $48,000',
    w2({ box5_medicare_wages: 4_800_000, box6_medicare_tax_withheld: 69_600 }),
    [],
  ],
  // $697.01: $1.01 off
  [
    'box 6 $1.01 off',
    w2({ box5_medicare_wages: 4_800_000, box6_medicare_tax_withheld: 69_701 }),
    ['medicare_tax_off_rate'],
  ],
  // At $200,000.00: 1.45% = $2,900.00, nothing above the threshold
  ['box 5 at $200,000', w2({ box5_medicare_wages: 20_000_000, box6_medicare_tax_withheld: 290_000 }), []],
  // $200,000.01: 1.45% = $2,900.000145 → $2,900.00; 0.9% × $0.01 → $0.00
  [
    'box 5 one cent past $200,000',
    w2({ box5_medicare_wages: 20_000_001, box6_medicare_tax_withheld: 290_000 }),
    [],
  ],
  // $250,000: 1.45% = $3,625.00 + 0.9% × $50,000 = $450.00 → $4,075.00
  [
    'box 5 $250,000 with the 0.9%',
    w2({ box5_medicare_wages: 25_000_000, box6_medicare_tax_withheld: 407_500 }),
    [],
  ],
  // ... and without it: $450.00 short
  [
    'box 5 $250,000 without the 0.9%',
    w2({ box5_medicare_wages: 25_000_000, box6_medicare_tax_withheld: 362_500 }),
    ['medicare_tax_off_rate'],
  ],

  // Which documents
  [
    'a 1099 has no W-2 boxes to check',
    w2({ kind: '1099_nec', box1_wages: 100, box2_federal_tax_withheld: 200 }),
    [],
  ],
  // A pay stub's year to date cannot withhold more than it paid either; its payroll boxes are not checked
  [
    'a pay stub: box 2 above box 1',
    w2({
      kind: 'paystub',
      box1_wages: 100_000,
      box2_federal_tax_withheld: 150_000,
      box3_social_security_wages: 100_000,
      box4_social_security_tax_withheld: 1,
    }),
    ['withheld_over_wages'],
  ],
  // 2020 has no wage base in the tables: box 4 and box 6 are not guessed at, box 2 still is checked
  [
    '2020: only box 2 is checked',
    w2({
      year: 2020,
      box1_wages: 100,
      box2_federal_tax_withheld: 200,
      box3_social_security_wages: 4_800_000,
      box4_social_security_tax_withheld: 1,
      box5_medicare_wages: 4_800_000,
      box6_medicare_tax_withheld: 1,
    }),
    ['withheld_over_wages'],
  ],
  // All three at once, in box order
  [
    'all three',
    w2({
      box1_wages: 100,
      box2_federal_tax_withheld: 200,
      box3_social_security_wages: 4_800_000,
      box4_social_security_tax_withheld: 1,
      box5_medicare_wages: 4_800_000,
      box6_medicare_tax_withheld: 1,
    }),
    ['withheld_over_wages', 'social_security_tax_off_rate', 'medicare_tax_off_rate'],
  ],
];

describe('incomeDocumentWarnings', () => {
  it.each(cases)('%s', (_label, doc, expected) => {
    expect(codes(doc)).toEqual(expected);
  });

  it('names the amounts in the app’s money format, at the box they are about', () => {
    const [box2] = incomeDocumentWarnings(
      w2({ box1_wages: 3_120_000, box2_federal_tax_withheld: 4_500_000 }),
    );
    expect(box2).toEqual({
      field: 'box2_federal_tax_withheld',
      code: 'withheld_over_wages',
      message:
        'Box 2 ($45,000.00) is more than box 1 ($31,200.00): an employer cannot withhold more federal tax ' +
        'than it paid. Check it against the form: if the form says so too, ask the employer for a corrected ' +
        'W-2 (Form W-2c).',
    });
    const [box4] = incomeDocumentWarnings(
      w2({ box3_social_security_wages: 19_000_000, box4_social_security_tax_withheld: 1_178_000 }),
    );
    expect(box4?.field).toBe('box4_social_security_tax_withheld');
    expect(box4?.message).toMatch(
      /^Box 4 should be 6\.2% of box 3 up to the 2026 wage base of \$184,500\.00: \$11,439\.00, not \$11,780\.00\. /,
    );
    const [box6] = incomeDocumentWarnings(
      w2({ box5_medicare_wages: 25_000_000, box6_medicare_tax_withheld: 362_500 }),
    );
    expect(box6?.field).toBe('box6_medicare_tax_withheld');
    expect(box6?.message).toMatch(
      /^Box 6 should be 1\.45% of box 5 \(\$250,000\.00\) plus 0\.9% of the \$50,000\.00 above \$200,000\.00: \$4,075\.00, not \$3,625\.00\. /,
    );
  });
});
