import 'server-only';
import { env } from '@/lib/env';
import { registerDailyPerUser, type PerUserPayload } from '@/lib/providers/jobs/daily';
import { registerJob } from '@/lib/providers/jobs/registry';
import { mailConfigured, sendMail } from '@/lib/providers/mail/send';
import { syncNotifications } from '@/lib/reminders/sync';
import { oneMailbox } from '@/lib/validation/email';
import { composeDigest, unsubscribeHeaders } from './compose';
import { unsubscribeToken } from './token';

// The email digest: one job per opted-in user per day (lib/providers/jobs/daily.ts). A daily digest goes out once per
// UTC day, a weekly one when the last went out 7 days ago or more; none when nothing is open. Sent mail is
// recorded after the SMTP server accepted it, so a job retried after a crash between the two may send the
// day's digest twice (at least once, never lost); a retry after a refused send sends it once.

export const EMAIL_DIGEST = 'email-digest';

const DAY_MS = 86_400_000;

function due(frequency: string, lastSent: Date | null, day: string): boolean {
  if (frequency !== 'daily' && frequency !== 'weekly') return false;
  if (!lastSent) return true;
  const dayStart = new Date(`${day}T00:00:00Z`).getTime();
  return lastSent.getTime() < dayStart - (frequency === 'weekly' ? 6 * DAY_MS : 0);
}

/** The link of the user's current version (users.digest_link_version): an older email's link changes nothing. */
export function unsubscribeUrl(user: { id: number; digest_link_version: number }): string {
  return `${env().appUrl}/unsubscribe?token=${unsubscribeToken(user.id, user.digest_link_version)}`;
}

registerJob<PerUserPayload>(
  EMAIL_DIGEST,
  async ({ userId, day }, ctx) => {
    const user = await ctx.db.user.findUnique({ where: { id: userId } });
    // An address stored before every address was checked to be one mailbox is not mailed (lib/providers/mail/send.ts
    // would refuse it anyway): skipped here, not retried.
    const to = oneMailbox(user?.email);
    if (!user || !to || !due(user.email_digest, user.digest_sent_at, day)) return;
    await syncNotifications(ctx.db, userId, ctx.now); // the digest says what the rules say today
    const notifications = await ctx.db.notification.findMany({
      where: { user_id: userId, resolved_at: null },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: 50,
    });
    if (!notifications.length) return;
    const link = unsubscribeUrl(user);
    const mail = composeDigest({
      firstName: user.first_name,
      appUrl: env().appUrl,
      unsubscribeUrl: link,
      frequency: user.email_digest as 'daily' | 'weekly',
      notifications,
      since: user.digest_sent_at,
    });
    const sent = await sendMail({
      to,
      ...mail,
      // Mail clients show their own unsubscribe button, which POSTs to the link (RFC 8058).
      headers: unsubscribeHeaders(link),
    });
    if (!sent && !mailConfigured()) return; // production without SMTP: logged by sendMail, nothing to retry
    if (!sent) throw new Error('The digest could not be sent'); // the SMTP server refused: retried with backoff
    await ctx.db.user.update({ where: { id: userId }, data: { digest_sent_at: ctx.now } });
  },
  // Four digests at once per worker: each mostly waits on the database and the SMTP server (the daily run
  // for 10,000 users, 1,000 of them with a digest, npm run bench:jobs).
  { batchSize: 20, parallel: 4 },
);
registerDailyPerUser(EMAIL_DIGEST, { email_digest: { in: ['daily', 'weekly'] }, email: { not: null } });
