// POST /api/v1/tax-calculate (Pro): two contracts compared after every tax, not saved
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { calculateComparison } from '@/lib/tax-views/compare';
import { taxCalculateBody } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: taxCalculateBody, plan: 'pro' }, async ({ ctx, body }) =>
    json(await calculateComparison(ctx, body)),
  ),
});
