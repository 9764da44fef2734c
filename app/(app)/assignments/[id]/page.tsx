import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { StatusBadge } from '@/components/records/status-badge';
import { AssignmentGsa } from '@/components/tax/assignment-gsa';
import { assignmentResource, serializeAssignment } from '@/lib/assignments/resource';
import { assignmentGsaView } from '@/lib/tax-views/assignment-gsa';
import { loadOwnRecord, storedFile } from '../../_lib/edit-record';
import { deleteAssignment, updateAssignment } from '../actions';
import { assignmentFields } from '../fields';

export const metadata: Metadata = { title: 'Edit assignment' };

export default async function EditAssignmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(assignmentResource, params);
  const a = serializeAssignment(row, ctx);
  const gsa = await assignmentGsaView(ctx, row.id);
  return (
    <EditRecordPage
      back={{ href: '/assignments', label: 'All assignments' }}
      title={a.facility}
      description={
        <>
          {a.location}, {a.state} · <StatusBadge status={a.status} />
        </>
      }
      file={storedFile('contracts', a.contract_objstore_key)}
      deleteAction={deleteAssignment.bind(null, a.id)}
      deleteLabel="Delete assignment"
      action={updateAssignment.bind(null, a.id)}
      fields={assignmentFields(a)}
    >
      <AssignmentGsa view={gsa} />
    </EditRecordPage>
  );
}
