import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAction } from '@/app/(auth)/sign-up/actions';
import { authenticate, findBuiltinUserByEmail, registerUser } from '@/lib/auth/accounts';
import { handlers } from '@/lib/auth/session';
import { allowSignIn, signInSucceeded, SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from '@/lib/auth/throttle';
import { getDb } from '@/lib/providers/db/client';
import { uniqueSub } from '../helpers/auth';
import { runInRequest } from '../helpers/request-scope';

// Many nurses sign in from one address (a hospital's shared Wi-Fi). The per-address sign-in limit counts
// failures only: right passwords do not use up the network's budget, wrong ones still lock it. A sign-up
// whose automatic sign-in is refused by that limit says so on the form, and the account is kept (before:
// every sign-in counted, so the 31st honest nurse of the minute was locked out, and a sign-up then ended
// in internal_error with its account created). Sign-ins go through next-auth's real credentials callback
// and the sign-up through its server action, in a request's scope; each test on an address of its own.

const BASE = 'http://127.0.0.1:3000';
const PASSWORD = 'long enough password';

/** An address of its own for each test: the in-process limiter outlives a test. */
const newAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** How next-auth's credentials callback answered: signed in, a wrong password, or refused by a limit. */
async function signIn(email: string, password: string, address: string) {
  const csrf = await handlers.GET(new NextRequest(`${BASE}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = (csrf.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await handlers.POST(
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
        cookie,
      },
      body: new URLSearchParams({ email, password, csrfToken }).toString(),
    }),
  );
  if (res.headers.get('location')?.includes('code=too_many_attempts')) return 'throttled';
  return res.headers.getSetCookie().some((c) => c.includes('session-token=')) ? 'signed-in' : 'refused';
}

async function newAccounts(n: number, label: string) {
  const db = await getDb();
  return Promise.all(
    Array.from({ length: n }, async () => {
      const email = `${uniqueSub(label)}@example.test`;
      await registerUser(db, { email, password: PASSWORD, first_name: 'Nurse' }, new Date());
      return email;
    }),
  );
}

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};

const signUp = (email: string, address: string) =>
  runInRequest({ 'x-forwarded-for': address }, () =>
    signUpAction({}, form({ first_name: 'Ana', email, password: PASSWORD })),
  );

/** Locks `address` with wrong passwords of accounts of its own; answers how each was refused. */
async function lock(address: string) {
  const emails = await newAccounts(SIGN_IN_PER_ADDRESS, 'wrong');
  const answers: string[] = [];
  for (const email of emails) answers.push(await signIn(email, 'not the password', address));
  return answers;
}

describe('sign-ins from one shared address', () => {
  let accounts: string[];
  beforeAll(async () => {
    accounts = await newAccounts(40, 'ward');
  });

  it('40 nurses signing in with their right passwords all get in', async () => {
    const address = newAddress();
    const answers: string[] = [];
    for (const email of accounts) answers.push(await signIn(email, PASSWORD, address));
    expect(answers).toEqual(accounts.map(() => 'signed-in'));
  });

  it(`${SIGN_IN_PER_ADDRESS} wrong passwords lock the address, right passwords included, for a minute`, async () => {
    const address = newAddress();
    const [honest, late] = accounts;
    expect(await signIn(honest ?? '', PASSWORD, address)).toBe('signed-in'); // not a failure: not counted
    expect(await lock(address)).toEqual(Array.from({ length: SIGN_IN_PER_ADDRESS }, () => 'refused'));
    expect(await signIn(late ?? '', PASSWORD, address)).toBe('throttled');
    expect(await signIn(`${uniqueSub('ghost')}@example.test`, PASSWORD, address)).toBe('throttled');
    expect(await signIn(late ?? '', PASSWORD, newAddress())).toBe('signed-in'); // other networks are not
    expect(await allowSignIn(late ?? '', address, Date.now() + 61_000)).toBe(true); // the window slides on
  });

  it('the per-account limit still counts every attempt, right passwords too', async () => {
    const [email] = await newAccounts(1, 'own');
    const tries: string[] = [];
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT; i++)
      tries.push(await signIn(email ?? '', PASSWORD, newAddress()));
    expect(tries.every((t) => t === 'signed-in')).toBe(true);
    expect(await signIn(email ?? '', PASSWORD, newAddress())).toBe('throttled');
  });
});

describe('a sign-up on a locked network', () => {
  it('signs the new account in where the address is not locked', async () => {
    const run = await signUp(`${uniqueSub('open')}@example.test`, newAddress());
    expect(String((run.thrown as { digest?: string } | undefined)?.digest)).toContain('/welcome');
    expect(run.cookies.some((c) => c.includes('session-token='))).toBe(true);
  });

  it('says so in plain words, keeps the account, and the account signs in a minute later', async () => {
    const address = newAddress();
    await lock(address);
    const email = `${uniqueSub('new-nurse')}@example.test`;
    const run = await signUp(email, address);
    expect(run.thrown).toBeUndefined();
    expect(run.result).toMatchObject({
      ok: true,
      message: 'Your account is ready. Too many sign-ins from this network just now: sign in in a minute.',
      next: { href: '/sign-in', label: 'Go to sign-in' },
    });
    expect(run.cookies.some((c) => c.includes('session-token='))).toBe(false);
    const db = await getDb();
    const user = await findBuiltinUserByEmail(db, email);
    expect(user?.first_name).toBe('Ana');
    // A minute later (the limiter's clock moved on rather than the test sleeping): the sign-in the form
    // points to is allowed, and the password is the one chosen at sign-up.
    const later = Date.now() + 61_000;
    expect(await allowSignIn(email, address, later)).toBe(true);
    expect((await authenticate(db, email, PASSWORD))?.id).toBe(user?.id);
    await signInSucceeded(address, later);
    // Signing up again answers that the account exists, not a second account.
    const again = await signUp(email, newAddress());
    expect(again.result?.message).toBe('An account with this email exists: sign in instead');
    expect(await db.user.count({ where: { email } })).toBe(1);
  });
});
