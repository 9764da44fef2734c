import 'server-only';
import { env } from '@/lib/env';
import './all';
import { stopQueue } from './queue';
import { startWorkers } from './workers';

/**
 * Starts this process's job workers (JOB_WORKERS per job, default 2; 0 runs none here). A failure to start
 * (the database down) is logged and tried again in the background, with backoff: the server serves meanwhile.
 */
export async function startJobWorkers(): Promise<void> {
  const concurrency = env().JOB_WORKERS;
  if (concurrency === 0 || (await tryStart(concurrency, 1))) return;
  void (async () => {
    for (let attempt = 2; ; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(60_000, 1_000 * 2 ** attempt)));
      if (await tryStart(concurrency, attempt)) return;
    }
  })();
}

async function tryStart(concurrency: number, attempt: number): Promise<boolean> {
  try {
    await startWorkers(concurrency);
    // Finish the running jobs' current batch on a normal stop; a killed process's jobs expire and retry.
    process.once('SIGTERM', () => void stopQueue(5_000));
    return true;
  } catch (err) {
    console.error(
      JSON.stringify({ level: 'error', event: 'job_workers_failed', attempt, error: String(err) }),
    );
    await stopQueue(1_000).catch(() => undefined);
    return false;
  }
}
