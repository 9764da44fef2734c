import 'server-only';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { authenticate } from './accounts';
import { authSecret } from './secret';

// Browser sessions (next-auth, JWT strategy). Email + password always; an OIDC provider when
// AUTH_OIDC_ISSUER/ID/SECRET are set, its users keyed by (issuer, sub) like API tokens (decisions §2).

declare module 'next-auth' {
  interface Session {
    uid: number;
  }
}

function config(): NextAuthConfig {
  const e = env();
  const providers: NextAuthConfig['providers'] = [
    Credentials({
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials) {
        const email = typeof credentials?.email === 'string' ? credentials.email : '';
        const password = typeof credentials?.password === 'string' ? credentials.password : '';
        if (!email || !password) return null;
        const user = await authenticate(await getDb(), email, password);
        return user ? { id: String(user.id), email: user.email, name: user.first_name } : null;
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
          const { findOrCreateUser } = await import('@/lib/users/service');
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
          token.uid = dbUser.id;
        } else if (user?.id) {
          token.uid = Number(user.id);
        }
        return token;
      },
      session({ session, token }) {
        session.uid = Number(token.uid);
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
