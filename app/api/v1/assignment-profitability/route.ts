// GET /api/v1/assignment-profitability?year=: net profit per assignment after every tax
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { yearQuery } from '@/lib/views/schemas';
import { profitabilityResponse } from '@/lib/views/tax-schemas';
import { profitabilityView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/assignment-profitability',
      operationId: 'getAssignmentProfitability',
      summary: 'Assignment profitability',
      description:
        'Net profit per assignment in the year: grossComp − totalTax − linkedExpenses. The federal tax (and ' +
        'FICA or SE tax) is computed once for the year, then allocated in proportion to taxable income.',
      tags: ['Dashboard & reports'],
      query: yearQuery,
      response: profitabilityResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await profitabilityView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
