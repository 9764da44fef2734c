// PATCH /api/v1/tax-home-costs/:id/restore: undoes a soft delete
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeCostResource).restore;
