import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from '@/lib/auth/verify';
import { env, resetEnvCache } from '@/lib/env';
import { startIdentityProvider, TEST_ISSUER, tokenFor, uniqueSub } from '../helpers/auth';
import { call } from '../helpers/http';

// Bearer JWT verification (docs/api-guide.md §2): each kind of bad token is 401 with WWW-Authenticate.

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({ iss: TEST_ISSUER, aud: 'travel-tax-api', sub: uniqueSub(), exp: now() + 600 });

const badTokens: [string, () => Promise<string | null>][] = [
  ['missing', async () => null],
  ['malformed', async () => 'not-a-jwt'],
  ['expired', () => tokenFor({ expiresIn: -120 })],
  ['not yet valid', () => tokenFor({ notBefore: 600 })],
  ['wrong issuer', () => tokenFor({ iss: 'https://evil.example/' })],
  ['wrong audience', () => tokenFor({ aud: 'someone-else' })],
  ['without exp', () => tokenFor({ expiresIn: null })],
  [
    'unknown key',
    async () => tokenFor({ key: (await generateKeyPair('ES256')).privateKey, kid: 'unknown-kid' }),
  ],
  ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
  [
    'HMAC-signed',
    async () =>
      new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
        .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!')),
  ],
];

describe('authentication', () => {
  it.each(badTokens)('rejects a %s token with 401', async (_label, make) => {
    const token = await make();
    const res = await call('GET', '/api/v1/assignments', { token });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('creates the user on the first valid token, from its claims', async () => {
    const sub = uniqueSub();
    const token = await tokenFor({
      sub,
      claims: { given_name: undefined, name: 'Riley Morgan', email: 'r@x.test' },
    });
    const me = await call('GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'r@x.test',
      first_name: 'Riley',
      employment_type: 'w2',
      filing_status: 'single',
      theme: 'light',
      plan: 'pro', // the 14-day trial
      email_notifications: true,
      email_digest: 'off', // the digest is opt-in
    });
    const trialDays = (Date.parse(me.body.trial_ends_at) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThan(14.1);
    const again = await call('GET', '/api/v1/me', { token: await tokenFor({ sub }) });
    expect(again.body.id).toBe(me.body.id);
  });

  it('accepts a token within the 60 s clock tolerance', async () => {
    const res = await call('GET', '/api/v1/me', { token: await tokenFor({ expiresIn: -30 }) });
    expect(res.status).toBe(200);
  });

  it('leaves health open', async () => {
    expect((await call('GET', '/api/v1/health')).status).toBe(200);
  });

  describe('a token checked once', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllEnvs();
      resetEnvCache();
    });

    it('is refused once it expires, though it was accepted a moment before', async () => {
      const token = await tokenFor({ expiresIn: -30 }); // within the 60 s tolerance
      expect((await call('GET', '/api/v1/me', { token })).status).toBe(200);
      expect((await call('GET', '/api/v1/me', { token })).status).toBe(200);
      vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
      const res = await call('GET', '/api/v1/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('The access token is invalid or expired');
    });

    it('is refused before its not-before time, however often it was sent', async () => {
      const token = await tokenFor({ notBefore: 600 });
      for (let i = 0; i < 3; i++) expect((await call('GET', '/api/v1/me', { token })).status).toBe(401);
    });

    it('counts only for the issuer it was checked against', async () => {
      const token = await tokenFor();
      const identity = await verifyAccessToken(token);
      expect(identity.sub).toBeTruthy();
      vi.stubEnv('AUTH_ISSUER', 'https://another-issuer.test/');
      resetEnvCache();
      expect(env().AUTH_ISSUER).toBe('https://another-issuer.test/');
      await expect(verifyAccessToken(token)).rejects.toMatchObject({ code: 'unauthorized' });
    });

    it("is checked again later, so a key taken out of the provider's key set stops counting", async () => {
      // A provider of this test's own (the shared one's key set stays as it is for the other files): it
      // serves the shared provider's keys, then none.
      const idp = await startIdentityProvider();
      const keys = (await (await fetch(idp.url)).json()) as { keys: unknown[] };
      let served = keys;
      const own = createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(served));
      });
      await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
      try {
        vi.stubEnv('AUTH_JWKS_URL', `http://127.0.0.1:${(own.address() as AddressInfo).port}/jwks.json`);
        resetEnvCache();
        const token = await tokenFor();
        await verifyAccessToken(token);
        served = { keys: [] };
        await expect(verifyAccessToken(token)).resolves.toMatchObject({ sub: expect.any(String) });
        // Past the key set's own cache age (jose: 10 minutes), within the token's hour.
        vi.useFakeTimers({ now: Date.now() + 601_000, toFake: ['Date'] });
        await expect(verifyAccessToken(token)).rejects.toMatchObject({ code: 'unauthorized' });
      } finally {
        vi.useRealTimers();
        vi.unstubAllEnvs();
        resetEnvCache();
        await new Promise((resolve) => own.close(resolve));
      }
      // Back on the shared provider, a new token passes.
      await expect(verifyAccessToken(await tokenFor())).resolves.toMatchObject({ sub: expect.any(String) });
    });
  });
});
