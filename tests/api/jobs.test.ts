import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import '@/lib/providers/jobs/all';
import { DAILY_RUN } from '@/lib/providers/jobs/daily';
import { enqueue, getQueue, stopQueue } from '@/lib/providers/jobs/queue';
import { registerJob } from '@/lib/providers/jobs/registry';
import { NOTIFICATION_SYNC } from '@/lib/reminders/jobs';
import { call, newUser } from '../helpers/http';
import { runDueJobsNow } from '../helpers/jobs';

// The job queue (pg-boss) on the test database, PGlite or PostgreSQL: the daily run fans out one job per
// user, once per day however often it is asked for; failing jobs retry, then land in their dead letter.

const SECRET = 'a-cron-secret-of-some-length';
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const cron = () =>
  call('POST', '/api/v1/cron/notifications', { headers: { authorization: `Bearer ${SECRET}` } });

async function jobsIn(name: string, state?: string): Promise<number> {
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT count(*) AS n FROM pgboss.job WHERE name = $1 ${state ? 'AND state = $2::pgboss.job_state' : ''}`,
    ...(state ? [name, state] : [name]),
  );
  return Number(rows[0]?.n ?? 0);
}

// The queue's maintenance timers would keep the process alive past the suite (and its database undropped).
afterAll(() => stopQueue(1_000));

describe('POST /api/v1/cron/notifications and the daily run', () => {
  afterEach(() => {
    delete process.env.CRON_SECRET;
    resetEnvCache();
  });

  it('is 503 without CRON_SECRET and 401 with a wrong one', async () => {
    expect((await call('POST', '/api/v1/cron/notifications')).status).toBe(503);
    process.env.CRON_SECRET = SECRET;
    resetEnvCache();
    const wrong = await call('POST', '/api/v1/cron/notifications', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('queues the day once, and the workers sync every user in a job of their own', async () => {
    process.env.CRON_SECRET = SECRET;
    resetEnvCache();
    // The suite shares one database: another file's cron call (the erased accounts' file retry) may have
    // queued today's run already. Start from a day nobody has asked for.
    const db0 = await getDb();
    await getQueue(); // creates the queue's schema when no earlier file has started it
    await db0.dailyRun.deleteMany({});
    await db0.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1`, DAILY_RUN);
    const u = await newUser();
    const db = await getDb();
    // A credential written behind the API's back: only the daily run can notice it.
    await db.credential.create({
      data: { user_id: u.id, type: 'bls', name: 'BLS', expiration_date: new Date(`${iso(20)}T00:00:00Z`) },
    });
    const users = await db.user.count();

    const first = await cron();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ day: iso(0), queued: true, run: null });
    const again = await cron(); // a second scheduler, or a second instance: still one run
    expect(again.body.queued).toBe(false);

    await runDueJobsNow([DAILY_RUN]);
    expect(await jobsIn(NOTIFICATION_SYNC, 'created')).toBe(users);
    await runDueJobsNow([NOTIFICATION_SYNC]);
    const open = await db.notification.findMany({ where: { user_id: u.id, resolved_at: null } });
    expect(open.map((n) => n.type)).toEqual(['credential_expiring']);

    const done = await cron();
    expect(done.body).toMatchObject({ queued: false, run: { users, finished_at: expect.any(String) } });
    // A daily-run job that reaches a worker after the day was claimed (the 06:00 schedule on another
    // instance) does nothing: no second round of per-user jobs.
    const before = await jobsIn(NOTIFICATION_SYNC);
    await enqueue(DAILY_RUN, {});
    await runDueJobsNow([DAILY_RUN]);
    expect(await jobsIn(NOTIFICATION_SYNC)).toBe(before);
  });
});

describe('a failing job', () => {
  it('is retried with backoff, then moved to its dead-letter queue', async () => {
    let attempts = 0;
    registerJob<{ n: number }>(
      'test-always-fails',
      async () => {
        attempts += 1;
        throw new Error('the store is down');
      },
      { retries: 1, retryDelaySeconds: 1 },
    );
    await enqueue('test-always-fails', { n: 1 });
    await runDueJobsNow(['test-always-fails']);
    expect(attempts).toBe(1);
    expect(await jobsIn('test-always-fails', 'retry')).toBe(1);
    await runDueJobsNow(['test-always-fails']); // not yet: the retry waits for its delay
    expect(attempts).toBe(1);
    await new Promise((r) => setTimeout(r, 2_100));
    await runDueJobsNow(['test-always-fails']);
    expect(attempts).toBe(2);
    expect(await jobsIn('test-always-fails', 'failed')).toBe(1);
    expect(await jobsIn('test-always-fails-dead')).toBe(1);
    const rt = await getQueue();
    expect(rt.kind).toMatch(/postgres|pglite/);
  });
});
