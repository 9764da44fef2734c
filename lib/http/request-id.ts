import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Echo an inbound X-Request-Id that is a UUID; replace anything else (docs/api-guide.md §3). */
export function requestIdFrom(headers: Headers): string {
  const inbound = headers.get('x-request-id');
  return inbound && UUID.test(inbound) ? inbound.toLowerCase() : randomUUID();
}
