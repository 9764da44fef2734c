// POST /api/v1/files/download-url: a signed address for downloading one of the caller's files
import { methods } from '@/lib/http/methods';
import { downloadUrlHandler } from '@/lib/providers/storage/routes';

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: downloadUrlHandler });
