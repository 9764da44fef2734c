// GET /api/v1/tax-home: the caller's tax homes (paginated, X-Total-Count, trash); POST creates one
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeResource).collection;
