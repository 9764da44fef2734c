'use server';

import { redirect } from 'next/navigation';
import { action } from '@/app/_lib/action';
import { deleteAccount } from '@/lib/account/delete';
import { deleteAccountBody } from '@/lib/account/schemas';
import { signOut } from '@/lib/auth/session';
import { disableCalendarFeed, rotateCalendarSecret } from '@/lib/views/calendar/token';

// Settings → Calendar feed and Your data: the same services as POST/DELETE /me/calendar-secret and DELETE /me.

export interface CalendarState {
  url?: string;
  nonce?: number;
}

/** A new feed address, shown once (only its hash is kept); the previous address stops working. */
export const rotateCalendar = action(
  { name: 'settings.calendar.rotate', writes: true },
  async (ctx, _prev: CalendarState): Promise<CalendarState> => {
    const { url } = await rotateCalendarSecret(ctx);
    return { url, nonce: Date.now() };
  },
);

export const turnOffCalendar = action({ name: 'settings.calendar.off', writes: true }, async (ctx) => {
  await disableCalendarFeed(ctx);
  redirect('/settings#calendar');
});

export interface DeleteState {
  message?: string;
}

/** Erases the account, then ends the browser session and says what happened. */
export const deleteMyAccount = action(
  { name: 'settings.delete-account', onError: (err): DeleteState => ({ message: err.message }) },
  async (ctx, _prev: DeleteState, formData: FormData): Promise<DeleteState> => {
    const parsed = deleteAccountBody.safeParse({ confirm: formData.get('confirm') ?? '' });
    if (!parsed.success) return { message: 'Type DELETE to confirm' };
    await deleteAccount(ctx, parsed.data);
    await signOut({ redirectTo: '/account-deleted' });
    return {};
  },
);
