// GET, PATCH, DELETE /api/v1/quarterly-payments/:id: one of the caller's quarterly estimated payments
import { quarterlyPaymentResource } from '@/lib/records/quarterly-payments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(quarterlyPaymentResource).item;
