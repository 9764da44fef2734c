// GET /api/v1/expenses/receipt-flags?year=: the year's expenses that would not survive an audit as recorded
import {
  receiptFlagsQuery,
  receiptFlagsResponse,
  receiptFlagsView,
} from '@/lib/records/expenses/receipt-flags';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/expenses/receipt-flags',
      operationId: 'getReceiptFlags',
      summary: 'Expenses that need a receipt',
      description:
        "The year's expenses an auditor would reject as recorded, newest first: lodging without a receipt " +
        '(any amount), any other expense of $75 or more without one, and meals of a W-2 worker (not ' +
        'deductible). Each says what to do. Paginated like every list (limit and offset); `total` and ' +
        'X-Total-Count give how many are flagged in all.',
      tags: ['Expenses'],
      query: receiptFlagsQuery,
      response: receiptFlagsResponse,
      cache: true,
      userWithRead: true,
    },
    async ({ ctx, query }) => {
      const { year = ctx.now.getUTCFullYear(), limit, offset } = query;
      const flags = await receiptFlagsView(ctx, year, { limit, offset });
      return json(flags, 200, { 'X-Total-Count': String(flags.total) });
    },
  ),
});
