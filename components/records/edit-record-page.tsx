import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { AttachedRecordForm, type AttachedKeyName } from '@/components/uploads/attached-record-form';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import type { FileRules } from '@/components/uploads/file-rules';
import type { ReceiptAnalysis, RequestUpload } from '@/components/uploads/types';
import { ActionButton } from './delete-form';
import type { FieldSpec, FormAction } from '@/app/_lib/form-types';
import { RecordForm } from './record-form';

/**
 * The one shape of every record's edit page: a way back to its list, the record's name, its stored file
 * and a delete button, and the record's form prefilled with its current values. A record that keeps a
 * file gets the create form's upload control too: attach one, or replace the stored one; a save without
 * a new upload leaves the stored file as it is.
 */
export function EditRecordPage({
  back,
  title,
  description,
  file,
  deleteAction,
  deleteLabel,
  action,
  fields,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  description?: React.ReactNode;
  /** The record's stored file (receipt, document, contract) and how a new one is uploaded. */
  file?: {
    key: string | null;
    label: string;
    noun: 'receipt' | 'file';
    requestUpload: RequestUpload;
    keyName?: AttachedKeyName;
    rules?: FileRules;
    /** A receipt can be read into the form's empty fields. */
    readReceipt?: (key: string) => Promise<ReceiptAnalysis>;
    aiAvailable?: boolean;
  };
  deleteAction: () => Promise<void>;
  deleteLabel: string;
  action: FormAction;
  fields: FieldSpec[];
  /** What the record's page shows below its form (an assignment's GSA check). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <Link href={back.href} className="text-sm text-primary hover:underline">
        ← {back.label}
      </Link>
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex items-center gap-4">
            {file?.key ? <OpenFileLink objstoreKey={file.key} label={file.label} /> : null}
            <ActionButton action={deleteAction} label={deleteLabel} />
          </div>
        }
      />
      <Card>
        {file ? (
          <AttachedRecordForm
            action={action}
            fields={fields}
            submitLabel="Save changes"
            requestUpload={file.requestUpload}
            fileLabel={`${file.key ? 'Replace' : 'Attach'} ${file.noun}`}
            keyName={file.keyName}
            rules={file.rules}
            readReceipt={file.readReceipt}
            aiAvailable={file.aiAvailable}
            storedKey={file.key}
          />
        ) : (
          <RecordForm action={action} fields={fields} submitLabel="Save changes" />
        )}
      </Card>
      {children ? <div className="mt-6 grid gap-6">{children}</div> : null}
    </>
  );
}
