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

/**
 * Tokens whose signature and claims were checked, for at most VERIFIED_MS: checking an ES256 signature costs
 * about half a millisecond of CPU, more than the rest of a small request, and a client sends the same token
 * on every request until it expires. An entry counts only for the key set and issuer it was checked
 * against, and its expiry and not-before are checked again on every use, with the same tolerance; a key
 * taken out of a remote key set stops counting within VERIFIED_MS. Bounded: the oldest entry goes first.
 */
interface Verified {
  identity: Identity;
  keys: KeySet | LocalKeySet;
  scope: string;
  exp: number;
  nbf: number | undefined;
  until: number;
}
const VERIFIED_MS = 60_000;
const MAX_VERIFIED = 10_000;
const TOLERANCE_S = 60;
const verified = new Map<string, Verified>();

function stillValid(v: Verified, keys: KeySet | LocalKeySet, scope: string, nowMs: number): boolean {
  // In whole seconds, the way jose compares them: expired from exp + tolerance on.
  const now = Math.floor(nowMs / 1000);
  return (
    v.keys === keys &&
    v.scope === scope &&
    nowMs < v.until &&
    now < v.exp + TOLERANCE_S &&
    (v.nbf === undefined || now >= v.nbf - TOLERANCE_S)
  );
}

function remember(token: string, entry: Verified): void {
  verified.delete(token);
  if (verified.size >= MAX_VERIFIED) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, entry);
}

export async function verifyAccessToken(token: string): Promise<Identity> {
  const keys = await keySet();
  const scope = `${expectedIssuer()} ${env().AUTH_AUDIENCE ?? ''}`;
  const nowMs = Date.now();
  const known = verified.get(token);
  if (known && stillValid(known, keys, scope, nowMs)) return known.identity;
  const checked = await checkToken(token, keys);
  remember(token, { ...checked, keys, scope, until: nowMs + VERIFIED_MS });
  return checked.identity;
}

async function checkToken(
  token: string,
  keys: KeySet | LocalKeySet,
): Promise<{ identity: Identity; exp: number; nbf: number | undefined }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: expectedIssuer(),
      audience: env().AUTH_AUDIENCE,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: TOLERANCE_S,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch {
    throw unauthorized('The access token is invalid or expired');
  }
  const sub = payload.sub;
  if (!sub) throw unauthorized('The access token has no subject');
  const identity = {
    iss: env().AUTH_JWKS_URL ? (payload.iss as string) : BUILTIN_ISS,
    sub,
    email: typeof payload.email === 'string' ? payload.email : null,
    firstName: firstName(payload),
  };
  // exp is a required claim: jose refused the token without one.
  return { identity, exp: payload.exp ?? 0, nbf: payload.nbf };
}
