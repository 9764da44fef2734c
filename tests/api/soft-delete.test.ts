import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { includingDeleted, onlyDeleted } from '@/lib/providers/db/soft-delete';
import { uniqueSub } from '../helpers/auth';

// The soft-delete extension itself, on the real database (docs/api-guide.md §5; docs/architecture.md §5).

async function userWithExpenses(amounts: number[]) {
  const db = await getDb();
  const user = await db.user.create({ data: { iss: 'test', sub: uniqueSub('sd') } });
  const rows = [];
  for (const amount of amounts) {
    rows.push(
      await db.expense.create({
        data: { user_id: user.id, date: new Date('2026-05-01T00:00:00Z'), category: 'meals', amount },
      }),
    );
  }
  return { db, user, rows };
}

describe('soft delete in the Prisma client', () => {
  it('turns delete into a deleted_at update and hides the row from every read', async () => {
    const { db, user, rows } = await userWithExpenses([100, 200, 300]);
    const victim = rows[0]!;
    await db.expense.delete({ where: { id: victim.id } });
    const where = { user_id: user.id };
    expect(await db.expense.findUnique({ where: { id: victim.id } })).toBeNull();
    expect(await db.expense.findFirst({ where: { id: victim.id } })).toBeNull();
    expect(await db.expense.count({ where })).toBe(2);
    expect((await db.expense.aggregate({ where, _sum: { amount: true } }))._sum.amount).toBe(500);
    const groups = await db.expense.groupBy({ by: ['category'], where, _sum: { amount: true } });
    expect(groups).toEqual([{ category: 'meals', _sum: { amount: 500 } }]);
    // still stored, with its deletion time
    const raw = await db.expense.findFirst({ where: onlyDeleted({ id: victim.id }) });
    expect(raw?.deleted_at).toBeInstanceOf(Date);
  });

  it('deleteMany soft-deletes too and update cannot touch a deleted row', async () => {
    const { db, user, rows } = await userWithExpenses([1, 2]);
    expect((await db.expense.deleteMany({ where: { user_id: user.id } })).count).toBe(2);
    expect(await db.expense.count({ where: { user_id: user.id } })).toBe(0);
    await expect(db.expense.update({ where: { id: rows[0]!.id }, data: { amount: 5 } })).rejects.toThrow();
    expect(await db.expense.count({ where: onlyDeleted({ user_id: user.id }) })).toBe(2);
  });

  it('holds inside interactive transactions, and a rolled-back delete is undone', async () => {
    const { db, user, rows } = await userWithExpenses([10, 20]);
    await expect(
      db.$transaction(async (tx) => {
        await tx.expense.delete({ where: { id: rows[0]!.id } });
        expect(await tx.expense.count({ where: { user_id: user.id } })).toBe(1);
        expect(
          (await tx.expense.aggregate({ where: { user_id: user.id }, _sum: { amount: true } }))._sum.amount,
        ).toBe(20);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.expense.count({ where: { user_id: user.id } })).toBe(2);
  });

  it('restores through the explicit unfiltered path', async () => {
    const { db, user, rows } = await userWithExpenses([42]);
    await db.expense.delete({ where: { id: rows[0]!.id } });
    const found = await db.expense.findFirst({ where: includingDeleted({ id: rows[0]!.id }) });
    expect(found?.deleted_at).not.toBeNull();
    await db.expense.update({ where: includingDeleted({ id: rows[0]!.id }), data: { deleted_at: null } });
    expect(await db.expense.count({ where: { user_id: user.id } })).toBe(1);
  });
});
