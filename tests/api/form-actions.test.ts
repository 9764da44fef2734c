import { describe, expect, it } from 'vitest';
import { isMissing, orNotFound } from '@/app/(app)/_lib/missing';
import { getDb } from '@/lib/db/client';
import { expenseResource } from '@/lib/expenses/resource';
import { deleteRecord, getRecordOrThrow, restoreRecord } from '@/lib/records/service';
import { newUser } from '../helpers/http';

// The web app's form actions can be called with any argument: another user's id, an already deleted
// record or a made-up id must give the form a clear message or the 404 page, never a 500 digest.

const NOT_FOUND_PAGE = { digest: expect.stringContaining('404') };

async function ctxOf(u: Awaited<ReturnType<typeof newUser>>) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
  return { db, user, userId: user.id, now: new Date(), requestId: 'test' };
}

describe('form actions on records that are not there', () => {
  it("another user's id and a deleted record are the 404 page", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const created = await owner.call('POST', '/api/v1/expenses', {
      body: { date: '2026-02-02', category: 'dues', amount: 900 },
    });
    const id = created.body.id as number;
    await expect(orNotFound(deleteRecord(expenseResource, await ctxOf(other), id))).rejects.toMatchObject(
      NOT_FOUND_PAGE,
    );
    await deleteRecord(expenseResource, await ctxOf(owner), id);
    await expect(orNotFound(deleteRecord(expenseResource, await ctxOf(owner), id))).rejects.toMatchObject(
      NOT_FOUND_PAGE,
    );
  });

  it.each([['abc'], [-1], [1.5], [2147483648], [Number.NaN]])(
    'a made-up id %s is not found, not a database error',
    async (id) => {
      const ctx = await ctxOf(await newUser());
      await expect(getRecordOrThrow(expenseResource, ctx, id as number)).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(restoreRecord(expenseResource, ctx, id as number)).rejects.toMatchObject({
        code: 'not_found',
      });
    },
  );

  it('a record deleted between lookup and write counts as missing (the form says so)', () => {
    expect(isMissing(Object.assign(new Error('Record to update not found.'), { code: 'P2025' }))).toBe(true);
    expect(isMissing(new Error('something else'))).toBe(false);
  });
});
