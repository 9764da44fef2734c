'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

// Fetches a download with the browser session, reporting progress while the server prepares the file and
// while its bytes arrive (their total is unknown: the server streams as it builds), then hands the file to
// the browser to save. A failure shows the API's own message.

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'preparing'; seconds: number }
  | { phase: 'receiving'; seconds: number; bytes: number }
  | { phase: 'done'; bytes: number; filename: string }
  | { phase: 'error'; message: string };

/** `attachment; filename="audit-packet-2026.pdf"` → `audit-packet-2026.pdf`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // not JSON: fall through
  }
  return `The download failed (${res.status}). Try again.`;
}

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start saving before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownload(href: string, fallbackName: string) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const started = useRef(0);
  const bytes = useRef<number | null>(null);
  // Cleared before the last state is set, so that a clock tick landing after it cannot undo it.
  const running = useRef(false);

  // A clock while the download runs: the seconds while nothing has arrived yet, then the bytes received.
  useEffect(() => {
    if (state.phase !== 'preparing' && state.phase !== 'receiving') return;
    const timer = setInterval(() => {
      if (!running.current) return;
      const seconds = Math.floor((Date.now() - started.current) / 1000);
      setState(
        bytes.current === null
          ? { phase: 'preparing', seconds }
          : { phase: 'receiving', seconds, bytes: bytes.current },
      );
    }, 500);
    return () => clearInterval(timer);
  }, [state.phase]);

  const start = useCallback(async () => {
    const finish = (last: DownloadState) => {
      running.current = false;
      setState(last);
    };
    started.current = Date.now();
    bytes.current = null;
    running.current = true;
    setState({ phase: 'preparing', seconds: 0 });
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok || !res.body) {
        finish({ phase: 'error', message: await errorMessage(res) });
        return;
      }
      const reader = res.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        chunks.push(new Uint8Array(r.value));
        received += r.value.byteLength;
        bytes.current = received;
      }
      const filename = filenameOf(res.headers.get('content-disposition'), fallbackName);
      save(
        new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' }),
        filename,
      );
      finish({ phase: 'done', bytes: received, filename });
    } catch {
      finish({ phase: 'error', message: 'The connection was lost during the download. Try again.' });
    }
  }, [href, fallbackName]);

  return { state, start, busy: state.phase === 'preparing' || state.phase === 'receiving' };
}
