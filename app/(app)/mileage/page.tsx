import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { filterQuery, tripFilters } from '@/lib/exports/filters';
import { todayOf } from '@/lib/core/dates';
import { listRecords } from '@/lib/records/service';
import { yearOptions } from '../_lib/mutate';
import type { AssignmentOut } from '../assignments/fields';
import { ListFilters } from '../expenses/list-filters';
import { yearAssignmentOptions } from '../expenses/load';
import { createTrip, deleteTrip } from './actions';
import { ChartCard } from './chart-card';
import { purposeOptions, routeOf, tripFields } from './fields';
import { loadTrips } from './load';
import { SummaryCard } from './summary-card';

export const metadata: Metadata = { title: 'Mileage' };

const miles = new Intl.NumberFormat('en-US');

export default async function MileagePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const parsed = tripFilters(sp, ctx.now);
  const { year, purpose } = parsed;
  const [assignments, yearAssignments] = await Promise.all([
    listRecords(assignmentResource, ctx, { limit: 50, offset: 0 }),
    yearAssignmentOptions(ctx, year),
  ]);
  // An assignment outside the year's list is dropped rather than applied unseen.
  const filters = {
    ...parsed,
    assignmentId: yearAssignments.some((o) => o.value === String(parsed.assignmentId))
      ? parsed.assignmentId
      : null,
  };
  const filtered = Boolean(purpose || filters.assignmentId);
  const { rows, total, totalMiles, columns, summary } = await loadTrips(ctx, filters);
  const labelOf = (p: string) => purposeOptions.find((o) => o.value === p)?.label ?? p;
  const fields = tripFields({
    today: todayOf(ctx.now),
    assignments: (assignments.items as AssignmentOut[]).map((a) => ({
      value: String(a.id),
      label: a.facility,
    })),
  });
  return (
    <>
      <PageHeader
        title="Mileage"
        description="Trips home, between assignments and to licensing appointments."
        actions={
          <ButtonLink href="/imports?kind=mileage" variant="secondary">
            Import from CSV
          </ButtonLink>
        }
      />
      <div className="grid gap-6">
        <Card aria-labelledby="new-trip">
          <CardHeader id="new-trip" title="Log a trip" />
          <RecordForm action={createTrip} fields={fields} submitLabel="Save trip" />
        </Card>
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="grid min-w-0 lg:col-span-3">
            <ChartCard year={year} columns={columns} purposes={purposeOptions} narrowed={filtered} />
          </div>
          <div className="grid min-w-0 lg:col-span-2">
            <SummaryCard year={year} summary={summary} />
          </div>
        </div>
        <Card aria-labelledby="trip-list">
          <CardHeader
            id="trip-list"
            title={`${year}${purpose ? ` · ${labelOf(purpose)}` : ''}`}
            description={
              <>
                {total} trip{total === 1 ? '' : 's'} ·{' '}
                <span className="tabular font-semibold text-fg">{miles.format(totalMiles)} mi</span>
                {total > rows.length ? ` (newest ${rows.length} listed; the CSV has all)` : ''}
              </>
            }
            action={
              <ListFilters
                years={yearOptions(ctx.now)}
                year={year}
                selects={[
                  { name: 'purpose', label: 'Purpose', value: purpose ?? '', options: purposeOptions },
                  {
                    name: 'assignment_id',
                    label: 'Assignment',
                    value: filters.assignmentId ? String(filters.assignmentId) : '',
                    options: yearAssignments,
                  },
                ]}
                download={{
                  href: `/api/export/mileage.csv?${filterQuery(filters)}`,
                  label: 'Download mileage log',
                }}
              />
            }
          />
          {rows.length === 0 ? (
            <EmptyState title={filtered ? 'No trips match these filters' : 'No trips yet'}>
              {filtered
                ? 'Try another year, purpose or assignment.'
                : 'Log your first drive above — trips home to your tax home count.'}
            </EmptyState>
          ) : (
            <Table caption="Trips">
              <THead>
                <tr>
                  <Th>Date</Th>
                  <Th>Purpose</Th>
                  <Th>Route</Th>
                  <Th className="text-right">Miles</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((t) => (
                  <tr key={t.id}>
                    <Td className="whitespace-nowrap">
                      <DateText value={t.date} />
                    </Td>
                    <Td>
                      <Badge>{labelOf(t.purpose)}</Badge>
                    </Td>
                    <Td>
                      <Link href={`/mileage/${t.id}`} className="font-medium text-primary hover:underline">
                        {routeOf(t) ?? `${labelOf(t.purpose)} trip`}
                      </Link>
                    </Td>
                    <Td className="tabular text-right font-medium">{miles.format(t.miles)}</Td>
                    <Td className="text-right">
                      <ActionButton
                        action={deleteTrip.bind(null, t.id)}
                        label="Delete"
                        srLabel={`trip of ${t.date}`}
                      />
                    </Td>
                  </tr>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
      </div>
    </>
  );
}
