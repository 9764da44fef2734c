// POST /api/v1/notifications/read-all: marks every unread notification read
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { markAllRead } from '@/lib/records/notifications/resource';
import { readAllResponse } from '@/lib/records/notifications/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/notifications/read-all',
      operationId: 'readAllNotifications',
      summary: 'Mark every notification read',
      tags: ['Notifications'],
      response: readAllResponse,
      examples: { response: { updated: 3 } },
    },
    async ({ ctx }) => json({ updated: await markAllRead(ctx) }),
  ),
});
