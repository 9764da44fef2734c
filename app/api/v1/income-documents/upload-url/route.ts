// POST /api/v1/income-documents/upload-url: a signed address for uploading a W-2, 1099 or pay stub
import { methods } from '@/lib/http/methods';
import { uploadUrlHandler } from '@/lib/providers/storage/routes';

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: uploadUrlHandler('income-documents') });
