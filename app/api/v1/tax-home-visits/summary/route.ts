// GET /api/v1/tax-home-visits/summary: visits and distinct days at home per year, and the last visit
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { visitSummaryResponse, visitSummaryView } from '@/lib/records/visits/summary';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-home-visits/summary',
      operationId: 'getVisitSummary',
      summary: 'Visits and days at home per year',
      description:
        "Over the current tax home's live visits: per year, how many visits and how many distinct days at " +
        'home (overlapping visits count their shared days once), and the last visit.',
      tags: ['Tax home'],
      response: visitSummaryResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx }) => json(await visitSummaryView(ctx)),
  ),
});
