// GET /api/v1/state-income?year= (Pro): income, tax and filing duties per state
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';
import { stateIncomeView } from '@/lib/tax-views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, plan: 'pro', cache: true }, async ({ ctx, query }) =>
    json(await stateIncomeView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
