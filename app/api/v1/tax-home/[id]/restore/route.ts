// PATCH /api/v1/tax-home/:id/restore: undoes a soft delete
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeResource).restore;
