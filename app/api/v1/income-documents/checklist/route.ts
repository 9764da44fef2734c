// GET /api/v1/income-documents/checklist?year=: the documents each agency of the year owes, received or missing
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { incomeChecklistView } from '@/lib/income-documents/views';
import { yearQuery } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, cache: true }, async ({ ctx, query }) =>
    json(await incomeChecklistView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
