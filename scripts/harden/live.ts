import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILTIN_ISS, issueAccessToken } from '@/lib/auth/keys';
import { openDatabase } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { findOrCreateUser } from '@/lib/account/users/service';
import { freePort, startServer, waitForHealth, type Server } from '../bench/server';

// The production build (`next start`, npm start's heap cap) on a fresh embedded database, or on
// DATABASE_URL when given, for the hardening scripts; and a token its built-in issuer accepts.

export interface Live {
  server: Server;
  port: number;
  dataDir: string;
  secret: string;
  env: NodeJS.ProcessEnv;
  token(sub: string): Promise<string>;
  restart(): Promise<void>;
}

/** `port`: a fixed one (a shared machine's assigned range); else any free port. */
export async function startLive(extra: Record<string, string> = {}, fixedPort?: number): Promise<Live> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build first: npx next build');
  const port = fixedPort ?? (process.env.LIVE_PORT ? Number(process.env.LIVE_PORT) : await freePort());
  const secret = randomBytes(36).toString('base64url');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-harden-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_REQUESTS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
  for (const key of ['AUTH_ISSUER', 'AUTH_JWKS_URL', 'UPSTASH_REDIS_REST_URL']) delete env[key];
  const live: Live = {
    server: startServer(port, env),
    port,
    dataDir,
    secret,
    env,
    async token(sub) {
      process.env.AUTH_SECRET = secret;
      process.env.APP_URL = `http://127.0.0.1:${port}`;
      for (const key of ['AUTH_ISSUER', 'AUTH_JWKS_URL']) delete process.env[key];
      resetEnvCache();
      const email = `${sub}@harden.test`;
      // A built-in token is accepted only for an account that exists (sign-up makes them): on PostgreSQL
      // the account is made here, so the scripts' requests are a signed-in user's, not 401s. (The
      // embedded database is the server's alone while it runs.)
      if (env.DATABASE_URL) {
        const handle = await openDatabase({ url: env.DATABASE_URL });
        const identity = { iss: BUILTIN_ISS, sub, email, firstName: 'Hardy' };
        await findOrCreateUser(handle.db, identity, new Date()).finally(() => handle.close());
      }
      return (await issueAccessToken({ sub, email, first_name: 'Hardy' }, new Date())).token;
    },
    async restart() {
      live.server = startServer(port, env);
      await waitForHealth(live.server, 60_000);
    },
  };
  await waitForHealth(live.server, 60_000);
  return live;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over plain node:http: any method (TRACE too) and the path exactly as given. */
export function raw(
  port: number,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node's client sends a DELETE or OPTIONS body with neither Content-Length nor chunked framing, which
    // the server then reads as the start of the next request: declare the length.
    const framed =
      body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path: pathAndQuery, headers: framed }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}
