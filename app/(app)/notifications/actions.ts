'use server';

import { markAllRead, notificationResource, readBody } from '@/lib/notifications/resource';
import { updateRecord } from '@/lib/records/service';
import { runAndReturn } from '../_lib/mutate';

/** Marks one notification read or unread (PATCH /notifications/:id {read}), then back to the list. */
export async function setRead(id: number, read: boolean, page: number): Promise<void> {
  const input = readBody.parse({ read });
  await runAndReturn(
    (ctx) => updateRecord(notificationResource, ctx, id, input),
    page > 1 ? `/notifications?page=${page}` : '/notifications',
  );
}

export async function readAll(): Promise<void> {
  await runAndReturn((ctx) => markAllRead(ctx), '/notifications');
}
