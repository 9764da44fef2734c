import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { tripWhere, type TripFilters } from '@/lib/records/mileage/filters';
import { MILEAGE_PURPOSES } from '@/lib/records/mileage/resource';

export interface TripTotals {
  /** Miles of every trip the filters match. */
  miles: number;
  /** Miles per month (12 rows, January first) and purpose (values in MILEAGE_PURPOSES order). */
  byMonth: number[][];
}

/**
 * The Mileage page's totals and chart for the trips the filters match: per-day sums by the database (a
 * few hundred rows for a year of daily driving, never the trips), folded into months here.
 */
export async function tripTotals(ctx: Ctx, filters: TripFilters): Promise<TripTotals> {
  const buckets = await ctx.db.mileageTrip.groupBy({
    by: ['date', 'purpose'],
    where: tripWhere(ctx.userId, filters),
    _sum: { miles: true },
  });
  const byMonth = Array.from({ length: 12 }, () => MILEAGE_PURPOSES.map(() => 0));
  let miles = 0;
  for (const b of buckets) {
    const m = b._sum.miles ?? 0;
    const row = byMonth[b.date.getUTCMonth()];
    const j = MILEAGE_PURPOSES.indexOf(b.purpose as (typeof MILEAGE_PURPOSES)[number]);
    if (row && j >= 0) row[j] = (row[j] ?? 0) + m;
    miles += m;
  }
  return { miles, byMonth };
}
