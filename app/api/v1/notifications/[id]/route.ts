// GET, PATCH ({"read": true|false}), DELETE /api/v1/notifications/:id
import { notificationResource } from '@/lib/records/notifications/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(notificationResource).item;
