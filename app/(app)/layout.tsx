import { redirect } from 'next/navigation';
import { TopBar } from '@/components/layout/top-bar';
import { OfflineSupport } from '@/components/offline/offline-support';
import { currentCtx } from '@/lib/auth/current-user';
import { offlineKey } from '@/lib/auth/offline-key';
import { signOutAction } from './actions';

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const { user } = await currentCtx();
  // No figure before the worker has said how they are paid and file (app/(onboarding)/welcome).
  if (!user.onboarded_at) redirect('/welcome');
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar firstName={user.first_name} signOutAction={signOutAction} offlineUser={offlineKey(user.id)} />
      <OfflineSupport />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
