import { describe, expect, it } from 'vitest';
import { runAction } from '@/app/_lib/pipeline';
import { formWith } from '@/app/_lib/form-pipeline';
import { errorState, MISSING_MESSAGE } from '@/app/_lib/form-state';
import { taxHomeFields } from '@/app/(app)/tax-home/fields';
import { createTaxHomeBody, lastVisitIssue } from '@/lib/records/tax-homes/resource';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { expenseResource } from '@/lib/records/expenses/resource';
import { deleteRecord, getRecordOrThrow, restoreRecord } from '@/lib/records/service';
import { recordId } from '@/lib/validation/common';
import { z } from 'zod';
import { newUser } from '../helpers/http';

// The web app's actions (app/_lib/action.ts) can be called with any argument: another user's id, an
// already deleted record or a made-up id must give the form a clear message or the 404 page, never a
// 500 digest; a Pro-only action refuses a free user with the services' own rule.

const NOT_FOUND_PAGE = { digest: expect.stringContaining('404') };

async function ctxOf(u: Awaited<ReturnType<typeof newUser>>): Promise<Ctx> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
  return { db, user, userId: user.id, now: new Date(), requestId: 'test' };
}

const remove = (
  ctx: Ctx,
  id: unknown,
  onError?: (e: { code: string; message: string }) => string,
  ...more: unknown[]
) =>
  runAction(
    async () => ctx,
    { name: 'test.delete', args: z.tuple([recordId]), onError },
    async (c, i: number) => {
      await deleteRecord(expenseResource, c, i);
      return 'deleted';
    },
    [id, ...more],
  );

describe('actions on records that are not there', () => {
  it("another user's id and a deleted record are the 404 page, or the form's plain message", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const created = await owner.call('POST', '/api/v1/expenses', {
      body: { date: '2026-02-02', category: 'dues', amount: 900 },
    });
    const id = created.body.id as number;
    await expect(remove(await ctxOf(other), id)).rejects.toMatchObject(NOT_FOUND_PAGE);
    expect(await remove(await ctxOf(other), id, (e) => e.code)).toBe('not_found');
    // A form's button calls the bound action with its FormData after the id.
    expect(await remove(await ctxOf(owner), id, undefined, new FormData())).toBe('deleted');
    await expect(remove(await ctxOf(owner), id)).rejects.toMatchObject(NOT_FOUND_PAGE);
  });

  it.each([['abc'], [-1], [1.5], [2147483648], [Number.NaN]])(
    'a made-up id %s is not found, not a database error',
    async (id) => {
      const ctx = await ctxOf(await newUser());
      await expect(remove(ctx, id)).rejects.toMatchObject(NOT_FOUND_PAGE);
      await expect(getRecordOrThrow(expenseResource, ctx, id as number)).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(restoreRecord(expenseResource, ctx, id as number)).rejects.toMatchObject({
        code: 'not_found',
      });
    },
  );

  it('a record deleted between lookup and write (P2025) is said so on the form', async () => {
    const ctx = await ctxOf(await newUser());
    const gone = Object.assign(new Error('Record to update not found.'), { code: 'P2025' });
    const state = await runAction(
      async () => ctx,
      { name: 'test.p2025', onError: (e) => errorState(e, { amount: '9' }) },
      async () => {
        throw gone;
      },
      [],
    );
    expect(state).toMatchObject({ message: MISSING_MESSAGE, values: { amount: '9' } });
  });

  it('a validation error flags its field in plain words, never "Invalid request"', async () => {
    const ctx = await ctxOf(await newUser());
    const refused = new z.ZodError([
      { code: 'custom', path: ['date'], message: 'Not in the future', input: '' },
    ]);
    const state = await runAction(
      async () => ctx,
      { name: 'test.validation', onError: (e) => errorState(e, {}) },
      async () => {
        throw refused;
      },
      [],
    );
    expect(state.message).toBe('Check the highlighted fields');
    expect(state.errors).toEqual({ date: 'Not in the future' });
  });

  it('plan: a free user gets pro_required from the services rule', async () => {
    const ctx = await ctxOf(await newUser());
    const db = await getDb();
    const free = await db.user.update({
      where: { id: ctx.userId },
      data: { plan: 'free', trial_ends_at: null },
    });
    const code = await runAction(
      async () => ({ ...ctx, user: free }),
      { name: 'test.plan', plan: 'pro', onError: (e) => e.code },
      async () => 'ran',
      [],
    );
    expect(code).toBe('pro_required');
  });

  it('a future last visit is flagged on its field, in words, even beside other refused fields', async () => {
    const ctx = await ctxOf(await newUser());
    let saved = 0;
    const save = formWith(
      async () => ctx,
      {
        name: 'test.tax-home',
        fields: taxHomeFields(),
        mode: 'create',
        schema: createTaxHomeBody,
        checks: (c, input) => lastVisitIssue(input.last_visit_date, c.now),
      },
      async () => {
        saved++;
      },
    );
    const fd = new FormData();
    fd.set('address', '1234 Maple St');
    fd.set('city', ''); // refused by the schema
    fd.set('state', 'NE');
    fd.set('last_visit_date', '2999-01-01');
    const state = await save({}, fd);
    expect(state.message).toBe('Check the highlighted fields');
    expect(state.errors).toMatchObject({ last_visit_date: 'The last visit cannot be in the future' });
    expect(Object.keys(state.errors ?? {}).length).toBeGreaterThan(1);
    expect(saved).toBe(0);
  });
});
