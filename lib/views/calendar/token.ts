import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Ctx } from '@/lib/core/context';
import type { Db } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import type { User } from '@/lib/generated/prisma/client';

// The calendar feed's secret: 32 random bytes (base64url, 43 characters) in the feed's address. Only its
// SHA-256 is stored, so a copy of the database does not open anyone's feed; a new secret replaces the old
// one, whose address then answers 404.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedUrl = (token: string) => `${env().appUrl}/api/calendar/${token}.ics`;

/** POST /me/calendar-secret: a new secret (the old address stops working); its address, shown once. */
export async function rotateCalendarSecret(ctx: Ctx): Promise<{ url: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.user.update({
    where: { id: ctx.userId },
    data: { calendar_token_hash: hashToken(token), calendar_token_created_at: ctx.now },
  });
  return { url: feedUrl(token), createdAt: ctx.now.toISOString() };
}

/** DELETE /me/calendar-secret: turns the feed off. */
export async function disableCalendarFeed(ctx: Ctx): Promise<void> {
  await ctx.db.user.update({
    where: { id: ctx.userId },
    data: { calendar_token_hash: null, calendar_token_created_at: null },
  });
}

/** The user whose feed the secret opens, or null (a malformed secret never reaches the database). */
export async function userByFeedToken(db: Db, token: string): Promise<User | null> {
  if (!TOKEN.test(token)) return null;
  return db.user.findUnique({ where: { calendar_token_hash: hashToken(token) } });
}
