import type { Metadata } from 'next';
import { PageHeader } from '@/components/app/page-header';
import { BarChart } from '@/components/charts/bar-chart';
import { FilterForm } from '@/components/records/year-filter';
import { Stat } from '@/components/dashboard/stat';
import { formatPercent } from '@/components/tax/format';
import { GsaTable } from '@/components/tax/gsa-table';
import { LawYearNotice } from '@/components/tax/law-year-notice';
import { requestLocale } from '@/components/tax/locale';
import { NotesList } from '@/components/tax/notes-list';
import { ProfitabilityTable } from '@/components/tax/profitability-table';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import { yearFrom } from '../_lib/mutate';
import { loadProfitability } from './load';

export const metadata: Metadata = { title: 'Profitability' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ProfitabilityPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const [locale, data] = await Promise.all([requestLocale(), loadProfitability(ctx, year)]);
  const filter = <FilterForm years={await recordYears(ctx)} year={year} />;
  const header = (
    <PageHeader
      title="Profitability"
      description="What each assignment leaves you after federal, state and payroll tax and its expenses."
      actions={filter}
    />
  );
  if (data === null) {
    return (
      <>
        {header}
        <Card>
          <LawYearNotice year={year} />
        </Card>
      </>
    );
  }
  const { view, gsa, notes } = data;
  const items = view.assignments;
  if (items.length === 0) {
    return (
      <>
        {header}
        <Card>
          <EmptyState title={`No assignments in ${year}`}>
            <p>Add a contract to see its gross pay, estimated tax and net profit.</p>
            <ButtonLink href="/assignments" variant="secondary" className="mt-3">
              Add an assignment
            </ButtonLink>
          </EmptyState>
        </Card>
        <div className="mt-6">
          <NotesList notes={notes} />
        </div>
      </>
    );
  }
  const gsaRows = items.flatMap((it) => {
    const g = gsa.find((x) => x.assignmentId === it.assignmentId);
    return g ? [{ ...g, facility: it.facility }] : [];
  });
  return (
    <>
      {header}
      <div className="grid gap-6">
        <Card aria-labelledby="profit-summary">
          <h2 id="profit-summary" className="sr-only">
            {year} summary
          </h2>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Stat label="Total net profit" value={<Money cents={view.totalNetProfit} />} emphasis />
            <Stat label="Average per assignment" value={<Money cents={view.averageNetProfit} />} />
            <Stat label="Average margin" value={formatPercent(view.averageProfitMargin, locale)} />
          </dl>
        </Card>
        <Card aria-labelledby="profit-table">
          <CardHeader
            id="profit-table"
            title={`${year} by assignment`}
            description={`${items.length} assignment${items.length === 1 ? '' : 's'} · ${
              view.employmentType === '1099' ? '1099 contractor' : 'W-2 employee'
            } · tax allocated by share of taxable income`}
          />
          <ProfitabilityTable items={items} employmentType={view.employmentType} locale={locale} />
        </Card>
        <Card aria-labelledby="profit-chart">
          <CardHeader id="profit-chart" title="Net profit per assignment" />
          <BarChart
            title={`Net profit per assignment in ${year}`}
            bars={items.map((it) => ({ key: it.assignmentId, label: it.facility, value: it.netProfit }))}
          />
        </Card>
        <Card aria-labelledby="gsa-title">
          <CardHeader
            id="gsa-title"
            title="GSA per diem check"
            description="Weekly housing and M&IE stipends up to 7 × the GSA daily rate of each month stay tax-free; the rest is taxable wages. Open an assignment to see it month by month."
          />
          <GsaTable rows={gsaRows} />
        </Card>
        <NotesList notes={notes} />
      </div>
    </>
  );
}
