// GET /api/v1/tax-home/visit-suggestions: a trip home not yet logged as a visit, and the year's trips home
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { visitSuggestionsResponse } from '@/lib/tax-home-intel/schemas';
import { visitSuggestionsView } from '@/lib/tax-home-intel/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-home/visit-suggestions',
      operationId: 'getVisitSuggestions',
      summary: 'Visits found in your trips',
      description:
        "The newest trip this year with purpose `tax_home_visit` dated after the tax home's last visit (null " +
        'when none, or without a tax home): confirm it by setting `last_visit_date` (PATCH /tax-home/{id}). ' +
        'Also the number of trips home this year.',
      tags: ['Tax home'],
      response: visitSuggestionsResponse,
    },
    async ({ ctx }) => json(await visitSuggestionsView(ctx)),
  ),
});
