import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

// The bench's verdict: a table per mode, the targets with PASS/FAIL, and bench-results/<mode>.json.

export type EndpointKind = 'health' | 'list' | 'view';

export interface EndpointResult extends Partial<LoadResult> {
  name: string;
  path: string;
  kind: EndpointKind;
  /** Status of the probe request before the load. */
  status: number;
  /** Why it was not measured (a view that is not built yet, say). */
  skipped?: string;
  /** Sequential GETs right after a write, so never from the response cache (bench/cold.ts). */
  cold?: { p50: number; p99: number; rounds: number };
}

export interface Target {
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

const MAX_LATENCY_P99_MS = 100;
const MAX_LIST_P50_FACTOR = 3;
const MAX_VIEW_P50_MS = 30;
const MAX_RSS_MB = 400;

export function evaluateTargets(results: EndpointResult[], peakRssMb: number): Target[] {
  const measured = results.filter((r) => !r.skipped && r.p50 !== undefined);
  const healthP50 = measured.find((r) => r.kind === 'health')?.p50 ?? 0;
  const targets: Target[] = [];
  const check = (name: string, value: number, limit: number) =>
    targets.push({ name, value, limit, pass: value < limit });
  for (const r of measured) {
    if (r.kind === 'list') {
      check(
        `${r.name} p50 < ${MAX_LIST_P50_FACTOR}x health p50 (ms)`,
        r.p50 ?? 0,
        MAX_LIST_P50_FACTOR * healthP50,
      );
      check(`${r.name} p99 < ${MAX_LATENCY_P99_MS} ms`, r.p99 ?? 0, MAX_LATENCY_P99_MS);
    } else if (r.kind === 'view') {
      check(`${r.name} p50 < ${MAX_VIEW_P50_MS} ms`, r.p50 ?? 0, MAX_VIEW_P50_MS);
      check(`${r.name} p99 < ${MAX_LATENCY_P99_MS} ms`, r.p99 ?? 0, MAX_LATENCY_P99_MS);
    }
    const failures = (r.non2xx ?? 0) + (r.errors ?? 0) + (r.timeouts ?? 0);
    if (failures > 0) check(`${r.name}: non-2xx + errors + timeouts = 0`, failures, 1);
    if (r.requests === 0) check(`${r.name}: completed requests > 0`, 0, 0);
  }
  check(`peak RSS < ${MAX_RSS_MB} MB`, peakRssMb, MAX_RSS_MB);
  return targets;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function printReport(
  mode: string,
  results: EndpointResult[],
  peakRssMb: number,
  targets: Target[],
): void {
  console.log(`\n== ${mode} ==`);
  const head = ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'].map((h) => lpad(h, 9)).join('');
  const coldHead = ['uncached p50', 'p99'].map((h) => lpad(h, 14)).join('');
  console.log(`${pad('endpoint', 44)}${head}${coldHead}`);
  for (const r of results) {
    if (r.skipped) {
      console.log(`${pad(r.path, 44)}  skipped: ${r.skipped}`);
      continue;
    }
    const errors = (r.errors ?? 0) + (r.timeouts ?? 0);
    const cells = [r.rps, r.p50, r.p99, r.non2xx, errors].map((v) => lpad(String(v ?? '-'), 9)).join('');
    const cold = [r.cold?.p50, r.cold?.p99].map((v) => lpad(String(v ?? '-'), 14)).join('');
    console.log(`${pad(r.path, 44)}${cells}${cold}`);
  }
  console.log(
    '(req/s, p50, p99: 10 connections, the response cache warm; uncached: one connection, each GET right after a write)',
  );
  console.log(`peak RSS: ${peakRssMb} MB (server process tree)`);
  console.log('targets:');
  for (const t of targets) {
    console.log(
      `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value} (limit ${Math.round(t.limit * 100) / 100})`,
    );
  }
}

export function writeResults(mode: string, data: Record<string, unknown>): string {
  const dir = path.join(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${mode}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
