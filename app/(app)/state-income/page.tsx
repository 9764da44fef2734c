import type { Metadata } from 'next';
import { recordYears } from '@/lib/records/years';
import { PageHeader } from '@/components/layout/page-header';
import { Stat, StatsCard } from '@/components/dashboard/stat';
import { FilterForm } from '@/components/records/year-filter';
import { FilingOrder } from '@/components/views/filing-order';
import { NotesList } from '@/components/views/notes-list';
import { StateIncomeTable } from '@/components/views/state-income-table';
import { ViewRefusal } from '@/components/views/view-refusal';
import { ButtonLink } from '@/components/ui/button';
import { Card, TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { stateIncomeReport } from '@/lib/views/views';
import { loadYearView } from '../_lib/year-view';

export const metadata: Metadata = { title: 'State income' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function StateIncomePage({ searchParams }: { searchParams: Search }) {
  const { ctx, year, locale, outcome } = await loadYearView(searchParams, stateIncomeReport);
  // The year filter is no use to a free user: the service refuses every year.
  const header = (
    <PageHeader
      title="State income"
      description="Where you earned, what each state taxes, and which returns to file in what order."
      actions={
        outcome.kind === 'pro_required' ? undefined : (
          <FilterForm years={await recordYears(ctx)} year={year} />
        )
      }
    />
  );
  if (outcome.kind !== 'shown') {
    return (
      <>
        {header}
        <ViewRefusal feature="State income">
          See your income, days and estimated tax in every state you worked, the nonresident and resident
          returns to file, their forms and deadlines, and reciprocity between states.
        </ViewRefusal>
      </>
    );
  }
  const { view, governments } = outcome.view;
  const worked = view.states.some((s) => s.days > 0);
  return (
    <>
      {header}
      <div className="grid gap-6">
        <StatsCard id="state-summary" title={`${year} summary`} className="grid-cols-2 lg:grid-cols-4">
          <Stat label="States" value={view.totalStates} note={`Tax home: ${view.taxHomeState ?? 'none'}`} />
          <Stat label="Days worked" value={view.totalDays} />
          <Stat label="State income" value={<Money cents={view.totalStateIncome} />} />
          <Stat label="State tax" value={<Money cents={view.totalStateTax} />} emphasis />
        </StatsCard>
        {!worked && view.states.length === 0 ? (
          <Card>
            <EmptyState title={`No state income in ${year}`}>
              <p>Add your tax home and the year&apos;s assignments to see each state&apos;s share.</p>
              <ButtonLink href="/assignments" variant="secondary" className="mt-3">
                Add an assignment
              </ButtonLink>
            </EmptyState>
          </Card>
        ) : (
          <TitledCard
            id="state-table"
            title={`${year} by state`}
            description="Nonresident states first, your home state last: the order to file in."
          >
            <StateIncomeTable states={view.states} locale={locale} />
          </TitledCard>
        )}
        <TitledCard
          id="filing-order"
          title="Filing order"
          description="Federal first, then nonresident states (your home state credits their tax), your home state, and city returns."
        >
          <FilingOrder governments={governments} />
        </TitledCard>
        <NotesList notes={view.notes} />
      </div>
    </>
  );
}
