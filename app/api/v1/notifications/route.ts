// GET /api/v1/notifications: page/limit (not offset), unresolved first, X-Total-Count
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { recordContracts } from '@/lib/http/record-contracts';
import { list } from '@/lib/http/respond';
import { notificationListQuery, notificationResource } from '@/lib/records/notifications/resource';
import { listRecords } from '@/lib/records/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      ...recordContracts(notificationResource).list,
      query: notificationListQuery,
      queryDocs: {
        page: 'Page number',
        limit: 'Page size',
        deleted: '`true` lists the soft-deleted notifications instead',
      },
    },
    async ({ ctx, query }) =>
      list(
        await listRecords(notificationResource, ctx, {
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
          deleted: query.deleted,
        }),
      ),
  ),
});
