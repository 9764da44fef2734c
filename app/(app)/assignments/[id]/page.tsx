import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { StatusBadge } from '@/components/records/status-badge';
import { AssignmentGsa } from '@/components/views/assignment-gsa';
import { unlessOutOfRange } from '@/lib/core/dates';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { ExtensionCard } from '@/components/tax-home/extension-card';
import { assignmentDistanceView, extensionQuery, extensionView } from '@/lib/views/tax-home/extension';
import { assignmentGsaView } from '@/lib/views/assignment-gsa';
import { loadOwnRecord, storedFile } from '../../_lib/edit-record';
import { deleteAssignment, updateAssignment } from '../actions';
import { assignmentFields } from '../fields';
import { assignmentRecord } from '@/lib/records/assignments/record';

export const metadata: Metadata = { title: 'Edit assignment' };

/** `?weeks=` of the simulator form, by the API's own rule (1-52); anything else shows no result. */
function weeksFrom(value: string | string[] | undefined): number | null {
  const parsed = extensionQuery.safeParse({ weeks: value });
  return parsed.success ? parsed.data.weeks : null;
}

export default async function EditAssignmentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { ctx, row } = await loadOwnRecord(assignmentResource, params);
  const a = assignmentRecord.serialize(row, ctx);
  const weeks = weeksFrom((await searchParams).weeks);
  // A saved date the engine refuses (old data): the form that fixes it still shows, without the checks.
  const { value: views, badDate } = await unlessOutOfRange(
    Promise.all([
      assignmentGsaView(ctx, row.id),
      assignmentDistanceView(ctx, row.id),
      weeks === null ? null : extensionView(ctx, row.id, weeks),
    ]),
  );
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
      {views ? (
        <>
          <AssignmentGsa view={views[0]} />
          <ExtensionCard distance={views[1]} weeks={weeks} result={views[2]} />
        </>
      ) : (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          This assignment or another one is dated {badDate}, which the app cannot work with: change it to a
          date from 1900 to 2100, and its checks will show again.
        </p>
      )}
    </EditRecordPage>
  );
}
