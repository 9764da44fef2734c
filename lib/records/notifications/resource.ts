import 'server-only';
import { writeAsUser } from '@/lib/providers/db/user-lock';
import { z } from 'zod';
import type { Notification } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { timestamp } from '@/lib/core/dates';
import type { ResourceSpec } from '@/lib/records/define';
import { EXAMPLE_TIMESTAMP } from '@/lib/records/examples';
import { NOTIFICATION_TYPES } from '@/lib/tax/compliance/notification-diff';
import { booleanFlag, deletedAt, INT4_MAX, queryInt, recordBody } from '@/lib/validation/common';

export const SEVERITIES = ['danger', 'warning', 'info'] as const;

/** Notifications page with page/limit (docs/api-guide.md §4): page 1 and up, limit 1–50 (default 20). */
export const notificationListQuery = z.object({
  page: queryInt(1, INT4_MAX, 9_999_999_999).default(1),
  limit: queryInt(1, 50, 9_999_999_999).default(20),
  deleted: booleanFlag.default(false),
});

export const readBody = recordBody({ read: z.boolean() });

export const notificationSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    type: z.enum(NOTIFICATION_TYPES),
    severity: z.enum(SEVERITIES),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read_at: z.iso.datetime().nullable(),
    resolved_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'Notification' });

export function serializeNotification(row: Notification) {
  return {
    id: row.id,
    user_id: row.user_id,
    type: row.type,
    severity: row.severity,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: timestamp(row.read_at),
    resolved_at: timestamp(row.resolved_at),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

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
  name: 'Notification',
  path: 'notifications',
  model: 'notification',
  record: notificationSchema,
  updateBody: readBody,
  example: { read: true },
  // Unresolved first, then newest (docs/api-guide.md §6).
  orderBy: [{ resolved_at: 'desc' }, { created_at: 'desc' }],
  docs: {
    tag: 'Notifications',
    about: 'Unresolved first, then newest. PATCH takes `{"read": true|false}`.',
    exampleRecord: notificationExample,
  },
  toUpdateData: (ctx: Ctx, _existing, input) => ({ read_at: input.read ? ctx.now : null }),
  serialize: serializeNotification,
};

export async function markAllRead(ctx: Ctx): Promise<number> {
  const { count } = await writeAsUser(ctx, (db) =>
    db.notification.updateMany({ where: { user_id: ctx.userId, read_at: null }, data: { read_at: ctx.now } }),
  );
  return count;
}
