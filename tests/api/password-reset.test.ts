import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, authenticate } from '@/lib/auth/accounts';
import { changePassword } from '@/lib/auth/password-change';
import { requestPasswordReset, resetPassword, RESET_TTL_MINUTES } from '@/lib/auth/password-reset';
import { sessionVersion } from '@/lib/auth/sessions';
import { allowSignIn, SIGN_IN_PER_ACCOUNT } from '@/lib/auth/throttle';
import { getDb } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { uniqueSub } from '../helpers/auth';
import { resetLink, startSmtpSink, type SmtpSink } from '../helpers/smtp';

// Password reset by email through a real SMTP conversation (npm smtp-server on loopback): single use,
// expiring, ends every session; sign-in throttled per account and address; one answer for unknown emails.

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'Travel Ledger <no-reply@travel-ledger.test>';
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvCache();
  await smtp.close();
});

async function account(password = 'first-password') {
  const email = `${uniqueSub('reset')}@example.test`.toLowerCase();
  const user = await registerUser(await getDb(), { email, password, first_name: 'Ray' }, new Date());
  return { email, user };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('password reset', () => {
  it('mails a link that sets the password once and ends every session', async () => {
    const db = await getDb();
    const { email, user } = await account();
    await requestPasswordReset(db, email, '203.0.113.1', new Date());
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Reset your Travel Ledger password');
    expect(mail.from).toContain('no-reply@travel-ledger.test');
    expect(mail.text).toContain(`${RESET_TTL_MINUTES} minutes`);
    const token = tokenOf(resetLink(mail));
    const before = await sessionVersion(db, user.id);
    await resetPassword(db, token, 'second-password', new Date());
    expect(await authenticate(db, email, 'second-password')).not.toBeNull();
    expect(await authenticate(db, email, 'first-password')).toBeNull();
    expect(await sessionVersion(db, user.id)).toBe((before ?? 0) + 1);
    await expect(resetPassword(db, token, 'third-password', new Date())).rejects.toThrow(/no longer valid/);
  });

  it('refuses an expired link and a made-up one', async () => {
    const db = await getDb();
    const { email } = await account();
    await requestPasswordReset(db, email, '203.0.113.2', new Date());
    const token = tokenOf(resetLink(await smtp.waitFor(email)));
    const later = new Date(Date.now() + (RESET_TTL_MINUTES + 1) * 60_000);
    await expect(resetPassword(db, token, 'second-password', later)).rejects.toThrow(/no longer valid/);
    await expect(resetPassword(db, 'x'.repeat(43), 'second-password', new Date())).rejects.toThrow(
      /no longer valid/,
    );
    await expect(resetPassword(db, '../../etc', 'second-password', new Date())).rejects.toThrow(
      /no longer valid/,
    );
  });

  it('sends nothing for an unknown email, and answers just the same', async () => {
    const db = await getDb();
    const email = `${uniqueSub('nobody')}@example.test`.toLowerCase();
    await expect(requestPasswordReset(db, email, '203.0.113.3', new Date())).resolves.toBeUndefined();
    await expect(smtp.waitFor(email, 500)).rejects.toThrow(/no mail/);
  });
});

describe('password change', () => {
  it('needs the current password and ends every session', async () => {
    const db = await getDb();
    const { email, user } = await account();
    await expect(changePassword(db, user.id, 'wrong-password', 'new-password-1')).rejects.toMatchObject({
      details: [{ path: 'current_password', message: 'This is not your current password' }],
    });
    await expect(changePassword(db, user.id, 'first-password', 'short')).rejects.toMatchObject({
      details: [{ path: 'new_password', message: 'Use at least 8 characters' }],
    });
    const before = (await sessionVersion(db, user.id)) ?? 0;
    await changePassword(db, user.id, 'first-password', 'new-password-1');
    expect(await sessionVersion(db, user.id)).toBe(before + 1);
    expect(await authenticate(db, email, 'new-password-1')).not.toBeNull();
  });
});

describe('sign-in throttling', () => {
  it(`checks at most ${SIGN_IN_PER_ACCOUNT} attempts a minute per account, from any address`, async () => {
    const email = `${uniqueSub('throttle')}@example.test`;
    const now = Date.now();
    const results: boolean[] = [];
    for (let i = 0; i < 40; i++) results.push(await allowSignIn(email, `198.51.100.${i}`, now + i));
    expect(results.filter(Boolean)).toHaveLength(SIGN_IN_PER_ACCOUNT);
    expect(await allowSignIn(email, '198.51.100.99', now + 61_000)).toBe(true); // the window slides on
  });

  it('limits one address across many accounts', async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const now = Date.now();
    const results: boolean[] = [];
    for (let i = 0; i < 40; i++) results.push(await allowSignIn(`${uniqueSub('many')}@x.test`, address, now));
    expect(results.filter(Boolean).length).toBeLessThan(40);
  });

  it('takes about as long for an unknown email as for a wrong password (no account enumeration)', async () => {
    const db = await getDb();
    const { email } = await account();
    const time = async (fn: () => Promise<unknown>) => {
      const started = performance.now();
      await fn();
      return performance.now() - started;
    };
    // Alternating runs and medians, so that a busy machine slows both sides alike.
    const wrongs: number[] = [];
    const unknowns: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongs.push(await time(() => authenticate(db, email, 'not-the-password')));
      unknowns.push(
        await time(() => authenticate(db, `${uniqueSub('ghost')}@example.test`, 'not-the-password')),
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    const ratio = median(unknowns) / median(wrongs);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });
});
