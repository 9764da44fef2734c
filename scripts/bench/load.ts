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
/** One request of autocannon's sequence: `setupRequest` may change it, `onResponse` sees the answer. */
export interface LoadRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: LoadRequest) => LoadRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
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

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  /** How long to run; or `amount`: how many requests in all (a DELETE run has that many ids to delete). */
  seconds?: number;
  amount?: number;
  connections?: number;
  method?: string;
  body?: string;
  requests?: LoadRequest[];
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    headers: opts.headers,
    connections: opts.connections ?? 10,
    ...(opts.amount === undefined ? { duration: opts.seconds ?? 10 } : { amount: opts.amount }),
    ...(opts.method && { method: opts.method }),
    ...(opts.body !== undefined && { body: opts.body }),
    ...(opts.requests && { requests: opts.requests }),
    timeout: 10,
  });
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
