import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

// The digest's unsubscribe link needs no sign-in: it carries the user id, the user's digest link version
// (users.digest_link_version) and an HMAC of both under a key derived from AUTH_SECRET for this one purpose,
// so it cannot be forged for another user or another version, and a session or API token can never be made
// from it. Turning the digest back on bumps the version: a link from an earlier email then names an old one.

const mac = (signed: string) =>
  createHmac('sha256', `${authSecret()}:digest-unsubscribe`).update(signed).digest('base64url');

interface UnsubscribeLink {
  userId: number;
  version: number;
}

export function unsubscribeToken(userId: number, version: number): string {
  return `${userId}.${version}.${mac(`${userId}.${version}`)}`;
}

/**
 * The user and version a token was made for, or null for anything else. A token without a version is
 * one of the links sent before versions existed (an HMAC of the id alone): it is read as version 0, which
 * every account had then, so it works until the user next turns the digest back on.
 */
export function verifyUnsubscribeToken(token: string): UnsubscribeLink | null {
  const match = /^([1-9][0-9]{0,9})(?:\.(0|[1-9][0-9]{0,9}))?\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', version, signature = ''] = match;
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(version === undefined ? id : `${id}.${version}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), version: Number(version ?? 0) };
}
