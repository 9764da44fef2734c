'use client';

import { useRef, useState } from 'react';
import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec, FormAction } from '@/app/_lib/form-types';
import { Button } from '@/components/ui/button';
import { listLabels } from '@/components/uploads/contract-fill';
import { fillForm } from '@/components/uploads/fill-form';
import { FileUpload } from '@/components/uploads/file-upload';
import {
  AI_NOT_CONFIGURED,
  type Attachment,
  type ContractAnalysis,
  type RequestUpload,
} from '@/components/uploads/types';
import { useFileUpload } from '@/components/uploads/use-file-upload';

// The new-assignment form, optionally started from a contract: upload it, the AI reads it, and only the
// fields still empty are filled (marked, and listed) for the worker to check before saving. Typing the
// terms by hand always works, with or without AI on the server.

type Reading =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'done'; filled: string[]; kept: string[] }
  | { phase: 'failed'; message: string; key: string }
  | { phase: 'unavailable' };

export function NewContractForm({
  action,
  fields,
  requestUpload,
  analyze,
  aiAvailable,
}: {
  action: FormAction;
  fields: FieldSpec[];
  requestUpload: RequestUpload;
  analyze: (key: string) => Promise<ContractAnalysis>;
  aiAvailable: boolean;
}) {
  const upload = useFileUpload(requestUpload);
  const [reading, setReading] = useState<Reading>({ phase: 'idle' });
  const anchor = useRef<HTMLInputElement>(null);

  async function read(file: Pick<Attachment, 'key'>) {
    if (!aiAvailable) return setReading({ phase: 'unavailable' });
    setReading({ phase: 'reading' });
    let result: ContractAnalysis;
    try {
      result = await analyze(file.key);
    } catch {
      result = { ok: false, reason: 'failed', message: 'The contract could not be read just now.' };
    }
    const form = anchor.current?.form;
    if (!result.ok) {
      return setReading(
        result.reason === 'not_configured'
          ? { phase: 'unavailable' }
          : { phase: 'failed', message: result.message, key: file.key },
      );
    }
    if (form) setReading({ phase: 'done', ...fillForm(form, fields, result.fields, 'contract') });
  }

  return (
    // Marks the filled fields until the worker edits them.
    <div
      className="space-y-6 [&_[data-filled]]:border-info [&_[data-filled]]:bg-info-soft"
      onInput={(e) => delete (e.target as HTMLElement).dataset.filled}
    >
      <section
        aria-labelledby="contract-start"
        className="space-y-3 rounded-lg border border-dashed border-border bg-surface-muted/60 p-4"
      >
        <div>
          <h3 id="contract-start" className="text-sm font-semibold text-fg">
            Start from a contract
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            {aiAvailable
              ? 'Upload your contract: we read it and fill the empty fields below. Check them, then save.'
              : `${AI_NOT_CONFIGURED}: attach the contract to keep it with the assignment, and enter its terms below.`}
          </p>
        </div>
        <FileUpload
          upload={upload}
          label="Contract (optional)"
          busy={reading.phase === 'reading'}
          onAttached={(file) => void read(file)}
        />
        <div role="status" aria-live="polite" className="text-sm">
          {reading.phase === 'reading' ? (
            <p className="flex items-center gap-2 font-medium text-fg">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
              />
              Reading your contract… this can take up to a minute.
            </p>
          ) : null}
          {reading.phase === 'done' ? <Filled filled={reading.filled} kept={reading.kept} /> : null}
          {reading.phase === 'unavailable' && aiAvailable ? (
            <p className="text-muted">
              {AI_NOT_CONFIGURED}. The contract is attached: enter its terms below.
            </p>
          ) : null}
        </div>
        {reading.phase === 'failed' ? (
          <div role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            <p>{reading.message}</p>
            <p className="mt-1">
              The contract stays attached. Enter its terms below, try again, or choose another file.
            </p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void read(reading)}>
              Read it again
            </Button>
          </div>
        ) : null}
      </section>
      <RecordForm
        action={action}
        fields={fields}
        submitLabel="Add assignment"
        onResult={(s) => {
          if (!s.ok) return;
          upload.clear();
          setReading({ phase: 'idle' });
        }}
        waitFor={
          upload.state.phase === 'uploading' ? 'Saving is possible once the upload has finished.' : undefined
        }
      >
        <input ref={anchor} type="hidden" name="contract_objstore_key" value={upload.state.file?.key ?? ''} />
      </RecordForm>
    </div>
  );
}

function Filled({ filled, kept }: { filled: string[]; kept: string[] }) {
  if (filled.length === 0) {
    return (
      <p className="text-fg">
        {kept.length > 0
          ? 'Every field the contract covers already had a value: nothing was changed.'
          : 'We found no terms we could fill in this contract. Enter them below.'}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-info-soft px-3 py-2 text-info">
      <p className="font-medium">
        Filled {filled.length} field{filled.length === 1 ? '' : 's'} from your contract: {listLabels(filled)}.
      </p>
      <p className="mt-0.5">
        Check the highlighted fields, then add the assignment.
        {kept.length > 0 ? ` Kept what you had entered for ${listLabels(kept)}.` : ''}
      </p>
    </div>
  );
}
