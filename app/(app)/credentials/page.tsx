import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { StatusBadge } from '@/components/records/status-badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { currentCtx } from '@/lib/auth/current-user';
import { credentialResource } from '@/lib/credentials/resource';
import { listRecords } from '@/lib/records/service';
import { requestUploadUrl } from '../upload-actions';
import { createCredential, deleteCredential } from './actions';
import { credentialFields, typeOptions, type CredentialOut } from './fields';

export const metadata: Metadata = { title: 'Credentials' };

const order = { expired: 0, expiring: 1, valid: 2 } as const;

export default async function CredentialsPage() {
  const ctx = await currentCtx();
  const { items } = await listRecords(credentialResource, ctx, { limit: 200, offset: 0 });
  // What needs attention first: expired, then expiring within 90 days.
  const rows = (items as CredentialOut[]).toSorted((a, b) => order[a.status] - order[b.status]);
  const labelOf = (t: string) => typeOptions.find((o) => o.value === t)?.label ?? t;
  const attention = rows.filter((r) => r.status !== 'valid').length;
  return (
    <>
      <PageHeader title="Credentials" description="Licenses and certifications, with what expires soon." />
      <div className="grid gap-6">
        <Card aria-labelledby="cred-list">
          <CardHeader
            id="cred-list"
            title={`${rows.length} credential${rows.length === 1 ? '' : 's'}`}
            description={
              attention > 0 ? `${attention} need${attention === 1 ? 's' : ''} attention` : undefined
            }
          />
          {rows.length === 0 ? (
            <EmptyState title="No credentials yet">
              Add your RN license below — we flag it 90 days before it expires.
            </EmptyState>
          ) : (
            <Table caption="Credentials">
              <THead>
                <tr>
                  <Th>Name</Th>
                  <Th>Status</Th>
                  <Th>Expires</Th>
                  <Th>Number</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <Td>
                      <Link
                        href={`/credentials/${c.id}`}
                        className="font-medium text-primary hover:underline"
                      >
                        {c.name}
                      </Link>
                      <p className="text-xs text-muted">
                        {labelOf(c.type)}
                        {c.state ? ` · ${c.state}` : ''}
                        {c.issuer ? ` · ${c.issuer}` : ''}
                      </p>
                    </Td>
                    <Td>
                      <StatusBadge status={c.status} />
                    </Td>
                    <Td className="whitespace-nowrap">
                      <DateText value={c.expiration_date} />
                    </Td>
                    <Td className="text-muted">{c.number || '—'}</Td>
                    <Td className="text-right">
                      <div className="flex items-center justify-end gap-3">
                        {c.objstore_key ? (
                          <OpenFileLink objstoreKey={c.objstore_key} srLabel={c.name} />
                        ) : null}
                        <ActionButton
                          action={deleteCredential.bind(null, c.id)}
                          label="Delete"
                          srLabel={c.name}
                        />
                      </div>
                    </Td>
                  </tr>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
        <Card aria-labelledby="new-cred">
          <CardHeader id="new-cred" title="Add a credential" />
          <AttachedRecordForm
            action={createCredential}
            fields={credentialFields()}
            submitLabel="Add credential"
            requestUpload={requestUploadUrl.bind(null, 'credentials')}
            fileLabel="Document (optional): the license or card"
          />
        </Card>
      </div>
    </>
  );
}
