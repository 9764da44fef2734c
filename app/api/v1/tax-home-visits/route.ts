// GET /api/v1/tax-home-visits: the caller's visits home of a year (paginated, X-Total-Count, trash); POST logs one
import { recordRoutes } from '@/lib/http/record-routes';
import { taxHomeVisitResource } from '@/lib/records/visits/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeVisitResource).collection;
