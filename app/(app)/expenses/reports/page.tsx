import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageFrame } from '@/components/layout/page-header';
import { FilterForm } from '@/components/records/year-filter';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { currentCtx } from '@/lib/auth/current-user';
import { expenseReport, REPORT_GROUPINGS, reportParams } from '@/lib/records/expenses/report';
import { filterQuery, withYearAssignment } from '@/lib/records/list-filters';
import { recordYears } from '@/lib/records/years';
import { listPageAssignments } from '../../_lib/assignment-options';
import { categoryOptions } from '../fields';
import { ReportTable } from './report-table';

export const metadata: Metadata = { title: 'Expense reports' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Expense reports (issue 40): the year's expenses by month or by assignment, on the page, as PDF and CSV. */
export default async function ExpenseReportsPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const { filters: parsed, by } = reportParams(await searchParams, ctx.now);
  const [assignments, years] = await Promise.all([listPageAssignments(ctx, parsed.year), recordYears(ctx)]);
  // As on the Expenses page: an assignment the year's list cannot show is not applied unseen.
  const filters = withYearAssignment(parsed, assignments.filterIds);
  const report = await expenseReport(ctx, filters, by);
  const query = filterQuery(filters);
  const download = (ext: 'pdf' | 'csv') => `/api/export/expense-report.${ext}?${query}&by=${by}`;
  return (
    <PageFrame
      title="Expense reports"
      description="Your expenses added up by month or by assignment, for your records, an agency reimbursement or your tax preparer."
      actions={
        <ButtonLink href="/expenses" variant="secondary">
          Back to expenses
        </ButtonLink>
      }
    >
      <TitledCard
        id="report"
        title={`${filters.year} by ${by}`}
        description={
          <>
            {report.scope} · {report.count} expense{report.count === 1 ? '' : 's'} · total{' '}
            <Money cents={report.total} className="font-semibold text-fg" />
          </>
        }
        action={
          <div className="grid w-full gap-3">
            <nav aria-label="Group by" className="flex gap-1">
              {REPORT_GROUPINGS.map((g) => (
                <Link
                  key={g}
                  href={`/expenses/reports?${query}&by=${g}`}
                  aria-current={g === by ? 'page' : undefined}
                  className={buttonClass(g === by ? 'primary' : 'secondary', 'sm')}
                >
                  By {g}
                </Link>
              ))}
            </nav>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <FilterForm
                years={years}
                year={filters.year}
                keep={{ by }}
                selects={[
                  {
                    name: 'category',
                    label: 'Category',
                    value: filters.category ?? '',
                    options: categoryOptions,
                  },
                  {
                    name: 'assignment_id',
                    label: 'Assignment',
                    value: filters.assignmentId ? String(filters.assignmentId) : '',
                    options: assignments.filter,
                  },
                ]}
              />
              <div className="flex gap-2">
                {/* Plain links: the routes answer with Content-Disposition: attachment. */}
                <a href={download('pdf')} download className={buttonClass('secondary', 'md')}>
                  Download PDF
                </a>
                <a href={download('csv')} download className={buttonClass('secondary', 'md')}>
                  Download CSV
                </a>
              </div>
            </div>
          </div>
        }
      >
        {report.count === 0 ? (
          <EmptyState title={`No expenses in ${filters.year}`}>
            Add expenses on the Expenses page, or try another year or filter.
          </EmptyState>
        ) : (
          <ReportTable report={report} />
        )}
      </TitledCard>
    </PageFrame>
  );
}
