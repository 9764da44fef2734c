// GET /api/v1/tax-home/test: the IRS's three-factor test of the tax home (Rev. Rul. 73-529)
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { taxHomeTestSchema } from '@/lib/views/tax-home/schemas';
import { taxHomeTestView } from '@/lib/views/load/tax-home';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/tax-home/test',
      operationId: 'getTaxHomeTest',
      summary: 'The IRS tax home test',
      description:
        'The three factors the IRS weighs (work near home; paying for the home while away; not having left ' +
        "the area), each with the evidence found in the caller's records and what is missing. Verdict: " +
        '`tax_home` (3 of 3), `facts_and_circumstances` (2) or `itinerant` (0-1).',
      tags: ['Tax home'],
      response: taxHomeTestSchema,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx }) => json(await taxHomeTestView(ctx)),
  ),
});
