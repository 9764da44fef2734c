// GET /api/v1/stipend-eligibility?year=: per assignment, whether its stipends can be tax-free and why not
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { stipendEligibilityResponse } from '@/lib/views/tax-home/schemas';
import { stipendEligibilityView } from '@/lib/views/load/tax-home';
import { yearQuery } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/stipend-eligibility',
      operationId: 'getStipendEligibility',
      summary: 'Stipend eligibility per assignment',
      description:
        "Each of the year's assignments: whether its stipends can be tax-free, and the conditions in the " +
        'order the law applies them (tax home, away from home, 12-month rule, GSA rate), from the same ' +
        'figures as the tax estimate.',
      tags: ['Taxes'],
      query: yearQuery,
      response: stipendEligibilityResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await stipendEligibilityView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
