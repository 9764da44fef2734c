import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { installServerGate } from '@/lib/http/server-gate';
import { pageHeaders } from '@/lib/http/security-headers';
import { call, newUser } from '../helpers/http';
import { dispatch } from '../helpers/router';

// Requests Next.js would answer outside the envelope are decided at the HTTP server (server-gate.ts); CORS
// for browser-based third-party clients on every /api/v1 answer; OPTIONS lists only the path's methods.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A plain HTTP server standing in for Next.js behind the gate: it echoes the path it was handed. */
async function gatedServer(): Promise<{ port: number; close: () => void }> {
  installServerGate();
  const server = createServer((req, res) => res.end(JSON.stringify({ reached: req.url })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

function send(port: number, method: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the /api/v1 gate on the HTTP server', () => {
  let server: Awaited<ReturnType<typeof gatedServer>>;
  beforeAll(async () => {
    server = await gatedServer();
  });
  afterAll(() => server.close());

  it.each(['/api/v1/expenses/%ff', '/api/v1/%E0%A4%A', '/api/v1/expenses/%'])(
    '400 in the envelope with X-Request-Id for the malformed escape %s',
    async (path) => {
      const res = await send(server.port, 'GET', path);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body);
      expect(body.error.code).toBe('validation_error');
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(body.error.requestId).toBe(res.headers['x-request-id']);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    '405 in the envelope for %s, which Next.js cannot take',
    async (method) => {
      const res = await send(server.port, method, '/api/v1/expenses');
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body).error.code).toBe('method_not_allowed');
    },
  );

  it('404 in the envelope for /api/v1 itself and what normalizes to it', async () => {
    for (const path of ['/api/v1', '/api/v1/', '/api/v1/expenses/..']) {
      const res = await send(server.port, 'GET', path);
      expect([path, res.status, JSON.parse(res.body).error.code]).toEqual([path, 404, 'not_found']);
    }
  });

  it('sends OPTIONS to the catch-all route and lets everything else through untouched', async () => {
    const options = await send(server.port, 'OPTIONS', '/api/v1/expenses/3?x=1');
    expect(JSON.parse(options.body).reached).toBe('/api/v1/__options/expenses/3?x=1');
    const plain = await send(server.port, 'GET', '/api/v1/expenses/%20');
    expect(JSON.parse(plain.body).reached).toBe('/api/v1/expenses/%20');
    const page = await send(server.port, 'GET', '/dashboard/%ff');
    expect(JSON.parse(page.body).reached).toBe('/dashboard/%ff');
  });
});

describe('OPTIONS and CORS', () => {
  it.each([
    ['/api/v1/__options/expenses', 'GET, HEAD, POST, OPTIONS'],
    ['/api/v1/__options/expenses/12', 'GET, HEAD, PATCH, DELETE, OPTIONS'],
    ['/api/v1/__options/expenses/12/restore', 'PATCH, OPTIONS'],
    ['/api/v1/__options/comparisons/12', 'GET, HEAD, DELETE, OPTIONS'],
    ['/api/v1/__options/webhooks/stripe', 'POST, OPTIONS'],
  ])('OPTIONS %s lists %s, as a CORS preflight answer', async (path, allow) => {
    const res = await dispatch(
      new Request(`http://localhost:3000${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://client.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.headers.get('access-control-allow-methods')).toBe(allow);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('OPTIONS on an unknown path is 404 in the envelope', async () => {
    const res = await call('OPTIONS', '/api/v1/__options/no/such/thing');
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
  });

  it('every answer, errors included, allows any origin and exposes the headers a client reads', async () => {
    const u = await newUser();
    for (const res of [
      await u.call('GET', '/api/v1/expenses'),
      await call('GET', '/api/v1/expenses'),
      await call('GET', '/api/v1/nope'),
    ]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const exposed = res.headers.get('access-control-expose-headers') ?? '';
      for (const h of [
        'X-Request-Id',
        'X-Total-Count',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]) {
        expect(exposed).toContain(h);
      }
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('page security headers', () => {
  const saved = {
    APP_URL: process.env.APP_URL,
    NODE_ENV: process.env.NODE_ENV,
    AUTH_SECRET: process.env.AUTH_SECRET,
  };
  const withEnv = async (values: Record<string, string>, run: () => void | Promise<void>) => {
    Object.assign(process.env, values);
    resetEnvCache();
    try {
      await run();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvCache();
    }
  };

  it('HSTS only in production over https; the CSP has the nonce and no unsafe-inline script', async () => {
    await withEnv(
      { NODE_ENV: 'production', APP_URL: 'https://app.example', AUTH_SECRET: 'x'.repeat(40) },
      () => {
        const h = pageHeaders('bm9uY2U=');
        expect(h['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
        expect(h['Content-Security-Policy']).toContain("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
        expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
        expect(h['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      },
    );
    await withEnv(
      { NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:3000', AUTH_SECRET: 'x'.repeat(40) },
      () => {
        expect(pageHeaders('x')['Strict-Transport-Security']).toBeUndefined();
      },
    );
  });
});
