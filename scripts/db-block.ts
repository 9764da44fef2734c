// npm run db-block — the production server on PostgreSQL through a TCP gate: the gate drops every
// connection and refuses new ones for DB_BLOCK_SECONDS (default 5), then opens again. Reports the
// statuses seen while it was closed (expected: 503 with Retry-After) and how long after it opened the
// first 200 came (no restart). DB_BLOCK_ADMIN_URL: the server (default postgresql://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startTcpGate } from '../tests/helpers/tcp-gate';
import { raw, startLive } from './harden/live';

const ADMIN = process.env.DB_BLOCK_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.DB_BLOCK_SECONDS ?? 5);

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function main(): Promise<void> {
  const name = `tl_block_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(ADMIN);
  const gate = await startTcpGate(target.hostname, Number(target.port || 5432));
  const url = new URL(ADMIN);
  url.host = `127.0.0.1:${gate.port}`;
  url.pathname = `/${name}`;
  const live = await startLive({ DATABASE_URL: url.toString() });
  try {
    const auth = { authorization: `Bearer ${await live.token('block-user')}` };
    const me = () => raw(live.port, 'GET', '/api/v1/me', auth);
    console.log(`before: GET /api/v1/me ${(await me()).status}`);
    gate.block();
    const seen = new Map<string, number>();
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const res = await me();
      const key = `${res.status} ${JSON.parse(res.body || '{}').error?.code ?? ''} Retry-After=${res.headers['retry-after'] ?? '-'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`while blocked (${SECONDS} s): ${[...seen].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    gate.unblock();
    const opened = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - opened < 30_000) {
      status = (await me()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    console.log(
      `after the database came back: first 200 in ${Date.now() - opened} ms (status ${status}), no restart`,
    );
    const health = await raw(live.port, 'GET', '/api/v1/health');
    console.log(`health: ${health.status} ${health.body}`);
    process.exitCode =
      status === 200 && [...seen.keys()].every((k) => k.startsWith('503 unavailable')) ? 0 : 1;
  } finally {
    await live.server.stop();
    await gate.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
