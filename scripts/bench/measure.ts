import type { EndpointKind, EndpointResult } from './report';
import { runLoad, type LoadOptions, type LoadRequest, type LoadResult } from './load';
import { extraReads } from './all-reads';
import { postgresCpuMs, treeCpuMs, treeMainThreadCpuMs, type Server } from './server';

// The bench's load runs against one server: each read for BENCH_SECONDS after a warm-up, then writes of
// expenses (POST, PATCH, DELETE), then health again; every run with the server's CPU time over it.

export const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 10;
/** BENCH_READS=all: every other signed-in GET of the contract too (./all-reads.ts). */
const ALL_READS = process.env.BENCH_READS === 'all';
/**
 * BENCH_ONLY=receipt-flags,visit: a quick look at the reads whose path has one of these in it, beside
 * health, and no writes; the verdict then covers only those.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter((s) => s.trim() !== '');
const picked = (path: string) => ONLY.length === 0 || ONLY.some((s) => path.includes(s.trim()));

/** Reads, in order; health is measured first and again last, and the ratios use the mean of the two. */
export const READS: { path: string; kind: EndpointKind }[] = [
  { path: '/api/v1/health', kind: 'health' },
  { path: '/api/v1/me', kind: 'list' },
  { path: '/api/v1/assignments', kind: 'list' },
  { path: '/api/v1/expenses?limit=200', kind: 'list' },
  { path: '/api/v1/mileage', kind: 'list' },
  { path: '/api/v1/dashboard', kind: 'view' },
  { path: '/api/v1/assignment-profitability', kind: 'view' },
  { path: '/api/v1/state-income', kind: 'view' },
  { path: '/api/v1/tax-estimate', kind: 'view' },
  { path: '/api/v1/mileage/summary', kind: 'view' },
];

/** One load run, with the server's CPU time over it. */
async function timed(server: Server, opts: LoadOptions): Promise<Timed> {
  const cpuBefore = treeCpuMs(server.pid);
  const mainBefore = treeMainThreadCpuMs(server.pid);
  const dbBefore = postgresCpuMs();
  const load = await runLoad({ connections: CONNECTIONS, ...opts });
  const cpu = treeCpuMs(server.pid) - cpuBefore;
  const main = treeMainThreadCpuMs(server.pid) - mainBefore;
  // Backends that exited during the run take their time with them: a floor, never below 0.
  const db = Math.max(0, postgresCpuMs() - dbBefore);
  const perRequest = (ms: number) => Math.round((ms / Math.max(load.requests, 1)) * 100) / 100;
  return { ...load, cpuMs: perRequest(cpu), mainCpuMs: perRequest(main), dbCpuMs: perRequest(db) };
}

type Timed = LoadResult & { cpuMs: number; mainCpuMs: number; dbCpuMs: number };

const figures = (load: Timed) =>
  `${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, CPU ${load.cpuMs} ms/req (main thread ${load.mainCpuMs}; PostgreSQL ${load.dbCpuMs})`;

async function measureRead(
  server: Server,
  token: string,
  e: { path: string; kind: EndpointKind },
  phase: (name: string) => void,
): Promise<EndpointResult> {
  const url = `${server.url}${e.path}`;
  const headers: Record<string, string> = e.kind === 'health' ? {} : { authorization: `Bearer ${token}` };
  const probe = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  await probe.arrayBuffer();
  const base = { name: `GET ${e.path.replace('/api/v1/', '')}`, path: e.path, kind: e.kind };
  if (probe.status !== 200) return { ...base, status: probe.status, skipped: `answers ${probe.status}` };
  phase(base.name);
  process.stdout.write(`  ${base.name} ... `);
  await runLoad({ url, headers, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
  const load = await timed(server, { url, headers, seconds: SECONDS });
  console.log(figures(load));
  return { ...base, status: probe.status, ...load };
}

/**
 * Writes under load, on expenses (a plain record resource): POST creates (their ids kept), PATCH changes
 * one of them over and over, DELETE removes each created one once (so the heavy user ends as it began,
 * apart from the soft-deleted rows). Each answer is checked by its status only.
 */
async function measureWrites(
  server: Server,
  token: string,
  phase: (name: string) => void,
): Promise<EndpointResult[]> {
  const url = `${server.url}/api/v1/expenses`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const year = new Date().getUTCFullYear() - 1;
  const created: number[] = [];
  const body = JSON.stringify({
    date: `${year}-06-15`,
    category: 'supplies',
    amount: 1234,
    description: 'bench',
  });
  const keepId = (status: number, text: string) => {
    if (status === 201) created.push((JSON.parse(text) as { id: number }).id);
  };
  const results: EndpointResult[] = [];
  const report = (name: string, path: string, load: Timed) => {
    console.log(figures(load));
    results.push({ name, path, kind: 'write', status: load.non2xx ? 0 : 200, ...load });
  };

  phase('POST expenses');
  process.stdout.write('  POST expenses ... ');
  const post = { method: 'POST', path: '/api/v1/expenses', headers, body, onResponse: keepId };
  await runLoad({ url, headers, seconds: WARMUP_SECONDS, requests: [post] });
  report(
    'POST expenses',
    '/api/v1/expenses',
    await timed(server, { url, headers, seconds: SECONDS, requests: [post] }),
  );

  const target = created[0];
  if (target === undefined) throw new Error('POST /api/v1/expenses created nothing');
  phase('PATCH expenses/:id');
  process.stdout.write('  PATCH expenses/:id ... ');
  let amount = 1000;
  const patch = {
    method: 'PATCH',
    path: `/api/v1/expenses/${target}`,
    headers,
    body: '{}',
    setupRequest: (req: LoadRequest) => ({ ...req, body: JSON.stringify({ amount: (amount += 1) }) }),
  };
  await runLoad({ url, headers, seconds: WARMUP_SECONDS, requests: [patch] });
  report(
    'PATCH expenses/:id',
    '/api/v1/expenses/:id',
    await timed(server, { url, headers, seconds: SECONDS, requests: [patch] }),
  );

  phase('DELETE expenses/:id');
  process.stdout.write(`  DELETE expenses/:id (${created.length} of them) ... `);
  const ids = [...created];
  const del = {
    method: 'DELETE',
    path: `/api/v1/expenses/${ids[0]}`,
    headers,
    setupRequest: (req: LoadRequest) => ({ ...req, path: `/api/v1/expenses/${ids.pop() ?? 0}` }),
  };
  // Each id once: the clients build their first request before any answer, so a few ids stay spare.
  const amountOf = Math.max(ids.length - 2 * CONNECTIONS, 1);
  report(
    'DELETE expenses/:id',
    '/api/v1/expenses/:id',
    await timed(server, { url, headers, amount: amountOf, requests: [del] }),
  );
  return results;
}

export async function measure(
  server: Server,
  token: string,
  phase: (name: string) => void,
): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const e of READS.filter((r) => r.kind === 'health' || picked(r.path)))
    results.push(await measureRead(server, token, e, phase));
  if (ALL_READS) {
    const extra = await extraReads(
      server.url,
      token,
      READS.map((r) => r.path),
    );
    for (const e of extra.filter((r) => picked(r.path))) {
      const name = `GET ${e.path.replace('/api/v1/', '')}`;
      results.push(
        e.skipped
          ? { name, path: e.path, kind: e.kind, status: 0, skipped: e.skipped }
          : await measureRead(server, token, e, phase),
      );
    }
  }
  if (ONLY.length === 0) results.push(...(await measureWrites(server, token, phase)));
  const health = READS[0];
  if (health) results.push(await measureRead(server, token, health, phase));
  return results;
}
