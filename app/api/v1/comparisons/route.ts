// GET /api/v1/comparisons: the caller's saved comparisons (POST, which computes one, is Pro: issue 3)
import { comparisonResource } from '@/lib/comparisons/resource';
import { recordRoutes } from '@/lib/records/routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(comparisonResource).collection;
