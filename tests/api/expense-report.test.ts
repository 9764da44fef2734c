import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '@/lib/reading/contracts/pdf';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { expenseFilters } from '@/lib/records/expenses/filters';
import { expenseReport, type ExpenseReport } from '@/lib/records/expenses/report';
import { expenseReportFile } from '@/lib/records/expenses/report-files';
import { expenseTotal } from '@/lib/records/expenses/totals';
import { newUser } from '../helpers/http';

// Expense reports (issue 40): by month and by assignment from the same records, and the page's report,
// its PDF and its CSV holding the same sums, equal to the Expenses page's total (lib/records/expenses/totals.ts).

type User = Awaited<ReturnType<typeof newUser>>;
let u: User;
let ctx: Ctx;
const ids: Record<string, number> = {};

async function assignment(u: User, facility: string, location: string, state: string, start: string) {
  const end = `${start.slice(0, 4)}-12-31`;
  const res = await u.call('POST', '/api/v1/assignments', {
    body: { facility, location, state, start_date: start, end_date: end, base_pay: 100_000 },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  u = await newUser();
  const other = await newUser();
  ids.denver = await assignment(u, 'Denver Health', 'Denver', 'CO', '2026-01-05');
  ids.mercy = await assignment(u, 'Mercy', 'Omaha', 'NE', '2026-03-01');
  const expenses: [string, string, number, number | null, boolean?][] = [
    ['2026-01-15', 'meals', 1250, ids.denver],
    ['2026-01-20', 'supplies', 4599, null],
    ['2026-02-03', 'meals', 800, ids.denver],
    ['2026-03-10', 'licensing', 12500, ids.mercy],
    ['2026-03-11', 'supplies', 100, null, true], // deleted: counts nowhere
    ['2025-12-31', 'meals', 999, null], // another year
  ];
  for (const [date, category, amount, assignment_id, remove] of expenses) {
    const res = await u.call('POST', '/api/v1/expenses', { body: { date, category, amount, assignment_id } });
    expect(res.status).toBe(201);
    if (remove) await u.call('DELETE', `/api/v1/expenses/${res.body.id}`);
  }
  // Mercy goes to the trash: its expense still names it.
  expect((await u.call('DELETE', `/api/v1/assignments/${ids.mercy}`)).status).toBe(204);
  await other.call('POST', '/api/v1/expenses', {
    body: { date: '2026-01-15', category: 'meals', amount: 7777 },
  });
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
  ctx = { db, user, userId: u.id, now: new Date('2026-06-01T12:00:00Z'), requestId: crypto.randomUUID() };
});

const rows = (r: ExpenseReport) => r.groups.map((g) => [g.label, g.count, g.total]);

describe('expense report', () => {
  it('by month: every month of the year, each with its categories', async () => {
    const r = await expenseReport(ctx, expenseFilters({ year: '2026' }, ctx.now), 'month');
    expect(r.groups).toHaveLength(12);
    // January: 1250 + 4599 = 5849 over 2; February 800; March 12500 (the deleted 100 left out).
    expect(rows(r).slice(0, 4)).toEqual([
      ['January', 2, 5849],
      ['February', 1, 800],
      ['March', 1, 12500],
      ['April', 0, 0],
    ]);
    expect(r.groups[0]?.categories).toEqual([
      { category: 'supplies', count: 1, total: 4599 },
      { category: 'meals', count: 1, total: 1250 },
    ]);
    // 5849 + 800 + 12500 = 19149: the Expenses page's total of the same filters.
    expect([r.count, r.total, r.scope]).toEqual([4, 19149, 'All categories, all assignments']);
    expect(await expenseTotal(ctx, r.filters)).toBe(r.total);
  });

  it('by assignment: by start date, a deleted one still named, then no assignment', async () => {
    const r = await expenseReport(ctx, expenseFilters({ year: '2026' }, ctx.now), 'assignment');
    expect(rows(r)).toEqual([
      ['Denver Health (Denver, CO), Jan 5, 2026 to Dec 31, 2026', 2, 2050], // 1250 + 800
      ['Mercy (Omaha, NE), Mar 1, 2026 to Dec 31, 2026', 1, 12500],
      ['No assignment', 1, 4599],
    ]);
    expect(r.total).toBe(19149);
  });

  it('narrowed by the Expenses page’s filters, with the same total as that page', async () => {
    const meals = expenseFilters({ year: '2026', category: 'meals' }, ctx.now);
    const byMonth = await expenseReport(ctx, meals, 'month');
    expect([byMonth.total, byMonth.scope]).toEqual([2050, 'Meals, all assignments']);
    expect(await expenseTotal(ctx, meals)).toBe(2050);
    const denver = expenseFilters({ year: '2026', assignment_id: String(ids.denver) }, ctx.now);
    const one = await expenseReport(ctx, denver, 'assignment');
    expect(rows(one)).toEqual([['Denver Health (Denver, CO), Jan 5, 2026 to Dec 31, 2026', 2, 2050]]);
    expect(one.scope).toBe('All categories, Denver Health (Denver, CO), Jan 5, 2026 to Dec 31, 2026');
  });

  it.each(['month', 'assignment'] as const)(
    'by %s: the page, the CSV and the PDF hold the same sums',
    async (by) => {
      const url = new URL(`http://localhost/api/export/expense-report.csv?year=2026&by=${by}`);
      const page = await expenseReport(ctx, expenseFilters({ year: '2026' }, ctx.now), by);
      const csv = await expenseReportFile(ctx, url, 'csv');
      expect(csv.filename).toBe(`expense-report-2026-by-${by}.csv`);
      const lines = String(csv.body)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .map((l) => l.split(','));
      expect(lines[0]).toEqual([by === 'month' ? 'Month' : 'Assignment', 'Category', 'Expenses', 'Amount']);
      // Each group's "All categories" line is the page's group; the last line is the page's total.
      const groupLines = lines.slice(1, -1).filter((l) => l.at(-3) === 'All categories');
      const cents = (l: string[]) => Math.round(Number(l.at(-1)) * 100);
      expect(groupLines.map((l) => [Number(l.at(-2)), cents(l)])).toEqual(
        page.groups.map((g) => [g.count, g.total]),
      );
      const last = lines.at(-1) ?? [];
      expect([last.at(-3), Number(last.at(-2)), cents(last)]).toEqual(['All categories', 4, page.total]);
      // Each category line adds up to its group: the CSV is the page's categories too.
      const categoryCents = lines
        .slice(1, -1)
        .filter((l) => l.at(-3) !== 'All categories')
        .map(cents);
      expect(categoryCents.reduce((a, b) => a + b, 0)).toBe(page.total);

      const pdf = await expenseReportFile(ctx, url, 'pdf');
      expect(pdf.filename).toBe(`expense-report-2026-by-${by}.pdf`);
      const read = await readPdf(new Uint8Array(pdf.body as Buffer));
      if (!('text' in read)) throw new Error('no text layer');
      const text = read.text.replace(/\s+/g, ' ');
      expect(text).toContain(`Expense report 2026, by ${by}`);
      for (const g of page.groups.filter((x) => x.count > 0))
        expect(text).toContain(
          `${g.count} $${(g.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        );
      expect(text).toContain('Total 4 $191.49');
    },
  );
});
