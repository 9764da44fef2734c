// PATCH /api/v1/tax-home-visits/:id/restore: undoes a soft delete
import { recordRoutes } from '@/lib/http/record-routes';
import { taxHomeVisitResource } from '@/lib/records/visits/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeVisitResource).restore;
