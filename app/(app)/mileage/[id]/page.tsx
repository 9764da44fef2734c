import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { optionLabel } from '@/app/_lib/form-types';
import { DateText } from '@/components/ui/date-text';
import { mileageResource } from '@/lib/records/mileage/resource';
import { listOfYear, loadOwnRecord } from '../../_lib/edit-record';
import { editAssignmentOptions } from '../../_lib/assignment-options';
import { deleteTrip, updateTrip } from '../actions';
import { purposeOptions, routeOf, tripFields } from '../fields';
import { tripRecord } from '@/lib/records/mileage/record';

export const metadata: Metadata = { title: 'Edit trip' };

export default async function EditTripPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(mileageResource, params);
  const t = tripRecord.serialize(row, ctx);
  const purpose = optionLabel(purposeOptions, t.purpose);
  const assignments = await editAssignmentOptions(ctx, t.date, t.assignment_id);
  return (
    <EditRecordPage
      back={{ href: listOfYear('/mileage', t.date), label: 'All trips' }}
      title={routeOf(t) ?? `${purpose} trip`}
      description={
        <>
          {t.miles.toLocaleString('en-US')} mi · {purpose} · <DateText value={t.date} />
        </>
      }
      deleteAction={deleteTrip.bind(null, t.id)}
      deleteLabel="Delete trip"
      action={updateTrip.bind(null, t.id)}
      fields={tripFields({ assignments }, t)}
    />
  );
}
