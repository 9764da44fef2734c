// next-auth's own endpoints (sign-in, callback, session, sign-out) for the browser, behind a body limit
import { withBodyLimit } from '@/lib/http/body-guard';
import { handlers } from '@/lib/auth/session';

export const GET = withBodyLimit(handlers.GET);
export const POST = withBodyLimit(handlers.POST);
