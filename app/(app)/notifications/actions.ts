'use server';

import { z } from 'zod';
import { action } from '@/app/_lib/action';
import { markAllRead, notificationResource, readBody } from '@/lib/records/notifications/resource';
import { updateRecord } from '@/lib/records/service';
import { recordId } from '@/lib/validation/common';
import { redirect } from 'next/navigation';

/** Marks one notification read or unread (PATCH /notifications/:id {read}), then back to the list. */
export const setRead = action(
  { name: 'notifications.read', args: z.tuple([recordId, z.boolean(), z.int().min(1)]), writes: true },
  async (ctx, id: number, read: boolean, page: number) => {
    await updateRecord(notificationResource, ctx, id, readBody.parse({ read }));
    redirect(page > 1 ? `/notifications?page=${page}` : '/notifications');
  },
);

export const readAll = action({ name: 'notifications.read-all', writes: true }, async (ctx) => {
  await markAllRead(ctx);
  redirect('/notifications');
});
