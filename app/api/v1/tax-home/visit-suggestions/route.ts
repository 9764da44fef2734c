// GET /api/v1/tax-home/visit-suggestions: days the caller's records place them at home, not yet a visit
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { visitSuggestionsResponse, visitSuggestionsView } from '@/lib/records/visits/summary';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-home/visit-suggestions',
      operationId: 'getVisitSuggestions',
      summary: 'Visits found in your records',
      description:
        'Days of any year your records place you at your tax home that no visit covers or cites yet: trips ' +
        'with purpose `tax_home_visit`, and expenses (not tied to an assignment) and tax home documents whose ' +
        'description or title names the home city. Confirm one with POST /tax-home-visits. Also the number ' +
        'of trips home this year.',
      tags: ['Tax home'],
      response: visitSuggestionsResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx }) => json(await visitSuggestionsView(ctx)),
  ),
});
