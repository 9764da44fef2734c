import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for api.stripe.com: speaks the wire protocol the SDK uses (form-encoded POST bodies,
// `Authorization: Bearer sk_test_…`, JSON objects back) for the two hosted sessions the app creates.

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
}

export interface StripeFake {
  url: string;
  requests: FakeRequest[];
  /** Subscriptions the fake knows, by id: listed per customer, canceled by DELETE. */
  subscriptions: Map<string, FakeSubscription>;
  addSubscription(customer: string, status?: string): FakeSubscription;
  /** The recorded requests to one path, oldest first. */
  to(path: string): FakeRequest[];
  close(): Promise<void>;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': token('req') });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string): void {
  send(res, status, { error: { type, message } });
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function checkoutSession(form: Record<string, string>) {
  const id = token('cs_test');
  return {
    id,
    object: 'checkout.session',
    mode: form.mode ?? 'payment',
    status: 'open',
    client_reference_id: form.client_reference_id ?? null,
    customer: form.customer ?? null,
    customer_email: form.customer_email ?? null,
    success_url: form.success_url ?? null,
    cancel_url: form.cancel_url ?? null,
    livemode: false,
    url: `https://checkout.stripe.test/c/pay/${id}`,
  };
}

function portalSession(form: Record<string, string>) {
  const id = token('bps');
  return {
    id,
    object: 'billing_portal.session',
    customer: form.customer ?? null,
    return_url: form.return_url ?? null,
    livemode: false,
    url: `https://billing.stripe.test/p/session/${id}`,
  };
}

const ROUTES: Record<string, (form: Record<string, string>) => object> = {
  '/v1/checkout/sessions': checkoutSession,
  '/v1/billing_portal/sessions': portalSession,
};

type Subs = Map<string, FakeSubscription>;

/** GET /v1/subscriptions?customer=…&status=all and DELETE /v1/subscriptions/:id (cancel now). */
function subscriptionRoute(res: ServerResponse, method: string, url: URL, subs: Subs): boolean {
  if (method === 'GET' && url.pathname === '/v1/subscriptions') {
    const customer = url.searchParams.get('customer');
    const data = [...subs.values()].filter((s) => s.customer === customer);
    send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    return true;
  }
  const id = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (method === 'DELETE' && id) {
    const sub = subs.get(id);
    if (!sub) stripeError(res, 404, 'invalid_request_error', `No such subscription: '${id}'`);
    else send(res, 200, Object.assign(sub, { status: 'canceled' }));
    return true;
  }
  return false;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  requests: FakeRequest[],
  subs: Subs,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const path = url.pathname;
  const form = { ...Object.fromEntries(url.searchParams), ...(await readForm(req)) };
  const authorization = req.headers.authorization;
  requests.push({ method: req.method ?? 'GET', path, authorization, form });
  if (!authorization?.startsWith('Bearer sk_test_')) {
    return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
  }
  if (subscriptionRoute(res, req.method ?? 'GET', url, subs)) return;
  const build = ROUTES[path];
  if (req.method !== 'POST' || !build) {
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${path})`);
  }
  if (path === '/v1/billing_portal/sessions' && !form.customer) {
    return stripeError(res, 400, 'invalid_request_error', 'Missing required param: customer.');
  }
  send(res, 200, build(form));
}

/** Starts the fake on a free loopback port. */
export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeRequest[] = [];
  const subscriptions: Subs = new Map();
  const server: Server = createServer((req, res) => {
    handle(req, res, requests, subscriptions).catch((err: unknown) =>
      stripeError(res, 500, 'api_error', String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    addSubscription(customer, status = 'active') {
      const sub: FakeSubscription = { id: token('sub'), object: 'subscription', customer, status };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    to: (path) => requests.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// Signed webhook deliveries, the way Stripe sends them: the JSON event and its Stripe-Signature header.

export const eventId = () => `evt_${randomBytes(10).toString('hex')}`;

export const stripeEvent = (type: string, object: object, id = eventId()) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 0,
  request: null,
  data: { object },
});

export const subscriptionObject = (status: string, customer: string, userId?: number) => ({
  id: `sub_${customer}`,
  object: 'subscription',
  status,
  customer,
  metadata: userId ? { user_id: String(userId) } : {},
});

export interface SignOptions {
  secret: string;
  timestamp?: number;
  /** Change the body after signing. */
  tamper?: boolean;
}

export function signedDelivery(payload: object, opts: SignOptions) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: opts.secret,
    timestamp: opts.timestamp,
  });
  const rawBody = opts.tamper ? body.replace('"livemode":false', '"livemode":true') : body;
  return { rawBody, headers: { 'stripe-signature': signature } };
}
