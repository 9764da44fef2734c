'use client';

import { errorWords } from './error-words';

// When even the root layout fails, Next.js renders this in its place: a whole document, no app styles.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { title, message } = errorWords(error.digest);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '20vh 1rem' }}>
        <h1 style={{ fontSize: '1.25rem' }}>{title}</h1>
        <p>{message}</p>
        <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.5rem 1rem' }}>
          Try again
        </button>
      </body>
    </html>
  );
}
