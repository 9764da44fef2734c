// GET /api/v1/tax-home/cost-benefit?year=: what keeping the tax home cost against the tax it saved
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { keepHomeResponse, keepHomeView } from '@/lib/views/tax-home/keep-home';
import { yearQuery } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-home/cost-benefit',
      operationId: 'getTaxHomeCostBenefit',
      summary: 'Does the tax home pay for itself?',
      description:
        "The year's recorded tax home costs and the trips home at the IRS mileage rate, against the tax " +
        'saved: the tax engine computes the year with and without a tax home (without one, every W-2 stipend ' +
        'is taxable pay).',
      tags: ['Tax home'],
      query: yearQuery,
      response: keepHomeResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await keepHomeView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
