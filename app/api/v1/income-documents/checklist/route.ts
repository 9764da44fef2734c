// GET /api/v1/income-documents/checklist?year=: One item per agency the year assignments name: a W-2 for W-2 workers, a 1099-NEC (or 1099-MISC) for 1099 workers, received or missing.
import { checklistExample } from '@/lib/imports/examples';
import { incomeChecklistSchema } from '@/lib/views/income/schemas';
import { incomeChecklistView } from '@/lib/views/load/income-documents';
import { yearQuery } from '@/lib/views/schemas';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/income-documents/checklist',
      operationId: 'getIncomeChecklist',
      summary: 'Documents to expect',
      description:
        'One item per agency the year assignments name: a W-2 for W-2 workers, a 1099-NEC (or 1099-MISC) for 1099 workers, received or missing.',
      tags: ['Income documents'],
      query: yearQuery,
      response: incomeChecklistSchema,
      cache: true,
      userWithRead: true,
      examples: { response: checklistExample },
    },
    async ({ ctx, query }) => json(await incomeChecklistView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
