// GET /api/v1/credentials: the caller's credentials (paginated, X-Total-Count, trash); POST creates one
import { credentialResource } from '@/lib/records/credentials/resource';
import { recordRoutes } from '@/lib/http/record-routes';

export const { GET, POST, PUT, PATCH, DELETE } = recordRoutes(credentialResource).collection;
