import type { Metadata } from 'next';
import { recordYears } from '@/lib/records/years';
import { PageFrame } from '@/components/layout/page-header';
import { YearTimeline } from '@/components/charts/year-timeline';
import { RecordTable, type Column } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { StatusBadge } from '@/components/records/status-badge';
import { FilterForm } from '@/components/records/year-filter';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { unlessOutOfRange } from '@/lib/core/dates';
import { contractsStatus } from '@/lib/reading/contracts/service';
import { listRecords } from '@/lib/records/service';
import { locationKey } from '@/lib/tax/compliance';
import { locationDurationsView } from '@/lib/views/views';
import { yearFrom } from '../_lib/mutate';
import { analyzeContractFile, requestUploadUrl } from '../upload-actions';
import { createAssignment, deleteAssignment } from './actions';
import { assignmentFields, type AssignmentOut } from './fields';
import { NewContractForm } from './new-contract-form';

export const metadata: Metadata = { title: 'Assignments' };

// The IRS 12-month rule per city+state: days worked there in the rolling 24 months.
const TWELVE_MONTH = {
  safe: { tone: 'success', label: 'Safe' },
  approaching: { tone: 'warning', label: 'Approaching' },
  exceeds: { tone: 'danger', label: 'Over 12 months' },
} as const;

type Durations = Awaited<ReturnType<typeof locationDurationsView>>;

function TwelveMonthBadge({ a, durations }: { a: AssignmentOut; durations: Durations | null }) {
  const d = durations?.find((x) => locationKey(x.location, x.state) === locationKey(a.location, a.state));
  if (!d) return <span className="text-sm text-muted">No days yet</span>;
  const { tone, label } = TWELVE_MONTH[d.status];
  return (
    <Badge tone={tone}>
      {label} · {d.days} days
      <span className="sr-only"> in {a.location} in 24 months</span>
    </Badge>
  );
}

const assignmentColumns = (durations: Durations | null): Column<AssignmentOut>[] => [
  {
    header: 'Facility',
    cell: (a) => (
      <RecordLink
        href={`/assignments/${a.id}`}
        detail={`${a.location}, ${a.state}${a.agency ? ` · ${a.agency}` : ''}`}
      >
        {a.facility}
      </RecordLink>
    ),
  },
  {
    header: 'Dates',
    className: 'whitespace-nowrap',
    cell: (a) => (
      <>
        <DateText value={a.start_date} /> – <DateText value={a.end_date} />
      </>
    ),
  },
  { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
  {
    header: '12-month rule',
    className: 'whitespace-nowrap',
    cell: (a) => <TwelveMonthBadge a={a} durations={durations} />,
  },
  { header: 'Base / wk', numeric: true, cell: (a) => <Money cents={a.base_pay} /> },
  {
    header: 'Stipends / wk',
    numeric: true,
    cell: (a) => <Money cents={a.housing_stipend + a.mie_stipend} />,
  },
];

const actions = (a: AssignmentOut) => (
  <RowActions remove={{ action: deleteAssignment.bind(null, a.id), srLabel: a.facility }} />
);

export default async function AssignmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  // A saved date the engine refuses (old data) must not take the page that fixes it down with the rest: the
  // list still shows, with a line that names the date, and only the 12-month badges wait for the fix.
  const [{ items, total }, { value: durations, badDate }] = await Promise.all([
    listRecords(assignmentResource, ctx, { limit: 200, offset: 0, year }),
    unlessOutOfRange(locationDurationsView(ctx)),
  ]);
  const rows = items as AssignmentOut[];
  return (
    <PageFrame title="Assignments" description="Contracts that overlap the year, newest first.">
      {badDate ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          An assignment is dated {badDate}, which the app cannot work with: change it to a date from 1900 to
          2100 below (look in the years around it), and your other pages will work again.
        </p>
      ) : null}
      <TitledCard
        id="new-assignment"
        title="Add an assignment"
        description="Weekly amounts, as on your pay package."
      >
        <NewContractForm
          action={createAssignment}
          fields={assignmentFields()}
          requestUpload={requestUploadUrl.bind(null, 'contracts')}
          analyze={analyzeContractFile}
          aiAvailable={contractsStatus().available}
        />
      </TitledCard>
      {rows.length > 0 ? (
        <TitledCard
          id="assignment-timeline"
          title={`${year} at a glance`}
          description="The red line is today."
        >
          <YearTimeline
            year={year}
            today={ctx.now.toISOString().slice(0, 10)}
            items={[...rows]
              .sort((a, b) => a.start_date.localeCompare(b.start_date))
              .map((a) => ({
                id: a.id,
                label: a.facility,
                detail: `${a.location}, ${a.state}`,
                start: a.start_date,
                end: a.end_date,
                status: a.status,
              }))}
          />
        </TitledCard>
      ) : null}
      <TitledCard
        id="assignment-list"
        title={`${year}: ${total} assignment${total === 1 ? '' : 's'}`}
        action={<FilterForm years={await recordYears(ctx)} year={year} />}
      >
        <RecordTable
          caption="Assignments"
          columns={assignmentColumns(durations)}
          rows={rows}
          actions={actions}
          empty={
            <EmptyState title={`No assignments in ${year} yet`}>
              Add your current contract above — its stipends drive your tax-free income.
            </EmptyState>
          }
        />
      </TitledCard>
    </PageFrame>
  );
}
