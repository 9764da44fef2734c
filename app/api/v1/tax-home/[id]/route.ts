// GET, PATCH, DELETE /api/v1/tax-home/:id: one of the caller's tax homes
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeResource).item;
