// GET /api/v1/tax-estimate?year= (Pro): federal, FICA or SE, state taxes, take-home, quarterly payments
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { yearQuery } from '@/lib/views/schemas';
import { taxEstimateResponse } from '@/lib/views/tax-schemas';
import { taxEstimateView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-estimate',
      operationId: 'getTaxEstimate',
      summary: 'Full-year tax estimate',
      description:
        'Federal, FICA or self-employment, and state tax for the year, the effective rates and, for 1099 ' +
        'users, the four quarterly estimated payments with what has been paid.',
      tags: ['Taxes'],
      query: yearQuery,
      response: taxEstimateResponse,
      plan: 'pro',
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await taxEstimateView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
