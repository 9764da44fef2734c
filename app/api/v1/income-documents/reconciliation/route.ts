// GET /api/v1/income-documents/reconciliation?year=: Per agency: W-2 box 1 against the taxable wages the tax engine computes for its assignments (1099 workers: the 1099 amount against gross pay), the difference, and its likely reasons in words.
import { reconciliationExample } from '@/lib/imports/examples';
import { incomeReconciliationSchema } from '@/lib/views/income/schemas';
import { incomeReconciliationView } from '@/lib/views/load/income-documents';
import { yearQuery } from '@/lib/views/schemas';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/income-documents/reconciliation',
      operationId: 'getIncomeReconciliation',
      summary: 'Documents against the app figures',
      description:
        'Per agency: W-2 box 1 against the taxable wages the tax engine computes for its assignments (1099 workers: the 1099 amount against gross pay), the difference, and its likely reasons in words.',
      tags: ['Income documents'],
      query: yearQuery,
      response: incomeReconciliationSchema,
      cache: true,
      userWithRead: true,
      examples: { response: reconciliationExample },
    },
    async ({ ctx, query }) =>
      json(await incomeReconciliationView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
