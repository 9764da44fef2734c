import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { NOTIFICATION_TYPES } from '@/lib/tax/compliance/notification-diff';

// A notification: its one definition (lib/records/record.ts). The rules write them (lib/reminders/sync.ts);
// a client only marks one read (PATCH {"read": true|false}, lib/records/notifications/resource.ts).

export const SEVERITIES = ['danger', 'warning', 'info'] as const;

export const notificationRecord = defineRecord({
  model: 'Notification',
  key: 'notification',
  table: 'notifications',
  schemaId: 'Notification',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    type: col.enum(NOTIFICATION_TYPES).readOnly(),
    subject: col
      .text(z.string())
      .internal()
      .doc('What the notification is about within its type (an assignment id, a state): one open per pair.'),
    severity: col.enum(SEVERITIES).readOnly(),
    title: col.text(z.string()).readOnly(),
    body: col.text(z.string()).readOnly().default('""'),
    link: col.text(z.string()).readOnly().nullable(),
    read_at: col.timestamp().nullable(),
    resolved_at: col.timestamp().nullable(),
    ...timestamps,
  },
});
