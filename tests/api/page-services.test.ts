import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { expenseResource } from '@/lib/records/expenses/resource';
import { expenseTotal } from '@/lib/records/expenses/totals';
import { expenseNarrowing } from '@/lib/records/expenses/filters';
import { tripNarrowing } from '@/lib/records/mileage/filters';
import { withYearAssignment } from '@/lib/records/list-filters';
import { mileageResource } from '@/lib/records/mileage/resource';
import { tripTotals } from '@/lib/records/mileage/totals';
import { findOwnRecord, listRecords } from '@/lib/records/service';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { viewOutcome } from '@/lib/views/outcome';
import { profitabilityReport } from '@/lib/views/profitability';
import { profitabilityView, stateIncomeView } from '@/lib/views/views';
import { newUser } from '../helpers/http';

// The services the pages read through (app/(app)): the API's list narrowed by the page filters, the
// filters' totals by the database, and the two refusals a view answers with (Pro, missing tax tables).

const NOW = new Date('2026-11-21T12:00:00Z');

async function ctxOf(userId: number): Promise<Ctx> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { db, user, userId, now: NOW, requestId: 'page-services' };
}

const denver = {
  facility: 'Denver Health',
  location: 'Denver',
  state: 'CO',
  start_date: '2026-01-05',
  end_date: '2026-04-05',
  base_pay: 90000,
  housing_stipend: 150000,
  mie_stipend: 50000,
};

describe('filtered lists', () => {
  it('expenses: the list narrowed by category and assignment, the total of every match', async () => {
    const u = await newUser();
    const other = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: denver });
    const rows = [
      { date: '2026-03-01', category: 'licensing', amount: 12500 },
      { date: '2026-03-02', category: 'licensing', amount: 5000, assignment_id: a.id },
      { date: '2026-02-02', category: 'supplies', amount: 4200, assignment_id: a.id },
      { date: '2025-12-31', category: 'licensing', amount: 700 },
    ];
    const ids: number[] = [];
    for (const body of rows) ids.push((await u.call('POST', '/api/v1/expenses', { body })).body.id);
    await u.call('POST', '/api/v1/expenses', { body: { date: '2026-03-03', category: 'meals', amount: 99 } });
    await u.call('DELETE', `/api/v1/expenses/${ids[0]}`);
    await other.call('POST', '/api/v1/expenses', {
      body: { date: '2026-03-01', category: 'licensing', amount: 1 },
    });
    const ctx = await ctxOf(u.id);
    const licensing = { year: 2026, category: 'licensing' as const, assignmentId: null };
    const list = await listRecords(
      expenseResource,
      ctx,
      { limit: 1, offset: 0, year: 2026 },
      expenseNarrowing(licensing),
    );
    // The deleted one and last year's are out; the page lists 1 of 1.
    expect(list.total).toBe(1);
    expect(list.items).toMatchObject([{ id: ids[1] }]);
    expect(await expenseTotal(ctx, licensing)).toBe(5000);
    const tied = { year: 2026, category: null, assignmentId: a.id as number };
    expect(await expenseTotal(ctx, tied)).toBe(9200);
    expect(await expenseTotal(ctx, { year: 2026, category: null, assignmentId: null })).toBe(9299);
    // Another user's assignment id narrows their rows to none.
    expect(await expenseTotal(await ctxOf(other.id), tied)).toBe(0);
  });

  it('mileage: miles of every match, by month and purpose', async () => {
    const u = await newUser();
    const trips = [
      { date: '2026-01-10', miles: 120, purpose: 'tax_home_visit' },
      { date: '2026-01-20', miles: 30, purpose: 'tax_home_visit' },
      { date: '2026-03-05', miles: 45, purpose: 'personal' },
      { date: '2025-03-05', miles: 999, purpose: 'personal' },
    ];
    for (const body of trips) await u.call('POST', '/api/v1/mileage', { body });
    const ctx = await ctxOf(u.id);
    const all = await tripTotals(ctx, { year: 2026, purpose: null, assignmentId: null });
    expect(all.miles).toBe(195);
    expect(all.byMonth).toHaveLength(12);
    expect(all.byMonth[0]?.reduce((s, m) => s + m, 0)).toBe(150);
    expect(all.byMonth[2]?.reduce((s, m) => s + m, 0)).toBe(45);
    const personal = { year: 2026, purpose: 'personal' as const, assignmentId: null };
    expect((await tripTotals(ctx, personal)).miles).toBe(45);
    const listed = await listRecords(
      mileageResource,
      ctx,
      { limit: 200, offset: 0, year: 2026 },
      tripNarrowing(personal),
    );
    expect(listed.total).toBe(1);
  });

  it('an assignment outside the year is dropped from the filters, not applied unseen', () => {
    const f = { year: 2026, category: null, assignmentId: 7 };
    expect(withYearAssignment(f, [7, 8])).toBe(f);
    expect(withYearAssignment(f, [8])).toEqual({ ...f, assignmentId: null });
    expect(withYearAssignment({ ...f, assignmentId: null }, [])).toEqual({ ...f, assignmentId: null });
  });

  it('findOwnRecord: the caller’s live record, else null', async () => {
    const u = await newUser();
    const other = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: denver });
    expect(await findOwnRecord(assignmentResource, await ctxOf(u.id), a.id)).toMatchObject({ id: a.id });
    expect(await findOwnRecord(assignmentResource, await ctxOf(other.id), a.id)).toBeNull();
    await u.call('DELETE', `/api/v1/assignments/${a.id}`);
    expect(await findOwnRecord(assignmentResource, await ctxOf(u.id), a.id)).toBeNull();
  });
});

describe('view outcomes', () => {
  it('a Pro view refuses a free user in the service; the page gets pro_required', async () => {
    const u = await newUser();
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { plan: 'free', trial_ends_at: null } });
    const ctx = await ctxOf(u.id);
    await expect(stateIncomeView(ctx, 2026)).rejects.toMatchObject({ code: 'pro_required', status: 403 });
    expect(await viewOutcome(() => stateIncomeView(ctx, 2026))).toEqual({ kind: 'pro_required' });
    // Profitability is not Pro.
    expect((await viewOutcome(() => profitabilityReport(ctx, 2026))).kind).toBe('shown');
  });

  it("a year without tax tables is shown with the nearest year's, for the page and the API alike", async () => {
    const u = await newUser();
    const ctx = await ctxOf(u.id);
    expect((await viewOutcome(() => profitabilityReport(ctx, 2031))).kind).toBe('shown');
    expect((await profitabilityReport(ctx, 2031)).view).toEqual(await profitabilityView(ctx, 2031));
  });

  it('the Profitability report is the API view plus each assignment’s GSA check', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Omaha', state: 'NE' } });
    const { body: a } = await u.call('POST', '/api/v1/assignments', { body: denver });
    const ctx = await ctxOf(u.id);
    const report = await profitabilityReport(ctx, 2026);
    expect(report.view).toEqual(await profitabilityView(ctx, 2026));
    expect(report.gsa).toHaveLength(1);
    expect(report.gsa[0]).toMatchObject({
      assignmentId: a.id,
      facility: 'Denver Health',
      weeklyAllowance: 200000,
      checked: true,
    });
    const g = report.gsa[0];
    expect(g?.compliant).toBe(g !== undefined && g.excess === 0);
  });
});
