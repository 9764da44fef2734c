// GET /api/v1/assignment-profitability?year=: net profit per assignment after every tax
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';
import { profitabilityView } from '@/lib/tax-views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, cache: true }, async ({ ctx, query }) =>
    json(await profitabilityView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
