import 'server-only';
import { getDb, type DbOrTx } from '@/lib/providers/db/client';
import { verifyUnsubscribeToken } from './token';

// The digest's unsubscribe link (app/unsubscribe/route.ts), as RFC 8058 means it: opening it (GET, HEAD:
// what a link scanner does) only reads; a POST, the mail client's one-click or the page's button, turns
// the digest off. A link whose version is no longer the user's (the digest was turned back on since the
// email was sent) changes nothing, and neither does one whose account was erased.

/**
 * What a link names: `invalid` (not a token of ours), `gone` (the account was erased), `expired` (an
 * older version), else the digest as it is now.
 */
export type LinkState = 'invalid' | 'gone' | 'expired' | 'on' | 'off';

async function stateOf(db: DbOrTx, userId: number, version: number): Promise<LinkState> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email_digest: true, digest_link_version: true },
  });
  if (!user) return 'gone';
  if (user.digest_link_version !== version) return 'expired';
  return user.email_digest === 'off' ? 'off' : 'on';
}

/** What the link names, changing nothing. */
export async function readUnsubscribeLink(token: string): Promise<LinkState> {
  const link = verifyUnsubscribeToken(token);
  return link ? stateOf(await getDb(), link.userId, link.version) : 'invalid';
}

/**
 * Turns the digest off when the link is the user's current one: the version is checked in the update
 * itself, so an old link cannot win against the user turning the digest back on at the same moment.
 * `off` when the digest is now off (or already was).
 */
export async function turnOffDigest(token: string): Promise<Exclude<LinkState, 'on'>> {
  const link = verifyUnsubscribeToken(token);
  if (!link) return 'invalid';
  const db = await getDb();
  const { count } = await db.user.updateMany({
    where: { id: link.userId, digest_link_version: link.version, email_digest: { not: 'off' } },
    data: { email_digest: 'off' },
  });
  if (count === 1) return 'off';
  // Nothing changed: already off, erased, or an older version. `on` here would be the digest turned on
  // without a new version (no service does that): nothing changed, so the page points to Settings.
  const state = await stateOf(db, link.userId, link.version);
  return state === 'on' ? 'expired' : state;
}
