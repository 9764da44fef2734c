// PATCH /api/v1/quarterly-payments/:id/restore: undoes a soft delete
import { quarterlyPaymentResource } from '@/lib/records/quarterly-payments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(quarterlyPaymentResource).restore;
