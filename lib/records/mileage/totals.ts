import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { Prisma } from '@/lib/generated/prisma/client';
import { readRows } from '@/lib/providers/db/direct';
import { ownLive } from '@/lib/providers/db/soft-delete';
import { tripConditions, type TripFilters } from '@/lib/records/mileage/filters';
import { MILEAGE_PURPOSES } from '@/lib/records/mileage/resource';

export interface TripTotals {
  /** Miles of every trip the filters match. */
  miles: number;
  /** Miles per month (12 rows, January first) and purpose (values in MILEAGE_PURPOSES order). */
  byMonth: number[][];
}

/**
 * The Mileage page's totals and chart for the trips the filters match: per-month sums by the database (at
 * most 60 rows, never the trips), in the chart's shape here.
 */
export async function tripTotals(ctx: Ctx, filters: TripFilters): Promise<TripTotals> {
  const buckets = await readRows<{ month: number; purpose: string; miles: number }>(
    ctx.db,
    Prisma.sql`SELECT EXTRACT(MONTH FROM t."date")::int AS month, t."purpose", sum(t."miles")::float8 AS miles
      FROM "mileage_trips" t WHERE ${ownLive(ctx.userId, 't')} AND ${tripConditions(filters)}
      GROUP BY 1, t."purpose"`,
  );
  const byMonth = Array.from({ length: 12 }, () => MILEAGE_PURPOSES.map(() => 0));
  let miles = 0;
  for (const b of buckets) {
    const m = b.miles;
    const row = byMonth[b.month - 1];
    const j = MILEAGE_PURPOSES.indexOf(b.purpose as (typeof MILEAGE_PURPOSES)[number]);
    if (row && j >= 0) row[j] = (row[j] ?? 0) + m;
    miles += m;
  }
  return { miles, byMonth };
}
