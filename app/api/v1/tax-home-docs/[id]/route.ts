// GET, PATCH, DELETE /api/v1/tax-home-docs/:id: one of the caller's tax home documents
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeDocResource).item;
