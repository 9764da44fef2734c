import 'server-only';
import { todayOf } from '@/lib/core/dates';
import type { Db } from '@/lib/providers/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { enqueueMany } from './queue';
import { registerJob } from './registry';

// The daily run: one scheduled job (06:00 UTC, or POST /api/v1/cron/notifications) fans out one small job per
// user for every per-user daily job a feature registered. It runs once per UTC day in total: the first job
// to claim the day in `daily_runs` does it; a retry of that same job (its process died midway) carries on,
// and every other one (a second instance's schedule, a repeated cron call) stops at the claim. Per-user
// jobs are keyed by day and user, so a carried-on fan-out adds no job twice.

export const DAILY_RUN = 'daily-run';
const PAGE = 1_000;

interface PerUserDaily {
  job: string;
  /** Which users get the job (all users when empty). */
  where: Prisma.UserWhereInput;
  /** One job for the whole run instead of one per user. */
  once?: boolean;
}

const holder = globalThis as unknown as { __travelLedgerDaily?: Map<string, PerUserDaily> };

/** Makes `job` (a registered job taking `{userId, day}`) run once a day for each user matching `where`. */
export function registerDailyPerUser(job: string, where: Prisma.UserWhereInput = {}): void {
  holder.__travelLedgerDaily ??= new Map();
  holder.__travelLedgerDaily.set(job, { job, where });
}

/** Makes `job` (a registered job without payload) run once in each day's run: upkeep that is not per user. */
export function registerDailyOnce(job: string): void {
  holder.__travelLedgerDaily ??= new Map();
  holder.__travelLedgerDaily.set(job, { job, where: {}, once: true });
}

export interface PerUserPayload {
  userId: number;
  /** The run's UTC day, YYYY-MM-DD. */
  day: string;
}

type Claim = 'new' | 'resume' | 'taken';

async function claimDay(db: Db, day: string, jobId: string): Promise<Claim> {
  const date = new Date(`${day}T00:00:00Z`);
  const { count } = await db.dailyRun.createMany({
    data: [{ job: DAILY_RUN, day: date, job_id: jobId }],
    skipDuplicates: true,
  });
  if (count === 1) return 'new';
  const run = await db.dailyRun.findUnique({ where: { job_day: { job: DAILY_RUN, day: date } } });
  return run && run.job_id === jobId && !run.finished_at ? 'resume' : 'taken';
}

async function fanOut(db: Db, day: string, entry: PerUserDaily): Promise<number> {
  let cursor = 0;
  let total = 0;
  for (;;) {
    const users = await db.user.findMany({
      where: { ...entry.where, id: { gt: cursor } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: PAGE,
    });
    if (!users.length) return total;
    await enqueueMany<PerUserPayload>(
      entry.job,
      users.map((u) => ({ payload: { userId: u.id, day }, key: `${day}:${u.id}` })),
    );
    total += users.length;
    cursor = users.at(-1)?.id ?? cursor;
  }
}

registerJob<{ day?: string }>(
  DAILY_RUN,
  async (payload, ctx) => {
    const day = payload.day ?? todayOf(ctx.now);
    if ((await claimDay(ctx.db, day, ctx.jobId)) === 'taken') return;
    let users = 0;
    for (const entry of holder.__travelLedgerDaily?.values() ?? []) {
      if (entry.once) {
        await enqueueMany(entry.job, [{ payload: { day }, key: day }]);
        continue;
      }
      const n = await fanOut(ctx.db, day, entry);
      if (!Object.keys(entry.where).length) users = n;
    }
    await ctx.db.dailyRun.update({
      where: { job_day: { job: DAILY_RUN, day: new Date(`${day}T00:00:00Z`) } },
      data: { finished_at: new Date(), users },
    });
  },
  // Ten minutes before a lost fan-out is retried: with 50,000 users it enqueues 50 pages of 1,000.
  { cron: '0 6 * * *', expireSeconds: 600, retries: 3, batchSize: 1 },
);

/** The day's run as the cron endpoint reports it. */
export async function dailyRunStatus(db: Db, day: string) {
  const run = await db.dailyRun.findUnique({
    where: { job_day: { job: DAILY_RUN, day: new Date(`${day}T00:00:00Z`) } },
  });
  return (
    run && {
      started_at: run.started_at.toISOString(),
      finished_at: run.finished_at?.toISOString() ?? null,
      users: run.users,
    }
  );
}
