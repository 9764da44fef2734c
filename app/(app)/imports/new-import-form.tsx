'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { CSV_RULES } from '@/components/uploads/file-rules';
import { FileUpload } from '@/components/uploads/file-upload';
import { Problem } from '@/components/uploads/problem';
import type { RequestUpload } from '@/components/uploads/types';
import { useFileUpload } from '@/components/uploads/use-file-upload';
import type { StartResult } from './actions';

// Step 1 of an import: what the file holds, then the file itself (uploaded with a progress bar straight to
// the store); once it is up, the server reads it and the preview page opens.

type Kind = 'expenses' | 'mileage';

export function NewImportForm({
  requestUpload,
  start,
  initialKind,
}: {
  requestUpload: RequestUpload;
  start: (kind: Kind, key: string) => Promise<StartResult>;
  initialKind: Kind;
}) {
  const router = useRouter();
  const upload = useFileUpload(requestUpload, CSV_RULES);
  const [kind, setKind] = useState<Kind>(initialKind);
  const [state, setState] = useState<{ phase: 'idle' | 'reading' } | { phase: 'failed'; message: string }>({
    phase: 'idle',
  });
  const id = useId();

  async function read(key: string) {
    setState({ phase: 'reading' });
    const result = await start(kind, key).catch((): StartResult => ({
      ok: false,
      message: 'The file could not be read just now. Try again.',
    }));
    if (result.ok) return router.push(`/imports/${result.id}`);
    upload.clear();
    setState({ phase: 'failed', message: result.message });
  }

  const options: { value: Kind; label: string; hint: string }[] = [
    { value: 'expenses', label: 'Expenses', hint: 'A bank or card statement, Everlance, Keeper' },
    { value: 'mileage', label: 'Mileage trips', hint: 'MileIQ, Everlance, TaxHomeBase drives' },
  ];
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">What does the file hold?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-surface-muted"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={o.value}
                checked={kind === o.value}
                onChange={() => setKind(o.value)}
                disabled={state.phase === 'reading'}
                className="mt-1 accent-primary"
              />
              <span>
                <span className="block text-sm font-medium text-fg">{o.label}</span>
                <span className="block text-xs text-muted">{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FileUpload
        upload={upload}
        label="CSV file"
        busy={state.phase === 'reading'}
        onAttached={(file) => void read(file.key)}
      />
      <div role="status" aria-live="polite" className="text-sm">
        {state.phase === 'reading' ? (
          <p className="flex items-center gap-2 font-medium text-fg">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
            />
            Reading your file…
          </p>
        ) : null}
      </div>
      {state.phase === 'failed' ? <Problem>{state.message}</Problem> : null}
    </div>
  );
}
