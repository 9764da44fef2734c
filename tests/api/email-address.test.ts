import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAction } from '@/app/(auth)/sign-up/actions';
import { getDb } from '@/lib/providers/db/client';
import { EMAIL_DIGEST } from '@/lib/reminders/digest/jobs';
import { resetEnvCache } from '@/lib/env';
import '@/lib/providers/jobs/all';
import { enqueue, stopQueue } from '@/lib/providers/jobs/queue';
import { sendMail } from '@/lib/providers/mail/send';
import { findOrCreateUser } from '@/lib/account/users/service';
import { ONE_EMAIL } from '@/lib/validation/email';
import { tokenFor, uniqueSub } from '../helpers/auth';
import { callAs } from '../helpers/http';
import { runDueJobsNow } from '../helpers/jobs';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp';

// An email address is one mailbox wherever it comes from (lib/validation/email.ts), and every message goes
// to exactly one recipient (lib/providers/mail/send.ts): a comma list, a line break or a display name in an identity
// provider's claim, a sign-up form or a stored row never mails a second address. Read back from a real
// SMTP conversation (npm smtp-server on loopback), envelope (RCPT TO) and headers both.

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
  await stopQueue(1_000);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** Every address the sink saw, in envelopes and in To: headers. */
const mailedTo = () => smtp.messages.flatMap((m) => [...m.rcptTo, ...m.to]);
const logged = (spy: { mock: { calls: unknown[][] } }, event: string) =>
  spy.mock.calls.filter(([line]) => typeof line === 'string' && line.includes(`"event":"${event}"`));

async function digestRun(userId: number) {
  await enqueue(EMAIL_DIGEST, { userId, day: iso(0) }, { key: `email:${userId}:${Math.random()}` });
  await runDueJobsNow([EMAIL_DIGEST]);
}

/** A user with an open reminder and the daily digest on, made by a token whose email claim is `email`. */
async function userClaiming(email: string) {
  const sub = uniqueSub('claim');
  const call = callAs(await tokenFor({ sub, claims: { email } }));
  const me = await call('GET', '/api/v1/me');
  await call('POST', '/api/v1/credentials', {
    body: { type: 'bls', name: 'BLS card', expiration_date: iso(20) },
  });
  await call('PATCH', '/api/v1/me', { body: { email_digest: 'daily' } });
  return { id: me.body.id as number, email: me.body.email as string | null };
}

describe("an identity provider's email claim", () => {
  it.each([
    ['a comma list', (a: string) => `nurse@example.test, ${a}`],
    ['a line break with a header', (a: string) => `nurse@example.test\r\nBcc: ${a}`],
    ['a display name', (a: string) => `Nurse <${a}>`],
    ['a quoted name and an address', (a: string) => `"nurse@example.test" <${a}>`],
    ['a comment', (a: string) => `nurse@example.test (${a})`],
  ])('with %s makes the account without an email, and no mail goes out', async (_label, claim) => {
    const attacker = `attacker-${uniqueSub()}@evil.example`.toLowerCase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const u = await userClaiming(claim(attacker));
    expect(u.email).toBeNull();
    expect(logged(warn, 'email_claim_ignored')).toHaveLength(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(attacker); // the claim itself is not logged

    await digestRun(u.id);
    expect(mailedTo()).not.toContain(attacker);
    expect(mailedTo()).not.toContain('nurse@example.test');
  });

  it('that is one mailbox is kept, and the digest goes to it alone', async () => {
    const email = `${uniqueSub('ok')}@example.test`.toLowerCase();
    const u = await userClaiming(email);
    expect(u.email).toBe(email);
    await digestRun(u.id);
    const mail = await smtp.waitFor(email);
    expect(mail.rcptTo).toEqual([email]);
    expect(mail.to).toEqual([email]);
  });

  it('through the web sign-in (OIDC) is held to the same rule', async () => {
    const db = await getDb();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const identity = { iss: 'https://sso.example.test', sub: uniqueSub('oidc'), firstName: 'Ana' };
    const user = await findOrCreateUser(
      db,
      { ...identity, email: 'a@example.test, b@evil.example' },
      new Date(),
    );
    expect(user.email).toBeNull();
  });
});

describe('the mail sender', () => {
  const message = { subject: 'Test', text: 'Hello', html: '<p>Hello</p>' };

  it.each([
    ['a list', 'one@example.test, two@evil.example'],
    ['a list with a semicolon', 'one@example.test; two@evil.example'],
    ['a group', 'friends: one@example.test, two@evil.example;'],
    ['a display name', 'One <two@evil.example>'],
    ['angle brackets', '<two@evil.example>'],
    ['a line break', 'one@example.test\r\nBcc: two@evil.example'],
  ])('refuses %s: nothing is sent, a log line says so, no error', async (_label, to) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = smtp.messages.length;
    await expect(sendMail({ to, ...message })).resolves.toBe(false);
    expect(logged(warn, 'mail_recipient_refused')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.messages.length).toBe(before);
    expect(mailedTo()).not.toContain('two@evil.example');
  });

  it('sends one plain address with an envelope of that address alone', async () => {
    const to = `${uniqueSub('one')}@example.test`.toLowerCase();
    await expect(sendMail({ to, ...message })).resolves.toBe(true);
    const mail = await smtp.waitFor(to);
    expect(mail.rcptTo).toEqual([to]);
    expect(mail.to).toEqual([to]);
  });

  it('skips the digest of an account whose stored email is a list (kept from before the rule)', async () => {
    const u = await userClaiming(`${uniqueSub('legacy')}@example.test`);
    const db = await getDb();
    await db.user.update({
      where: { id: u.id },
      data: { email: 'legacy@example.test, stored@evil.example' },
    });
    await digestRun(u.id);
    expect(mailedTo()).not.toContain('stored@evil.example');
    expect(mailedTo()).not.toContain('legacy@example.test');
  });
});

describe('sign-up', () => {
  const form = (fields: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    return fd;
  };

  it.each([
    ['a comma list', 'ann@example.test, attacker@evil.example'],
    ['a line break', 'ann@example.test\r\nattacker@evil.example'],
    ['a display name', 'Ann <attacker@evil.example>'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.test`],
  ])('refuses %s with a field message, and makes no account', async (_label, email) => {
    const state = await signUpAction(
      {},
      form({ first_name: 'Ann', email, password: 'long enough password' }),
    );
    expect(state.errors).toEqual({ email: ONE_EMAIL });
    expect(state.values?.email).toBe(email); // what was typed stays in the form
    const db = await getDb();
    expect(await db.user.count({ where: { email: { contains: 'attacker@evil.example' } } })).toBe(0);
  });
});
