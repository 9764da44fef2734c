// GET /api/v1/comparisons: the caller's saved comparisons; POST (Pro) computes and saves one
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { recordRoutes } from '@/lib/http/record-routes';
import { created } from '@/lib/http/respond';
import { saveComparison } from '@/lib/views/compare';
import { comparisonCreateBody } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: recordRoutes(comparisonResource).collection.GET,
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/comparisons',
      operationId: 'createComparison',
      summary: 'Save a contract comparison',
      description:
        'Computes the comparison like POST /tax-calculate and saves it as an immutable snapshot: `winner`, ' +
        '`diff` (cents) and each contract’s inputs and results as the JSON strings `contract_a` and `contract_b`.',
      tags: ['Comparisons'],
      body: comparisonCreateBody,
      response: comparisonResource.record,
      status: 201,
      plan: 'pro',
      examples: { response: comparisonResource.docs.exampleRecord },
    },
    async ({ ctx, body }) => created(await saveComparison(ctx, body)),
  ),
});
