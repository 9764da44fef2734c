// npm run fuzz — hostile requests, generated from the OpenAPI document (tests/fuzz/openapi-fuzz.ts), sent
// over real HTTP to the production build (embedded database unless DATABASE_URL is set): counts the
// answers by status and lists every 5xx and every error outside the envelope. FUZZ_REQUESTS (default
// 10,000), FUZZ_CONCURRENCY (default 8). Exits 1 when anything was a 5xx (other than 503 not_configured)
// or went unanswered, or when any answer took over 2 s. One request in four is a valid write of the same
// user (scripts/harden/valid-writes.ts), one in four a write the document accepts made of the values at its
// edges (tests/fuzz/edge-values.ts: the longest strings, the first and last dates, the largest amounts),
// one in eight a read of a view, and the account is erased halfway: hostile and valid writes and reads of
// one user interleaved, the mix that stalled the server for 11.5 s at a time in issue 36 (an assignment
// ending 9998-12-31 walked day by day). FUZZ_BURN=1 keeps both cores busy with two CPU burners meanwhile.
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { bodyOperations, edgeRequest, plainReads } from '../tests/fuzz/edge-values';
import { anyRequest, type OpenApiLike } from '../tests/fuzz/openapi-fuzz';
import { raw, startLive } from './harden/live';
import { signUpForToken } from './harden/sign-up';
import { ValidWrites, type Write } from './harden/valid-writes';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** No request is started after this many seconds: a stalling server still gets its summary printed. */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 600);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
// Methods node's HTTP client can send that Next.js cannot represent, sent as is.
const SLOW_MS = 2000;
// The accounts' emails are this run's own: a PostgreSQL server keeps the last run's accounts.
const RUN = Date.now().toString(36);
const BURN = process.env.FUZZ_BURN === '1';
// Edge-valued writes of every operation but the account's erasure and the Stripe webhook (signed by Stripe).
const EDGE_SKIP = /\/me$|webhooks/;

/** Two busy loops in processes of their own, for the run: the server competes for both cores. */
function burners(): () => void {
  if (!BURN) return () => undefined;
  // Each checks every 200 ms that this process still lives, so a run that dies leaves no burner behind.
  const burn = `for(;;){const t=Date.now()+200;while(Date.now()<t);try{process.kill(${process.pid},0)}catch{process.exit()}}`;
  const kids = [0, 1].map(() => spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }));
  return () => kids.forEach((k) => k.kill('SIGKILL'));
}
const EXTRA_METHODS = ['TRACE', 'PROPFIND', 'OPTIONS', 'HEAD'];

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  withToken: boolean;
  write?: Write;
}

async function main(): Promise<void> {
  const live = await startLive();
  try {
    // A real signed-in user in both database modes: signed up through the app's form, its token minted in
    // Settings. When the account is erased (DELETE /me), the next requests sign up a new one.
    const base = `http://127.0.0.1:${live.port}`;
    let accounts = 1;
    let token = signUpForToken(base, `fuzz-${RUN}-1@harden.test`);
    await token;
    const renew = () => {
      accounts++;
      writes.forget();
      token = signUpForToken(base, `fuzz-${RUN}-${accounts}@harden.test`);
    };
    let signedOut = 0; // answers 401 to a request that sent the token: the fuzz ran signed out that often
    const doc = JSON.parse((await raw(live.port, 'GET', '/api/v1/openapi.json')).body) as OpenApiLike;
    const requests = fc.sample(anyRequest(doc), TOTAL);
    const edgeOps = bodyOperations(doc).filter((op) => !EDGE_SKIP.test(op.template) || op.method === 'PATCH');
    const reads = plainReads(doc);
    const madeIds: number[] = [];
    const writes = new ValidWrites();
    const writeCounts = new Map<number, number>();
    const json = { 'content-type': 'application/json' };
    const erasureAt = Math.floor(TOTAL / 2);
    const requestAt = (i: number): Sent | undefined => {
      if (i === erasureAt) {
        const body = JSON.stringify({ confirm: 'DELETE' });
        return { method: 'DELETE', path: '/api/v1/me', headers: json, body, withToken: true };
      }
      if (i % 4 === 1) {
        const write = writes.next((i - 1) / 4);
        return { ...write, headers: write.body ? json : {}, withToken: true, write };
      }
      if (i % 4 === 2) {
        const op = edgeOps[((i - 2) / 4) % edgeOps.length];
        const edge = op && fc.sample(edgeRequest(doc, op, madeIds), { numRuns: 1, seed: i })[0];
        if (edge) return { ...edge, headers: json, withToken: true };
      }
      if (i % 8 === 3) {
        const path = reads[((i - 3) / 8) % reads.length];
        if (path) return { method: 'GET', path, headers: {}, withToken: true };
      }
      const r = requests[i];
      if (!r) return undefined;
      const method = i % 50 === 0 ? (EXTRA_METHODS[(i / 50) % EXTRA_METHODS.length] ?? r.method) : r.method;
      return { ...r, method, body: method === 'HEAD' ? undefined : r.body };
    };
    const counts = new Map<number, number>();
    const problems: string[] = [];
    const stopBurners = burners();
    const slow: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length && Date.now() - started < SECONDS * 1000) {
          const i = next++;
          const r = requestAt(i);
          if (!r) break;
          const { method } = r;
          const bearer = r.withToken ? `Bearer ${await token}` : undefined;
          const headers = { ...r.headers, ...(bearer ? { authorization: bearer } : {}) };
          let status = 0;
          let body = '';
          let requestId: string | undefined;
          const t0 = Date.now();
          try {
            const res = await raw(live.port, method, r.path, headers, r.body);
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
          const ms = Date.now() - t0;
          if (ms > SLOW_MS)
            slow.push(
              `${ms} ms at ${((t0 - started) / 1000).toFixed(1)} s: ${method} ${r.path.slice(0, 100)} -> ${status}`,
            );
          counts.set(status, (counts.get(status) ?? 0) + 1);
          if (status === 201 && madeIds.length < 500) {
            const id = (JSON.parse(body) as { id?: unknown }).id;
            if (typeof id === 'number') madeIds.push(id);
          }
          if (r.write) {
            writeCounts.set(status, (writeCounts.get(status) ?? 0) + 1);
            writes.created(r.write, status, body);
          }
          if (status === 401 && bearer) signedOut++;
          const erased = method === 'DELETE' && r.path.split('?')[0] === '/api/v1/me' && status === 200;
          if (erased && bearer === `Bearer ${await token}`) renew();
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
    stopBurners();
    const seconds = (Date.now() - started) / 1000;
    const tally = (m: Map<number, number>) =>
      [...m.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ');
    const fivexx = [...counts.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `${next} requests in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time${BURN ? ', both cores busy with burners' : ''})`,
    );
    console.log(`by status: ${tally(counts)}`);
    console.log(`of them valid writes of the signed-in user, by status: ${tally(writeCounts)}`);
    console.log(`signed-in requests answered 401: ${signedOut}; accounts signed up: ${accounts}`);
    console.log(`5xx: ${fivexx} (503 not_configured included, by design); problems: ${problems.length}`);
    for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
    console.log(`answers over ${SLOW_MS} ms: ${slow.length}`);
    for (const p of slow.slice(0, 40)) console.log(`  ${p}`);
    process.exitCode = problems.length || slow.length ? 1 : 0;
  } finally {
    await live.server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
