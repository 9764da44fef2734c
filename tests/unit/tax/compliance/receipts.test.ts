import { describe, expect, it } from 'vitest';
import { auditReadiness, receiptFlag } from '@/lib/tax/compliance';

// IRS Publication 463, chapter 5: no receipt is needed only for an expense "other than lodging, [that] is
// less than $75" (Treas. Reg. 1.274-5(c)(2)(iii): "any other expenditure of $75 or more" needs one).
const code = (category: string, amount: number, hasReceipt = false, employment: 'w2' | '1099' = '1099') =>
  receiptFlag({ category, amount, hasReceipt }, employment)?.code ?? null;

describe('receiptFlag', () => {
  it('$74.99 without a receipt passes; $75.00 and $75.01 need one', () => {
    expect(code('supplies', 7499)).toBeNull();
    expect(code('supplies', 7500)).toBe('no_receipt_75');
    expect(code('supplies', 7501)).toBe('no_receipt_75');
  });
  it('a receipt clears the $75 rule', () => {
    expect(code('supplies', 7501, true)).toBeNull();
  });
  it('lodging needs a receipt at any amount', () => {
    expect(code('lodging', 100)).toBe('lodging_without_receipt');
    expect(code('lodging', 100, true)).toBeNull();
  });
  it("a W-2 worker's meals are flagged even with a receipt; a 1099 worker's under $75 are not", () => {
    expect(code('meals', 1200, true, 'w2')).toBe('w2_meals');
    expect(code('meals', 1200, false, '1099')).toBeNull();
    expect(code('meals', 9000, false, '1099')).toBe('no_receipt_75');
  });
  it('says what to do', () => {
    const f = receiptFlag({ category: 'lodging', amount: 5000, hasReceipt: false }, 'w2');
    expect(f?.action).toMatch(/^Attach the receipt/);
  });
});

// "Expenses tracked" reads the flags' rule: it is met only when no expense is flagged, and says how many are.
type Case = [
  label: string,
  employment: 'w2' | '1099',
  expenses: [string, number, boolean][],
  flagged: number,
];
const expenseCases: Case[] = [
  // $74.99 supplies (under $75) and lodging with its receipt: nothing flagged
  [
    '1099, nothing to fix',
    '1099',
    [
      ['supplies', 7499, false],
      ['lodging', 48000, true],
    ],
    0,
  ],
  // $75.00 supplies without a receipt (Treas. Reg. 1.274-5(c)(2)(iii)): 1
  [
    '1099, $75.00 without a receipt',
    '1099',
    [
      ['supplies', 7500, false],
      ['supplies', 7499, false],
    ],
    1,
  ],
  // lodging at $10 without a receipt + a $90 meal without one; the $15 meal passes: 2
  [
    '1099, lodging and a $90 meal',
    '1099',
    [
      ['lodging', 1000, false],
      ['meals', 9000, false],
      ['meals', 1500, false],
    ],
    2,
  ],
  // W-2: both meals (one with a receipt) and the lodging; the $1 supplies pass: 3
  [
    'W-2, meals and lodging',
    'w2',
    [
      ['meals', 1500, true],
      ['meals', 9000, false],
      ['lodging', 1000, false],
      ['supplies', 100, false],
    ],
    3,
  ],
  // W-2: every expense flagged
  ['W-2, all flagged', 'w2', [['meals', 1200, true]], 1],
];

describe('"Expenses tracked" counts exactly what the receipt flags count', () => {
  const base = {
    today: '2026-11-26',
    taxHome: null,
    assignments: [],
    taxHomeCostCount: 1,
    mileageTripCount: 1,
  };
  it.each(expenseCases)('%s', (_label, employment, rows, flagged) => {
    const expenses = rows.map(([category, amount, hasReceipt]) => ({ category, amount, hasReceipt }));
    const count = expenses.filter((e) => receiptFlag(e, employment) !== null).length;
    expect(count).toBe(flagged);
    const c = auditReadiness({
      ...base,
      employmentType: employment,
      expenseCount: expenses.length,
      receiptsNeeded: count,
    }).criteria.find((x) => x.key === 'expenses_tracked');
    expect(c?.passed).toBe(flagged === 0);
    if (flagged === 0) {
      expect(c?.hint).toBe(
        `${expenses.length} expense${expenses.length === 1 ? '' : 's'} recorded, each with what an audit needs`,
      );
    } else {
      expect(c?.hint).toMatch(
        new RegExp(`^${flagged} of ${expenses.length} expenses? would not pass an audit`),
      );
      // A 1099 contractor's meals are deductible: the hint names only the missing receipts.
      expect(c?.hint.includes('W-2')).toBe(employment === 'w2');
    }
  });
  it('no expense at all: the usual prompt', () => {
    const c = auditReadiness({ ...base, expenseCount: 0, receiptsNeeded: 0 }).criteria.find(
      (x) => x.key === 'expenses_tracked',
    );
    expect(c).toMatchObject({ passed: false, hint: 'Record an expense (travel, licensing, supplies...)' });
  });
});
