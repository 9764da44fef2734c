// npm run worker — runs the job workers (lib/providers/jobs) without the web server: on the database the app uses
// (DATABASE_URL), JOB_WORKERS jobs at once per job (default 2). Start as many as you like, on any machine
// that reaches the database; set JOB_WORKERS=0 on the web instances to leave the jobs to these. With the
// embedded database it runs only while the app is stopped (one process per data folder).
import { getDatabase } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import { startWorkers } from '@/lib/providers/jobs/workers';
import { stopQueue } from '@/lib/providers/jobs/queue';
import '@/lib/providers/jobs/all';

const concurrency = Math.max(1, env().JOB_WORKERS);
const handle = await getDatabase();
await startWorkers(concurrency);
console.log(
  JSON.stringify({ level: 'info', event: 'worker_started', pid: process.pid, db: handle.kind, concurrency }),
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stopQueue(10_000); // lets the running batch finish; what is left expires and another worker retries it
  await handle.close();
  process.exit(0);
}
// Registered after getDatabase()'s own handlers are removed: the queue stops before the database closes.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
