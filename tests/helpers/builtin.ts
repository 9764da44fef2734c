import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';

/**
 * The suite (or describe block) runs with the built-in identity (docs/api-guide.md §1, §2): no external
 * JWKS or issuer, the app's own ES256 issuer at APP_URL. The rest of the suite uses an external JWKS.
 */
export function withBuiltinIdentity(): void {
  const saved = { jwks: process.env.AUTH_JWKS_URL, iss: process.env.AUTH_ISSUER };
  beforeAll(() => {
    delete process.env.AUTH_JWKS_URL;
    delete process.env.AUTH_ISSUER;
    process.env.APP_URL = 'http://localhost:3000';
    resetEnvCache();
  });
  afterAll(() => {
    process.env.AUTH_JWKS_URL = saved.jwks;
    process.env.AUTH_ISSUER = saved.iss;
    delete process.env.APP_URL;
    resetEnvCache();
  });
}
