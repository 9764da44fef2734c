// GET /api/v1/per-diem?state=&city=&date= (or zip=): the GSA rate of a place and month, in cents
import { todayOf } from '@/lib/core/dates';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { perDiem } from '@/lib/views/per-diem';
import { perDiemResponse } from '@/lib/views/report-schemas';
import { perDiemQuery } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/per-diem',
      operationId: 'getPerDiem',
      summary: 'GSA per-diem rate of a place',
      description:
        'The GSA lodging and M&IE rates (cents) for `state` + `city` or for `zip`, on `date`; the standard ' +
        'CONUS rate where the place is not a listed area.',
      tags: ['Dashboard & reports'],
      query: perDiemQuery,
      response: perDiemResponse,
      cache: true,
    },
    async ({ ctx, query }) => json(perDiem(query, query.date ?? todayOf(ctx.now))),
  ),
});
