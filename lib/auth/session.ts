import 'server-only';
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import { authenticate } from './accounts';
import { authSecret } from './secret';
import { endSessions, sessionVersion } from './sessions';
import { allowSignIn, clientAddress, signInSucceeded } from './throttle';

// Browser sessions (next-auth, JWT strategy). Email + password always; an OIDC provider when
// AUTH_OIDC_ISSUER/ID/SECRET are set, its users keyed by (issuer, sub) like API tokens (docs/api-guide.md §2).
// Each session carries the user's session_version (lib/auth/sessions.ts): sign-out and a password change
// or reset bump it, and an older cookie is refused from then on.

declare module 'next-auth' {
  interface Session {
    uid: number;
  }
  interface User {
    sv?: number;
  }
}

/** Shown on the sign-in form: too many attempts for this account or address in the last minute. */
export class TooManyAttempts extends CredentialsSignin {
  override code = 'too_many_attempts';
}

/** Whether signIn() was refused by the sign-in limits (next-auth rethrows the error authorize threw). */
export function isTooManyAttempts(err: unknown): boolean {
  return err instanceof CredentialsSignin && err.code === 'too_many_attempts';
}

function config(): NextAuthConfig {
  const e = env();
  const providers: NextAuthConfig['providers'] = [
    Credentials({
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials, request) {
        const email = typeof credentials?.email === 'string' ? credentials.email : '';
        const password = typeof credentials?.password === 'string' ? credentials.password : '';
        if (!email || !password) return null;
        const address = clientAddress(request.headers);
        const now = Date.now();
        if (!(await allowSignIn(email, address, now))) throw new TooManyAttempts();
        const user = await authenticate(await getDb(), email, password);
        if (!user) return null;
        await signInSucceeded(address, now); // the address's limit counts failures only (lib/auth/throttle.ts)
        return { id: String(user.id), email: user.email, name: user.first_name, sv: user.session_version };
      },
    }),
  ];
  if (e.AUTH_OIDC_ISSUER && e.AUTH_OIDC_ID && e.AUTH_OIDC_SECRET) {
    providers.push({
      id: 'oidc',
      name: 'Single sign-on',
      type: 'oidc',
      issuer: e.AUTH_OIDC_ISSUER,
      clientId: e.AUTH_OIDC_ID,
      clientSecret: e.AUTH_OIDC_SECRET,
    });
  }
  return {
    secret: authSecret(),
    trustHost: true,
    session: { strategy: 'jwt' },
    pages: { signIn: '/sign-in' },
    providers,
    callbacks: {
      async jwt({ token, user, account, profile }) {
        if (account?.provider === 'oidc' && profile?.sub) {
          const { findOrCreateUser } = await import('@/lib/account/users/service');
          const dbUser = await findOrCreateUser(
            await getDb(),
            {
              iss: e.AUTH_OIDC_ISSUER ?? 'oidc',
              sub: profile.sub,
              email: typeof profile.email === 'string' ? profile.email : null,
              firstName: typeof profile.given_name === 'string' ? profile.given_name : '',
            },
            new Date(),
          );
          return { ...token, uid: dbUser.id, sv: dbUser.session_version };
        }
        if (user?.id) return { ...token, uid: Number(user.id), sv: user.sv ?? 0 };
        return (await stillValid(token)) ? token : null; // null: next-auth drops the cookie
      },
      session({ session, token }) {
        session.uid = Number(token.uid);
        return session;
      },
    },
    events: {
      // Sign-out ends the session for good, not only in this browser: a copied cookie is refused too.
      async signOut(message) {
        const uid = 'token' in message ? Number(message.token?.uid) : NaN;
        if (Number.isInteger(uid) && uid > 0) await endSessions(await getDb(), uid);
      },
    },
  };
}

/** A session cookie is good while its version is the user's; a database error keeps it (pages fail alone). */
async function stillValid(token: Record<string, unknown>): Promise<boolean> {
  const uid = Number(token.uid);
  if (!Number.isInteger(uid) || uid <= 0) return false;
  try {
    const current = await sessionVersion(await getDb(), uid);
    return current !== null && current === Number(token.sv ?? 0);
  } catch {
    return true;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
