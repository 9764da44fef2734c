'use client';

import { useId, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatBytes } from './file-rules';
import type { Attachment } from './types';
import type { FileUploadHandle } from './use-file-upload';

// One file slot of a form: a keyboard-reachable chooser (the native input, visually hidden behind a
// button-styled label), a real <progress> while the bytes go up, then the attached file with Remove.
// The input has no name: the bytes go to the store, never through the form.

export const progressBar =
  'h-2 w-full overflow-hidden rounded-full appearance-none bg-surface-muted ' +
  '[&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-primary ' +
  '[&::-webkit-progress-value]:transition-all [&::-moz-progress-bar]:bg-primary';

export function FileUpload({
  upload,
  label,
  hint,
  busy = false,
  onAttached,
}: {
  upload: FileUploadHandle;
  label: string;
  hint?: string;
  /** Something else works on the file (e.g. reading a contract): choosing is paused. */
  busy?: boolean;
  onAttached?: (file: Attachment) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  const pct = uploading ? Math.round((state.progress.loaded / Math.max(1, state.progress.total)) * 100) : 0;

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Cleared at once, so choosing the same file again (after an error) fires another change.
    e.target.value = '';
    if (!file) return;
    const attached = await upload.start(file);
    if (attached) onAttached?.(attached);
  }

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={upload.rules.accept}
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-status`}
          disabled={busy}
          onChange={choose}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          {state.file ? 'Choose another file' : 'Choose file'}
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted">
          {hint ?? upload.rules.hint}
        </span>
      </div>
      <div id={`${id}-status`}>
        {uploading ? (
          <div className="space-y-1.5 rounded-lg border border-border p-3">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate">Uploading {state.name}…</span>
              <span className="tabular shrink-0 font-medium" aria-hidden="true">
                {pct}%
              </span>
            </div>
            <progress
              className={progressBar}
              value={state.progress.loaded}
              max={Math.max(1, state.progress.total)}
              aria-label={`Uploading ${state.name}`}
              aria-valuetext={`${pct}%`}
            />
            <Button variant="ghost" size="sm" onClick={upload.cancel} className="-ml-2">
              Cancel upload
            </Button>
          </div>
        ) : null}
        {!uploading && state.file ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm">
            <span className="min-w-0 break-all">
              <span aria-hidden="true" className="text-success">
                ✓{' '}
              </span>
              <span className="font-medium">{state.file.name}</span>{' '}
              <span className="text-muted">· {formatBytes(state.file.size)} · attached</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                upload.clear();
                input.current?.focus();
              }}
              disabled={busy}
            >
              Remove<span className="sr-only"> {state.file.name}</span>
            </Button>
          </div>
        ) : null}
        {state.phase === 'error' ? (
          <p
            role="alert"
            className={cn('rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger', state.file && 'mt-2')}
          >
            {state.message}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {uploading ? `Uploading ${state.name}` : state.file ? `${state.file.name} attached` : ''}
      </p>
    </div>
  );
}
