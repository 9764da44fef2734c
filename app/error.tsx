'use client';

import { buttonClass } from '@/components/ui/button';

// Any page that fails (most often: the database is unreachable) shows this instead of Next's bare error
// page. No detail of the failure reaches the browser; the server logged it against its digest.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-xl font-semibold text-fg">Something went wrong on our side</h1>
      <p className="mt-2 text-sm text-muted">
        Your data is safe. The page could not be loaded just now, most likely for a moment only. Try again in
        a few seconds.
      </p>
      <button type="button" onClick={reset} className={buttonClass('primary', 'md', 'mt-6')}>
        Try again
      </button>
    </main>
  );
}
