import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

const expense = (category: string, amount: number) => ({ date: '2026-03-02', category, amount });

describe('GET /expenses/receipt-flags', () => {
  it("flags the caller's expenses by the same rule as the audit hint, and no one else's", async () => {
    const u = await newUser();
    const other = await newUser();
    const ids: Record<string, number> = {};
    for (const [name, body] of Object.entries({
      under: expense('supplies', 7499),
      at75: expense('supplies', 7500),
      lodging: expense('lodging', 1000),
      meals: expense('meals', 1500),
    })) {
      ids[name] = (await u.call('POST', '/api/v1/expenses', { body })).body.id;
    }
    await other.call('POST', '/api/v1/expenses', { body: expense('lodging', 5000) });

    const res = await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026');
    expect(res.status).toBe(200);
    const codes = Object.fromEntries(
      res.body.items.map((i: { expenseId: number; code: string }) => [i.expenseId, i.code]),
    );
    // New users are W-2 by default: meals are flagged as not deductible.
    expect(codes).toEqual({
      [ids.at75!]: 'no_receipt_75',
      [ids.lodging!]: 'lodging_without_receipt',
      [ids.meals!]: 'w2_meals',
    });

    // The database filter behind the audit hint counts the same three.
    const dash = await u.call('GET', '/api/v1/dashboard');
    const hint = dash.body.auditReadiness.criteria.find((c: { key: string }) => c.key === 'expenses_tracked');
    expect(hint.hint).toMatch(/3 expenses would not pass an audit/);

    const theirs = await other.call('GET', '/api/v1/expenses/receipt-flags?year=2026');
    expect(theirs.body.items).toHaveLength(1);
    expect((await u.call('GET', '/api/v1/expenses/receipt-flags?year=abc')).status).toBe(400);
  });
});
