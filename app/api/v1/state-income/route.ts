// GET /api/v1/state-income?year= (Pro): income, tax and filing duties per state
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { yearQuery } from '@/lib/views/schemas';
import { stateIncomeResponse } from '@/lib/views/tax-schemas';
import { stateIncomeView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/state-income',
      operationId: 'getStateIncome',
      summary: 'Income and tax per state',
      description:
        'Per work state: income, tax, days, reciprocity, whether a return is required, the form and its ' +
        'deadline. The home state is listed last, even with no income there.',
      tags: ['Taxes'],
      query: yearQuery,
      response: stateIncomeResponse,
      plan: 'pro',
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await stateIncomeView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
