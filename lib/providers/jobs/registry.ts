import 'server-only';
import type { Db } from '@/lib/providers/db/client';

// What a job is: a name, a handler and its retry policy. Features register their jobs at import
// (lib/providers/jobs/all.ts imports every feature's jobs module); lib/providers/jobs/queue.ts runs them.

export interface JobContext {
  db: Db;
  /** When this attempt started: handlers take time from here, never from the clock. */
  now: Date;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface JobOptions {
  /** Attempts after the first before the job goes to its dead-letter queue (`<name>-dead`). Default 5. */
  retries?: number;
  /** Seconds before the first retry; doubled on each (with jitter, pg-boss's backoff). Default 10. */
  retryDelaySeconds?: number;
  /**
   * A job active longer than this is taken for lost (its process died) and retried by any instance.
   * Default 30 s: the per-user jobs take milliseconds.
   */
  expireSeconds?: number;
  /** Jobs one worker fetches at a time (each still runs, succeeds or fails on its own). Default 20. */
  batchSize?: number;
  /**
   * How many jobs of a fetched batch run at once (default 1: one after another). The per-user jobs are
   * independent and spend most of their time waiting on the database, so a few at once keep a worker busy.
   */
  parallel?: number;
  /** A cron expression (UTC): pg-boss enqueues the job then, once in total across instances. */
  cron?: string;
}

export interface JobDefinition {
  name: string;
  handler: JobHandler<never>;
  options: Required<Omit<JobOptions, 'cron'>> & Pick<JobOptions, 'cron'>;
}

const DEFAULTS = { retries: 5, retryDelaySeconds: 10, expireSeconds: 30, batchSize: 20, parallel: 1 };

const holder = globalThis as unknown as { __travelLedgerJobs?: Map<string, JobDefinition> };

export function jobDefinitions(): Map<string, JobDefinition> {
  holder.__travelLedgerJobs ??= new Map();
  return holder.__travelLedgerJobs;
}

/** Registers a job; its name is its queue's name (letters, digits and hyphens). */
export function registerJob<P>(name: string, handler: JobHandler<P>, options: JobOptions = {}): void {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Job names are lower-case words and hyphens: ${name}`);
  jobDefinitions().set(name, {
    name,
    handler: handler as JobHandler<never>,
    options: { ...DEFAULTS, ...options },
  });
}

export function jobDefinition(name: string): JobDefinition {
  const found = jobDefinitions().get(name);
  if (!found)
    throw new Error(`No job named ${name} is registered (import its module in lib/providers/jobs/all.ts)`);
  return found;
}
