'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { deleteAccount } from '@/lib/account/delete';
import { deleteAccountBody } from '@/lib/account/schemas';
import { currentCtx } from '@/lib/auth/current-user';
import { signOut } from '@/lib/auth/session';
import { disableCalendarFeed, rotateCalendarSecret } from '@/lib/calendar/token';
import { ApiError } from '@/lib/core/errors';

// Settings → Calendar feed and Your data: the same services as POST/DELETE /me/calendar-secret and DELETE /me.

export interface CalendarState {
  url?: string;
  nonce?: number;
}

/** A new feed address, shown once (only its hash is kept); the previous address stops working. */
export async function rotateCalendar(_prev: CalendarState): Promise<CalendarState> {
  const ctx = await currentCtx();
  const { url } = await rotateCalendarSecret(ctx);
  revalidatePath('/settings');
  return { url, nonce: Date.now() };
}

export async function turnOffCalendar(): Promise<void> {
  await disableCalendarFeed(await currentCtx());
  revalidatePath('/settings');
  redirect('/settings#calendar');
}

export interface DeleteState {
  message?: string;
}

/** Erases the account, then ends the browser session and says what happened. */
export async function deleteMyAccount(_prev: DeleteState, formData: FormData): Promise<DeleteState> {
  const ctx = await currentCtx();
  const parsed = deleteAccountBody.safeParse({ confirm: formData.get('confirm') ?? '' });
  if (!parsed.success) return { message: 'Type DELETE to confirm' };
  try {
    await deleteAccount(ctx, parsed.data);
  } catch (err) {
    if (err instanceof ApiError) return { message: err.message };
    throw err;
  }
  await signOut({ redirectTo: '/account-deleted' });
  return {};
}
