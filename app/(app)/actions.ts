'use server';

import { action } from '@/app/_lib/action';
import { signOut } from '@/lib/auth/session';

export const signOutAction = action({ name: 'session.sign-out' }, async () => {
  await signOut({ redirectTo: '/sign-in' });
});
