import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import type { FileDownload } from '@/lib/http/download';
import { centsToDollars, csvLine, enumLabel } from '@/lib/views/exports/csv';
import { addFooters, createPdf, heading, paragraph, pdfBytes } from '@/lib/views/audit-packet/pdf/doc';
import { table } from '@/lib/views/audit-packet/pdf/table';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import { expenseReport, reportParams, type ExpenseReport } from './report';

// The expense report as files (issue 40): a PDF in the audit packet's type (pdfkit, lib/views/audit-packet/pdf)
// and a CSV (lib/views/exports/csv.ts), both drawn from one ExpenseReport, the object the page shows.

const groupWord = (r: ExpenseReport) => (r.by === 'month' ? 'Month' : 'Assignment');

/** `expense-report-2026-by-month.csv`, with the category when one is picked. */
export function reportFilename(r: ExpenseReport, ext: 'pdf' | 'csv'): string {
  const category = r.filters.category ? `-${r.filters.category}` : '';
  return `expense-report-${r.filters.year}-by-${r.by}${category}.${ext}`;
}

/**
 * The CSV: one line per group and category with expenses, then the group's line ("All categories"; an
 * empty month too), and the year's last. Amounts in dollars with two decimals, like the other downloads.
 */
export function reportCsv(r: ExpenseReport): string {
  const lines = [csvLine([groupWord(r), 'Category', 'Expenses', 'Amount'])];
  for (const g of r.groups) {
    for (const c of g.categories)
      lines.push(csvLine([g.label, enumLabel(c.category), c.count, centsToDollars(c.total)]));
    lines.push(csvLine([g.label, 'All categories', g.count, centsToDollars(g.total)]));
  }
  const all = r.by === 'month' ? 'All months' : 'All assignments';
  lines.push(csvLine([all, 'All categories', r.count, centsToDollars(r.total)]));
  return `\uFEFF${lines.join('')}`;
}

const categoryText = (g: ExpenseReport['groups'][number]) =>
  g.categories.map((c) => `${enumLabel(c.category)} ${usd(c.total)}`).join(', ');

/** The PDF: the scope, then a table of the groups with their categories, and the total. */
export async function reportPdf(r: ExpenseReport, worker: string, today: string): Promise<Buffer> {
  const title = `Expense report ${r.filters.year}`;
  const doc = createPdf({ title, author: worker, date: new Date(`${today}T00:00:00Z`) });
  heading(doc, `${title}, by ${r.by}`);
  paragraph(doc, `${worker}. ${r.scope}. Prepared ${day(today)}.`, { muted: true });
  table(
    doc,
    [
      { header: groupWord(r), width: 0.3 },
      { header: 'Expenses', width: 0.1, align: 'right' },
      { header: 'Total', width: 0.16, align: 'right' },
      { header: 'By category', width: 0.44 },
    ],
    [
      ...r.groups.map((g) => [g.label, count(g.count), usd(g.total), categoryText(g)]),
      ['Total', count(r.count), usd(r.total), ''].map((text) => ({ text, bold: true })),
    ],
  );
  addFooters(doc, `${worker} · ${title}`);
  return pdfBytes(doc);
}

/** The download of the web app's report page (app/api/export/expense-report.*), for its query string. */
export async function expenseReportFile(ctx: Ctx, url: URL, ext: 'pdf' | 'csv'): Promise<FileDownload> {
  const { filters, by } = reportParams(Object.fromEntries(url.searchParams), ctx.now);
  const report = await expenseReport(ctx, filters, by);
  const filename = reportFilename(report, ext);
  if (ext === 'csv') return { body: reportCsv(report), filename, contentType: 'text/csv; charset=utf-8' };
  const worker = ctx.user.first_name || ctx.user.email || 'Worker';
  return {
    body: await reportPdf(report, worker, todayOf(ctx.now)),
    filename,
    contentType: 'application/pdf',
  };
}
