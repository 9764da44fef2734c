// GET /api/v1/tax-estimate?year= (Pro): federal, FICA or SE, state taxes, take-home, quarterly payments
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';
import { taxEstimateView } from '@/lib/tax-views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, plan: 'pro', cache: true }, async ({ ctx, query }) =>
    json(await taxEstimateView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
