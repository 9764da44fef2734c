// GET /api/v1/assignments: the caller's assignments (paginated, X-Total-Count, trash); POST creates one
import { assignmentResource } from '@/lib/records/assignments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(assignmentResource).collection;
