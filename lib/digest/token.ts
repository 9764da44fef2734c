import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

// The digest's unsubscribe link needs no sign-in: it carries the user id and an HMAC of it under a key
// derived from AUTH_SECRET for this one purpose, so it cannot be forged for another user, and a session or
// API token can never be made from it.

const mac = (userId: number) =>
  createHmac('sha256', `${authSecret()}:digest-unsubscribe`).update(String(userId)).digest('base64url');

export function unsubscribeToken(userId: number): string {
  return `${userId}.${mac(userId)}`;
}

/** The user id a token was made for, or null for anything else. */
export function verifyUnsubscribeToken(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2] ?? '');
  const expected = Buffer.from(mac(userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
