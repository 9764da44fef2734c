import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found' };

// Every unknown address and every record that is not the caller's (notFound()) lands here: in the app's
// styling, with the way back, never Next's bare page.
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Travel Ledger</p>
      <h1 className="mt-2 text-xl font-semibold text-fg">This page does not exist</h1>
      <p className="mt-2 text-sm text-muted">
        The address may be mistyped, or the record it showed was deleted (Settings → Trash can restore it).
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/dashboard">Back to your dashboard</ButtonLink>
        <Link href="/" className="self-center text-sm font-medium text-primary hover:underline">
          Home page
        </Link>
      </div>
    </main>
  );
}
