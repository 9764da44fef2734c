import { createRequire } from 'node:module';

// autocannon's programmatic API (it ships no types: the part used here is declared below).

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  totalCount?: number;
}
interface AutocannonResult {
  requests: Histogram & { sent: number };
  latency: Histogram;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  timeout?: number;
}
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function runLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const r = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
  const requests = r.latency.totalCount ?? r['2xx'] + r.non2xx;
  return {
    requests,
    rps: Math.round((requests / Math.max(r.duration, 0.001)) * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}
