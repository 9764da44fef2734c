import 'server-only';
import { ownLive } from '@/lib/providers/db/soft-delete';
import type { Ctx } from '@/lib/core/context';

/**
 * The years a year picker offers: every year that holds one of the user's live records (an assignment in
 * each year it spans, expenses, trips, tax home costs and documents, quarterly payments) plus the current
 * and the next year (next year's offers), newest first. One query: the database extracts the years and
 * removes duplicates, so a user with thousands of trips costs the same as one with none.
 */
export async function recordYears(ctx: Ctx): Promise<number[]> {
  const id = ctx.userId;
  const rows = await ctx.db.$queryRaw<Array<{ year: number }>>`
    SELECT DISTINCT y::int AS year FROM (
      SELECT generate_series(EXTRACT(YEAR FROM start_date)::int, EXTRACT(YEAR FROM end_date)::int) AS y
        FROM assignments WHERE ${ownLive(id)}
      UNION ALL SELECT EXTRACT(YEAR FROM date)::int FROM expenses WHERE ${ownLive(id)}
      UNION ALL SELECT EXTRACT(YEAR FROM date)::int FROM mileage_trips WHERE ${ownLive(id)}
      UNION ALL SELECT EXTRACT(YEAR FROM date)::int FROM tax_home_docs WHERE ${ownLive(id)}
      UNION ALL SELECT year FROM tax_home_costs WHERE ${ownLive(id)}
      UNION ALL SELECT year FROM quarterly_payments WHERE ${ownLive(id)}
    ) AS years`;
  const current = ctx.now.getUTCFullYear();
  const all = new Set([current, current + 1, ...rows.map((r) => Number(r.year))]);
  return [...all].filter((y) => y >= 2000 && y <= 2100).sort((a, b) => b - a);
}
