// PATCH /api/v1/income-documents/:id/restore: undoes a delete
import { recordRoutes } from '@/lib/http/record-routes';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(incomeDocumentResource).restore;
