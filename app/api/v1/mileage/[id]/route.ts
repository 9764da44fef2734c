// GET, PATCH, DELETE /api/v1/mileage/:id: one of the caller's mileage trips
import { mileageResource } from '@/lib/records/mileage/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(mileageResource).item;
