import 'server-only';
import type { StackColumn } from '@/components/charts/stacked-bar-chart';
import { tripWhere, type TripFilters } from '@/lib/exports/filters';
import type { Ctx } from '@/lib/core/context';
import { MILEAGE_PURPOSES, serializeTrip } from '@/lib/mileage/resource';
import { dateOut } from '@/lib/core/dates';
import { LawYearError } from '@/lib/tax/law/types';
import { mileageSummaryView } from '@/lib/tax-views/views';

/** How many rows the page lists; the count, the sum, the chart and the CSV cover every matching row. */
export const PAGE_ROWS = 200;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** Miles per month (rows) and purpose (values in MILEAGE_PURPOSES order) from per-day database sums. */
export function monthColumns(
  buckets: ReadonlyArray<{ date: string; purpose: string; miles: number }>,
): StackColumn[] {
  const grid = Array.from({ length: 12 }, () => MILEAGE_PURPOSES.map(() => 0));
  for (const b of buckets) {
    const row = grid[Number(b.date.slice(5, 7)) - 1];
    const j = MILEAGE_PURPOSES.indexOf(b.purpose as (typeof MILEAGE_PURPOSES)[number]);
    if (row && j >= 0) row[j] = (row[j] ?? 0) + b.miles;
  }
  return grid.map((values, i) => {
    const label = MONTH.format(new Date(Date.UTC(2000, i, 1)));
    return { key: String(i + 1), label, short: label.slice(0, 3), narrow: label.slice(0, 1), values };
  });
}

/** The year's deduction, or null for a year whose IRS rates are not in the app yet. */
async function yearSummary(ctx: Ctx, year: number) {
  try {
    return await mileageSummaryView(ctx, year);
  } catch (err) {
    if (err instanceof LawYearError) return null;
    throw err;
  }
}

/** The Mileage page: the filtered list, its count and miles, the chart's sums, and the year's deduction. */
export async function loadTrips(ctx: Ctx, filters: TripFilters) {
  const where = tripWhere(ctx.userId, filters);
  const [rows, total, sum, buckets, summary] = await Promise.all([
    ctx.db.mileageTrip.findMany({ where, orderBy: [{ date: 'desc' }, { id: 'desc' }], take: PAGE_ROWS }),
    ctx.db.mileageTrip.count({ where }),
    ctx.db.mileageTrip.aggregate({ where, _sum: { miles: true } }),
    ctx.db.mileageTrip.groupBy({ by: ['date', 'purpose'], where, _sum: { miles: true } }),
    yearSummary(ctx, filters.year),
  ]);
  const columns = monthColumns(
    buckets.map((b) => ({ date: dateOut(b.date), purpose: b.purpose, miles: b._sum.miles ?? 0 })),
  );
  return { rows: rows.map(serializeTrip), total, totalMiles: sum._sum.miles ?? 0, columns, summary };
}
