'use client';

// When even the root layout fails, Next.js renders this in its place: a whole document, no app styles.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '20vh 1rem' }}>
        <h1 style={{ fontSize: '1.25rem' }}>Something went wrong on our side</h1>
        <p>Your data is safe. The page could not be loaded just now: try again in a few seconds.</p>
        <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.5rem 1rem' }}>
          Try again
        </button>
      </body>
    </html>
  );
}
