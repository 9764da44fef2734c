import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { openDatabase, setDatabaseForTests, type DbHandle } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { startNodeFlags } from '@/scripts/bench/server';
import { startS3, type S3Server } from '../helpers/s3';

// Two production app processes (`next start` of the existing build) behind nginx from Debian, on one
// PostgreSQL database, one Redis (the shared limiter store) and one object store (s3rver). The test process
// opens the same database to look behind the API and shares the instances' secrets to mint tokens.

const ADMIN_URL = process.env.INSTANCES_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 4810);
export const BUDGET = 20;
export const CRON_SECRET = `cron-${randomBytes(12).toString('hex')}`;
export const WEBHOOK_SECRET = `whsec_${randomBytes(12).toString('hex')}`;

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  proxyUrl: string;
  instances: [Instance, Instance];
  handle: DbHandle;
  dbName: string;
  /** SIGKILL an instance (its process group): what a crashed machine does. */
  kill(instance: Instance): void;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, what: string, logFile?: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `${what} did not start${logFile ? `:\n${readFileSync(logFile, 'utf8').slice(-3000)}` : ''}`,
  );
}

function nginxConf(dir: string, port: number, upstreams: number[]): string {
  return `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tl-instances-'));
  const dbName = `tl_instances_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const proxyPort = BASE_PORT;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const s3: S3Server = await startS3('instances'); // sets S3_* and AWS_* in this process's environment
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: 'redis://127.0.0.1:6379',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    APP_URL: proxyUrl,
    CRON_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_instances',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: String(BUDGET),
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  Object.assign(process.env, shared);
  resetEnvCache();
  const handle = await openDatabase({ url: url.toString() }); // migrates before the instances start
  setDatabaseForTests(handle);

  // User ids restart with each database and Redis outlives it: drop the limiter's counts of earlier runs.
  const redis = new Redis(shared.REDIS_URL);
  const stale = await redis.keys('tl:rl:*');
  if (stale.length) await redis.del(...stale);
  redis.disconnect();

  const start = (port: number): Instance => {
    const log = path.join(dir, `app-${port}.log`);
    const out = openSync(log, 'a');
    const child = spawn(
      process.execPath,
      [
        ...startNodeFlags(),
        'node_modules/next/dist/bin/next',
        'start',
        '-H',
        '127.0.0.1',
        '-p',
        String(port),
      ],
      {
        env: { ...process.env, ...shared, PORT: String(port), NODE_ENV: 'production', LOG_REQUESTS: '0' },
        stdio: ['ignore', out, out],
        detached: true, // its own process group, so kill() takes Next.js's children with it
      },
    );
    return { port, url: `http://127.0.0.1:${port}`, child };
  };
  const a = start(proxyPort + 1);
  const b = start(proxyPort + 2);
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, proxyPort, [a.port, b.port]));
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
    detached: true,
  });
  for (const i of [a, b])
    await waitForHealth(i.url, `instance ${i.port}`, path.join(dir, `app-${i.port}.log`));
  await waitForHealth(proxyUrl, 'nginx', path.join(dir, 'nginx-error.log'));

  const kill = (i: Instance) => {
    try {
      process.kill(-(i.child.pid ?? 0), 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return {
    proxyUrl,
    instances: [a, b],
    handle,
    dbName,
    kill,
    async stop() {
      kill(a);
      kill(b);
      try {
        process.kill(-(nginx.pid ?? 0), 'SIGTERM');
      } catch {
        // already gone
      }
      await s3.stop();
      await handle.close();
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The process group of a PostgreSQL client's process, from its application_name (`travel-ledger:<pid>`, or
 * `travel-ledger-jobs-db:<pid>` for the job workers' pool).
 */
export function processGroupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}
