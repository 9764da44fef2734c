// Any other /api/v1 path: 404 not_found in the error envelope, with or without a token
import { unknownPath } from '@/lib/http/methods';

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
