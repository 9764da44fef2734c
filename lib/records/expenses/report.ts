import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { formatDate } from '@/lib/core/dates';
import { enumLabel } from '@/lib/views/exports/csv';
import { one, type Params } from '@/lib/records/list-filters';
import { Prisma } from '@/lib/generated/prisma/client';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { expenseConditions, expenseFilters, type ExpenseFilters } from './filters';
import { EXPENSE_CATEGORIES } from './resource';

// Expense reports (issue 40): the year's expenses, narrowed by the Expenses page's own filters, summed by
// month or by assignment and within each by category. One computation for the page, the PDF and the CSV
// (./report-files.ts): the database sums them per day or assignment and category, the groups are folded
// here, so the three can only show the same figures (tests/api/expense-report.test.ts holds them to each
// other and to the page's total, lib/records/expenses/totals.ts).

export const REPORT_GROUPINGS = ['month', 'assignment'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
type Category = (typeof EXPENSE_CATEGORIES)[number];

export interface CategorySum {
  category: Category;
  count: number;
  total: number;
}

export interface ReportGroup {
  /** '01'-'12' by month; the assignment's id, or 'none', by assignment. */
  key: string;
  label: string;
  count: number;
  /** Integer cents. */
  total: number;
  /** The categories with expenses in the group, in the app's category order. */
  categories: CategorySum[];
}

export interface ExpenseReport {
  filters: ExpenseFilters;
  by: ReportGrouping;
  /** Every month of the year (empty ones too) by month; the assignments with expenses by assignment. */
  groups: ReportGroup[];
  count: number;
  total: number;
  /** What the filters narrow it to, in words: 'All categories, all assignments'. */
  scope: string;
}

/** The report's query: the Expenses page's filters and `by` (month unless it says assignment). */
export function reportParams(params: Params, now: Date): { filters: ExpenseFilters; by: ReportGrouping } {
  return {
    filters: expenseFilters(params, now),
    by: one(params.by) === 'assignment' ? 'assignment' : 'month',
  };
}

/** One database sum: expenses of a bucket (a day or an assignment) and category. */
export interface BucketSum {
  bucket: string;
  category: string;
  count: number;
  total: number;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const monthKeys = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The groups of the sums, each with its categories: pure, so the folding is tested on its own
 * (tests/unit/expenses/report.test.ts). `groups` lists the groups to show, in order, with their labels.
 */
export function foldGroups(
  sums: readonly BucketSum[],
  groups: readonly { key: string; label: string }[],
  groupOf: (bucket: string) => string,
): ReportGroup[] {
  const byGroup = new Map(groups.map((g) => [g.key, new Map<string, CategorySum>()]));
  for (const s of sums) {
    const cats = byGroup.get(groupOf(s.bucket));
    if (!cats || !(EXPENSE_CATEGORIES as readonly string[]).includes(s.category)) continue;
    const sum = cats.get(s.category) ?? { category: s.category as Category, count: 0, total: 0 };
    sum.count += s.count;
    sum.total += s.total;
    cats.set(s.category, sum);
  }
  return groups.map(({ key, label }) => {
    const cats = byGroup.get(key) ?? new Map<string, CategorySum>();
    const categories = EXPENSE_CATEGORIES.flatMap((c) => cats.get(c) ?? []);
    return {
      key,
      label,
      count: categories.reduce((n, c) => n + c.count, 0),
      total: categories.reduce((n, c) => n + c.total, 0),
      categories,
    };
  });
}

/** The matching expenses summed by `bucket` (SQL on the expenses aliased t) and category. */
function sumsBy(ctx: Ctx, filters: ExpenseFilters, bucket: Prisma.Sql): Promise<BucketSum[]> {
  return readRows<BucketSum>(
    ctx.db,
    Prisma.sql`SELECT ${bucket} AS bucket, t."category", count(*)::int AS count, sum(t."amount")::float8 AS total
      FROM "expenses" t WHERE ${ownLive(ctx.userId, 't')} AND ${expenseConditions(filters)}
      GROUP BY 1, t."category"`,
  );
}

async function byMonth(ctx: Ctx, filters: ExpenseFilters): Promise<ReportGroup[]> {
  const sums = await sumsBy(ctx, filters, Prisma.sql`to_char(t."date", 'MM')`);
  const months = monthKeys.map((key) => ({
    key,
    label: MONTH.format(new Date(`${filters.year}-${key}-01T00:00:00Z`)),
  }));
  return foldGroups(sums, months, (month) => month);
}

/** An assignment as a report names it: facility, place and dates (a deleted one still names its expenses). */
async function assignmentLabels(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return [];
  // The trash too: a deleted assignment still names its expenses.
  const rows = await readRows<{
    id: number;
    facility: string;
    location: string;
    state: string;
    start_date: Date;
    end_date: Date;
  }>(
    ctx.db,
    Prisma.sql`SELECT a."id", a."facility", a."location", a."state", a."start_date", a."end_date" FROM "assignments" a
      WHERE a."user_id" = ${ctx.userId} AND a."id" IN (${Prisma.join(ids)}) ORDER BY a."start_date", a."id"`,
  );
  return rows.map((a) => ({
    key: String(a.id),
    label: `${a.facility} (${a.location}, ${a.state}), ${formatDate(a.start_date.toISOString().slice(0, 10))} to ${formatDate(a.end_date.toISOString().slice(0, 10))}`,
  }));
}

async function byAssignment(ctx: Ctx, filters: ExpenseFilters): Promise<ReportGroup[]> {
  const sums = await sumsBy(ctx, filters, Prisma.sql`coalesce(t."assignment_id"::text, 'none')`);
  const ids = [...new Set(sums.flatMap((s) => (s.bucket === 'none' ? [] : [Number(s.bucket)])))];
  const found = await assignmentLabels(ctx, ids);
  // Every assignment is soft-deleted, never removed: this names one that is somehow gone all the same, so
  // its expenses still count in the total.
  const gone = ids
    .filter((id) => !found.some((a) => a.key === String(id)))
    .map((id) => ({ key: String(id), label: 'An assignment no longer on file' }));
  const named = [...found, ...gone];
  const none = sums.some((s) => s.bucket === 'none') ? [{ key: 'none', label: 'No assignment' }] : [];
  return foldGroups(sums, [...named, ...none], (bucket) => bucket);
}

/** The report of the filters' expenses, by month or by assignment. */
export async function expenseReport(
  ctx: Ctx,
  filters: ExpenseFilters,
  by: ReportGrouping,
): Promise<ExpenseReport> {
  const [groups, picked] = await Promise.all([
    by === 'month' ? byMonth(ctx, filters) : byAssignment(ctx, filters),
    filters.assignmentId === null ? [] : assignmentLabels(ctx, [filters.assignmentId]),
  ]);
  const category = filters.category ? enumLabel(filters.category) : 'All categories';
  const assignment =
    filters.assignmentId === null ? 'all assignments' : (picked[0]?.label ?? 'one assignment');
  return {
    filters,
    by,
    groups,
    count: groups.reduce((n, g) => n + g.count, 0),
    total: groups.reduce((n, g) => n + g.total, 0),
    scope: `${category}, ${assignment}`,
  };
}
