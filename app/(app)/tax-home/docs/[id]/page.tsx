import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { optionLabel } from '@/app/_lib/form-types';
import { DateText } from '@/components/ui/date-text';
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { listOfYear, loadOwnRecord, storedFile } from '../../../_lib/edit-record';
import { deleteDoc, updateDoc } from '../../actions';
import { docFields, docTypeOptions } from '../../fields';
import { taxHomeDocRecord } from '@/lib/records/tax-homes/record';

export const metadata: Metadata = { title: 'Edit tax home document' };

export default async function EditDocPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(taxHomeDocResource, params);
  const d = taxHomeDocRecord.serialize(row, ctx);
  return (
    <EditRecordPage
      back={{ href: listOfYear('/tax-home', d.date), label: 'Tax home' }}
      title={d.title}
      description={
        <>
          Tax home document · {optionLabel(docTypeOptions, d.doc_type)} · <DateText value={d.date} />
        </>
      }
      file={storedFile('tax-home-docs', d.objstore_key)}
      deleteAction={deleteDoc.bind(null, d.id)}
      deleteLabel="Delete document"
      action={updateDoc.bind(null, d.id)}
      fields={docFields(undefined, d)}
    />
  );
}
