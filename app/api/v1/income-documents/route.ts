// GET /api/v1/income-documents: the caller's W-2s, 1099s and pay stubs (year, pagination, trash); POST adds one
import { recordRoutes } from '@/lib/http/record-routes';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(incomeDocumentResource).collection;
