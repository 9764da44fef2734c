import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { RECEIPT_REQUIRED_FROM_CENTS } from '@/lib/tax/compliance';
import { uniqueSub } from '../helpers/auth';
import { newUser } from '../helpers/http';

// What the database keeps at every write against the rows themselves: the live record counts on the user's
// row (migration 20261126080000_record_counts), the year sums of expenses and the month and half-year sums
// of trips (migrations 20261127090000_expense_year_sums, 20261126100000_month_sums,
// 20261128090000_trip_year_sums), after every kind of write:
// single and bulk inserts, updates that change what counts (amount, category, date, assignment), soft
// deletes and restores, hard deletes (an assignment's too, which unlinks its records), and statements that
// touch several users.

type Db = Awaited<ReturnType<typeof getDb>>;

const CATEGORIES = ['lodging', 'meals', 'supplies', 'licensing', 'travel'];

/** The counts as a query over the rows: what audit readiness counted before the triggers kept them. */
async function counted(db: Db, userId: number) {
  const t = RECEIPT_REQUIRED_FROM_CENTS;
  const [row] = await db.$queryRaw<Record<string, number>[]>`
    SELECT
      (SELECT count(*)::int FROM tax_home_costs WHERE user_id = ${userId} AND deleted_at IS NULL) AS live_costs,
      (SELECT count(*)::int FROM mileage_trips WHERE user_id = ${userId} AND deleted_at IS NULL) AS live_trips,
      count(*)::int AS live_expenses,
      (count(*) FILTER (WHERE receipt_objstore_key IS NULL AND (category = 'lodging' OR amount >= ${t})))::int
        AS expenses_receipt_flagged,
      (count(*) FILTER (WHERE category = 'meals' AND NOT (receipt_objstore_key IS NULL AND amount >= ${t})))::int
        AS expenses_meals_unflagged
    FROM expenses WHERE user_id = ${userId} AND deleted_at IS NULL`;
  return row;
}

/** The sums as a query over the rows, and as the triggers keep them (empty years and months left out). */
async function keptSums(db: Db, userId: number) {
  const [row] = await db.$queryRaw<{ counted: string; kept: string }[]>`
    SELECT
      (SELECT coalesce(jsonb_agg(x ORDER BY x), '[]')::text FROM (
        SELECT 'e' AS t, extract(year FROM date)::int::text AS m, coalesce(assignment_id, 0) AS a, category AS k,
               sum(amount)::bigint AS v, count(*)::int AS n
          FROM expenses WHERE user_id = ${userId} AND deleted_at IS NULL GROUP BY 2, 3, 4
        UNION ALL
        SELECT 't', date_trunc('month', date)::date::text, coalesce(assignment_id, 0), purpose, sum(miles)::bigint, count(*)::int
          FROM mileage_trips WHERE user_id = ${userId} AND deleted_at IS NULL GROUP BY 2, 3, 4
        UNION ALL
        SELECT 'h', extract(year FROM date)::int::text || CASE WHEN extract(month FROM date) < 7 THEN 'a' ELSE 'b' END,
               coalesce(assignment_id, 0), purpose, sum(miles)::bigint, count(*)::int
          FROM mileage_trips WHERE user_id = ${userId} AND deleted_at IS NULL GROUP BY 2, 3, 4) x) AS counted,
      (SELECT coalesce(jsonb_agg(x ORDER BY x), '[]')::text FROM (
        SELECT 'e' AS t, year::text AS m, assignment_id AS a, category AS k, amount AS v, n
          FROM expense_year_sums WHERE user_id = ${userId} AND n <> 0
        UNION ALL
        SELECT 't', month::text, assignment_id, purpose, miles, n
          FROM trip_month_sums WHERE user_id = ${userId} AND n <> 0
        UNION ALL
        SELECT 'h', year::text || 'a', assignment_id, purpose, miles_jan_jun, n_jan_jun
          FROM trip_year_sums WHERE user_id = ${userId} AND n_jan_jun <> 0
        UNION ALL
        SELECT 'h', year::text || 'b', assignment_id, purpose, miles_jul_dec, n_jul_dec
          FROM trip_year_sums WHERE user_id = ${userId} AND n_jul_dec <> 0) x) AS kept`;
  return { counted: JSON.parse(row!.counted) as unknown[], kept: JSON.parse(row!.kept) as unknown[] };
}

async function kept(db: Db, userId: number) {
  const u = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return {
    live_costs: u.live_costs,
    live_trips: u.live_trips,
    live_expenses: u.live_expenses,
    expenses_receipt_flagged: u.expenses_receipt_flagged,
    expenses_meals_unflagged: u.expenses_meals_unflagged,
  };
}

/** A small deterministic generator, so a failure names a step that can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor(s / 65536) % n; // the high bits: the low ones of this generator cycle
  };
}

describe('counts and sums kept by the database', () => {
  it('equal a count and a sum of the rows after 120 random writes of two users', async () => {
    const db = await getDb();
    const users = await Promise.all(
      [0, 1].map(() => db.user.create({ data: { iss: 'test', sub: uniqueSub('counts') } })),
    );
    const ids = users.map((u) => u.id);
    const contracts = await Promise.all(
      ids.map((id) =>
        db.assignment.create({
          data: {
            user_id: id,
            facility: 'General',
            location: 'Denver',
            state: 'CO',
            start_date: new Date('2026-01-05T00:00:00Z'),
            end_date: new Date('2026-04-05T00:00:00Z'),
            base_pay: 90000,
            housing_stipend: 100000,
            status: 'completed',
          },
        }),
      ),
    );
    const pick = random(20261126);
    const date = new Date('2026-05-01T00:00:00Z');
    const amounts = [100, RECEIPT_REQUIRED_FROM_CENTS - 1, RECEIPT_REQUIRED_FROM_CENTS, 20000];
    const expense = (userId: number) => ({
      user_id: userId,
      date,
      category: CATEGORIES[pick(CATEGORIES.length)]!,
      amount: amounts[pick(amounts.length)]!,
      receipt_objstore_key: pick(3) === 0 ? `users/${userId}/receipts/r.pdf` : null,
    });
    const steps: string[] = [];
    for (let step = 0; step < 120; step++) {
      const userId = ids[pick(2)]!;
      const kind = pick(10);
      const someExpense = await db.expense.findFirst({ where: { user_id: userId }, skip: pick(3) });
      if (kind === 0) {
        await db.expense.createMany({ data: [expense(userId), expense(userId), expense(userId)] });
        steps.push('bulk insert');
      } else if (kind === 1 && someExpense) {
        const change = expense(userId);
        await db.expense.update({
          where: { id: someExpense.id },
          data: {
            category: change.category,
            amount: change.amount,
            receipt_objstore_key: change.receipt_objstore_key,
          },
        });
        steps.push('update');
      } else if (kind === 2 && someExpense) {
        await db.expense.delete({ where: { id: someExpense.id } }); // soft
        steps.push('soft delete');
      } else if (kind === 3) {
        await db.$executeRaw`UPDATE expenses SET deleted_at = NULL WHERE user_id = ${userId} AND deleted_at IS NOT NULL`;
        steps.push('restore');
      } else if (kind === 4 && someExpense) {
        await db.$executeRaw`DELETE FROM expenses WHERE id = ${someExpense.id}`;
        steps.push('hard delete');
      } else if (kind === 5) {
        // One statement over both users' rows: each user's counts move by their own rows only.
        await db.$executeRaw`UPDATE expenses SET amount = amount + 1 WHERE user_id = ANY(${ids})`;
        steps.push('update of both users');
      } else if (kind === 6) {
        await db.mileageTrip.create({
          data: {
            user_id: userId,
            date: new Date(Date.UTC(2026, pick(12), 1 + pick(28))),
            miles: 1 + pick(400),
            purpose: ['work_travel', 'tax_home_visit', 'personal'][pick(3)]!,
            assignment_id: pick(2) === 0 ? null : contracts[ids.indexOf(userId)]!.id,
          },
        });
        // A trip moved to another month (of either half year, or the year before).
        await db.$executeRaw`UPDATE mileage_trips SET date = make_date(${2025 + pick(2)}, ${1 + pick(12)}, 15)
          WHERE id = (SELECT min(id) FROM mileage_trips WHERE user_id = ${userId} AND deleted_at IS NULL)`;
        await db.taxHomeCost.create({
          data: { user_id: userId, category: 'rent', amount: 90000, year: 2026, month: 1 + pick(12) },
        });
        steps.push('trip moved, trip and cost');
      } else if (kind === 7) {
        await db.mileageTrip.deleteMany({ where: { user_id: userId } });
        await db.$executeRaw`DELETE FROM tax_home_costs WHERE id = (SELECT min(id) FROM tax_home_costs WHERE user_id = ${userId})`;
        steps.push('trips soft-deleted, a cost hard-deleted');
      } else {
        await db.expense.create({ data: expense(userId) });
        steps.push('insert');
      }
      for (const id of ids) {
        const after = `user ${id} after steps: ${steps.join(', ')}`;
        expect(await kept(db, id), after).toEqual(await counted(db, id));
        const sums = await keptSums(db, id);
        expect(sums.kept, after).toEqual(sums.counted);
      }
    }
    // An assignment deleted for good unlinks its records (ON DELETE SET NULL): their sums move to "none".
    await db.$executeRaw`DELETE FROM assignments WHERE id = ${contracts[0]!.id}`;
    const unlinked = await keptSums(db, ids[0]!);
    expect(unlinked.kept).toEqual(unlinked.counted);
    // The sequence reached every kind of write, so each was checked.
    expect(new Set(steps).size).toBe(9);
    const final = await kept(db, ids[0]!);
    expect(final.live_expenses).toBeGreaterThan(0);
  });

  it('bumps the data version on a write that changes no count', async () => {
    const db = await getDb();
    const user = await db.user.create({ data: { iss: 'test', sub: uniqueSub('counts-version') } });
    const row = await db.expense.create({
      data: { user_id: user.id, date: new Date('2026-05-01T00:00:00Z'), category: 'supplies', amount: 100 },
    });
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).data_version;
    await db.expense.update({ where: { id: row.id }, data: { description: 'pens' } });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.data_version).toBeGreaterThan(before);
    expect(after.live_expenses).toBe(1);
  });

  it("counts a W-2 worker's meals as needing a receipt, and not a 1099 contractor's", async () => {
    const u = await newUser();
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: 'w2' } });
    for (const body of [
      { date: '2026-03-02', category: 'meals', amount: 1500 },
      { date: '2026-03-03', category: 'meals', amount: 9000 },
      { date: '2026-03-04', category: 'lodging', amount: 1000 },
      { date: '2026-03-05', category: 'supplies', amount: 100 },
    ]) {
      expect((await u.call('POST', '/api/v1/expenses', { body })).status).toBe(201);
    }
    const hint = async () => {
      const dash = await u.call('GET', '/api/v1/dashboard');
      const c = dash.body.auditReadiness.criteria.find((x: { key: string }) => x.key === 'expenses_tracked');
      return c.hint as string;
    };
    // W-2: both meals (one of them also $75 and up) and the lodging.
    expect(await hint()).toMatch(/^3 of 4 expenses would not pass an audit/);
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    // 1099: the $90 meal and the lodging (no receipt); the $15 meal is fine.
    expect(await hint()).toMatch(/^2 of 4 expenses would not pass an audit/);
  });
});
