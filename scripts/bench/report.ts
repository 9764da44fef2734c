import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

// The bench's verdict: a table per mode and cache setting, the targets with PASS/FAIL (issue 19) and
// bench-results/<mode>.json. Latency targets are ratios to GET /api/v1/health measured on the same server
// in the same run (its p50 for a p50, its p99 for a p99), so a busy machine slows both sides alike.

/**
 * A list, a computed year view (which has the CPU target too), a write, or another read of the contract
 * (BENCH_READS=all): the list's ratio targets, and one that could not be measured is reported, not failed.
 */
export type EndpointKind = 'health' | 'list' | 'view' | 'write' | 'read';
export type CacheSetting = 'off' | 'on';

export interface EndpointResult extends Partial<LoadResult> {
  name: string;
  path: string;
  kind: EndpointKind;
  /** Status of the probe request before the load. */
  status: number;
  /** Why it was not measured (a view that is not built yet, say). */
  skipped?: string;
  /** The server's CPU time (user + system, whole process tree) per request over the run. */
  cpuMs?: number;
  /** The part of cpuMs on the main threads (the rest: V8's GC and compiler threads, libuv). */
  mainCpuMs?: number;
  /** The local PostgreSQL server's CPU time per request over the run (PostgreSQL mode). */
  dbCpuMs?: number;
}

export interface Target {
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

/** Ratio limits to health's latency, by cache setting; writes are never cached, one limit for both. */
const LIMITS = {
  off: { readP50: 2, readP99: 3 },
  on: { readP50: 1.5, readP99: 2 },
  writeP50: 2,
};
/** Server CPU per request of a computed view with the response cache off. */
const MAX_VIEW_CPU_MS = 3;
/** Peak resident memory of one server instance (its process tree). */
const MAX_RSS_MB = 300;

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Health's p50 and p99 of a run: the mean of its measurements (one before the endpoints, one after). */
export function healthOf(results: EndpointResult[]): { p50: number; p99: number } {
  const health = results.filter((r) => r.kind === 'health' && !r.skipped);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(xs.length, 1);
  return { p50: mean(health.map((h) => h.p50 ?? 0)), p99: mean(health.map((h) => h.p99 ?? 0)) };
}

export function evaluateTargets(
  runs: { cache: CacheSetting; results: EndpointResult[]; peakRssMb: number }[],
): Target[] {
  const targets: Target[] = [];
  const check = (name: string, value: number, limit: number) =>
    targets.push({ name, value: round(value), limit, pass: value <= limit });
  for (const { cache, results, peakRssMb } of runs) {
    const health = healthOf(results);
    const label = `cache ${cache}`;
    for (const r of results) {
      if (r.skipped || r.p50 === undefined || r.kind === 'health') continue;
      const p50 = (r.p50 ?? 0) / Math.max(health.p50, 0.001);
      const p99 = (r.p99 ?? 0) / Math.max(health.p99, 0.001);
      if (r.kind === 'write') {
        check(`${label}: ${r.name} p50 / health p50`, p50, LIMITS.writeP50);
      } else {
        check(`${label}: ${r.name} p50 / health p50`, p50, LIMITS[cache].readP50);
        check(`${label}: ${r.name} p99 / health p99`, p99, LIMITS[cache].readP99);
      }
      if (r.kind === 'view' && cache === 'off' && r.cpuMs !== undefined)
        check(`${label}: ${r.name} server CPU ms per request`, r.cpuMs, MAX_VIEW_CPU_MS);
      const failures = (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0);
      if (failures > 0) check(`${label}: ${r.name}: non-2xx + errors + timeouts`, failures, 0);
      if (r.requests === 0) check(`${label}: ${r.name}: completed requests > 0`, 0, -1);
    }
    for (const r of results.filter((x) => x.skipped && x.kind !== 'health' && x.kind !== 'read'))
      check(`${label}: ${r.name} measured (${r.skipped})`, 1, 0);
    check(`${label}: peak RSS of the instance (MB)`, peakRssMb, MAX_RSS_MB);
  }
  return targets;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function printTable(mode: string, cache: CacheSetting, results: EndpointResult[]): void {
  console.log(`\n== ${mode}, response cache ${cache} ==`);
  const health = healthOf(results);
  const head = [
    'req/s',
    'p50 ms',
    'p99 ms',
    'p50 x',
    'p99 x',
    'CPU ms',
    'main ms',
    'db ms',
    'non-2xx',
    'errors',
  ]
    .map((h) => lpad(h, 9))
    .join('');
  console.log(`${pad('endpoint', 38)}${head}`);
  for (const r of results) {
    if (r.skipped) {
      console.log(`${pad(r.name, 38)}  skipped: ${r.skipped}`);
      continue;
    }
    const errors = (r.errors ?? 0) + (r.timeouts ?? 0);
    const x50 = round((r.p50 ?? 0) / Math.max(health.p50, 0.001), 1);
    const x99 = round((r.p99 ?? 0) / Math.max(health.p99, 0.001), 1);
    const ms = (v: number | undefined) => (v === undefined ? '-' : round(v, 2));
    const cells = [
      r.rps,
      r.p50,
      r.p99,
      x50,
      x99,
      ms(r.cpuMs),
      ms(r.mainCpuMs),
      mode === 'embedded' ? '-' : ms(r.dbCpuMs),
      r.non2xx,
    ]
      .concat(errors)
      .map((v) => lpad(String(v ?? '-'), 9))
      .join('');
    console.log(`${pad(r.name, 38)}${cells}`);
  }
  console.log(
    `(10 connections; p50 x, p99 x: ratio to health's p50 and p99 in this run (${round(health.p50)} / ${round(health.p99)} ms); CPU ms: the server's CPU time per request; main ms: of it, on its main thread, the rest being V8's garbage collector and compiler threads and, in the embedded mode, the database's own thread; db ms: the local PostgreSQL server's CPU time per request, in the PostgreSQL mode)`,
  );
}

export function printTargets(mode: string, targets: Target[]): void {
  console.log(`[${mode}] targets:`);
  for (const t of targets) {
    console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value} (limit ${t.limit})`);
  }
}

export function writeResults(mode: string, data: Record<string, unknown>): string {
  const dir = path.join(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${mode}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
