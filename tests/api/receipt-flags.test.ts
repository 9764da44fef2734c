import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { receiptFlag } from '@/lib/tax/compliance';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

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

    // The database filter behind "Expenses tracked" counts the same three, and the criterion is not met.
    const dash = await u.call('GET', '/api/v1/dashboard');
    const hint = dash.body.auditReadiness.criteria.find((c: { key: string }) => c.key === 'expenses_tracked');
    expect(res.body.total).toBe(3);
    expect(hint.passed).toBe(false);
    expect(hint.hint).toMatch(/^3 of 4 expenses would not pass an audit/);

    const theirs = await other.call('GET', '/api/v1/expenses/receipt-flags?year=2026');
    expect(theirs.body.items).toHaveLength(1);
    expect((await u.call('GET', '/api/v1/expenses/receipt-flags?year=abc')).status).toBe(400);
  });

  it('"Expenses tracked" on the dashboard and the tax estimate counts what the flags count, and is met once they are fixed', async () => {
    const u = await newUser(); // W-2
    const ids: number[] = [];
    for (const body of [
      expense('lodging', 4000), // flagged: lodging without a receipt
      expense('supplies', 12000), // flagged: $120 without a receipt
      expense('meals', 1800), // flagged: a W-2 worker's meal
      expense('supplies', 2500), // fine: under $75
      expense('travel', 7499), // fine: $74.99
    ]) {
      ids.push((await u.call('POST', '/api/v1/expenses', { body })).body.id);
    }
    const criterion = async (path: string) => {
      const res = await u.call('GET', path);
      expect(res.status, path).toBe(200);
      return res.body.auditReadiness.criteria.find((c: { key: string }) => c.key === 'expenses_tracked');
    };
    const flags = async () => (await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026')).body.total;
    expect(await flags()).toBe(3);
    for (const path of ['/api/v1/dashboard', '/api/v1/tax-estimate?year=2026']) {
      const c = await criterion(path);
      expect(c.passed).toBe(false);
      expect(c.hint).toBe(
        '3 of 5 expenses would not pass an audit as recorded (a receipt is missing, or they are meals a W-2 ' +
          'employee cannot deduct): fix them from the flags on your expense list',
      );
    }
    // The $120 brought under $75 and the meal deleted: one left, and both say so.
    expect((await u.call('PATCH', `/api/v1/expenses/${ids[1]}`, { body: { amount: 7000 } })).status).toBe(
      200,
    );
    expect((await u.call('DELETE', `/api/v1/expenses/${ids[2]}`)).status).toBe(204);
    expect(await flags()).toBe(1);
    expect((await criterion('/api/v1/dashboard')).hint).toMatch(/^1 of 4 expenses would not pass an audit/);
    // The lodging gone too: nothing flagged, the criterion met.
    expect((await u.call('DELETE', `/api/v1/expenses/${ids[0]}`)).status).toBe(204);
    expect(await flags()).toBe(0);
    expect(await criterion('/api/v1/dashboard')).toMatchObject({
      passed: true,
      hint: '3 expenses recorded, each with what an audit needs',
    });
  });

  it('pages like every list: 100 by default, at most 200, and refuses a bad limit or offset', async () => {
    const u = await newUser(); // W-2: every meal is flagged
    const db = await getDb();
    await db.expense.createMany({
      data: Array.from({ length: 230 }, (_, i) => ({
        user_id: u.id,
        date: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
        category: 'meals',
        amount: 1200,
        description: `Lunch ${i}`,
      })),
    });
    const first = await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(230);
    expect(first.headers.get('x-total-count')).toBe('230');
    expect(first.body.items).toHaveLength(100);
    const most = await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026&limit=200&offset=100');
    expect(most.body.items).toHaveLength(130);
    expect(most.body.items[0]).toEqual(
      (await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026&limit=1&offset=100')).body.items[0],
    );
    for (const bad of ['limit=0', 'limit=201', 'limit=abc', 'offset=-1', 'offset=1.5']) {
      const res = await u.call('GET', `/api/v1/expenses/receipt-flags?year=2026&${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it.each([['w2'], ['1099']] as const)(
    'answers receiptFlag over every expense of the year, newest first (%s), with the cache on and off',
    async (employment) => {
      const u = await newUser();
      await u.call('PATCH', '/api/v1/me', { body: { employment_type: employment } });
      const db = await getDb();
      const categories = ['lodging', 'meals', 'supplies', 'licensing', 'other'];
      // Every category at amounts around $75, with and without a receipt, on days that repeat (so the id
      // breaks ties), in the year and either side of it; one deleted.
      await db.expense.createMany({
        data: Array.from({ length: 120 }, (_, i) => ({
          user_id: u.id,
          date: new Date(Date.UTC(2026, 0, 1 + ((i * 7) % 365) - (i % 13 === 0 ? 3 : 0))),
          category: categories[i % categories.length]!,
          amount: [100, 7499, 7500, 20000][i % 4]!,
          description: `Expense ${i}`,
          receipt_objstore_key: i % 3 === 0 ? `receipts/${u.id}/${i}.pdf` : null,
        })),
      });
      const gone = await db.expense.findFirstOrThrow({ where: { user_id: u.id, category: 'lodging' } });
      await db.expense.delete({ where: { id: gone.id } });
      const rows = await db.expense.findMany({
        where: { user_id: u.id, date: { gte: new Date('2026-01-01'), lte: new Date('2026-12-31') } },
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
      });
      const want = rows.flatMap((r) => {
        const flag = receiptFlag(
          { category: r.category, amount: r.amount, hasReceipt: r.receipt_objstore_key !== null },
          employment,
        );
        if (!flag) return [];
        const { id, category, amount, description } = r;
        return [
          { expenseId: id, date: r.date.toISOString().slice(0, 10), category, amount, description, ...flag },
        ];
      });
      expect(want.length).toBeGreaterThan(20);
      expect(want.length).toBeLessThan(rows.length);
      const total = want.length;
      const res = await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026');
      expect(res.body).toEqual({ year: 2026, total, items: want });
      expect(res.headers.get('x-total-count')).toBe(String(total));
      responseCacheOff(true);
      try {
        expect((await u.call('GET', '/api/v1/expenses/receipt-flags?year=2026')).body).toEqual({
          year: 2026,
          total,
          items: want,
        });
        // Pages of 7 (the last one short, then an empty one) are the same list cut in order.
        const pages = [];
        for (let offset = 0; offset <= total; offset += 7) {
          const page = await u.call(
            'GET',
            `/api/v1/expenses/receipt-flags?year=2026&limit=7&offset=${offset}`,
          );
          expect(page.body.total).toBe(total);
          expect(page.body.items.length).toBe(Math.max(0, Math.min(7, total - offset)));
          pages.push(...page.body.items);
        }
        expect(pages).toEqual(want);
      } finally {
        responseCacheOff(false);
      }
    },
  );
});
