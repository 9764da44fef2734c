// GET, PATCH, DELETE /api/v1/expenses/:id: one of the caller's expenses
import { expenseResource } from '@/lib/records/expenses/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(expenseResource).item;
