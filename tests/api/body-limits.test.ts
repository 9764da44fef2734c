import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { withBodyLimit } from '@/lib/http/body-guard';
import { resetEnvCache } from '@/lib/env';
import { newUser } from '../helpers/http';
import { dispatch } from '../helpers/router';
import { signedDelivery, stripeEvent } from '../helpers/stripe-fake';

// Every body is bounded before it is buffered (docs/api-guide.md §3: 1 MiB): a declared Content-Length over the
// limit is refused without reading a byte; a chunked body (or one whose length lies) is counted while it
// streams and refused as soon as it passes the limit.

const SECRET = 'whsec_limits_secret';
const WEBHOOK = 'http://localhost:3000/api/v1/webhooks/stripe';
const MiB = 1024 * 1024;

/** A body of `total` bytes in 64 KiB chunks, produced on demand; `pulled()` says how many were asked for. */
function source(total: number) {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent >= total) return controller.close();
      const n = Math.min(64 * 1024, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return { stream, pulled: () => pulls };
}

const streamed = (url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new Request(url, { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);

describe('JSON bodies', () => {
  it('413 for a streamed body without Content-Length, reading little more than the limit', async () => {
    const u = await newUser();
    const body = source(300 * MiB);
    const req = streamed('http://localhost:3000/api/v1/expenses', body.stream, {
      'content-type': 'application/json',
      authorization: `Bearer ${u.token}`,
    });
    const res = await dispatch(req);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThan(20); // 1 MiB is 16 chunks: the other 4,784 were never read
  });

  it('413 for a declared Content-Length over 1 MiB before reading anything', async () => {
    const u = await newUser();
    const body = source(2 * MiB);
    const req = streamed('http://localhost:3000/api/v1/expenses', body.stream, {
      'content-type': 'application/json',
      'content-length': String(2 * MiB),
      authorization: `Bearer ${u.token}`,
    });
    expect((await dispatch(req)).status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });
});

describe('Stripe webhook', () => {
  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvCache();
  });

  it('413 for a signed event over 1 MiB', async () => {
    const big = stripeEvent('customer.created', { id: 'cus_1', note: 'x'.repeat(MiB) });
    const { rawBody, headers } = signedDelivery(big, { secret: SECRET });
    const res = await dispatch(new Request(WEBHOOK, { method: 'POST', body: rawBody, headers }));
    expect([res.status, (await res.json()).error.code]).toEqual([413, 'payload_too_large']);
  });

  it('413 for 300 MB streamed without a length, without buffering it', async () => {
    const body = source(300 * MiB);
    const res = await dispatch(streamed(WEBHOOK, body.stream, { 'stripe-signature': 't=1,v1=00' }));
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(20);
  });

  it.each([
    ['an event without an id', { type: 'customer.created', data: { object: {} } }],
    ['an event with an empty id', { id: '', type: 'customer.created', data: { object: {} } }],
    ['an event with NUL in its id', { id: 'evt_\u0000', type: 'customer.created', data: { object: {} } }],
    ['an array', [{ id: 'evt_1', type: 'customer.created' }]],
    ['an event without data', { id: 'evt_2', type: 'customer.created' }],
  ])('400 for a correctly signed body that is %s', async (_label, payload) => {
    const { rawBody, headers } = signedDelivery(payload as object, { secret: SECRET });
    const res = await dispatch(new Request(WEBHOOK, { method: 'POST', body: rawBody, headers }));
    const body = await res.json();
    expect([res.status, body.error.code]).toEqual([400, 'validation_error']);
    expect(res.headers.get('x-request-id')).toBe(body.error.requestId);
  });
});

describe('next-auth routes (sign-in posts)', () => {
  const echo = withBodyLimit(async (req) => new Response(await req.text()));
  const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    new NextRequest('http://localhost:3000/api/auth/callback/credentials', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);

  it('hands a small form on unchanged', async () => {
    const res = await echo(post('email=a%40b.test&password=x'));
    expect([res.status, await res.text()]).toEqual([200, 'email=a%40b.test&password=x']);
  });

  it('413 for 300 MB streamed, after reading about 64 KiB', async () => {
    const body = source(300 * MiB);
    const res = await echo(post(body.stream));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThan(4);
  });

  it('413 at once for a declared length over the limit', async () => {
    const body = source(300 * MiB);
    const res = await echo(post(body.stream, { 'content-length': String(300 * MiB) }));
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });
});
