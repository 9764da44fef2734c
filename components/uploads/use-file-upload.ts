'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_RULES, fileProblem, typeOf, type FileRules } from './file-rules';
import { putFile, UploadError, type PutProgress } from './put-file';
import type { Attachment, RequestUpload } from './types';

// The state of one file slot: choose → check → ask the server for an address → PUT with progress →
// attached. It lives in the component that owns the record form, above the form's remounts, so an
// attached file survives a failed save. A replacement keeps the previous file until it is attached.

export type UploadState = { file: Attachment | null } & (
  | { phase: 'ready' }
  | { phase: 'uploading'; name: string; progress: PutProgress }
  | { phase: 'error'; message: string }
);

export interface FileUploadHandle {
  state: UploadState;
  /** Uploads the file; resolves to the attachment, or null when it failed or was cancelled. */
  start: (file: File) => Promise<Attachment | null>;
  cancel: () => void;
  clear: () => void;
  /** What this slot takes (the picker's `accept` and the hint come from it). */
  rules: FileRules;
}

const empty: UploadState = { file: null, phase: 'ready' };

export function useFileUpload(
  requestUpload: RequestUpload,
  rules: FileRules = DOCUMENT_RULES,
): FileUploadHandle {
  const [state, setState] = useState<UploadState>(empty);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<Attachment | null> => {
      abort.current?.abort();
      const problem = fileProblem(file, rules);
      if (problem) {
        setState((s) => ({ file: s.file, phase: 'error', message: problem }));
        return null;
      }
      const controller = new AbortController();
      abort.current = controller;
      const type = typeOf(file, rules);
      const show = (progress: PutProgress) => {
        if (!controller.signal.aborted) {
          setState((s) => ({ file: s.file, phase: 'uploading', name: file.name, progress }));
        }
      };
      show({ loaded: 0, total: file.size });
      try {
        const ticket = await requestUpload({
          file_name: file.name,
          content_type: type,
          file_size: file.size,
        });
        if (!ticket.ok) throw new UploadError(ticket.message, 400);
        await putFile(ticket.uploadUrl, file, type, show, controller.signal);
        const attached = { key: ticket.key, name: file.name, type, size: file.size };
        if (controller.signal.aborted) return null;
        setState({ file: attached, phase: 'ready' });
        return attached;
      } catch (err) {
        if (controller.signal.aborted) return null;
        const message =
          err instanceof UploadError
            ? err.message
            : 'The upload failed. Check your connection and try again.';
        setState((s) => ({ file: s.file, phase: 'error', message }));
        return null;
      }
    },
    [requestUpload, rules],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState((s) => ({ file: s.file, phase: 'ready' }));
  }, []);

  const clear = useCallback(() => {
    abort.current?.abort();
    setState(empty);
  }, []);

  return { state, start, cancel, clear, rules };
}
