// GET, PATCH, DELETE /api/v1/income-documents/:id: one of the caller's income documents
import { recordRoutes } from '@/lib/http/record-routes';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(incomeDocumentResource).item;
