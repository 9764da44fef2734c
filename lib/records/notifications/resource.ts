import 'server-only';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import { z } from 'zod';
import type { Notification } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { fromReadOnlyRecord, type ResourceSpec } from '@/lib/records/define';
import { EXAMPLE_TIMESTAMP } from '@/lib/records/examples';
import { booleanFlag, INT4_MAX, queryInt, recordBody } from '@/lib/validation/common';
import { notificationRecord } from './record';

export type NotificationOut = ReturnType<typeof notificationRecord.serialize>;

/** Notifications page with page/limit (docs/api-guide.md §4): page 1 and up, limit 1–50 (default 20). */
export const notificationListQuery = z.object({
  page: queryInt(1, INT4_MAX, 9_999_999_999).default(1),
  limit: queryInt(1, 50, 9_999_999_999).default(20),
  deleted: booleanFlag.default(false),
});

export const readBody = recordBody({ read: z.boolean() });

const notificationExample = {
  id: 42,
  user_id: 7,
  type: 'visit_overdue',
  severity: 'warning',
  title: 'Visit your tax home',
  body: 'Your last recorded visit to Omaha, NE was 47 days ago.',
  link: '/tax-home',
  read_at: null,
  resolved_at: null,
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
  deleted_at: null,
};

export const notificationResource: ResourceSpec<Notification, never, z.infer<typeof readBody>> = {
  ...fromReadOnlyRecord(notificationRecord),
  updateBody: readBody,
  name: 'Notification',
  path: 'notifications',
  example: { read: true },
  // Unresolved first, then newest (docs/api-guide.md §6).
  orderBy: [{ resolved_at: 'desc' }, { created_at: 'desc' }],
  docs: {
    tag: 'Notifications',
    about: 'Unresolved first, then newest. PATCH takes `{"read": true|false}`.',
    exampleRecord: notificationExample,
  },
  toUpdateData: (ctx: Ctx, _existing, input) => ({ read_at: input.read ? ctx.now : null }),
};

export async function markAllRead(ctx: Ctx): Promise<number> {
  const { count } = await writeAsUser(ctx, (db) =>
    db.notification.updateMany({ where: { user_id: ctx.userId, read_at: null }, data: { read_at: ctx.now } }),
  );
  return count;
}
