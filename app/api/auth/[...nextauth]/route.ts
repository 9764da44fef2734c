// next-auth's own endpoints (sign-in, callback, session, sign-out) for the browser
import { handlers } from '@/lib/auth/session';

export const { GET, POST } = handlers;
