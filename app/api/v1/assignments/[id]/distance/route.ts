// GET /api/v1/assignments/:id/distance: miles from the tax home, flagged within NEAR_HOME_MILES
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { assignmentDistanceView, distanceSchema } from '@/lib/views/tax-home/extension';
import { NEAR_HOME_MILES } from '@/lib/tax/law/tax-home';
import { idParam } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/assignments/{id}/distance',
      operationId: 'getAssignmentDistance',
      summary: 'Distance from the tax home',
      description:
        `Miles between the ZIP centroids of the tax home and the assignment. \`near\` within ${NEAR_HOME_MILES} ` +
        `miles or in the tax home's city: no law sets a ${NEAR_HOME_MILES}-mile rule, but many agencies use ` +
        'one; the IRS asks whether the work needs you to sleep away from home.',
      tags: ['Assignments'],
      params: idParam,
      response: distanceSchema,
      cache: true,
      userWithRead: true,
      errors: ['not_found'],
    },
    async ({ ctx, params }) => json(await assignmentDistanceView(ctx, params.id)),
  ),
});
