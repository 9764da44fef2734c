import 'server-only';
import type PgBoss from 'pg-boss';
import { getDatabase, type Db } from '@/lib/providers/db/client';
import { ensureQueue, getQueue } from './queue';
import { jobDefinitions, type JobDefinition } from './registry';

// Runs the registered jobs in this process: `concurrency` workers per job, each fetching a batch and running
// its jobs one by one (or a job's `parallel` of them at once). Each job succeeds or fails on its own (a failed one is retried with backoff, then
// dead-lettered); a full batch means more is waiting, so the worker fetches again at once instead of
// sleeping for the polling interval.

type Batch = PgBoss.JobWithMetadata<object>[];

async function runBatch(boss: PgBoss, def: JobDefinition, jobs: Batch, workerId: () => string | undefined) {
  // The workers' own pool (lib/providers/db/client.ts jobDb): a busy run never takes the connections requests need.
  const db = (await getDatabase()).jobDb();
  // `parallel` lanes take the batch's jobs in order; each job still succeeds or fails on its own.
  let next = 0;
  const lane = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) await runOne(boss, def, db, job);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(def.options.parallel, jobs.length)) }, lane));
  const id = workerId();
  if (id && jobs.length === def.options.batchSize) boss.notifyWorker(id);
}

async function runOne(boss: PgBoss, def: JobDefinition, db: Db, job: Batch[number]) {
  try {
    await def.handler(job.data as never, { db, now: new Date(), jobId: job.id, retryCount: job.retryCount });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'job_failed',
        job: def.name,
        id: job.id,
        retry: job.retryCount,
        error: message,
      }),
    );
    await boss.fail(def.name, job.id, { message });
  }
}

/**
 * How often an idle worker looks for jobs. The embedded database has one process, whose own enqueues wake
 * its workers at once, so it only polls for retries and schedules, rarely (each poll is a query on the
 * event loop); on a server other instances enqueue too.
 */
const POLL_SECONDS = { postgres: 2, pglite: 15 };

/** Starts the workers and the cron schedules of every registered job. */
export async function startWorkers(concurrency: number): Promise<void> {
  const rt = await getQueue({ schedule: true });
  for (const def of jobDefinitions().values()) {
    await ensureQueue(rt, def);
    if (def.options.cron) await rt.boss.schedule(def.name, def.options.cron, {}, { tz: 'UTC' });
    for (let i = 0; i < concurrency; i++) {
      const worker: { id?: string } = {};
      worker.id = await rt.boss.work(
        def.name,
        {
          batchSize: def.options.batchSize,
          includeMetadata: true,
          pollingIntervalSeconds: POLL_SECONDS[rt.kind],
        },
        (jobs: Batch) => runBatch(rt.boss, def, jobs, () => worker.id),
      );
      rt.workers.set(def.name, [...(rt.workers.get(def.name) ?? []), worker.id]);
    }
  }
}

/**
 * Runs the jobs that are due now in this process, without workers, until none is left (or `until`): for
 * the tests, the benchmark's checks and a host whose processes only live while they answer a request.
 * Returns how many jobs it ran.
 * @internal Tests use it too.
 */
export async function runDueJobs(names: string[], until = Date.now() + 60_000): Promise<number> {
  const rt = await getQueue();
  let ran = 0;
  for (let again = true; again && Date.now() < until;) {
    again = false;
    for (const name of names) {
      const def = jobDefinitions().get(name);
      if (!def) throw new Error(`No job named ${name} is registered`);
      await ensureQueue(rt, def);
      const jobs = await rt.boss.fetch<object>(name, {
        batchSize: def.options.batchSize,
        includeMetadata: true,
      });
      if (!jobs?.length) continue;
      await runBatch(rt.boss, def, jobs, () => undefined);
      await rt.boss.complete(
        name,
        jobs.map((j) => j.id),
      ); // those still active: the ones that succeeded
      ran += jobs.length;
      again = true;
    }
  }
  return ran;
}
