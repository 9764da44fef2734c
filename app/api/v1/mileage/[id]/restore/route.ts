// PATCH /api/v1/mileage/:id/restore: undoes a soft delete
import { mileageResource } from '@/lib/records/mileage/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(mileageResource).restore;
