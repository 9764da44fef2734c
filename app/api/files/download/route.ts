// GET /api/files/download: the embedded object store's signed download
import { methods } from '@/lib/http/methods';
import { localDownloadHandler } from '@/lib/providers/storage/routes';

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: localDownloadHandler });
