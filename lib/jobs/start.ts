import 'server-only';
import { env } from '@/lib/env';
import './all';
import { stopQueue } from './queue';
import { startWorkers } from './workers';

/**
 * Starts this process's job workers (JOB_WORKERS per job, default 2; 0 runs none here). A failure to start
 * is logged, not thrown: the web server serves without workers rather than not at all.
 */
export async function startJobWorkers(): Promise<void> {
  const concurrency = env().JOB_WORKERS;
  if (concurrency === 0) return;
  try {
    await startWorkers(concurrency);
    // Finish the running jobs' current batch on a normal stop; a killed process's jobs expire and retry.
    process.once('SIGTERM', () => void stopQueue(5_000));
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'job_workers_failed', error: String(err) }));
  }
}
