import { redirect } from 'next/navigation';
import { ButtonLink } from '@/components/ui/button';
import { sessionCtx } from '@/lib/auth/current-user';

export const dynamic = 'force-dynamic';

const points = [
  ['Tax home, proven', 'Keep the lease, bills and visits that show your home base is real.'],
  [
    'Stipends that stay tax-free',
    'Track assignments, housing and M&IE stipends against your duplicated costs.',
  ],
  [
    'Every deductible mile and receipt',
    'Log expenses and trips in seconds, with yearly totals ready for your preparer.',
  ],
] as const;

export default async function Home() {
  // The root layout's cached lookup: one per render.
  if (await sessionCtx()) redirect('/dashboard');
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Travel Ledger</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        The tax companion for travel nurses
      </h1>
      <p className="mt-3 max-w-xl text-muted">
        Assignments, tax home, expenses, mileage and credentials — organized the way the IRS asks for them.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/sign-up">Create a free account</ButtonLink>
        <ButtonLink href="/sign-in" variant="secondary">
          Sign in
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {points.map(([title, body]) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-4">
            <p className="font-medium">{title}</p>
            <p className="mt-1 text-sm text-muted">{body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-xs text-muted">
        Building an integration? The JSON API lives under <code>/api/v1</code>.
      </p>
    </main>
  );
}
