// GET /api/v1/filing-year?year= (Pro): the year's returns, government by government (docs/tax-method.md §11)
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { filingYearResponse } from '@/lib/views/filing-schemas';
import { yearQuery } from '@/lib/views/schemas';
import { filingYearView } from '@/lib/views/views';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/filing-year',
      operationId: 'getFilingYear',
      summary: 'The year’s returns, one government at a time',
      description:
        'The one model of the year every other view reads: for federal, each state and each local tax, its ' +
        'tax, what was paid, the balance (never netted across governments) and whether a return must be ' +
        'filed, should be (money comes back only with one) or is not needed, with the form, deadline and ' +
        'reason; the order of filing; the estimated-tax plans; the withholding advice; the safe harbor and the ' +
        'last year it rests on; each assignment’s share of every tax; every date to file or pay.',
      tags: ['Taxes'],
      query: yearQuery,
      response: filingYearResponse,
      plan: 'pro',
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => json(await filingYearView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
