import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSignIn, clientAddress, SIGN_IN_PER_ADDRESS } from '@/lib/auth/throttle';
import { resetEnvCache } from '@/lib/env';
import { installServerGate } from '@/lib/http/server-gate';
import { uniqueSub } from '../helpers/auth';

// The per-address sign-in limit counts the address that really connected. A client that sends a new
// X-Forwarded-For with every attempt is still one address (before: the limit keyed on the header's last
// entry, which `next start` leaves as the client wrote it, so only the per-account limit held). Behind a
// proxy named in TRUSTED_PROXIES, the address that proxy saw is the client.
// Requests go over real HTTP through the app's server gate (installed on `next start`'s server by
// instrumentation.ts) to what the credentials sign-in does first (lib/auth/session.ts, authorize): the
// address from the request's headers, then the attempt counted against it. (next-auth itself does not
// load under vitest's module resolution.)

let server: Server;
let port = 0;

beforeAll(async () => {
  installServerGate();
  server = createServer((req, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const email = `${uniqueSub('spoof')}@x.test`; // a new account each time: only the address limit can bite
    void allowSignIn(email, clientAddress(headers)).then((allowed) => {
      res.writeHead(allowed ? 200 : 429).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  delete process.env.TRUSTED_PROXIES;
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** One sign-in attempt of a new account; answers 'allowed' or 'limited'. */
async function signIn(forwardedFor: string): Promise<string> {
  const res = await send('POST', '/api/auth/callback/credentials', { 'x-forwarded-for': forwardedFor });
  return res.status === 200 ? 'allowed' : 'limited';
}

describe('the client address behind the sign-in limit', () => {
  it('a new spoofed X-Forwarded-For on every attempt does not escape the per-address limit', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) codes.push(await signIn(`203.0.113.${i + 1}`));
    expect(codes.slice(0, SIGN_IN_PER_ADDRESS).every((c) => c === 'allowed')).toBe(true);
    expect(codes.at(-1)).toBe('limited');
  });

  it('behind a trusted proxy, the address it saw is the client: others are not limited', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.0/8, ::1';
    resetEnvCache();
    const codes: string[] = [];
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) codes.push(await signIn(`198.51.100.7, 192.0.2.${i + 1}`));
    expect(codes.every((c) => c === 'allowed')).toBe(true);
    // One client behind the proxy, whatever it claims before the proxy's entry, is one address.
    const same: string[] = [];
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) same.push(await signIn(`10.9.${i}.1, 192.0.2.200`));
    expect(same.at(-1)).toBe('limited');
  });
});
