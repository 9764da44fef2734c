// GET /api/export/mileage.csv?year=&purpose=&assignment_id= — the signed-in user's mileage log as CSV
import { sessionRoute } from '@/app/_lib/session-route';
import { csvHeaders, csvStream } from '@/lib/views/exports/csv';
import { tripFilters } from '@/lib/records/mileage/filters';
import { exportFilename } from '@/lib/records/list-filters';
import { tripCsvLines } from '@/lib/views/exports/service';

export const dynamic = 'force-dynamic';

export const GET = sessionRoute({ name: 'export.mileage.csv' }, async (ctx, req) => {
  const filters = tripFilters(Object.fromEntries(new URL(req.url).searchParams), ctx.now);
  return new Response(csvStream(tripCsvLines(ctx, filters)), {
    headers: csvHeaders(exportFilename('mileage', filters)),
  });
});
