import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '@/lib/auth/accounts';
import { issueAccessToken } from '@/lib/auth/keys';
import { SIGN_IN_PER_ACCOUNT } from '@/lib/auth/throttle';
import '@/lib/providers/jobs/all';
import { enqueue } from '@/lib/providers/jobs/queue';
import { NOTIFICATION_SYNC } from '@/lib/reminders/jobs';
import { signedDelivery, stripeEvent, subscriptionObject } from '../helpers/stripe-fake';
import {
  BUDGET,
  CRON_SECRET,
  processGroupOf,
  startCluster,
  WEBHOOK_SECRET,
  type Cluster,
  type Instance,
} from './cluster';

// N instances that behave as one (scripts/two-instances.sh): two `next start` processes behind nginx, one
// PostgreSQL database, one Redis limiter store, one object store. Whatever one instance did, the other
// knows; what a client sends to either gets the same answer; the daily job runs once; a killed instance's
// job is finished by the other.

let c: Cluster;
let A: Instance;
let B: Instance;
beforeAll(async () => {
  c = await startCluster();
  [A, B] = c.instances;
}, 240_000);
afterAll(async () => c?.stop(), 60_000);

const today = () => new Date().toISOString().slice(0, 10);

async function apiUser(label: string) {
  const { user } = await builtinUser(label); // the built-in issuer's tokens belong to accounts made by sign-up
  const { token } = await issueAccessToken(user, new Date());
  const call = (base: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const res = await call(A.url, 'GET', '/api/v1/me');
  if (res.status !== 200) throw new Error(`GET /me answered ${res.status}: ${await res.text()}`);
  const me = await res.json();
  return { token, id: me.id as number, call };
}

/** next-auth's credentials sign-in, as the sign-in form posts it; the session cookie or null. */
async function signIn(base: string, email: string, password: string) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((h) => h.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${base}/dashboard` }),
  });
  const session = res.headers.getSetCookie().find((h) => h.startsWith('authjs.session-token='));
  return { session: session ? session.split(';')[0] : null, location: res.headers.get('location') ?? '' };
}

async function builtinUser(label: string, password = 'a-good-password-1') {
  const email = `${label}-${Date.now()}@example.test`;
  const user = await registerUser(c.handle.db, { email, password, first_name: 'Bo' }, new Date());
  await c.handle.db.user.update({ where: { id: user.id }, data: { onboarded_at: new Date() } });
  return { email, password, user };
}

const page = (base: string, path: string, cookie: string) =>
  fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });

describe('two instances behind nginx', () => {
  it('share one rate-limit budget per user: N answers, then 429, whichever instance', async () => {
    const u = await apiUser('budget'); // its first request spent one
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < BUDGET + 3; i++) {
      const res = await u.call(c.proxyUrl, 'GET', '/api/v1/me');
      statuses.push(res.status);
      upstreams.add(res.headers.get('x-upstream') ?? '');
    }
    expect(upstreams).toEqual(new Set([`127.0.0.1:${A.port}`, `127.0.0.1:${B.port}`]));
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET - 1);
    expect(statuses.slice(BUDGET - 1).every((s) => s === 429)).toBe(true);
    expect((await u.call(A.url, 'GET', '/api/v1/me')).status).toBe(429);
    expect((await u.call(B.url, 'GET', '/api/v1/me')).status).toBe(429);
  });

  it('share the sign-in throttle: the attempts made on one count on the other', async () => {
    const { email, password } = await builtinUser('throttle');
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT; i++) {
      const wrong = await signIn(i % 2 ? B.url : A.url, email, 'not-the-password');
      expect(wrong.session).toBeNull();
    }
    const right = await signIn(B.url, email, password);
    expect(right.session).toBeNull();
    expect(right.location).toContain('code=too_many_attempts');
  });

  it('never answer a read stale after a write on the other instance', async () => {
    const u = await apiUser('cache');
    for (let i = 0; i < 5; i++) {
      const [writer, reader] = i % 2 ? [B, A] : [A, B];
      await u.call(reader.url, 'GET', '/api/v1/expenses'); // warm the reader's response cache
      const created = await (
        await u.call(writer.url, 'POST', '/api/v1/expenses', {
          date: today(),
          amount: 1000 + i,
          category: 'meals',
          description: `lunch ${i}`,
        })
      ).json();
      const list = (await (await u.call(reader.url, 'GET', '/api/v1/expenses')).json()) as { id: number }[];
      expect(list.map((e) => e.id)).toContain(created.id);
    }
  });

  it('accept a browser session and an API token on both; sign-out on one ends the session on both', async () => {
    const { email, password } = await builtinUser('session');
    const { session } = await signIn(A.url, email, password);
    expect(session).not.toBeNull();
    const cookie = session ?? '';
    for (const i of [A, B]) expect((await page(i.url, '/dashboard', cookie)).status).toBe(200);
    const u = await apiUser('token');
    for (const i of [A, B]) expect((await u.call(i.url, 'GET', '/api/v1/me')).status).toBe(200);

    const csrf = await fetch(`${A.url}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((h) => h.split(';')[0])
      .join('; ');
    await fetch(`${A.url}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookie}; ${csrfCookie}` },
      body: new URLSearchParams({ csrfToken }),
    });
    const after = await page(B.url, '/dashboard', cookie); // the copied cookie, on the other instance
    expect(after.status).toBe(307);
    expect(after.headers.get('location')).toContain('/sign-in');
  });

  it('accept on one an upload signed by the other', async () => {
    const u = await apiUser('upload');
    const bytes = Buffer.from('%PDF-1.4 instance test');
    const signed = await (
      await u.call(A.url, 'POST', '/api/v1/credentials/upload-url', {
        file_name: 'license.pdf',
        content_type: 'application/pdf',
        file_size: bytes.length,
      })
    ).json();
    const put = await fetch(signed.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    const created = await u.call(B.url, 'POST', '/api/v1/credentials', {
      type: 'license',
      name: 'RN license',
      objstore_key: signed.objstoreKey,
      file_name: 'license.pdf',
      content_type: 'application/pdf',
      file_size: bytes.length,
    });
    expect(created.status).toBe(201);
    const link = await (
      await u.call(B.url, 'POST', '/api/v1/files/download-url', { objstore_key: signed.objstoreKey })
    ).json();
    expect(Buffer.from(await (await fetch(link.downloadUrl)).arrayBuffer())).toEqual(bytes);
  });

  it('apply a webhook event delivered to both once', async () => {
    const u = await apiUser('webhook');
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('active', `cus_${u.id}`, u.id),
    );
    const { rawBody, headers } = signedDelivery(event, { secret: WEBHOOK_SECRET });
    const send = (i: Instance) =>
      fetch(`${i.url}/api/v1/webhooks/stripe`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: rawBody,
      });
    const answers = await Promise.all([send(A), send(B), send(A), send(B)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await c.handle.db.stripeEvent.count({ where: { id: event.id } })).toBe(1);
    expect((await (await u.call(B.url, 'GET', '/api/v1/me')).json()).plan).toBe('pro');
  });

  it('run the daily job once per day in total, one job per user', async () => {
    const cron = (i: Instance) =>
      fetch(`${i.url}/api/v1/cron/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      });
    const answers = await Promise.all(
      [cron(A), cron(B), cron(A), cron(B)].map(async (r) => (await r).json()),
    );
    expect(answers.filter((a) => a.queued)).toHaveLength(1);
    const db = c.handle.db;
    let run = null;
    for (let i = 0; i < 60 && !run?.finished_at; i++) {
      await new Promise((r) => setTimeout(r, 500));
      run = await db.dailyRun.findFirst({ where: { day: new Date(`${today()}T00:00:00Z`) } });
    }
    expect(run?.finished_at).not.toBeNull();
    const users = await db.user.count();
    const jobs = await db.$queryRawUnsafe<{ n: bigint; distinct_users: bigint }[]>(
      `SELECT count(*) AS n, count(DISTINCT data->>'userId') AS distinct_users FROM pgboss.job WHERE name = $1 AND data->>'day' = $2`,
      NOTIFICATION_SYNC,
      today(),
    );
    expect(Number(jobs[0]?.n)).toBe(users);
    expect(Number(jobs[0]?.distinct_users)).toBe(users);
    expect(await db.dailyRun.count()).toBe(1);
    // The workers of both instances work the day's jobs off: every one completed, none failed.
    const states = async () =>
      db.$queryRawUnsafe<{ state: string; n: bigint }[]>(
        `SELECT state::text, count(*) AS n FROM pgboss.job WHERE name = $1 AND data->>'day' = $2 GROUP BY 1`,
        NOTIFICATION_SYNC,
        today(),
      );
    let done = false;
    for (let i = 0; i < 60 && !done; i++) {
      await new Promise((r) => setTimeout(r, 500));
      done = (await states()).every((s) => s.state === 'completed');
    }
    expect((await states()).map((s) => [s.state, Number(s.n)])).toEqual([['completed', users]]);
    const again = await (await cron(B)).json();
    expect(again).toMatchObject({ queued: false, run: { users } });
  });

  it(
    'finish on one instance the job of an instance killed while running it',
    { timeout: 150_000 },
    async () => {
      const u = await apiUser('killed');
      const db = c.handle.db;
      // A cause only a sync can see, then hold the user's row so the sync that takes the job blocks mid-run.
      await db.credential.create({
        data: {
          user_id: u.id,
          type: 'bls',
          name: 'BLS',
          expiration_date: new Date(Date.now() + 20 * 86_400_000),
        },
      });
      const holder = new Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [u.id]);
      await enqueue(NOTIFICATION_SYNC, { userId: u.id, day: today() }, { key: `killed:${u.id}` });
      // The sync runs on the job workers' own pool (`travel-ledger-jobs-db:<pid>`, lib/providers/db/client.ts jobDb).
      // Watched from outside the holder's transaction: PostgreSQL takes one snapshot of pg_stat_activity
      // per transaction, so polls inside it would keep seeing the first one (a sync not yet blocked).
      const activity = (where: string) =>
        db.$queryRawUnsafe<{ application_name: string }[]>(
          `SELECT application_name, state, wait_event_type, wait_event, left(query, 80) AS query FROM pg_stat_activity WHERE datname = current_database() AND application_name ~ '^travel-ledger(-jobs-db)?:' AND ${where}`,
        );
      const jobRows = () =>
        db.$queryRawUnsafe<object[]>(
          `SELECT id, state::text, retry_count, started_on, start_after, completed_on, output FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2`,
          NOTIFICATION_SYNC,
          String(u.id),
        );
      let survivor: Instance | undefined;
      try {
        let blocked: string | undefined;
        for (let i = 0; i < 60 && !blocked; i++) {
          await new Promise((r) => setTimeout(r, 250));
          blocked = (await activity(`wait_event_type = 'Lock'`))[0]?.application_name;
        }
        // Else what each instance's connections were doing instead, for the failure's message.
        const seen = blocked
          ? ''
          : JSON.stringify({ connections: await activity(`state <> 'idle'`), jobs: await jobRows() });
        expect(blocked, seen).toBeDefined();
        const group = processGroupOf(Number(blocked?.split(':')[1]));
        const victim = [A, B].find((i) => i.child.pid === group);
        expect(victim).toBeDefined();
        survivor = victim === A ? B : A;
        c.kill(victim as Instance);
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }

      let open: string[] = [];
      for (let i = 0; i < 180 && !open.length; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const rows = await db.notification.findMany({ where: { user_id: u.id, resolved_at: null } });
        open = rows.map((n) => n.type);
      }
      expect(open, JSON.stringify(await jobRows())).toEqual(['credential_expiring']);
      const job = await db.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
        `SELECT state::text, retry_count FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2 AND singleton_key IS NULL ORDER BY created_on DESC LIMIT 1`,
        NOTIFICATION_SYNC,
        String(u.id),
      );
      expect(job[0]?.retry_count).toBeGreaterThanOrEqual(1);
      expect((await fetch(`${survivor?.url}/api/v1/health`)).status).toBe(200);
      expect((await fetch(`${c.proxyUrl}/api/v1/health`)).status).toBe(200); // nginx routes around the dead one
    },
  );
});
