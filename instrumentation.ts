// At server start: decide what Next.js would answer outside the API's envelope (lib/http/server-gate.ts), open
// the database (applying migrations), so the first request does not pay it, and start the job workers
// (lib/providers/jobs) unless JOB_WORKERS=0 (then `npm run worker` runs them elsewhere).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installServerGate } = await import('@/lib/http/server-gate');
  installServerGate();
  const { getDatabase } = await import('@/lib/providers/db/client');
  await getDatabase();
  const { startJobWorkers } = await import('@/lib/providers/jobs/start');
  await startJobWorkers();
}
