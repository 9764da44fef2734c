// GET /api/v1/income-documents/reconciliation?year=: W-2 box 1 (or the 1099) per agency against the engine
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { incomeReconciliationView } from '@/lib/income-documents/views';
import { yearQuery } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, cache: true }, async ({ ctx, query }) =>
    json(await incomeReconciliationView(ctx, query.year ?? ctx.now.getUTCFullYear())),
  ),
});
