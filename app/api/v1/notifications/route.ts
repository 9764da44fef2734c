// GET /api/v1/notifications: page/limit (not offset), unresolved first, X-Total-Count
import { methods } from '@/lib/http/methods';
import { list } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { notificationListQuery, notificationResource } from '@/lib/notifications/resource';
import { listRecords } from '@/lib/records/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: notificationListQuery, cache: true }, async ({ ctx, query }) =>
    list(
      await listRecords(notificationResource, ctx, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        deleted: query.deleted,
      }),
    ),
  ),
});
