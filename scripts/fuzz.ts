// npm run fuzz — hostile requests, generated from the OpenAPI document (tests/fuzz/openapi-fuzz.ts), sent
// over real HTTP to the production build (embedded database unless DATABASE_URL is set): counts the
// answers by status and lists every 5xx and every error outside the envelope. FUZZ_REQUESTS (default
// 10,000), FUZZ_CONCURRENCY (default 8). Exits 1 when anything was a 5xx (other than 503 not_configured).
import fc from 'fast-check';
import { anyRequest, type OpenApiLike } from '../tests/fuzz/openapi-fuzz';
import { raw, startLive } from './harden/live';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
// Methods node's HTTP client can send that Next.js cannot represent, sent as is.
const EXTRA_METHODS = ['TRACE', 'PROPFIND', 'OPTIONS', 'HEAD'];

async function main(): Promise<void> {
  const live = await startLive();
  try {
    const token = await live.token('fuzz-user');
    const doc = JSON.parse((await raw(live.port, 'GET', '/api/v1/openapi.json')).body) as OpenApiLike;
    const requests = fc.sample(anyRequest(doc), TOTAL);
    const counts = new Map<number, number>();
    const problems: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const i = next++;
          const r = requests[i];
          if (!r) break;
          const method =
            i % 50 === 0 ? (EXTRA_METHODS[(i / 50) % EXTRA_METHODS.length] ?? r.method) : r.method;
          const headers = { ...r.headers, ...(r.withToken ? { authorization: `Bearer ${token}` } : {}) };
          let status = 0;
          let body = '';
          let requestId: string | undefined;
          try {
            const res = await raw(live.port, method, r.path, headers, method === 'HEAD' ? undefined : r.body);
            ({ status, body } = res);
            requestId = res.headers['x-request-id'] as string | undefined;
          } catch (err) {
            // The client refuses some paths itself (raw non-ASCII); those never reached the server.
            if ((err as { code?: string }).code === 'ERR_UNESCAPED_CHARACTERS') continue;
            // Node's HTTP server answers a request line over 16 KB with 431 or by closing the connection.
            if (r.path.length > 16_000) {
              counts.set(431, (counts.get(431) ?? 0) + 1);
              continue;
            }
            problems.push(`${method} ${r.path.slice(0, 120)}: no answer (${String(err)})`);
            continue;
          }
          counts.set(status, (counts.get(status) ?? 0) + 1);
          const label = `${method} ${r.path.slice(0, 120)} ${String(r.body).slice(0, 80)} -> ${status} ${body.slice(0, 160)}`;
          if (status >= 500 && !body.includes('"not_configured"')) problems.push(label);
          // 431: Node's own answer to a request line over 16 KB, before the app sees it.
          else if (status >= 400 && status !== 431 && method !== 'HEAD') {
            try {
              const parsed = JSON.parse(body) as { error?: { code?: string; requestId?: string } };
              if (!parsed.error?.code || parsed.error.requestId !== requestId)
                problems.push(`envelope: ${label}`);
            } catch {
              problems.push(`not JSON: ${label}`);
            }
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const sorted = [...counts.entries()].sort(([a], [b]) => a - b);
    const fivexx = sorted.filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(`${requests.length} requests in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time)`);
    console.log(`by status: ${sorted.map(([s, c]) => `${s}: ${c}`).join(', ')}`);
    console.log(`5xx: ${fivexx} (503 not_configured included, by design); problems: ${problems.length}`);
    for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    await live.server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
