import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { forgotPasswordAction } from '@/app/(auth)/forgot-password/actions';
import { resetPasswordAction } from '@/app/(auth)/reset-password/actions';
import { signUpAction } from '@/app/(auth)/sign-up/actions';
import { authenticate } from '@/lib/auth/accounts';
import { handlers } from '@/lib/auth/session';
import { getDb } from '@/lib/providers/db/client';

// A NUL character (or half a surrogate pair) typed or sent into the sign-in, sign-up and reset forms is a
// wrong email or a form error, never a database error: PostgreSQL refuses NUL in text (22021), and next-auth
// turns an error thrown by the credentials check into a redirect to its "Server error" page (500).

const BASE = 'http://127.0.0.1:3000';

async function credentialsCallback(email: string) {
  const csrf = await handlers.GET(new NextRequest(`${BASE}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = (csrf.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const body = new URLSearchParams({ email, password: 'long enough password', csrfToken });
  return handlers.POST(
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: body.toString(),
    }),
  );
}

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};

describe('unstorable text at sign-in', () => {
  it('a NUL in the email is no account, without asking the database', async () => {
    await expect(
      authenticate(await getDb(), 'nurse\u0000@x.test', 'long enough password'),
    ).resolves.toBeNull();
  });

  it("the credentials callback sends it back to the sign-in page as a wrong email, not to the server's error", async () => {
    const plain = await credentialsCallback('nobody@x.test');
    const nul = await credentialsCallback('nobody\u0000@x.test');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toContain('error=CredentialsSignin');
    expect(nul.status).toBe(302);
    expect(nul.headers.get('location')).toContain('error=CredentialsSignin');
  });

  it('sign-up, forgot-password and reset-password answer with form errors', async () => {
    const signUp = await signUpAction(
      {},
      form({ first_name: 'Ann\u0000', email: 'ann\u0000@x.test', password: 'long enough password' }),
    );
    expect(Object.keys(signUp.errors ?? {}).sort()).toEqual(['email', 'first_name']);
    const forgot = await forgotPasswordAction({}, form({ email: 'ann\u0000@x.test' }));
    expect(forgot.errors).toEqual({ email: 'Enter a valid email address' });
    const password = 'long enough\u0000 password';
    const reset = await resetPasswordAction(
      `${'a'.repeat(42)}\u0000`,
      {},
      form({ new_password: password, confirm: password }),
    );
    expect(reset.message).toMatch(/link/i);
  });
});
