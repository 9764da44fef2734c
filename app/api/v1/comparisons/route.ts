// GET /api/v1/comparisons: the caller's saved comparisons; POST (Pro) computes and saves one
import { comparisonResource } from '@/lib/comparisons/resource';
import { methods } from '@/lib/http/methods';
import { created } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { recordRoutes } from '@/lib/http/record-routes';
import { saveComparison } from '@/lib/tax-views/compare';
import { comparisonCreateBody } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: recordRoutes(comparisonResource).collection.GET,
  POST: route({ body: comparisonCreateBody, plan: 'pro' }, async ({ ctx, body }) =>
    created(await saveComparison(ctx, body)),
  ),
});
