// PATCH /api/v1/comparisons/:id/restore: undoes a soft delete
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(comparisonResource).restore;
