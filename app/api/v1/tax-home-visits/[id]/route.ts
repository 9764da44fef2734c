// GET, PATCH, DELETE /api/v1/tax-home-visits/:id: one of the caller's visits home
import { recordRoutes } from '@/lib/http/record-routes';
import { taxHomeVisitResource } from '@/lib/records/visits/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeVisitResource).item;
