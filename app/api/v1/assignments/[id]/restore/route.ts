// PATCH /api/v1/assignments/:id/restore: undoes a soft delete
import { assignmentResource } from '@/lib/records/assignments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(assignmentResource).restore;
