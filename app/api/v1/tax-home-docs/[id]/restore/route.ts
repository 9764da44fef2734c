// PATCH /api/v1/tax-home-docs/:id/restore: undoes a soft delete
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeDocResource).restore;
