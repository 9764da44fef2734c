// The Stripe webhook's per-request cost on the running server: 200 signed events, one after another,
// each a new event id (so every one is verified, recorded and applied), p50/p99 of the round trip.
import Stripe from 'stripe';

export const BENCH_WEBHOOK_SECRET = 'whsec_bench_0123456789abcdef';

export async function benchWebhook(
  baseUrl: string,
  count = 200,
): Promise<{ p50: number; p99: number; ok: number }> {
  const stripe = new Stripe('sk_test_bench', { telemetry: false });
  const times: number[] = [];
  let ok = 0;
  for (let i = 0; i < count; i++) {
    const payload = JSON.stringify({
      id: `evt_bench_${Date.now()}_${i}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: `sub_${i}`,
          object: 'subscription',
          status: 'active',
          customer: 'cus_bench',
          metadata: {},
        },
      },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: BENCH_WEBHOOK_SECRET });
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.ok) ok += 1;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), ok };
}
