import 'server-only';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { getDatabase, type DbHandle } from '@/lib/providers/db/client';
import { pgliteExecutor } from './pglite-db';
import { jobDefinition, type JobDefinition } from './registry';

// The job queue: pg-boss (10.x, the last line that runs on Node 20) in the app's own database, on the
// PostgreSQL server or on the embedded PGlite (lib/providers/jobs/pglite-db.ts). Jobs live in the `pgboss` schema,
// so every instance sees the same queue: a job is fetched by one worker (FOR UPDATE SKIP LOCKED), a job
// whose process died is retried by anyone once it expires, and a job that keeps failing moves to
// `<name>-dead` after its retries. Workers run in the Next.js server (instrumentation.ts) unless
// JOB_WORKERS=0, and in `npm run worker`.

interface Runtime {
  boss: PgBoss;
  kind: DbHandle['kind'];
  ready: Set<string>;
  /** This process's workers by job name: woken at once when this process enqueues for them. */
  workers: Map<string, string[]>;
}

const holder = globalThis as unknown as { __travelLedgerQueue?: Promise<Runtime> };

/** Maintenance (expiring lost jobs, archiving done ones) runs on one instance at a time, this often. */
const MAINTENANCE_SECONDS = 10;

function bossOptions(handle: DbHandle, schedule: boolean): PgBoss.ConstructorOptions {
  const common = { schedule, supervise: true, maintenanceIntervalSeconds: MAINTENANCE_SECONDS };
  if (handle.kind === 'postgres' && handle.url) {
    // A small pool of its own beside Prisma's: fetches, completions and inserts are single statements.
    return {
      ...common,
      connectionString: handle.url,
      max: 4,
      application_name: `travel-ledger-jobs:${process.pid}`,
    };
  }
  if (!handle.pglite) throw new Error('The job queue needs a PostgreSQL server or the embedded database');
  return { ...common, db: pgliteExecutor(handle.pglite) };
}

function logError(err: unknown): void {
  console.error(JSON.stringify({ level: 'error', event: 'job_queue_error', error: String(err) }));
}

/** The process's queue, started on first use. `schedule`: this process also fires the cron schedules. */
export function getQueue(opts: { schedule?: boolean } = {}): Promise<Runtime> {
  holder.__travelLedgerQueue ??= (async () => {
    const handle = await getDatabase();
    const boss = new PgBoss(bossOptions(handle, opts.schedule ?? false));
    boss.on('error', logError);
    await boss.start();
    return { boss, kind: handle.kind, ready: new Set<string>(), workers: new Map<string, string[]>() };
  })();
  holder.__travelLedgerQueue.catch(() => {
    holder.__travelLedgerQueue = undefined;
  });
  return holder.__travelLedgerQueue;
}

/**
 * Creates the job's queue and its dead-letter queue once per process, with the job's current policy.
 * Instances starting together create the same queues at once (pg-boss attaches a table partition per
 * queue), which PostgreSQL may answer with a deadlock: the loser tries again shortly, when the queue exists.
 */
export async function ensureQueue(rt: Runtime, def: JobDefinition): Promise<void> {
  if (rt.ready.has(def.name)) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await createQueues(rt, def);
      rt.ready.add(def.name);
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400 * attempt));
    }
  }
}

async function createQueues(rt: Runtime, def: JobDefinition): Promise<void> {
  const dead = `${def.name}-dead`;
  const policy = {
    retryLimit: def.options.retries,
    retryDelay: def.options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: def.options.expireSeconds,
    deadLetter: dead,
  };
  await rt.boss.createQueue(dead, { name: dead, retentionDays: 14 });
  await rt.boss.createQueue(def.name, { name: def.name, ...policy });
  await rt.boss.updateQueue(def.name, { name: def.name, ...policy }); // a deploy may have changed it
}

/** A job id derived from a key: the same key twice is one job (the second insert does nothing). */
export function keyedId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface EnqueueOptions {
  /** Deduplicates: while a job with this key is in the queue (or done, until it is archived), no other is added. */
  key?: string;
  startAfter?: Date;
}

/** Adds one job; its id, or null when a job with the same key is already there. */
export async function enqueue<P extends object>(
  name: string,
  payload: P,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const rt = await getQueue();
  await ensureQueue(rt, jobDefinition(name));
  const id = await rt.boss.send(name, payload, {
    ...(opts.key ? { id: keyedId(name, opts.key) } : {}),
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
  });
  wake(rt, name);
  return id;
}

/** Wakes this process's idle workers of a job, so a job enqueued here starts without waiting for a poll. */
function wake(rt: Runtime, name: string): void {
  for (const id of rt.workers.get(name) ?? []) rt.boss.notifyWorker(id);
}

/** Adds many jobs in one statement (the daily fan-out); keys deduplicate as in enqueue(). */
export async function enqueueMany<P extends object>(
  name: string,
  jobs: { payload: P; key: string }[],
): Promise<void> {
  if (!jobs.length) return;
  const rt = await getQueue();
  await ensureQueue(rt, jobDefinition(name));
  await rt.boss.insert(jobs.map((j) => ({ name, data: j.payload, id: keyedId(name, j.key) })));
  wake(rt, name);
}

/** Stops fetching, waits for running jobs (up to `waitMs`), then closes the queue's connections. */
export async function stopQueue(waitMs = 10_000): Promise<void> {
  const pending = holder.__travelLedgerQueue;
  holder.__travelLedgerQueue = undefined;
  if (!pending) return;
  const { boss } = await pending;
  await boss.stop({ graceful: true, wait: true, timeout: waitMs });
}
