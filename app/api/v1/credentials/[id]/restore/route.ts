// PATCH /api/v1/credentials/:id/restore: undoes a soft delete
import { credentialResource } from '@/lib/records/credentials/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(credentialResource).restore;
