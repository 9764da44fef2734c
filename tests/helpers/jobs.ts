import { runDueJobs } from '@/lib/providers/jobs/workers';

// A job is due once its start time (the database's now() when it was queued) is in the past, and the
// embedded database's clock counts whole milliseconds: a run in the same millisecond as the queueing would
// not see the job yet. A real worker picks it up at its next poll; a test waits out the millisecond.

/** Runs the due jobs of `names`, a clock tick after whatever the test just queued. */
export async function runDueJobsNow(names: string[]): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2));
  return runDueJobs(names);
}
