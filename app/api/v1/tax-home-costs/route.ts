// GET /api/v1/tax-home-costs: the caller's tax home costs (paginated, X-Total-Count, trash); POST creates one
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeCostResource).collection;
