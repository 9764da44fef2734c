// GET /api/v1/mileage/summary?year=: miles by purpose and month, and the deduction by rate period
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';
import { mileageSummaryView } from '@/lib/tax-views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, cache: true }, async ({ ctx, query }) =>
    json(await mileageSummaryView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
