'use client';

import { Button } from '@/components/ui/button';
import { useDownload, type DownloadState } from './use-download';

/** 1234567 → '1.2 MB'. */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function progressText(state: DownloadState, preparing: string): string {
  switch (state.phase) {
    case 'preparing':
      return `${preparing}… ${state.seconds} s`;
    case 'receiving':
      return `Downloading… ${size(state.bytes)}`;
    case 'done':
      return `Saved ${state.filename} (${size(state.bytes)}).`;
    default:
      return '';
  }
}

/**
 * A button that downloads a file and shows how it is going: a moving bar and the seconds while the server
 * prepares it, then the bytes received, then the saved file's name; the API's message if it fails.
 */
export function DownloadButton({
  href,
  label,
  filename,
  preparing = 'Preparing',
  variant = 'primary',
}: {
  href: string;
  label: string;
  /** Used when the server names none. */
  filename: string;
  preparing?: string;
  variant?: 'primary' | 'secondary';
}) {
  const { state, start, busy } = useDownload(href, filename);
  const text = progressText(state, preparing);
  return (
    <div className="grid gap-2">
      <Button variant={variant} onClick={() => void start()} disabled={busy} aria-disabled={busy}>
        {busy ? `${label}…` : label}
      </Button>
      {busy ? (
        <progress className="h-1.5 w-full accent-primary" aria-label={`${label}: in progress`} />
      ) : null}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {state.phase === 'error' ? <span className="text-danger">{state.message}</span> : text}
      </p>
    </div>
  );
}
