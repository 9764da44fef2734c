// GET /api/export/mileage.csv?year=&purpose=&assignment_id= — the signed-in user's mileage log as CSV
import { csvHeaders, csvStream } from '@/lib/exports/csv';
import { exportFilename, tripFilters } from '@/lib/exports/filters';
import { tripCsvLines } from '@/lib/exports/service';
import { sessionCtx } from '@/lib/exports/session';
import { unauthorizedDownload } from '../unauthorized';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const ctx = await sessionCtx();
  if (!ctx) return unauthorizedDownload();
  const filters = tripFilters(Object.fromEntries(new URL(req.url).searchParams), ctx.now);
  return new Response(csvStream(tripCsvLines(ctx, filters)), {
    headers: csvHeaders(exportFilename('mileage', filters)),
  });
}
