import Link from 'next/link';
import { ActionButton } from '@/components/records/delete-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { requestUploadUrl } from '../upload-actions';
import { createDoc, deleteDoc } from './actions';
import { docFields, docTypeOptions, type DocOut } from './fields';

export function DocsCard({ docs, year, today }: { docs: DocOut[]; year: number; today: string }) {
  const labelOf = (t: string) => docTypeOptions.find((o) => o.value === t)?.label ?? t;
  return (
    <Card aria-labelledby="docs-title">
      <CardHeader
        id="docs-title"
        title={`Documents · ${year}`}
        description="Proof your home base is real: lease, bills, registrations."
      />
      {docs.length === 0 ? (
        <EmptyState title="No documents yet">Add your lease or a utility bill below.</EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {docs.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="truncate">
                  <Link href={`/tax-home/docs/${d.id}`} className="font-medium text-primary hover:underline">
                    {d.title}
                  </Link>
                </p>
                <p className="text-xs text-muted">
                  <Badge>{labelOf(d.doc_type)}</Badge> <DateText value={d.date} />
                </p>
              </div>
              <div className="flex items-center gap-3">
                {d.objstore_key ? <OpenFileLink objstoreKey={d.objstore_key} srLabel={d.title} /> : null}
                <ActionButton
                  action={deleteDoc.bind(null, d.id)}
                  label="Delete"
                  srLabel={`document ${d.title}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">Add a document</h3>
        <AttachedRecordForm
          action={createDoc}
          fields={docFields(today)}
          submitLabel="Add document"
          columns={1}
          requestUpload={requestUploadUrl.bind(null, 'tax-home-docs')}
          fileLabel="File (optional): a scan or photo"
        />
      </div>
    </Card>
  );
}
