import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { optionLabel } from '@/app/_lib/form-types';
import { StatusBadge } from '@/components/records/status-badge';
import { credentialResource } from '@/lib/records/credentials/resource';
import { loadOwnRecord, storedFile } from '../../_lib/edit-record';
import { deleteCredential, updateCredential } from '../actions';
import { credentialFields, typeOptions } from '../fields';
import { credentialRecord } from '@/lib/records/credentials/record';

export const metadata: Metadata = { title: 'Edit credential' };

export default async function EditCredentialPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(credentialResource, params);
  const c = credentialRecord.serialize(row, ctx);
  return (
    <EditRecordPage
      back={{ href: '/credentials', label: 'All credentials' }}
      title={c.name}
      description={
        <>
          {optionLabel(typeOptions, c.type)}
          {c.state ? ` · ${c.state}` : ''} · <StatusBadge status={c.status} />
        </>
      }
      file={storedFile('credentials', c.objstore_key)}
      deleteAction={deleteCredential.bind(null, c.id)}
      deleteLabel="Delete credential"
      action={updateCredential.bind(null, c.id)}
      fields={credentialFields(c)}
    />
  );
}
