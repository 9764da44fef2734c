// GET, PATCH, DELETE /api/v1/assignments/:id: one of the caller's assignments
import { assignmentResource } from '@/lib/records/assignments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(assignmentResource).item;
