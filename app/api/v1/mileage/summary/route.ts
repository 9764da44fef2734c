// GET /api/v1/mileage/summary?year=: miles by purpose and month, and the deduction by rate period
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { mileageSummaryResponse } from '@/lib/views/report-schemas';
import { yearQuery } from '@/lib/views/schemas';
import { mileageSummaryView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/mileage/summary',
      operationId: 'getMileageSummary',
      summary: 'Mileage summary and deduction',
      description:
        'Totals by purpose and month. Each trip is deducted at the IRS rate in effect on its date; ' +
        '`ratePeriods` shows each rate period of the year and `ratePerMile` the rate in effect on the last ' +
        'day of the year (today for the current year).',
      tags: ['Mileage'],
      query: yearQuery,
      response: mileageSummaryResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await mileageSummaryView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
