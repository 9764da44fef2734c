// PATCH /api/v1/notifications/:id/restore: undoes a soft delete
import { notificationResource } from '@/lib/records/notifications/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(notificationResource).restore;
