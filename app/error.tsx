'use client';

import { buttonClass } from '@/components/ui/button';
import { errorWords } from './error-words';

// Any page that fails shows this instead of Next's bare error page: an outage or our own failure, in
// words (./error-words.ts). The server logged the failure against its digest.
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { title, message } = errorWords(error.digest);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <button type="button" onClick={reset} className={buttonClass('primary', 'md', 'mt-6')}>
        Try again
      </button>
    </main>
  );
}
