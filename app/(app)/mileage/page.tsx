import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { FilteredListCard, type ListTable } from '@/components/records/filtered-list-card';
import { RecordForm } from '@/components/records/record-form';
import type { Column } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { currentCtx } from '@/lib/auth/current-user';
import { formatDate, todayOf } from '@/lib/core/dates';
import { createTrip, deleteTrip } from './actions';
import { ChartCard } from './chart-card';
import { purposeOptions, routeOf, tripFields, type TripOut } from './fields';
import { loadTrips } from './load';
import { SummaryCard } from './summary-card';

export const metadata: Metadata = { title: 'Mileage' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const miles = new Intl.NumberFormat('en-US');
const labelOf = (p: string) => purposeOptions.find((o) => o.value === p)?.label ?? p;

const columns: Column<TripOut>[] = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (t) => <DateText value={t.date} /> },
  { header: 'Purpose', cell: (t) => <Badge>{labelOf(t.purpose)}</Badge> },
  {
    header: 'Route',
    cell: (t) => (
      <RecordLink href={`/mileage/${t.id}`}>{routeOf(t) ?? `${labelOf(t.purpose)} trip`}</RecordLink>
    ),
  },
  { header: 'Miles', numeric: true, className: 'tabular font-medium', cell: (t) => miles.format(t.miles) },
];

const actions = (t: TripOut) => (
  <RowActions remove={{ action: deleteTrip.bind(null, t.id), srLabel: `trip of ${formatDate(t.date)}` }} />
);

const table: ListTable<TripOut> = {
  caption: 'Trips',
  columns,
  actions,
  empty: {
    none: {
      title: 'No trips yet',
      text: 'Log your first drive above — trips home to your tax home count.',
    },
    filtered: {
      title: 'No trips match these filters',
      text: 'Try another year, purpose or assignment.',
    },
  },
};

export default async function MileagePage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const { filters, formAssignments, list, totals, bar, summary } = await loadTrips(ctx, await searchParams);
  const { year, purpose } = filters;
  const fields = tripFields({ today: todayOf(ctx.now), assignments: formAssignments });
  return (
    <PageFrame
      title="Mileage"
      description="Trips home, between assignments and to licensing appointments."
      actions={
        <ButtonLink href="/imports?kind=mileage" variant="secondary">
          Import from CSV
        </ButtonLink>
      }
    >
      <TitledCard id="new-trip" title="Log a trip">
        <RecordForm action={createTrip} fields={fields} submitLabel="Save trip" />
      </TitledCard>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid min-w-0 lg:col-span-3">
          <ChartCard
            year={year}
            byMonth={totals.byMonth}
            purposes={purposeOptions}
            narrowed={Boolean(purpose || filters.assignmentId)}
          />
        </div>
        <div className="grid min-w-0 lg:col-span-2">
          <SummaryCard year={year} summary={summary} employmentType={ctx.user.employment_type} />
        </div>
      </div>
      <FilteredListCard
        id="trip-list"
        bar={bar}
        summary={
          <>
            {list.total} trip{list.total === 1 ? '' : 's'} ·{' '}
            <span className="tabular font-semibold text-fg">{miles.format(totals.miles)} mi</span>
          </>
        }
        list={list}
        table={table}
      />
    </PageFrame>
  );
}
