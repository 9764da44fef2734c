import './next-runtime'; // first: before any module of Next loads
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setDatabaseForTests } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { startIdentityProvider, TEST_AUDIENCE, TEST_ISSUER } from './auth';
import { openTestDatabase } from './database';

// Runs before every API test file (the api project shares one module graph and one database: each test
// signs in as users of its own, so files cannot see each other's data).

const holder = globalThis as unknown as { __apiSetup?: Promise<void>; __apiFiles?: number };

holder.__apiSetup ??= (async () => {
  const idp = await startIdentityProvider();
  process.env.AUTH_JWKS_URL = idp.url;
  process.env.AUTH_ISSUER = TEST_ISSUER;
  process.env.AUTH_AUDIENCE = TEST_AUDIENCE;
  process.env.LOG_REQUESTS = '0';
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'tl-api-'));
  process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
  resetEnvCache();
  const { handle, drop } = await openTestDatabase();
  setDatabaseForTests(handle);
  process.once('beforeExit', () => void drop());
})();

await holder.__apiSetup;
