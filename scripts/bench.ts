// npm run bench — load-tests the built app (`next start`) on a heavy user (5 years, 40 contracts, 5,000
// expenses, 10,000 trips), once on a fresh PostgreSQL database (when a local server answers) and once on
// a fresh embedded PGlite; in each, one server with the response cache off (RESPONSE_CACHE_MB=0) and one
// with it on. Reads (lists, computed views, /me) and writes (POST, PATCH, DELETE of expenses) run at 10
// connections; each figure is also a ratio to GET /health on the same server in the same run, and the
// server's CPU time per request is read from /proc. BENCH_SECONDS (default 10) per endpoint;
// BENCH_MODES=postgres,embedded; BENCH_WEB=0 skips the browser part; BENCH_PORT=n: servers on the first
// free port from n on; BENCH_READS=all measures every other signed-in read of the contract too
// (scripts/bench/all-reads.ts); BENCH_ONLY=a,b only the reads whose path has one of those in it, and no
// writes (a quick look).
// Results: a table, the targets with PASS/FAIL (issue 19), bench-results/<mode>.json. It stops itself on
// a watchdog. The exit code is the PostgreSQL mode's verdict: the targets are met and reported for that
// mode, and the embedded mode reports its own figures beside them (../shared/stack.md). PGlite is a whole
// PostgreSQL in WebAssembly inside the server process, in a thread of its own (lib/providers/db/embedded-worker.ts):
// its CPU counts in the server's, and its memory in the server's RSS.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { issueAccessToken } from '@/lib/auth/keys';
import { openDatabase } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { seedHeavyUser, type HeavySummary } from '../prisma/seed/heavy';
import { benchEngine } from './bench/engine';
import { benchWeb } from './bench/web';
import { BENCH_WEBHOOK_SECRET, benchWebhook } from './bench/webhook';
import { hashPassword } from '@/lib/auth/password';
import { embeddedMode, postgresMode, type Mode } from './bench/modes';
import { CONNECTIONS, measure, READS, SECONDS, WARMUP_SECONDS } from './bench/measure';
import {
  evaluateTargets,
  printTable,
  printTargets,
  writeResults,
  type CacheSetting,
  type EndpointResult,
} from './bench/report';
import { freePort, sampleRss, startServer, waitForHealth, type RssPeaks, type Server } from './bench/server';

const BENCH_SUB = 'bench';
const BENCH_PASSWORD = 'bench-password-123';
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const MODES = (process.env.BENCH_MODES ?? 'postgres,embedded').split(',').map((m) => m.trim());

const WEB = process.env.BENCH_WEB !== '0';
/** Variables of the caller's shell that would change what the server or the token does. */
const CLEARED = [
  'DATABASE_URL',
  'DATA_DIR',
  'AUTH_ISSUER',
  'AUTH_AUDIENCE',
  'AUTH_JWKS_URL',
  'UPSTASH_REDIS_REST_URL',
];

const live = new Set<Server>();
const secret = randomBytes(36).toString('base64url'); // 48 characters

function ensureBuild(): void {
  if (existsSync('.next/BUILD_ID')) return;
  console.log('No build found (.next/BUILD_ID): running next build ...');
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', timeout: 900_000 });
  if (r.status !== 0)
    throw new Error(`next build failed (${r.error ? String(r.error) : `exit ${r.status}`})`);
}

function serverEnv(mode: Mode, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CLEARED) delete env[key];
  return {
    ...env,
    ...mode.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: secret,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_REQUESTS: '0',
    STRIPE_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** Mints the heavy user's token with the server's own secret and issuer. */
async function mintToken(port: number): Promise<string> {
  for (const key of CLEARED) delete process.env[key];
  process.env.AUTH_SECRET = secret;
  process.env.APP_URL = `http://127.0.0.1:${port}`;
  resetEnvCache();
  const user = { sub: BENCH_SUB, email: `${BENCH_SUB}@bench.travelledger.app`, first_name: 'Bench' };
  return (await issueAccessToken(user, new Date())).token;
}

async function runMode(mode: Mode): Promise<boolean> {
  console.log(`\n[${mode.name}] seeding the heavy user ...`);
  const handle = await openDatabase(mode.open);
  let seeded: HeavySummary;
  try {
    seeded = await seedHeavyUser(handle.db, { sub: BENCH_SUB });
    // A password, so the browser part of the bench can sign in as the same heavy user.
    await handle.db.user.updateMany({
      where: { iss: 'builtin', sub: BENCH_SUB },
      data: { password_hash: await hashPassword(BENCH_PASSWORD), onboarded_at: new Date() },
    });
    // Statistics and the visibility map, as autovacuum leaves a database a minute after a bulk load: this
    // machine's PostgreSQL runs with autovacuum off, and without statistics the planner guesses one row per
    // user and plans the heavy user's queries for that.
    await handle.db.$executeRawUnsafe('VACUUM ANALYZE');
  } finally {
    await handle.close(); // PGlite is one process: close before the server opens it
  }
  console.log(
    `[${mode.name}] ${seeded.assignments} assignments, ${seeded.expenses} expenses, ${seeded.mileageTrips} trips in ${seeded.ms} ms`,
  );
  const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const runs: {
    cache: CacheSetting;
    results: EndpointResult[];
    peakRssMb: number;
    rssByPhase: { phase: string; peakMb: number }[];
  }[] = [];
  let web: Awaited<ReturnType<typeof benchWeb>> | null = null;
  let webhook: Awaited<ReturnType<typeof benchWebhook>> | null = null;
  // One server with the response cache off (every read computed from the database), then one with it on
  // (the default): the same database, one after the other (PGlite is one process).
  for (const cache of ['off', 'on'] as const) {
    const port = await freePort();
    const server = startServer(port, {
      ...serverEnv(mode, port),
      ...(cache === 'off' ? { RESPONSE_CACHE_MB: '0' } : {}),
    });
    live.add(server);
    const rss = sampleRss(server.pid);
    let results: EndpointResult[];
    let peaks: RssPeaks;
    try {
      const started = Date.now();
      await waitForHealth(server, 120_000);
      console.log(
        `[${mode.name}] cache ${cache}: server healthy after ${Date.now() - started} ms on ${server.url}`,
      );
      results = await measure(server, await mintToken(port), rss.phase);
      if (cache === 'on') {
        rss.phase('Stripe webhook');
        webhook = await benchWebhook(server.url);
      }
      if (cache === 'on' && WEB) {
        rss.phase('Chromium: sign-in');
        web = await benchWeb(server.url, `${BENCH_SUB}@bench.travelledger.app`, BENCH_PASSWORD, (path) =>
          rss.phase(`page ${path}`),
        ).catch((err: unknown) => {
          console.log(
            `[${mode.name}] browser measurements failed: ${err instanceof Error ? err.message : String(err)}`,
          );
          return null;
        });
      }
    } finally {
      peaks = rss.stop();
      await server.stop();
      live.delete(server);
    }
    const rssByPhase = peaks.phases.map((p) => ({ phase: p.phase, peakMb: toMb(p.peak) }));
    runs.push({ cache, results, peakRssMb: toMb(peaks.peak), rssByPhase });
  }
  const targets = evaluateTargets(runs);
  for (const run of runs) {
    printTable(mode.name, run.cache, run.results);
    console.log(`peak RSS ${run.peakRssMb} MB (server process tree); by phase (MB):`);
    for (const p of run.rssByPhase) console.log(`  ${p.phase.padEnd(32)} ${String(p.peakMb).padStart(5)}`);
  }
  printTargets(mode.name, targets);
  if (webhook) {
    console.log(
      `[${mode.name}] Stripe webhook, 200 signed events in sequence: p50 ${webhook.p50} ms, p99 ${webhook.p99} ms (${webhook.ok} answered 2xx)`,
    );
  }
  if (web) {
    console.log(`[${mode.name}] first-load JavaScript (compressed, target < 200 KB per page):`);
    for (const { path, kb } of web.js)
      console.log(`  ${path.padEnd(16)} ${String(kb).padStart(7)} KB  ${kb < 200 ? 'PASS' : 'FAIL'}`);
    console.log(
      `[${mode.name}] dashboard LCP median ${web.lcpMs} ms (runs ${web.lcpRuns.join(', ')}), target < 1000 ms: ${web.lcpMs >= 0 && web.lcpMs < 1000 ? 'PASS' : 'FAIL'}`,
    );
  }
  const load = loadavg().map((l) => Math.round(l * 100) / 100);
  if ((load[0] ?? 0) > cpus().length) {
    console.log(
      `note: load average ${load.join(' ')} on ${cpus().length} CPUs: other work competed, latencies are inflated`,
    );
  }
  const file = writeResults(mode.name, {
    mode: mode.name,
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: load,
    seconds: SECONDS,
    connections: CONNECTIONS,
    seeded,
    runs,
    targets,
    web,
    webhook,
  });
  console.log(`written ${file}`);
  return targets.every((t) => t.pass);
}

async function stopAll(): Promise<void> {
  await Promise.all([...live].map((s) => s.stop()));
}

function startWatchdog(modes: number): NodeJS.Timeout {
  const perRun = (READS.length + 4) * (WARMUP_SECONDS + SECONDS + 15);
  const budgetSeconds = 120 + modes * (300 + 2 * perRun + (WEB ? 300 : 0));
  return setTimeout(() => {
    console.error(`\nbench: gave up after ${budgetSeconds} s`);
    void stopAll().finally(() => process.exit(2));
  }, budgetSeconds * 1000);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

if (!Number.isInteger(SECONDS) || SECONDS < 1 || SECONDS > 600) {
  console.error('BENCH_SECONDS must be a whole number of seconds between 1 and 600');
  process.exit(1);
}
let failed = false;
try {
  ensureBuild();
} catch (err) {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
console.log('Pure computations of a heavy year (median of 200 runs; target < 2 ms each):');
const today = new Date().toISOString().slice(0, 10);
for (const { name, ms } of benchEngine(new Date().getUTCFullYear(), today)) {
  console.log(`  ${name.padEnd(40)} ${ms.toFixed(3)} ms  ${ms < 2 ? 'PASS' : 'FAIL'}`);
}
console.log(
  '\nRate limiter cost per request (scripts/bench-ratelimit.ts; Upstash through the local REST shim):',
);
const limiterRun = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/bench-ratelimit.ts'], {
  stdio: 'inherit',
  timeout: 180_000,
});
if (limiterRun.status !== 0)
  console.log('  (the limiter bench did not finish: is Redis running on 127.0.0.1:6379?)');
const watchdog = startWatchdog(MODES.length);
for (const name of MODES) {
  let mode: Mode | string;
  if (name === 'postgres') mode = await postgresMode(POSTGRES_ADMIN_URL);
  else if (name === 'embedded') mode = embeddedMode();
  else mode = `unknown mode ${name} (postgres, embedded)`;
  if (typeof mode === 'string') {
    console.log(`\n[${name}] skipped: ${mode}`);
    continue;
  }
  try {
    const met = await runMode(mode);
    if (mode.name === 'postgres' && !met) failed = true;
    if (mode.name !== 'postgres' && !met)
      console.log(`[${mode.name}] reported beside PostgreSQL's figures: its misses do not set the exit code`);
  } catch (err) {
    console.error(`\n[${mode.name}] failed:`, err instanceof Error ? err.message : err);
    failed = true;
  } finally {
    await mode.cleanup().catch((err: unknown) => console.error(`[${mode.name}] cleanup failed:`, err));
  }
}
clearTimeout(watchdog);
process.exit(failed ? 1 : 0);
