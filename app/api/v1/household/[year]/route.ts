// GET /api/v1/household/{year}: the household profile of a tax year (all null when nothing was entered)
// PUT /api/v1/household/{year}: replaces it (a field left out is cleared); PATCH changes only the fields sent
import { z } from 'zod';
import { householdBody, householdSchema } from '@/lib/records/household/schemas';
import { getHousehold, saveHousehold } from '@/lib/records/household/service';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { yearParam } from '@/lib/validation/common';

const params = z.object({ year: yearParam });
const common = {
  path: '/api/v1/household/{year}',
  tags: ['Household'] as [string],
  params,
  response: householdSchema,
};
const ABOUT =
  'Every field is optional: what is left null is not counted, and a year with nothing entered is ' +
  'computed exactly as before. The spouse’s figures count on a married-joint return only.';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      ...common,
      method: 'GET',
      operationId: 'getHousehold',
      cache: true,
      summary: 'Your household for a tax year',
      description: ABOUT,
    },
    async ({ ctx, params: p }) => json(await getHousehold(ctx, p.year)),
  ),
  PUT: endpoint(
    {
      ...common,
      method: 'PUT',
      operationId: 'replaceHousehold',
      summary: 'Save your household for a tax year',
      description: `Replaces the whole profile: a field left out is cleared. ${ABOUT}`,
      body: householdBody,
    },
    async ({ ctx, params: p, body }) => json(await saveHousehold(ctx, p.year, body, 'replace')),
  ),
  PATCH: endpoint(
    {
      ...common,
      method: 'PATCH',
      operationId: 'updateHousehold',
      summary: 'Change part of your household for a tax year',
      description: `Changes only the fields sent (null clears one). ${ABOUT}`,
      body: householdBody,
    },
    async ({ ctx, params: p, body }) => json(await saveHousehold(ctx, p.year, body, 'merge')),
  ),
});
