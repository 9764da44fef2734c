// GET /api/v1/quarterly-payments: the caller's quarterly estimated payments (paginated, X-Total-Count, trash); POST creates one
import { quarterlyPaymentResource } from '@/lib/records/quarterly-payments/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(quarterlyPaymentResource).collection;
