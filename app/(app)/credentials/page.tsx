import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-header';
import { RecordTable, type Column } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { StatusBadge } from '@/components/records/status-badge';
import { TitledCard } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { currentCtx } from '@/lib/auth/current-user';
import { credentialResource } from '@/lib/records/credentials/resource';
import { listRecords } from '@/lib/records/service';
import { requestUploadUrl } from '../upload-actions';
import { createCredential, deleteCredential } from './actions';
import { credentialFields, typeOptions, type CredentialOut } from './fields';

export const metadata: Metadata = { title: 'Credentials' };

const order = { expired: 0, expiring: 1, valid: 2 } as const;
const labelOf = (t: string) => typeOptions.find((o) => o.value === t)?.label ?? t;

const columns: Column<CredentialOut>[] = [
  {
    header: 'Name',
    cell: (c) => (
      <RecordLink
        href={`/credentials/${c.id}`}
        detail={[labelOf(c.type), c.state, c.issuer].filter(Boolean).join(' · ')}
      >
        {c.name}
      </RecordLink>
    ),
  },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
  { header: 'Expires', className: 'whitespace-nowrap', cell: (c) => <DateText value={c.expiration_date} /> },
  { header: 'Number', className: 'text-muted', cell: (c) => c.number || '—' },
];

const actions = (c: CredentialOut) => (
  <RowActions
    file={{ key: c.objstore_key, srLabel: c.name }}
    remove={{ action: deleteCredential.bind(null, c.id), srLabel: c.name }}
  />
);

export default async function CredentialsPage() {
  const ctx = await currentCtx();
  const { items } = await listRecords(credentialResource, ctx, { limit: 200, offset: 0 });
  // What needs attention first: expired, then expiring within 90 days.
  const rows = (items as CredentialOut[]).toSorted((a, b) => order[a.status] - order[b.status]);
  const attention = rows.filter((r) => r.status !== 'valid').length;
  return (
    <PageFrame title="Credentials" description="Licenses and certifications, with what expires soon.">
      <TitledCard
        id="cred-list"
        title={`${rows.length} credential${rows.length === 1 ? '' : 's'}`}
        description={attention > 0 ? `${attention} need${attention === 1 ? 's' : ''} attention` : undefined}
      >
        <RecordTable
          caption="Credentials"
          columns={columns}
          rows={rows}
          actions={actions}
          empty={
            <EmptyState title="No credentials yet">
              Add your RN license below — we flag it 90 days before it expires.
            </EmptyState>
          }
        />
      </TitledCard>
      <TitledCard id="new-cred" title="Add a credential">
        <AttachedRecordForm
          action={createCredential}
          fields={credentialFields()}
          submitLabel="Add credential"
          requestUpload={requestUploadUrl.bind(null, 'credentials')}
          fileLabel="Document (optional): the license or card"
        />
      </TitledCard>
    </PageFrame>
  );
}
