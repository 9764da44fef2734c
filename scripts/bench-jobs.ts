// npm run bench:jobs — the daily job at scale: seeds USERS (default 10,000) users on a fresh PostgreSQL
// database, starts WORKERS (default 2) worker processes (npm run worker, one job at a time each), queues
// the day's run and prints how long until every per-user job is done, how many failed or were dead-lettered,
// the workers' memory over the run, and the same for a second run the next day (nothing to write then).
// Exits non-zero when a target is missed: under 2 minutes, 0 failed jobs, memory flat (the last sample
// within 25% of the median once the run is under way).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Client } from 'pg';
import { openDatabase, setDatabaseForTests } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import '@/lib/providers/jobs/all';
import { DAILY_RUN } from '@/lib/providers/jobs/daily';
import { enqueue, stopQueue } from '@/lib/providers/jobs/queue';
import { seedManyUsers } from '../prisma/seed/many-users';
import { treeCpuMs } from './bench/server';
import { startSmtpSink } from '../tests/helpers/smtp';

const USERS = Number(process.env.USERS ?? 10_000);
const WORKERS = Number(process.env.WORKERS ?? 2);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const LIMIT_S = 120;

const rssMb = (pid: number) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
};

async function counts(db: Client) {
  const { rows } = await db.query<{ name: string; state: string; n: string }>(
    `SELECT name, state::text, count(*) AS n FROM pgboss.job WHERE name LIKE 'notification-sync%' OR name LIKE 'email-digest%' GROUP BY 1, 2`,
  );
  const get = (name: string, states: string[]) =>
    rows.filter((r) => r.name === name && states.includes(r.state)).reduce((s, r) => s + Number(r.n), 0);
  return {
    pending:
      get('notification-sync', ['created', 'retry', 'active']) +
      get('email-digest', ['created', 'retry', 'active']),
    completed: get('notification-sync', ['completed']),
    failed: get('notification-sync', ['failed']) + get('email-digest', ['failed']),
    dead:
      get('notification-sync-dead', ['created', 'completed']) +
      get('email-digest-dead', ['created', 'completed']),
  };
}

/** The workers' CPU time so far (ms): on a shared machine, CPU per user says more than the wall clock. */
const workersCpuMs = (workers: ChildProcess[]) => workers.reduce((s, w) => s + treeCpuMs(w.pid ?? 0), 0);

async function runDay(day: string, sql: Client, workers: ChildProcess[]) {
  const started = Date.now();
  const cpuBefore = workersCpuMs(workers);
  await enqueue(DAILY_RUN, { day }, { key: `bench:${day}` });
  const samples: number[][] = [];
  let fannedOut = false;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1_000));
    samples.push(workers.map((w) => rssMb(w.pid ?? 0)));
    const run = await sql.query('SELECT finished_at FROM daily_runs WHERE day = $1', [day]);
    fannedOut ||= Boolean(run.rows[0]?.finished_at);
    const c = await counts(sql);
    const seconds = (Date.now() - started) / 1000;
    const cpuMs = workersCpuMs(workers) - cpuBefore;
    if (fannedOut && c.pending === 0)
      return { seconds, finished: true, ...c, samples, cpuMs, startedAt: started };
    // Past 8× the target, report where it got to instead of waiting on.
    if (seconds > LIMIT_S * 8) return { seconds, finished: false, ...c, samples, cpuMs, startedAt: started };
  }
}

function memoryFlat(samples: number[][]): { flat: boolean; line: string } {
  const per = samples[0]?.map((_, w) => samples.map((s) => s[w] ?? 0)) ?? [];
  let flat = true;
  const parts = per.map((series, w) => {
    const warm = series.slice(Math.floor(series.length / 4)).sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)] ?? 0;
    const last = series.at(-1) ?? 0;
    if (last > median * 1.25) flat = false;
    return `worker ${w + 1}: start ${series[0]} MB, median ${median} MB, peak ${Math.max(...series)} MB, end ${last} MB`;
  });
  return { flat, line: parts.join('; ') };
}

const name = `tl_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: ADMIN_URL });
admin.on('error', (err) => console.error(`admin connection: ${err.message}`));
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
resetEnvCache();
const workers: ChildProcess[] = [];
const smtp = await startSmtpSink(); // the digests (1 user in 10 opted in) go through real SMTP
let exitCode = 0;
try {
  const handle = await openDatabase({ url: url.toString() });
  setDatabaseForTests(handle); // this process queues jobs on the bench database; it runs none
  const seedStart = Date.now();
  await seedManyUsers(handle.db, USERS, new Date());
  console.log(`seeded ${USERS} users in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  for (let i = 0; i < WORKERS; i++) {
    const w = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        JOB_WORKERS: '1',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        AUTH_SECRET: 'x'.repeat(40),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(w);
  }
  await new Promise((r) => setTimeout(r, 3_000)); // the workers connect and create their queues
  const sql = new Client({ connectionString: url.toString() });
  sql.on('error', (err) => console.error(`bench connection: ${err.message}`));
  await sql.connect();
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [label, day] of [
    ['first run (notifications created)', today],
    ['second run (nothing to change)', tomorrow],
  ] as const) {
    const r = await runDay(day, sql, workers);
    const mem = memoryFlat(r.samples);
    const notes = await sql.query<{ n: string }>('SELECT count(*) AS n FROM notifications');
    console.log(
      `${label}: ${r.seconds.toFixed(1)} s for ${USERS} users with ${WORKERS} workers ` +
        `(${Math.round(USERS / r.seconds)} users/s); completed jobs ${r.completed}, failed ${r.failed}, ` +
        `dead-lettered ${r.dead}; ${notes.rows[0]?.n} notifications in all`,
    );
    console.log(
      `  workers' CPU: ${(r.cpuMs / USERS).toFixed(1)} ms per user (${(r.cpuMs / 1000).toFixed(1)} s in all); ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} CPUs`,
    );
    console.log(
      `  memory: ${mem.line}; ${mem.flat ? 'flat' : 'GROWING'}; digests received: ${smtp.messages.length}`,
    );
    // Each queue's span: where the run's time went (a queue that finishes last sets the figure above).
    const spans = await sql.query<{ name: string; n: string; first: number; last: number }>(
      `SELECT name, count(*) AS n, extract(epoch FROM min(started_on) - $2::timestamptz)::float8 AS first,
              extract(epoch FROM max(completed_on) - $2::timestamptz)::float8 AS last
         FROM pgboss.job WHERE data->>'day' = $1 GROUP BY name ORDER BY name`,
      [day, new Date(r.startedAt).toISOString()],
    );
    for (const q of spans.rows) {
      console.log(
        `  ${q.name}: ${q.n} jobs, started from ${q.first?.toFixed(1)} s, done by ${q.last?.toFixed(1)} s`,
      );
    }
    if (!r.finished) console.log(`  unfinished: ${r.pending} jobs still pending`);
    const ok = r.finished && r.seconds < LIMIT_S && r.failed === 0 && r.dead === 0 && mem.flat;
    console.log(`  target (< ${LIMIT_S} s, 0 failed, memory flat): ${ok ? 'PASS' : 'FAIL'}`);
    if (!ok) exitCode = 1;
  }
  await sql.end();
  await stopQueue(1_000);
  await handle.close();
} finally {
  for (const w of workers) w.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_500));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await smtp.close();
}
process.exit(exitCode);
