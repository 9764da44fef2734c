import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiError } from '@/lib/core/errors';
import { apiGateDecision } from './api-gate';
import { recordPeer } from '@/lib/core/client-address';
import { outageScope, type OutageScope } from '@/lib/providers/db/unavailable';
import { CORS_HEADERS } from './cors';
import { requestIdFrom } from './request-id';

// A guard on the HTTP server itself (installed once, from instrumentation.ts), because some requests never
// reach our code otherwise: Node's fetch cannot represent TRACE, so Next.js fails to build its Request and
// answers a bare 500. Each request's method and raw path go through apiGateDecision first: an error is
// answered here in the API's envelope (with a request id), an OPTIONS on /api/v1 is pointed at the
// catch-all route, anything else goes on to Next.js. Every request first gets the socket's peer appended to
// its X-Forwarded-For, the one address a client cannot choose (lib/core/client-address.ts).

function refuse(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  const inbound = req.headers['x-request-id'];
  const requestId = requestIdFrom(
    new Headers(typeof inbound === 'string' ? { 'x-request-id': inbound } : {}),
  );
  const envelope = {
    code: error.code,
    message: error.message,
    ...(error.details && { details: error.details }),
  };
  const body = JSON.stringify({ error: { ...envelope, requestId } });
  req.resume(); // discard any body without buffering it
  res.writeHead(error.status, {
    ...CORS_HEADERS,
    ...error.headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** True when the gate answered the request itself. */
export function gate(req: IncomingMessage, res: ServerResponse): boolean {
  recordPeer(req);
  const decision = apiGateDecision(req.method ?? 'GET', req.url ?? '/');
  if (!decision) return false;
  if ('rewrite' in decision) {
    req.url = decision.rewrite;
    return false;
  }
  refuse(req, res, decision.error);
  return true;
}

/**
 * A page Next.js answers 500 because the database could not serve (the data layer marked the outage in
 * the request's scope) goes out as 503 with Retry-After: Next itself has no way for a page to say so.
 */
function outagesAs503(res: ServerResponse, scope: OutageScope): void {
  const writeHead = res.writeHead;
  res.writeHead = function outageAware(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status === 500 && scope.outage) {
      this.setHeader('Retry-After', '5');
      const args = typeof rest[0] === 'string' ? rest.slice(1) : rest; // not "503 Internal Server Error"
      return Reflect.apply(writeHead, this, [503, ...args]) as ServerResponse;
    }
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse;
  } as typeof writeHead;
}

const holder = globalThis as unknown as { __serverGate?: boolean };

export function installServerGate(): void {
  if (holder.__serverGate) return;
  holder.__serverGate = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function gated(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (gate(req, res)) return true;
      const scope: OutageScope = { outage: false };
      outagesAs503(res, scope);
      return outageScope.run(scope, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
