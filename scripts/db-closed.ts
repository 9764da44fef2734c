// npm run db-closed — the production build on PostgreSQL while the database refuses connections
// (ALTER DATABASE ... ALLOW_CONNECTIONS false, its backends terminated: SQLSTATE 55000), seen by an API
// client and by a signed-in worker's browser (Debian's Chromium): the API answers 503 unavailable with
// Retry-After, the dashboard 503 with "The service is unavailable for a moment"; once connections are
// allowed again both answer 200 without a restart. DB_CLOSED_ADMIN_URL: the server
// (default postgresql://postgres@127.0.0.1:5432/postgres). Exit code 0 when every step answered so.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { encode } from 'next-auth/jwt';
import { Client } from 'pg';
import { raw, startLive } from './harden/live';

const ADMIN = process.env.DB_CLOSED_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const COOKIE = 'authjs.session-token'; // next-auth's session cookie over plain http

async function sql(url: string, text: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const name = `tl_closed_${randomBytes(4).toString('hex')}`;
  await sql(ADMIN, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const live = await startLive({ DATABASE_URL: url.toString() });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const verdicts: boolean[] = [];
  try {
    const token = await live.token('closed-user');
    const [row] = await sql(url.toString(), 'UPDATE users SET onboarded_at = now() RETURNING id');
    const session = await encode({ token: { uid: row?.id, sv: 0 }, secret: live.secret, salt: COOKIE });
    const context = await browser.newContext();
    await context.addCookies([{ name: COOKIE, value: session, url: `http://127.0.0.1:${live.port}` }]);
    const page = await context.newPage();
    const check = async (label: string, expected: number) => {
      const api = await raw(live.port, 'GET', '/api/v1/expenses', { authorization: `Bearer ${token}` });
      const res = await page.goto(`http://127.0.0.1:${live.port}/dashboard`);
      await page.waitForLoadState('networkidle');
      const heading = (await page.locator('h1').first().textContent()) ?? '';
      console.log(
        `${label}: API ${api.status} ${JSON.parse(api.body).error?.code ?? ''} Retry-After=${api.headers['retry-after'] ?? '-'}; ` +
          `page ${res?.status()} "${heading.trim()}"`,
      );
      const outage = expected === 503;
      verdicts.push(
        api.status === expected &&
          res?.status() === expected &&
          (!outage ||
            (api.headers['retry-after'] !== undefined && heading.includes('unavailable for a moment'))),
      );
    };
    await check('database up', 200);
    await sql(ADMIN, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await sql(ADMIN, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    await check('connections refused', 503);
    await sql(ADMIN, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await check('allowed again, no restart', 200);
    process.exitCode = verdicts.every(Boolean) ? 0 : 1;
  } finally {
    await browser.close();
    await live.server.stop();
    await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
