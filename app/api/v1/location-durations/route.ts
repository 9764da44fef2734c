// GET /api/v1/location-durations: days per city+state in the rolling 24 months (the 12-month rule)
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { locationDurationsResponse } from '@/lib/views/report-schemas';
import { locationDurationsView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/location-durations',
      operationId: 'getLocationDurations',
      summary: 'Days per location (12-month rule)',
      description:
        'Days worked per city and state inside the rolling 24 months ending today: `safe` under 270 days, ' +
        '`approaching` from 270 to 365, `exceeds` above 365. Not year-filtered; a JSON array, not paginated.',
      tags: ['Dashboard & reports'],
      response: locationDurationsResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx }) => json(await locationDurationsView(ctx)),
  ),
});
