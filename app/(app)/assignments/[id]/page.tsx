import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { StatusBadge } from '@/components/records/status-badge';
import { Card } from '@/components/ui/card';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { assignmentResource, serializeAssignment } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/http/errors';
import { getRecordOrThrow } from '@/lib/records/service';
import { deleteAssignment, updateAssignment } from '../actions';
import { assignmentFields } from '../fields';

export const metadata: Metadata = { title: 'Edit assignment' };

export default async function EditAssignmentPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await currentCtx();
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const row = await getRecordOrThrow(assignmentResource, ctx, id).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'not_found') notFound();
    throw err;
  });
  const a = serializeAssignment(row, ctx);
  return (
    <>
      <Link href="/assignments" className="text-sm text-primary hover:underline">
        ← All assignments
      </Link>
      <PageHeader
        title={a.facility}
        description={
          <>
            {a.location}, {a.state} · <StatusBadge status={a.status} />
          </>
        }
        actions={
          <div className="flex items-center gap-4">
            {a.contract_objstore_key ? (
              <OpenFileLink objstoreKey={a.contract_objstore_key} label="Open contract" />
            ) : null}
            <ActionButton action={deleteAssignment.bind(null, a.id)} label="Delete assignment" />
          </div>
        }
      />
      <Card>
        <RecordForm
          action={updateAssignment.bind(null, a.id)}
          fields={assignmentFields(a)}
          submitLabel="Save changes"
        />
      </Card>
    </>
  );
}
