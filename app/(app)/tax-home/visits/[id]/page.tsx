import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { DateText } from '@/components/ui/date-text';
import { taxHomeVisitResource } from '@/lib/records/visits/resource';
import { loadOwnRecord } from '../../../_lib/edit-record';
import { deleteVisit, removeVisitLocation, updateVisit } from '@/app/(app)/tax-home/visits/actions';
import { visitFields } from '@/app/(app)/tax-home/visits/fields';
import { visitRecord } from '@/lib/records/visits/record';
import { CheckInCard } from '../check-in-card';

export const metadata: Metadata = { title: 'Edit visit' };

export default async function EditVisitPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(taxHomeVisitResource, params);
  const v = visitRecord.serialize(row, ctx);
  return (
    <EditRecordPage
      back={{ href: '/tax-home#visits-title', label: 'Tax home' }}
      title="Visit home"
      description={
        <>
          <DateText value={v.arrived} /> to <DateText value={v.left} />
        </>
      }
      deleteAction={deleteVisit.bind(null, v.id)}
      deleteLabel="Delete visit"
      action={updateVisit.bind(null, v.id)}
      fields={visitFields(undefined, v)}
    >
      {v.checked_in_at ? (
        <CheckInCard visit={v} removeLocation={removeVisitLocation.bind(null, v.id)} />
      ) : null}
    </EditRecordPage>
  );
}
