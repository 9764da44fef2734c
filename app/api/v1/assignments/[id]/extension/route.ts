// GET /api/v1/assignments/:id/extension?weeks=: what extending the contract does to the 12-month rule, in dollars
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { extensionQuery, extensionResponse, extensionView } from '@/lib/views/tax-home/extension';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/assignments/{id}/extension',
      operationId: 'simulateAssignmentExtension',
      summary: 'Simulate an extension',
      description:
        'The contract extended by `weeks`: distinct days at its city in the 24 months, the first end date ' +
        'that passes 365 days, and from the tax engine the stipends that would become taxable and the tax on ' +
        'them (work expected to pass a year is indefinite from the start). Nothing is saved. For a 1099 ' +
        'worker the stipends are income either way: `stipendsBecomingTaxable` and `extraTax` are 0.',
      tags: ['Assignments'],
      params: idParam,
      query: extensionQuery,
      response: extensionResponse,
      cache: true,
      userWithRead: true,
      errors: ['not_found'],
    },
    async ({ ctx, params, query }) => json(await extensionView(ctx, params.id, query.weeks)),
  ),
});
