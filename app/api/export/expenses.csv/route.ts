// GET /api/export/expenses.csv?year=&category=&assignment_id= — the signed-in user's expenses as CSV
import { csvHeaders, csvStream } from '@/lib/exports/csv';
import { expenseFilters, exportFilename } from '@/lib/exports/filters';
import { expenseCsvLines } from '@/lib/exports/service';
import { sessionCtx } from '@/lib/exports/session';
import { unauthorizedDownload } from '../unauthorized';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const ctx = await sessionCtx();
  if (!ctx) return unauthorizedDownload();
  const filters = expenseFilters(Object.fromEntries(new URL(req.url).searchParams), ctx.now);
  return new Response(csvStream(expenseCsvLines(ctx, filters)), {
    headers: csvHeaders(exportFilename('expenses', filters)),
  });
}
