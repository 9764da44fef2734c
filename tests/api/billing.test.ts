import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { call, newUser } from '../helpers/http';
import {
  signedDelivery,
  startStripeFake,
  stripeEvent as event,
  subscriptionObject as subscription,
  type SignOptions,
  type StripeFake,
} from '../helpers/stripe-fake';

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;
const SECRET = 'whsec_test_secret';
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
const WEBHOOK = '/api/v1/webhooks/stripe';

function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>): void {
  for (const k of KEYS) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetEnvCache();
}

const post = (payload: object, opts: Partial<SignOptions> = {}) =>
  call('POST', WEBHOOK, signedDelivery(payload, { secret: SECRET, ...opts }));

const userRow = async (id: number) => (await getDb()).user.findUniqueOrThrow({ where: { id } });
const eventRows = async (id: string) => (await getDb()).stripeEvent.count({ where: { id } });

afterAll(() => setEnv(saved));

describe('billing without Stripe configured', () => {
  beforeAll(() => setEnv({}));

  it('503 not_configured for checkout, portal and the webhook', async () => {
    const u = await newUser();
    for (const path of ['/api/v1/billing/checkout', '/api/v1/billing/portal']) {
      const res = await u.call('POST', path);
      expect([res.status, res.body.error.code]).toEqual([503, 'not_configured']);
    }
    const hook = await post(event('checkout.session.completed', {}));
    expect([hook.status, hook.body.error.code]).toEqual([503, 'not_configured']);
    expect((await call('POST', '/api/v1/billing/checkout')).status).toBe(401);
  });
});

describe('billing with Stripe (local fake)', () => {
  let fake: StripeFake;
  const configured = (key = 'sk_test_fake') =>
    setEnv({
      STRIPE_SECRET_KEY: key,
      STRIPE_PRICE_ID: 'price_pro_test',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.url,
    });
  beforeAll(async () => {
    fake = await startStripeFake();
    configured();
  });
  afterAll(() => fake.close());

  it('checkout: the fake session url, with the fields Stripe needs; a trial user may subscribe', async () => {
    const u = await newUser();
    expect((await u.call('GET', '/api/v1/me')).body.plan).toBe('pro'); // trial
    const res = await u.call('POST', '/api/v1/billing/checkout');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.to('/v1/checkout/sessions').at(-1);
    expect(sent?.authorization).toBe('Bearer sk_test_fake');
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_test',
      client_reference_id: String(u.id),
      'metadata[user_id]': String(u.id),
      'subscription_data[metadata][user_id]': String(u.id),
      customer_email: `${u.sub}@example.test`,
    });
    expect(sent?.form.customer).toBeUndefined();
  });

  it('a provider failure (the fake rejects the key) is 503 unavailable', async () => {
    const u = await newUser();
    configured('sk_live_rejected');
    const res = await u.call('POST', '/api/v1/billing/checkout').finally(() => configured());
    expect([res.status, res.body.error.code]).toEqual([503, 'unavailable']);
  });

  it('checkout: 400 already_pro for a paying subscriber', async () => {
    const u = await newUser();
    await (await getDb()).user.update({ where: { id: u.id }, data: { plan: 'pro' } });
    const before = fake.requests.length;
    const res = await u.call('POST', '/api/v1/billing/checkout');
    expect([res.status, res.body.error.code]).toEqual([400, 'already_pro']);
    expect(fake.requests.length).toBe(before);
  });

  it('portal: no_customer until checkout.session.completed stores the customer', async () => {
    const u = await newUser();
    const none = await u.call('POST', '/api/v1/billing/portal');
    expect([none.status, none.body.error.code]).toEqual([400, 'no_customer']);
    const cus = `cus_${u.id}`;
    const session = { object: 'checkout.session', client_reference_id: String(u.id), customer: cus };
    expect((await post(event('checkout.session.completed', session))).body).toEqual({ received: true });
    expect((await userRow(u.id)).stripe_customer_id).toBe(cus);
    const res = await u.call('POST', '/api/v1/billing/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.to('/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer: cus,
      return_url: 'http://localhost:3000/settings',
    });
    await u.call('POST', '/api/v1/billing/checkout');
    const again = fake.to('/v1/checkout/sessions').at(-1)?.form;
    expect([again?.customer, again?.customer_email]).toEqual([cus, undefined]);
  });

  it('subscription events set the plan: active/trialing pro, others free, deleted free', async () => {
    const u = await newUser();
    const cus = `cus_sub_${u.id}`;
    const steps: [string, object, string, string][] = [
      ['customer.subscription.created', subscription('active', cus, u.id), 'pro', 'active'],
      ['customer.subscription.updated', subscription('past_due', cus), 'free', 'past_due'],
      ['customer.subscription.updated', subscription('trialing', cus), 'pro', 'trialing'],
      ['customer.subscription.updated', subscription('canceled', cus, u.id), 'free', 'canceled'],
      ['customer.subscription.updated', subscription('active', cus), 'pro', 'active'],
      ['customer.subscription.deleted', subscription('canceled', cus), 'free', 'canceled'],
    ];
    for (const [type, object, plan, status] of steps) {
      expect((await post(event(type, object))).status).toBe(200);
      const row = await userRow(u.id);
      expect([type, row.plan, row.stripe_subscription_status]).toEqual([type, plan, status]);
      expect(row.stripe_customer_id).toBe(cus); // found by metadata first, then by customer id
    }
  });

  it('an event id is processed once: a stale replay changes nothing', async () => {
    const u = await newUser();
    const cus = `cus_dup_${u.id}`;
    const first = event('customer.subscription.created', subscription('active', cus, u.id));
    expect((await post(first)).body).toEqual({ received: true });
    await post(event('customer.subscription.deleted', subscription('canceled', cus, u.id)));
    expect((await userRow(u.id)).plan).toBe('free');
    const replay = await post(first);
    expect([replay.status, replay.body]).toEqual([200, { received: true, duplicate: true }]);
    expect((await userRow(u.id)).plan).toBe('free');
    expect(await eventRows(first.id)).toBe(1);
  });

  it('bad signature, tampered body or a 301 s old timestamp: 400 and nothing changes', async () => {
    const u = await newUser();
    const make = () => event('customer.subscription.created', subscription('active', `cus_x${u.id}`, u.id));
    const attempts = [
      [make(), { secret: 'whsec_wrong' }],
      [make(), { tamper: true }],
      [make(), { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ] as const;
    for (const [payload, opts] of attempts) {
      const res = await post(payload, opts);
      expect([res.status, res.body.error.code]).toEqual([400, 'bad_signature']);
      expect(await eventRows(payload.id)).toBe(0);
    }
    const bare = await call('POST', WEBHOOK, { rawBody: JSON.stringify(make()) });
    expect(bare.status).toBe(400);
    const row = await userRow(u.id);
    expect([row.plan, row.stripe_customer_id, row.stripe_subscription_status]).toEqual(['free', null, null]);
  });

  it('other events and unknown users: 200 and recorded', async () => {
    const other = event('invoice.paid', { object: 'invoice', id: 'in_1' });
    expect((await post(other)).body).toEqual({ received: true });
    const orphan = event('customer.subscription.updated', subscription('active', 'cus_nobody_999'));
    expect((await post(orphan)).status).toBe(200);
    const db = await getDb();
    expect(await db.stripeEvent.findUnique({ where: { id: other.id } })).toMatchObject({
      type: 'invoice.paid',
    });
    expect(await eventRows(orphan.id)).toBe(1);
  });

  it('a signed event holding a NUL character (\\u0000) is 400 validation_error and changes nothing', async () => {
    const u = await newUser();
    const payloads = [
      event('customer.subscription.created', subscription('active', `cus_nul\u0000${u.id}`, u.id)),
      event('customer.subscription.created', {
        ...subscription('active', `cus_nul_${u.id}`, u.id),
        description: 'half of a pair \ud800',
      }),
      event('invoice.paid', { object: 'invoice', id: 'in_nul', memo: 'a\u0000b' }),
    ];
    for (const payload of payloads) {
      const res = await post(payload);
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
      expect(res.body.error.details[0].message).toMatch(/NUL character/);
      expect(await eventRows(payload.id)).toBe(0);
    }
    const row = await userRow(u.id);
    expect([row.plan, row.stripe_customer_id, row.stripe_subscription_status]).toEqual(['free', null, null]);
  });

  it('measures the in-process cost of a signed webhook (p50 over 200 calls)', async () => {
    const u = await newUser();
    const ms: number[] = [];
    for (let i = 0; i < 200; i++) {
      const status = i % 2 ? 'active' : 'past_due';
      const payload = event('customer.subscription.updated', subscription(status, `cus_t${u.id}`, u.id));
      const t = performance.now();
      const res = await post(payload);
      ms.push(performance.now() - t);
      expect(res.status).toBe(200);
    }
    ms.sort((a, b) => a - b);
    const pct = (p: number) => ms[Math.floor((ms.length - 1) * p)]?.toFixed(2);
    console.log(`stripe webhook in-process: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms (n=200)`);
    expect((await userRow(u.id)).plan).toBe('pro');
  });
});
