import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { NavLinks } from './nav-links';

/** Product name, sections and the signed-in user; below lg the sections fold into a disclosure menu. */
export function TopBar({
  firstName,
  signOutAction,
}: {
  firstName: string;
  signOutAction: () => Promise<void>;
}) {
  const signOut = (
    <form action={signOutAction}>
      <Button type="submit" variant="ghost" size="sm">
        Sign out
      </Button>
    </form>
  );
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link href="/dashboard" className="text-base font-semibold tracking-tight">
          Travel <span className="text-primary">Ledger</span>
        </Link>
        <div className="hidden items-center gap-2 lg:flex">
          <span className="text-sm text-muted">Hi, {firstName || 'there'}</span>
          {signOut}
        </div>
        <details className="group relative lg:hidden">
          <summary className="flex h-9 cursor-pointer list-none items-center gap-2 rounded-lg border border-border px-3 text-sm [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true">☰</span> Menu
          </summary>
          <div className="absolute right-0 z-20 mt-2 w-60 rounded-xl border border-border bg-surface p-2 shadow-lg">
            <nav aria-label="Main">
              <NavLinks layout="menu" />
            </nav>
            <div className="mt-2 flex items-center justify-between border-t border-border pt-2 pl-2.5">
              <span className="text-sm text-muted">{firstName}</span>
              {signOut}
            </div>
          </div>
        </details>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-6xl px-3 pb-2 lg:block">
        <NavLinks layout="bar" />
      </nav>
    </header>
  );
}
