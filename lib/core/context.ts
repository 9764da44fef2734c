import type { Db } from '@/lib/providers/db/client';
import type { User } from '@/lib/generated/prisma/client';

// What every service receives (docs/architecture.md §1): the database (or a transaction), the clock and the request id;
// authenticated calls add the user. Transport (API handlers, server actions, pages) builds it.

export interface PublicCtx {
  db: Db;
  now: Date;
  requestId: string;
}

export interface Ctx extends PublicCtx {
  userId: number;
  user: User;
}

/** Who a verified access token names: users are keyed by (iss, sub). */
export interface Identity {
  /** `builtin` for our own issuer, else the token's `iss`. */
  iss: string;
  sub: string;
  email: string | null;
  firstName: string;
}
