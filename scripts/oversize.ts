// npm run oversize — posts huge bodies, streamed without Content-Length (and once with a declared one), to
// the unauthenticated sign-in routes, the Stripe webhook and a JSON API route of the production build, and
// reports the server's resident memory (its whole process tree) before, at peak and after, and that it is
// still healthy. OVERSIZE_MB (default 300) per body, OVERSIZE_PARALLEL (default 4) bodies per route.
import { request } from 'node:http';
import { sampleRss, treeRss } from './bench/server';
import { raw, startLive } from './harden/live';

const MB = 1024 * 1024;
const SIZE = Number(process.env.OVERSIZE_MB ?? 300) * MB;
const PARALLEL = Number(process.env.OVERSIZE_PARALLEL ?? 4);
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

interface Sent {
  status: number;
  sentMb: number;
  ms: number;
}

/** Streams `size` bytes (or declares them) until the server answers; stops writing at the answer. */
function post(port: number, path: string, headers: Record<string, string>, declare: boolean): Promise<Sent> {
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      req.destroy();
      resolve({ status, sentMb: Math.round(sent / MB), ms: Date.now() - started });
    };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...headers, ...(declare ? { 'content-length': String(SIZE) } : {}) },
      },
      (res) => {
        res.resume();
        finish(res.statusCode ?? 0);
      },
    );
    req.on('error', () => finish(-1));
    const pump = () => {
      while (!answered && sent < SIZE) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered && sent >= SIZE) req.end();
    };
    pump();
  });
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function main(): Promise<void> {
  const live = await startLive({ STRIPE_WEBHOOK_SECRET: 'whsec_oversize_check' });
  try {
    const token = await live.token('oversize-user');
    await raw(live.port, 'GET', '/api/v1/me', { authorization: `Bearer ${token}` }); // warm up, create the user
    await new Promise((r) => setTimeout(r, 1000));
    const before = treeRss(live.server.pid);
    const sampler = sampleRss(live.server.pid, 100);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const targets: [string, Record<string, string>][] = [
      ['/api/auth/callback/credentials', form],
      ['/api/auth/signin/credentials', form],
      ['/api/v1/webhooks/stripe', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }],
      ['/api/v1/expenses', { 'content-type': 'application/json', authorization: `Bearer ${token}` }],
      // A page's form post (server action): through the proxy's bounded copy and the actions' 1 MB limit.
      ['/sign-in', { 'content-type': 'multipart/form-data; boundary=x', 'next-action': '0'.repeat(42) }],
    ];
    console.log(`${PARALLEL} × ${mb(SIZE)} streamed at once to each route, then one declared-length body:`);
    for (const [path, headers] of targets) {
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, () => post(live.port, path, headers, false)),
      );
      const declared = await post(live.port, path, headers, true);
      const summary = results.map((r) => `${r.status} after ${r.sentMb} MB/${r.ms} ms`).join(', ');
      console.log(`  ${path}: streamed ${summary}; declared ${declared.status} after ${declared.sentMb} MB`);
    }
    const { peak } = sampler.stop();
    await new Promise((r) => setTimeout(r, 2000));
    const after = treeRss(live.server.pid);
    const health = await raw(live.port, 'GET', '/api/v1/health');
    console.log(`RSS before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}; health ${health.status}`);
    process.exitCode = health.status === 200 ? 0 : 1;
  } finally {
    await live.server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
