import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/app/page-header';
import { YearTimeline } from '@/components/charts/year-timeline';
import { ActionButton } from '@/components/records/delete-form';
import { StatusBadge } from '@/components/records/status-badge';
import { FilterForm } from '@/components/records/year-filter';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { recordYears } from '@/lib/records/years';
import { contractsStatus } from '@/lib/contracts/service';
import { listRecords } from '@/lib/records/service';
import { locationKey } from '@/lib/tax/compliance';
import { locationDurationsView } from '@/lib/tax-views/views';
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

export default async function AssignmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const year = yearFrom((await searchParams).year, ctx.now);
  const [{ items, total }, durations] = await Promise.all([
    listRecords(assignmentResource, ctx, { limit: 200, offset: 0, year }),
    locationDurationsView(ctx),
  ]);
  const rows = items as AssignmentOut[];
  const durationOf = new Map(durations.map((d) => [locationKey(d.location, d.state), d]));
  return (
    <>
      <PageHeader title="Assignments" description="Contracts that overlap the year, newest first." />
      <div className="grid gap-6">
        <Card aria-labelledby="new-assignment">
          <CardHeader
            id="new-assignment"
            title="Add an assignment"
            description="Weekly amounts, as on your pay package."
          />
          <NewContractForm
            action={createAssignment}
            fields={assignmentFields()}
            requestUpload={requestUploadUrl.bind(null, 'contracts')}
            analyze={analyzeContractFile}
            aiAvailable={contractsStatus().available}
          />
        </Card>
        {rows.length > 0 ? (
          <Card aria-labelledby="assignment-timeline">
            <CardHeader
              id="assignment-timeline"
              title={`${year} at a glance`}
              description="The red line is today."
            />
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
          </Card>
        ) : null}
        <Card aria-labelledby="assignment-list">
          <CardHeader
            id="assignment-list"
            title={`${year}: ${total} assignment${total === 1 ? '' : 's'}`}
            action={<FilterForm years={await recordYears(ctx)} year={year} />}
          />
          {rows.length === 0 ? (
            <EmptyState title={`No assignments in ${year} yet`}>
              Add your current contract above — its stipends drive your tax-free income.
            </EmptyState>
          ) : (
            <Table caption="Assignments">
              <THead>
                <tr>
                  <Th>Facility</Th>
                  <Th>Dates</Th>
                  <Th>Status</Th>
                  <Th>12-month rule</Th>
                  <Th className="text-right">Base / wk</Th>
                  <Th className="text-right">Stipends / wk</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((a) => (
                  <tr key={a.id}>
                    <Td>
                      <Link
                        href={`/assignments/${a.id}`}
                        className="font-medium text-primary hover:underline"
                      >
                        {a.facility}
                      </Link>
                      <div className="text-xs text-muted">
                        {a.location}, {a.state}
                        {a.agency ? ` · ${a.agency}` : ''}
                      </div>
                    </Td>
                    <Td className="whitespace-nowrap">
                      <DateText value={a.start_date} /> – <DateText value={a.end_date} />
                    </Td>
                    <Td>
                      <StatusBadge status={a.status} />
                    </Td>
                    <Td className="whitespace-nowrap">
                      {(() => {
                        const d = durationOf.get(locationKey(a.location, a.state));
                        if (!d) return <span className="text-sm text-muted">No days yet</span>;
                        const { tone, label } = TWELVE_MONTH[d.status];
                        return (
                          <Badge tone={tone}>
                            {label} · {d.days} days
                            <span className="sr-only"> in {a.location} in 24 months</span>
                          </Badge>
                        );
                      })()}
                    </Td>
                    <Td className="text-right">
                      <Money cents={a.base_pay} />
                    </Td>
                    <Td className="text-right">
                      <Money cents={a.housing_stipend + a.mie_stipend} />
                    </Td>
                    <Td className="text-right">
                      <ActionButton
                        action={deleteAssignment.bind(null, a.id)}
                        label="Delete"
                        srLabel={a.facility}
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
