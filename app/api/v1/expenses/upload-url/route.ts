// POST /api/v1/expenses/upload-url: a signed address for uploading a receipt (docs/api-guide.md §7)
import { methods } from '@/lib/http/methods';
import { uploadUrlHandler } from '@/lib/providers/storage/routes';

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: uploadUrlHandler('receipts') });
