// GET, DELETE /api/v1/comparisons/:id: a saved comparison is immutable, so PATCH is 405
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(comparisonResource).item;
