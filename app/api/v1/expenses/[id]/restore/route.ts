// PATCH /api/v1/expenses/:id/restore: undoes a soft delete
import { expenseResource } from '@/lib/records/expenses/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(expenseResource).restore;
