// GET, PATCH, DELETE /api/v1/credentials/:id: one of the caller's credentials
import { credentialResource } from '@/lib/records/credentials/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(credentialResource).item;
