import { ApiError } from '@/lib/core/errors';
import { errorResponse } from '@/lib/http/respond';

/** 401 in the API's error shape: the downloads need a browser session (sign in first). */
export function unauthorizedDownload(): Response {
  return errorResponse(new ApiError('unauthorized', 'Sign in to download your records'), crypto.randomUUID());
}
