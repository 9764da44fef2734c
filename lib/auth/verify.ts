import 'server-only';
import type { Identity } from '@/lib/core/context';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/core/errors';
import { BUILTIN_ISS, expectedIssuer, ownJwks } from './keys';

// Bearer JWT verification (docs/api-guide.md §2): JWKS (external or our own), issuer, audience, exp/nbf with 60 s
// tolerance, `exp` required, asymmetric algorithms only (so `alg: none` and HMAC never pass).

export const ALLOWED_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

type KeySet = ReturnType<typeof createRemoteJWKSet>;
type LocalKeySet = ReturnType<typeof createLocalJWKSet>;
let remote: { url: string; set: KeySet } | undefined;
// One set per key: the set imports its key once, not on every request.
let local: { key: unknown; set: LocalKeySet } | undefined;

async function keySet(): Promise<KeySet | LocalKeySet> {
  const url = env().AUTH_JWKS_URL;
  if (!url) {
    const jwks = await ownJwks();
    if (local && local.key === jwks.keys[0]) return local.set;
    local = { key: jwks.keys[0], set: createLocalJWKSet(jwks) };
    return local.set;
  }
  if (remote?.url !== url)
    remote = { url, set: createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000 }) };
  return remote.set;
}

export const unauthorized = (message = 'A valid Bearer access token is required') =>
  new ApiError('unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });

/** The JWT of an `Authorization: Bearer` header; the scheme name is case-insensitive (RFC 7235 §2.1). */
export function bearerToken(header: string | null): string {
  const match = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

function firstName(payload: JWTPayload): string {
  const given = payload.given_name;
  if (typeof given === 'string' && given.trim()) return given.trim().slice(0, 200);
  const name = payload.name;
  return typeof name === 'string' ? (name.trim().split(/\s+/)[0] ?? '').slice(0, 200) : '';
}

export async function verifyAccessToken(token: string): Promise<Identity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keySet(), {
      issuer: expectedIssuer(),
      audience: env().AUTH_AUDIENCE,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: 60,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch {
    throw unauthorized('The access token is invalid or expired');
  }
  const sub = payload.sub;
  if (!sub) throw unauthorized('The access token has no subject');
  return {
    iss: env().AUTH_JWKS_URL ? (payload.iss as string) : BUILTIN_ISS,
    sub,
    email: typeof payload.email === 'string' ? payload.email : null,
    firstName: firstName(payload),
  };
}
