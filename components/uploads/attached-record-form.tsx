'use client';

import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec, FormAction } from '@/app/_lib/form-types';
import { FileUpload } from './file-upload';
import type { FileRules } from './file-rules';
import { ReceiptReader } from './receipt-reader';
import type { ReceiptAnalysis, RequestUpload } from './types';
import { useFileUpload } from './use-file-upload';

// A record form with one optional file (a credential's document, a tax home document, a receipt): the
// file is uploaded first, the form then saves the record with its key (hidden inputs, read on the server
// by app/(app)/_lib/attached-file.ts). The upload state sits above the form, so it survives a failed save;
// a successful save clears it.

/** The hidden input the file's key travels in: the resource's own key field. */
export type AttachedKeyName = 'objstore_key' | 'receipt_objstore_key' | 'contract_objstore_key';

export function AttachedRecordForm({
  action,
  fields,
  submitLabel,
  successMessage,
  columns,
  requestUpload,
  fileLabel,
  keyName = 'objstore_key',
  rules,
  readReceipt,
  aiAvailable = true,
  storedKey = null,
}: {
  action: FormAction;
  fields: FieldSpec[];
  submitLabel: string;
  successMessage?: string;
  columns?: 1 | 2 | 3;
  requestUpload: RequestUpload;
  fileLabel: string;
  /** `objstore_key` sends the file's name, type and size too; any other name sends the key alone. */
  keyName?: AttachedKeyName;
  /** What the file may be (default: PDF, JPEG or PNG). */
  rules?: FileRules;
  /** Adds "Read receipt", which fills the form's empty fields from the attached (or stored) receipt. */
  readReceipt?: (key: string) => Promise<ReceiptAnalysis>;
  /** Whether the server can read receipts (lib/reading/contracts/service.ts contractsStatus). */
  aiAvailable?: boolean;
  /** The record's stored file, read when no new one is attached (edit pages). */
  storedKey?: string | null;
}) {
  const upload = useFileUpload(requestUpload, rules);
  const file = upload.state.file;
  return (
    // Fields a receipt reading filled are marked until the worker edits them.
    <div
      className="[&_[data-filled]]:border-info [&_[data-filled]]:bg-info-soft"
      onInput={(e) => delete (e.target as HTMLElement).dataset.filled}
    >
      <RecordForm
        action={action}
        fields={fields}
        submitLabel={submitLabel}
        successMessage={successMessage}
        columns={columns}
        onResult={(s) => {
          if (s.ok) upload.clear();
        }}
        // A save while the file is still going up would save the record without it.
        waitFor={
          upload.state.phase === 'uploading' ? 'Saving is possible once the upload has finished.' : undefined
        }
      >
        <FileUpload upload={upload} label={fileLabel} />
        {readReceipt ? (
          <ReceiptReader
            fileKey={file?.key ?? storedKey}
            read={readReceipt}
            fields={fields}
            untouchedDefaultsAreEmpty={storedKey === null}
            available={aiAvailable}
          />
        ) : null}
        {file ? <input type="hidden" name={keyName} value={file.key} /> : null}
        {file && keyName === 'objstore_key' ? (
          <>
            <input type="hidden" name="file_name" value={file.name} />
            <input type="hidden" name="content_type" value={file.type} />
            <input type="hidden" name="file_size" value={String(file.size)} />
          </>
        ) : null}
      </RecordForm>
    </div>
  );
}
