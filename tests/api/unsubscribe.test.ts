import { createHmac } from 'node:crypto';
import { NextRequest, type NextFetchEvent } from 'next/server';
import { describe, expect, it } from 'vitest';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/providers/db/client';
import { EMAIL_DIGEST } from '@/lib/reminders/digest/jobs';
import '@/lib/providers/jobs/all';
import { enqueue } from '@/lib/providers/jobs/queue';
import { proxy } from '@/proxy';
import { newUser } from '../helpers/http';
import { runDueJobsNow } from '../helpers/jobs';
import { dispatch } from '../helpers/router';
import { digestMailSink } from '../helpers/digest-mail';

// The digest's unsubscribe link as RFC 8058 means it, read from the real email (npm smtp-server on
// loopback): opening it (GET, or HEAD as link scanners do) changes nothing; the one-click POST turns the
// digest off; turning the digest back on retires every link sent before; an erased account's link is 404.

const sink = digestMailSink();

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function digestUser(frequency: 'daily' | 'weekly' = 'daily') {
  const u = await newUser('unsub');
  await u.call('POST', '/api/v1/credentials', {
    body: { type: 'bls', name: 'BLS card', expiration_date: iso(20) },
  });
  await u.call('PATCH', '/api/v1/me', { body: { email_digest: frequency } });
  const digest = async () => (await u.call('GET', '/api/v1/me')).body.email_digest as string;
  return { ...u, email: `${u.sub}@example.test`.toLowerCase(), digest };
}

/** Runs the digest for `day` and answers the List-Unsubscribe link of the mail it sent. */
async function mailedLink(u: { id: number; email: string }, day = iso(0)): Promise<string> {
  const before = sink().messages.filter((m) => m.to.includes(u.email)).length;
  await enqueue(EMAIL_DIGEST, { userId: u.id, day }, { key: `unsub:${day}:${u.id}:${Math.random()}` });
  await runDueJobsNow([EMAIL_DIGEST]);
  const mail = sink().messages.filter((m) => m.to.includes(u.email))[before];
  expect(mail, 'a digest was sent').toBeDefined();
  expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(https:\/\/app\.travel-ledger\.test\/unsubscribe\?token=[\w.-]+)>$/.exec(
    mail?.headers['list-unsubscribe'] ?? '',
  )?.[1];
  expect(link, 'an https link with the token in its query').toBeDefined();
  expect(mail?.text).toContain(link);
  return link ?? '';
}

const open = (link: string, method: 'GET' | 'HEAD' = 'GET') => dispatch(new Request(link, { method }));
/** What a mail client's unsubscribe button sends (RFC 8058 §3.2): no cookie, no Origin of ours. */
const oneClick = (link: string) =>
  dispatch(
    new Request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
const versionOf = (link: string) => Number(new URL(link).searchParams.get('token')?.split('.')[1]);

describe('the unsubscribe link', () => {
  it('changes nothing when opened: GET shows a button that posts back, HEAD only answers', async () => {
    const u = await digestUser();
    const link = await mailedLink(u);

    const page = await open(link);
    expect(await u.digest()).toBe('daily');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop the email summary?');
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(`${new URL(link).pathname}${new URL(link).search}`);
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');

    const head = await open(link, 'HEAD');
    expect(await u.digest()).toBe('daily');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it("turns the digest off with the one-click POST, and the page's button does the same", async () => {
    const u = await digestUser();
    const link = await mailedLink(u);
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You will get no more summary emails');
    expect(await u.digest()).toBe('off');
    expect((await oneClick(link)).status).toBe(200); // a second click: still off, same answer
    expect(await (await open(link)).text()).toContain('The email summary is off');
    expect(await mailedLinkCount(u, iso(1))).toBe(1); // no digest the next day
  });

  it('is retired when the digest is turned back on: a replay answers 410 and changes nothing', async () => {
    const u = await digestUser();
    const old = await mailedLink(u);
    expect((await oneClick(old)).status).toBe(200);
    expect(await u.digest()).toBe('off');

    await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'weekly' } });
    for (const method of ['GET', 'HEAD'] as const) expect((await open(old, method)).status).toBe(410);
    const replay = await oneClick(old);
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain('This link has expired');
    expect(await u.digest()).toBe('weekly');

    // The next email carries the current version, and its link works.
    const db = await getDb();
    const current = await mailedLink(u, iso(7)); // weekly: due a week on
    const { digest_link_version } = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(versionOf(current)).toBe(digest_link_version);
    expect(versionOf(current)).toBe(versionOf(old) + 1);
    expect((await oneClick(current)).status).toBe(200);
    expect(await u.digest()).toBe('off');
  });

  it('keeps its version while the digest only changes how often it comes', async () => {
    const u = await digestUser('daily');
    const link = await mailedLink(u);
    await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'weekly', theme: 'dark' } });
    expect((await oneClick(link)).status).toBe(200);
    expect(await u.digest()).toBe('off');
  });

  it("answers 404 for an erased account's link, and 400 for a forged one", async () => {
    const u = await digestUser();
    const link = await mailedLink(u);
    const forged = link.replace(
      /token=(\d+)\.(\d+)\./,
      (_m, id: string, v: string) => `token=${id}.${+v + 1}.`,
    );
    expect((await oneClick(forged)).status).toBe(400);
    expect(await u.digest()).toBe('daily');

    expect((await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } })).status).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) expect((await open(link, method)).status).toBe(404);
    const gone = await oneClick(link);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This account no longer exists');
  });

  it('still works from an email sent before links had versions, until the digest is turned back on', async () => {
    const u = await digestUser();
    const db = await getDb();
    await db.user.update({ where: { id: u.id }, data: { digest_link_version: 0 } });
    const mac = createHmac('sha256', `${authSecret()}:digest-unsubscribe`).update(String(u.id));
    const legacy = `https://app.travel-ledger.test/unsubscribe?token=${u.id}.${mac.digest('base64url')}`;
    expect((await open(legacy)).status).toBe(200);
    expect((await oneClick(legacy)).status).toBe(200);
    expect(await u.digest()).toBe('off');
    await u.call('PATCH', '/api/v1/me', { body: { email_digest: 'daily' } });
    expect((await oneClick(legacy)).status).toBe(410);
    expect(await u.digest()).toBe('daily');
  });

  it("is not refused by the proxy's cross-site form check: mail providers post from their own origin", async () => {
    const post = (path: string) =>
      proxy(
        new NextRequest(`http://localhost:3000${path}`, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: 'https://mail.example.net' },
        }),
        {} as NextFetchEvent,
      );
    expect((await post('/unsubscribe?token=1.1.x')).status).not.toBe(403);
    expect((await post('/settings')).status).toBe(403); // the check still holds everywhere else
  });
});

async function mailedLinkCount(u: { id: number; email: string }, day: string): Promise<number> {
  await enqueue(EMAIL_DIGEST, { userId: u.id, day }, { key: `unsub:${day}:${u.id}:${Math.random()}` });
  await runDueJobsNow([EMAIL_DIGEST]);
  return sink().messages.filter((m) => m.to.includes(u.email)).length;
}
