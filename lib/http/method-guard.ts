import { randomUUID } from 'node:crypto';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

// Node's fetch (undici) cannot represent a TRACE or TRACK request, so Next.js fails to build the Request
// for the proxy or a route and answers a bare text/plain 500 before any of our code runs. These methods
// are answered here, at the HTTP server, before Next.js sees them: 405 in the API's error envelope, with
// a request id (issue 11: unknown methods are 405 in the envelope). Installed once, from instrumentation.ts.

const UNREPRESENTABLE = new Set(['TRACE', 'TRACK']);

function refuse(req: IncomingMessage, res: ServerResponse): void {
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: {
      code: 'method_not_allowed',
      message: `${req.method} is not supported: OPTIONS lists a path's methods`,
      requestId,
    },
  });
  req.resume(); // discard any body without buffering it
  res.writeHead(405, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(body);
}

const holder = globalThis as unknown as { __methodGuard?: boolean };

export function installMethodGuard(): void {
  if (holder.__methodGuard) return;
  holder.__methodGuard = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guarded(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (UNREPRESENTABLE.has(req.method ?? '')) {
        refuse(req, res);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
