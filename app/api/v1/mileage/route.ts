// GET /api/v1/mileage: the caller's mileage trips (paginated, X-Total-Count, trash); POST creates one
import { mileageResource } from '@/lib/records/mileage/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(mileageResource).collection;
