import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/unsubscribe/route';
import { getDb } from '@/lib/providers/db/client';
import { EMAIL_DIGEST } from '@/lib/reminders/digest/jobs';
import '@/lib/providers/jobs/all';
import { enqueue } from '@/lib/providers/jobs/queue';
import { newUser } from '../helpers/http';
import { digestMailSink } from '../helpers/digest-mail';
import { runDueJobsNow } from '../helpers/jobs';

// The email digest, read back from a real SMTP conversation (npm smtp-server on loopback): off by default,
// one message a day of what is open, List-Unsubscribe (RFC 8058 one-click) that works without signing in
// (the link's own rules: tests/api/unsubscribe.test.ts).

const sink = digestMailSink();

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function digestRun(userId: number, day = iso(0)) {
  await enqueue(EMAIL_DIGEST, { userId, day }, { key: `test:${day}:${userId}:${Math.random()}` });
  await runDueJobsNow([EMAIL_DIGEST]);
}

async function userWithReminder() {
  const u = await newUser('digest');
  await u.call('POST', '/api/v1/credentials', {
    body: { type: 'bls', name: 'BLS card', expiration_date: iso(20) },
  });
  return { ...u, email: `${u.sub}@example.test`.toLowerCase() };
}

describe('the email digest', () => {
  it('is off by default: no mail', async () => {
    const u = await userWithReminder();
    expect((await u.call('GET', '/api/v1/me')).body.email_digest).toBe('off');
    await digestRun(u.id);
    expect(sink().messages.filter((m) => m.to.includes(u.email))).toHaveLength(0);
  });

  it('mails the open reminders once a day, with a one-click unsubscribe that needs no sign-in', async () => {
    const u = await userWithReminder();
    const set = await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'daily' } });
    expect(set.body.email_digest).toBe('daily');
    expect((await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'hourly' } })).status).toBe(400);

    await digestRun(u.id);
    const mail = await sink().waitFor(u.email);
    expect(mail.subject).toBe('1 new reminder in Travel Ledger');
    expect(mail.text).toContain('New since your last summary:');
    expect(mail.text).toMatch(/BLS card/);
    expect(mail.html).toContain('Stop these emails');
    const link = /^<(https:\/\/\S+\/unsubscribe\?token=\S+)>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(link);

    await digestRun(u.id); // the same day again: nothing more
    expect(sink().messages.filter((m) => m.to.includes(u.email))).toHaveLength(1);

    // A forged token (another user's id with this signature) changes nothing.
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const forged = token.replace(/^\d+/, String(u.id + 1));
    const bad = await POST(new Request(`http://localhost/unsubscribe?token=${forged}`, { method: 'POST' }));
    expect(bad.status).toBe(400);
    expect((await u.call('GET', '/api/v1/me')).body.email_digest).toBe('daily');

    // What a mail client's unsubscribe button sends (RFC 8058): a POST, no cookie, no token header.
    const res = await POST(
      new Request(link ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(200);
    expect((await u.call('GET', '/api/v1/me')).body.email_digest).toBe('off');
    await digestRun(u.id, iso(1));
    expect(sink().messages.filter((m) => m.to.includes(u.email))).toHaveLength(1);
  });

  it('comes weekly when asked, and the link in the text opens a page whose button stops it', async () => {
    const u = await userWithReminder();
    await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'weekly' } });
    await digestRun(u.id);
    const first = await sink().waitFor(u.email);
    await digestRun(u.id, iso(3)); // three days later: not yet
    expect(sink().messages.filter((m) => m.to.includes(u.email))).toHaveLength(1);
    const db = await getDb();
    // A week on: the reminder was in the last digest, so it is still open but not new.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.notification.updateMany({ where: { user_id: u.id }, data: { created_at: daysAgo(8) } });
    await db.user.update({ where: { id: u.id }, data: { digest_sent_at: daysAgo(7) } });
    await digestRun(u.id);
    expect(sink().messages.filter((m) => m.to.includes(u.email))).toHaveLength(2);
    const second = sink().messages.filter((m) => m.to.includes(u.email))[1];
    expect(second?.subject).toBe('1 open reminder in Travel Ledger'); // nothing new since the last one

    const link = /https:\/\/\S+\/unsubscribe\?token=\S+/.exec(first.text)?.[0] ?? '';
    const page = await GET(new Request(link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop the email summary');
    expect((await u.call('GET', '/api/v1/me')).body.email_digest).toBe('weekly'); // opening it changes nothing
    const button = await POST(
      new Request(link, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://app.travel-ledger.test',
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(await button.text()).toContain('You will get no more summary emails');
    expect((await u.call('GET', '/api/v1/me')).body.email_digest).toBe('off');
  });
});
