import type { Metadata } from 'next';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { FilterForm } from '@/components/records/year-filter';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { mileageResource } from '@/lib/mileage/resource';
import { todayOf } from '@/lib/records/dates';
import { listRecords } from '@/lib/records/service';
import { yearFrom, yearOptions } from '../_lib/mutate';
import type { AssignmentOut } from '../assignments/fields';
import { createTrip, deleteTrip } from './actions';
import { purposeOptions, tripFields, type TripOut } from './fields';

export const metadata: Metadata = { title: 'Mileage' };

const miles = new Intl.NumberFormat('en-US');

export default async function MileagePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const year = yearFrom(sp.year, ctx.now);
  const purpose =
    typeof sp.purpose === 'string' && purposeOptions.some((o) => o.value === sp.purpose) ? sp.purpose : '';
  const [trips, assignments] = await Promise.all([
    listRecords(mileageResource, ctx, { limit: 200, offset: 0, year }),
    listRecords(assignmentResource, ctx, { limit: 50, offset: 0 }),
  ]);
  const rows = (trips.items as TripOut[]).filter((t) => !purpose || t.purpose === purpose);
  const totalMiles = rows.reduce((sum, t) => sum + t.miles, 0);
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
      />
      <div className="grid gap-6">
        <Card aria-labelledby="new-trip">
          <CardHeader id="new-trip" title="Log a trip" />
          <RecordForm action={createTrip} fields={fields} submitLabel="Save trip" />
        </Card>
        <Card aria-labelledby="trip-list">
          <CardHeader
            id="trip-list"
            title={`${year}${purpose ? ` · ${labelOf(purpose)}` : ''}`}
            description={
              <>
                {rows.length} trip{rows.length === 1 ? '' : 's'} ·{' '}
                <span className="tabular font-semibold text-fg">{miles.format(totalMiles)} mi</span>
              </>
            }
            action={
              <FilterForm
                years={yearOptions(ctx.now)}
                year={year}
                extra={{ name: 'purpose', label: 'Purpose', value: purpose, options: purposeOptions }}
              />
            }
          />
          {rows.length === 0 ? (
            <EmptyState title={purpose || trips.total > 0 ? 'No trips match these filters' : 'No trips yet'}>
              {purpose || trips.total > 0
                ? 'Try another year or purpose.'
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
                    <Td className="text-muted">
                      {t.origin || t.destination ? `${t.origin || '?'} → ${t.destination || '?'}` : '—'}
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
