import 'server-only';
import { createECDH, hkdfSync } from 'node:crypto';
import { calculateJwkThumbprint, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { env } from '@/lib/env';
import { authSecret } from './secret';

// The built-in token issuer (docs/api-guide.md §2): ES256, its key derived from AUTH_SECRET so that every instance
// sharing the secret signs and verifies alike, and its public half served at /.well-known/jwks.json.

export const BUILTIN_ISS = 'builtin';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let cached: Promise<SigningKey> | undefined;

function b64url(buf: Buffer): string {
  return buf.toString('base64url');
}

async function deriveKey(secret: string): Promise<SigningKey> {
  const d = Buffer.from(hkdfSync('sha256', secret, 'travel-ledger', 'es256-access-token-key', 32));
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey(); // 0x04 || x || y
  const publicJwk: JWK = {
    kty: 'EC',
    crv: 'P-256',
    x: b64url(pub.subarray(1, 33)),
    y: b64url(pub.subarray(33)),
  };
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK({ ...publicJwk, d: b64url(d) }, 'ES256')) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
}

export function signingKey(): Promise<SigningKey> {
  cached ??= deriveKey(authSecret());
  return cached;
}

export async function ownJwks(): Promise<{ keys: JWK[] }> {
  return { keys: [(await signingKey()).publicJwk] };
}

/** The `iss` API tokens must carry: AUTH_ISSUER, else the app's own origin. */
export function expectedIssuer(): string {
  const e = env();
  return e.AUTH_ISSUER ?? e.appUrl;
}

/** Mints an access token for a built-in user (`sub` as stored), valid for one hour. */
export async function issueAccessToken(
  user: { sub: string; email: string | null; first_name: string },
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const key = await signingKey();
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({
    email: user.email ?? undefined,
    given_name: user.first_name || undefined,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(expectedIssuer())
    .setAudience(env().AUTH_AUDIENCE)
    .setSubject(user.sub)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
  return { token, expiresAt: new Date((iat + ACCESS_TOKEN_TTL_SECONDS) * 1000).toISOString() };
}
