import { RecordList } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { requestUploadUrl } from '../upload-actions';
import { createDoc, deleteDoc } from './actions';
import { docFields, docTypeOptions, type DocOut } from './fields';

export function DocsCard({ docs, year, today }: { docs: DocOut[]; year: number; today: string }) {
  const labelOf = (t: string) => docTypeOptions.find((o) => o.value === t)?.label ?? t;
  return (
    <TitledCard
      id="docs-title"
      title={`Documents · ${year}`}
      description="Proof your home base is real: lease, bills, registrations."
    >
      <RecordList
        rows={docs}
        title={(d) => <RecordLink href={`/tax-home/docs/${d.id}`}>{d.title}</RecordLink>}
        detail={(d) => (
          <>
            <Badge>{labelOf(d.doc_type)}</Badge> <DateText value={d.date} />
            {d.state ? ` · ${d.state}` : ''}
          </>
        )}
        actions={(d) => (
          <RowActions
            file={{ key: d.objstore_key, srLabel: d.title }}
            remove={{ action: deleteDoc.bind(null, d.id), srLabel: `document ${d.title}` }}
          />
        )}
        empty={<EmptyState title="No documents yet">Add your lease or a utility bill below.</EmptyState>}
      />
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
    </TitledCard>
  );
}
