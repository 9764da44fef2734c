// GET /api/export/expense-report.csv?year=&by=month|assignment&category=&assignment_id= — the report as CSV
import { sessionDownload } from '@/app/_lib/session-route';
import { expenseReportFile } from '@/lib/records/expenses/report-files';

export const dynamic = 'force-dynamic';

export const GET = sessionDownload({ name: 'export.expense-report.csv' }, (ctx, req) =>
  expenseReportFile(ctx, new URL(req.url), 'csv'),
);
