// PUT /api/files/upload: the embedded object store's signed upload (no token: the signature authorizes)
import { methods } from '@/lib/http/methods';
import { localUploadHandler } from '@/lib/providers/storage/routes';

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: localUploadHandler });
