import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { Badge } from '@/components/ui/badge';
import { optionLabel } from '@/app/_lib/form-types';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';
import { loadOwnRecord } from '../../_lib/edit-record';
import { requestUploadUrl } from '../../upload-actions';
import { deleteIncomeDocument, updateIncomeDocument } from '../actions';
import { formFields, kindOptions } from '../fields';
import { incomeDocumentRecord } from '@/lib/records/income-documents/record';

export const metadata: Metadata = { title: 'Edit income document' };

export default async function EditIncomeDocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(incomeDocumentResource, params);
  const d = incomeDocumentRecord.serialize(row, ctx);
  // Saved all the same (real W-2s have errors); each warning is said at its box in the form below.
  const checks = d.warnings?.length ?? 0;
  return (
    <EditRecordPage
      back={{ href: `/income-documents?year=${d.year}`, label: 'All income documents' }}
      title={`${optionLabel(kindOptions, d.kind)} from ${d.agency}`}
      description={
        <>
          Tax year {d.year}
          {checks > 0 ? (
            <span role="status" className="ml-2">
              <Badge tone="warning">
                {checks === 1 ? 'Saved: one box to check' : `Saved: ${checks} boxes to check`}
              </Badge>
            </span>
          ) : null}
        </>
      }
      file={{
        key: d.objstore_key,
        label: 'Open document',
        noun: 'file',
        requestUpload: requestUploadUrl.bind(null, 'income-documents'),
      }}
      deleteAction={deleteIncomeDocument.bind(null, d.id)}
      deleteLabel="Delete document"
      action={updateIncomeDocument.bind(null, d.id)}
      fields={formFields({}, d)}
    />
  );
}
