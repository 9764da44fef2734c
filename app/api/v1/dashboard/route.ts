// GET /api/v1/dashboard: the current year's records and the audit readiness score
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { jsonWithText } from '@/lib/http/respond';
import { dashboard } from '@/lib/views/dashboard';
import { dashboardResponse } from '@/lib/views/report-schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/dashboard',
      operationId: 'getDashboard',
      summary: 'Dashboard',
      description:
        "The current year's records (newest first, at most 100 of each kind), the current tax home and the " +
        'audit readiness score: 11 criteria over all of your records.',
      tags: ['Dashboard & reports'],
      response: dashboardResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx }) => jsonWithText(await dashboard(ctx)),
  ),
});
