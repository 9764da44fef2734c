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

describe('the audit hint names the expenses to fix', () => {
  const input = {
    today: '2026-11-26',
    taxHome: null,
    assignments: [],
    taxHomeCostCount: 1,
    expenseCount: 5,
    mileageTripCount: 1,
  };
  const hint = (over: object) =>
    auditReadiness({ ...input, ...over }).criteria.find((c) => c.key === 'expenses_tracked');
  it('with none to fix, the count alone; with some, how many and where, still passing', () => {
    expect(hint({})?.hint).toBe('5 expenses recorded');
    expect(hint({ receiptsNeeded: 0 })?.hint).toBe('5 expenses recorded');
    expect(hint({ receiptsNeeded: 1 })).toMatchObject({
      passed: true,
      hint: '5 expenses recorded; 1 expense would not pass an audit as recorded: see the flags on your expense list',
    });
  });
  it('no expense at all: the usual prompt', () => {
    expect(hint({ expenseCount: 0, receiptsNeeded: 0 })?.passed).toBe(false);
  });
});
