// GET /api/v1/tax-home-docs: the caller's tax home documents (paginated, X-Total-Count, trash); POST creates one
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(taxHomeDocResource).collection;
