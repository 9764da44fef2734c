import type { Metadata } from 'next';
import { recordYears } from '@/lib/records/years';
import { PageHeader } from '@/components/layout/page-header';
import { BarChart } from '@/components/charts/bar-chart';
import { FilterForm } from '@/components/records/year-filter';
import { Stat, StatsCard } from '@/components/dashboard/stat';
import { formatPercent } from '@/components/ui/format';
import { GsaTable } from '@/components/views/gsa-table';
import { TaxShares } from '@/components/views/tax-shares';
import { NotesList } from '@/components/views/notes-list';
import { ProfitabilityTable } from '@/components/views/profitability-table';
import { ViewRefusal } from '@/components/views/view-refusal';
import { ButtonLink } from '@/components/ui/button';
import { Card, TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { profitabilityReport } from '@/lib/views/profitability';
import { loadYearView } from '../_lib/year-view';

export const metadata: Metadata = { title: 'Profitability' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ProfitabilityPage({ searchParams }: { searchParams: Search }) {
  const { ctx, year, locale, outcome } = await loadYearView(searchParams, profitabilityReport);
  const filter = <FilterForm years={await recordYears(ctx)} year={year} />;
  const header = (
    <PageHeader
      title="Profitability"
      description="What each assignment leaves you after federal, state, local and payroll tax and its expenses."
      actions={filter}
    />
  );
  if (outcome.kind !== 'shown') {
    return (
      <>
        {header}
        <ViewRefusal feature="Profitability" />
      </>
    );
  }
  const { view, gsa, notes } = outcome.view;
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
  return (
    <>
      {header}
      <div className="grid gap-6">
        <StatsCard id="profit-summary" title={`${year} summary`} className="grid-cols-1 sm:grid-cols-3">
          <Stat label="Total net profit" value={<Money cents={view.totalNetProfit} />} emphasis />
          <Stat label="Average per assignment" value={<Money cents={view.averageNetProfit} />} />
          <Stat label="Average margin" value={formatPercent(view.averageProfitMargin, locale)} />
        </StatsCard>
        <TitledCard
          id="profit-table"
          title={`${year} by assignment`}
          description={`${items.length} assignment${items.length === 1 ? '' : 's'} · ${
            view.employmentType === '1099' ? '1099 contractor' : 'W-2 employee'
          } · each tax shared as shown below`}
        >
          <ProfitabilityTable items={items} employmentType={view.employmentType} locale={locale} />
        </TitledCard>
        <TitledCard
          id="tax-shares"
          title="How each tax is shared"
          description="Each government’s tax, and the part of it each assignment carries."
        >
          <TaxShares items={items} />
        </TitledCard>
        <TitledCard id="profit-chart" title="Net profit per assignment">
          <BarChart
            title={`Net profit per assignment in ${year}`}
            bars={items.map((it) => ({ key: it.assignmentId, label: it.facility, value: it.netProfit }))}
          />
        </TitledCard>
        <TitledCard
          id="gsa-title"
          title="GSA per diem check"
          description="Weekly housing and M&IE stipends up to 7 × the GSA daily rate of each month stay tax-free; the rest is taxable wages. Open an assignment to see it month by month."
        >
          <GsaTable rows={gsa} />
        </TitledCard>
        <NotesList notes={notes} />
      </div>
    </>
  );
}
