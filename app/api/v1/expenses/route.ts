// GET /api/v1/expenses: the caller's expenses (paginated, X-Total-Count, trash); POST creates one
import { expenseResource } from '@/lib/records/expenses/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(expenseResource).collection;
