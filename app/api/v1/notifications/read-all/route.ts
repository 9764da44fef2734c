// POST /api/v1/notifications/read-all: marks every unread notification read
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { markAllRead } from '@/lib/notifications/resource';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({}, async ({ ctx }) => json({ updated: await markAllRead(ctx) })),
});
