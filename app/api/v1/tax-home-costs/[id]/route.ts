// GET, PATCH, DELETE /api/v1/tax-home-costs/:id: one of the caller's tax home costs
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeCostResource).item;
