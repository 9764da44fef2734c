'use client';

import { forgetUser, unsentCount } from '@/components/capture/queue';
import { SubmitButton } from '@/components/records/submit-button';
import { forgetPages } from './worker';

// Sign-out clears what this device kept of the user (issue 40): the pages kept for offline reading and
// Capture's queue. Anything logged and not sent yet would be lost, so the worker is asked first.

export function SignOutForm({ action, user }: { action: () => Promise<void>; user: string }) {
  async function signOut() {
    const unsent = await unsentCount(user).catch(() => 0);
    const them = unsent === 1 ? 'it' : 'them';
    if (
      unsent > 0 &&
      !window.confirm(
        `${unsent} ${unsent === 1 ? 'thing' : 'things'} you logged on Capture ${unsent === 1 ? 'has' : 'have'} not been sent yet. ` +
          `Signing out deletes ${them} from this phone. Sign out anyway?`,
      )
    )
      return;
    await Promise.all([forgetPages(), forgetUser(user)]).catch(() => undefined);
    await action();
  }
  return (
    <form action={signOut}>
      <SubmitButton variant="ghost" size="sm" pendingLabel="Signing out…">
        Sign out
      </SubmitButton>
    </form>
  );
}
