import Link from '@/components/ui/link';
import { SignOutForm } from '@/components/offline/sign-out';
import { buttonClass } from '@/components/ui/button';
import { Chevron, Disclosure } from './disclosure';
import { NavBar, NavMenuList } from './nav-links';

/**
 * Product name, sections and the signed-in user in one row. From 1024 px the main sections are links and
 * the rest sit in a "More" menu; below that every section folds into one "Menu".
 */
export function TopBar({
  firstName,
  signOutAction,
  offlineUser,
}: {
  firstName: string;
  signOutAction: () => Promise<void>;
  /** The user's key on this device (lib/auth/offline-key.ts): sign-out clears what it keeps. */
  offlineUser: string;
}) {
  const signOut = <SignOutForm action={signOutAction} user={offlineUser} />;
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2.5">
        <Link href="/dashboard" className="shrink-0 text-base font-semibold tracking-tight">
          Travel <span className="text-primary">Ledger</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavBar />
        </nav>
        <div className="ml-auto hidden shrink-0 items-center gap-2 lg:flex">
          <span className="hidden text-sm text-muted xl:inline">Hi, {firstName || 'there'}</span>
          {signOut}
        </div>
        {/* On a phone, Capture is one tap from every page (issue 40). */}
        <Link href="/capture" className={buttonClass('primary', 'sm', 'ml-auto lg:hidden')}>
          Capture
        </Link>
        <Disclosure
          className="lg:hidden"
          summary={
            <>
              Menu <Chevron />
            </>
          }
          summaryClassName="h-9 rounded-lg border border-border px-3 text-sm"
          panelClassName="right-0 max-h-[calc(100dvh-4.5rem)] w-64 overflow-y-auto"
        >
          <nav aria-label="Main">
            <NavMenuList />
          </nav>
          <div className="mt-2 flex items-center justify-between gap-2 border-t border-border pt-2 pl-2.5">
            <span className="truncate text-sm text-muted">{firstName}</span>
            {signOut}
          </div>
        </Disclosure>
      </div>
    </header>
  );
}
