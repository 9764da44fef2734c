// GET /api/export/expenses.csv?year=&category=&assignment_id= — the signed-in user's expenses as CSV
import { sessionRoute } from '@/app/_lib/session-route';
import { csvHeaders, csvStream } from '@/lib/views/exports/csv';
import { expenseFilters } from '@/lib/records/expenses/filters';
import { exportFilename } from '@/lib/records/list-filters';
import { expenseCsvLines } from '@/lib/views/exports/service';

export const dynamic = 'force-dynamic';

export const GET = sessionRoute({ name: 'export.expenses.csv' }, async (ctx, req) => {
  const filters = expenseFilters(Object.fromEntries(new URL(req.url).searchParams), ctx.now);
  return new Response(csvStream(expenseCsvLines(ctx, filters)), {
    headers: csvHeaders(exportFilename('expenses', filters)),
  });
});
