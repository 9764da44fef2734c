import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

// A test identity provider: a real key pair, its JWKS served over HTTP on loopback, and real signed tokens.

export const TEST_ISSUER = 'https://id.travel-ledger.test/';
export const TEST_AUDIENCE = 'travel-tax-api';

interface Provider {
  url: string;
  key: CryptoKey;
  kid: string;
  server: Server;
}

const holder = globalThis as unknown as { __testIdp?: Promise<Provider> };

export function startIdentityProvider(): Promise<Provider> {
  holder.__testIdp ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'ES256', use: 'sig' };
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.unref();
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/jwks.json`, key: privateKey, kid: 'test-key-1', server };
  })();
  return holder.__testIdp;
}

export interface TokenOptions {
  sub?: string;
  iss?: string;
  aud?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number | null;
  notBefore?: number;
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  kid?: string;
}

let counter = 0;
export const uniqueSub = (label = 'user') => `${label}-${process.pid}-${Date.now()}-${++counter}`;

export async function tokenFor(opts: TokenOptions = {}): Promise<string> {
  const idp = await startIdentityProvider();
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ email: `${opts.sub ?? 'u'}@example.test`, given_name: 'Casey', ...opts.claims })
    .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? idp.kid })
    .setIssuer(opts.iss ?? TEST_ISSUER)
    .setAudience(opts.aud ?? TEST_AUDIENCE)
    .setSubject(opts.sub ?? uniqueSub())
    .setIssuedAt(now);
  if (opts.expiresIn !== null) jwt.setExpirationTime(now + (opts.expiresIn ?? 3600));
  if (opts.notBefore !== undefined) jwt.setNotBefore(now + opts.notBefore);
  return jwt.sign(opts.key ?? idp.key);
}
