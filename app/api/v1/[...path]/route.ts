// Any other /api/v1 path: 404 not_found in the error envelope, with or without a token.
// OPTIONS on every /api/v1 path arrives here too (rewritten by proxy.ts): the path's methods and CORS.
import { unknownPath } from '@/lib/http/methods';
import { preflightFor } from '@/lib/http/preflight';
import { apiContracts } from '../operations';

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
export const OPTIONS = preflightFor(apiContracts);
