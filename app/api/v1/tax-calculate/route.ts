// POST /api/v1/tax-calculate (Pro): two contracts compared after every tax, not saved
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { calculateComparison } from '@/lib/views/compare';
import { taxCalculateBody } from '@/lib/views/schemas';
import { contractComparisonResponse } from '@/lib/views/tax-schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/tax-calculate',
      operationId: 'calculateContracts',
      summary: 'Compare two contracts',
      description:
        'Each contract’s tax is what it adds to your household’s return of each year it spans (the year’s ' +
        'household profile and your other assignments of that year, less any whose days it overlaps), with ' +
        'your employment type, filing status and tax home; with neither, it is the year’s only income. ' +
        '`winner` is the higher net take-home (0 on a tie); nothing is stored.',
      tags: ['Taxes'],
      body: taxCalculateBody,
      response: contractComparisonResponse,
      plan: 'pro',
    },
    async ({ ctx, body }) => json(await calculateComparison(ctx, body)),
  ),
});
