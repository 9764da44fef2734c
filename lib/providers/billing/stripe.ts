import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { env } from '@/lib/env';
import type { User } from '@/lib/generated/prisma/client';
import { ApiError, invalidField } from '@/lib/core/errors';
import { line } from '@/lib/validation/common';
import { findUnstorable, UNSTORABLE_MESSAGE } from '@/lib/validation/text';

// What the webhook handler relies on (an id to record once, a type, an object); Stripe sends more.
const eventShape = z.looseObject({
  id: line(255).min(1),
  type: line(255).min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

// The one Stripe adapter (docs/architecture.md §1): the SDK client, the two hosted sessions, webhook verification.
// Nothing here touches the database; callers read the user first and write after (no network call
// inside a transaction).

/** How old a signed webhook may be (docs/api-guide.md §7). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

function connection(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK client, or null when STRIPE_SECRET_KEY is unset. STRIPE_API_BASE points it at a fake. */
export function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return null;
  if (cached?.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, { ...connection(base), maxNetworkRetries: 0, telemetry: false });
  cached = { key, base, client };
  return cached.client;
}

function notConfigured(): ApiError {
  return new ApiError('not_configured', 'Payments are not configured on this server');
}

/** The client and the Pro price, or 503 `not_configured`: checked before any account-state 400. */
export function requireBilling(): { stripe: Stripe; priceId: string } {
  const stripe = stripeClient();
  const priceId = env().STRIPE_PRICE_ID;
  if (!stripe || !priceId) throw notConfigured();
  return { stripe, priceId };
}

/** A session's address; a provider failure (network, 5xx, rejected request) is 503 `unavailable`. */
async function urlOf(request: Promise<{ url: string | null }>): Promise<string> {
  let session: { url: string | null };
  try {
    session = await request;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      throw new ApiError('unavailable', 'The payment provider is unavailable: try again shortly');
    }
    throw err;
  }
  if (!session.url) throw new ApiError('unavailable', 'The payment provider returned no address');
  return session.url;
}

/** A Checkout session for the Pro price: `already_pro` for a paying subscriber (a trial is not one). */
export async function createCheckoutSession(ctx: { user: User }): Promise<string> {
  const { stripe, priceId } = requireBilling();
  const { user } = ctx;
  if (user.plan === 'pro') throw new ApiError('already_pro', 'You already have a Pro subscription');
  const userId = String(user.id);
  const appUrl = env().appUrl;
  const session = stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    client_reference_id: userId,
    metadata: { user_id: userId },
    subscription_data: { metadata: { user_id: userId } },
    ...(user.stripe_customer_id
      ? { customer: user.stripe_customer_id }
      : user.email
        ? { customer_email: user.email }
        : {}),
    success_url: `${appUrl}/settings?checkout=success`,
    cancel_url: `${appUrl}/settings?checkout=cancel`,
  });
  return urlOf(session);
}

/** A billing-portal session: `no_customer` when the user never reached Checkout. */
export async function createPortalSession(ctx: { user: User }): Promise<string> {
  const { stripe } = requireBilling();
  const customer = ctx.user.stripe_customer_id;
  if (!customer) throw new ApiError('no_customer', 'No subscription yet: subscribe first');
  const session = stripe.billingPortal.sessions.create({
    customer,
    return_url: `${env().appUrl}/settings`,
  });
  return urlOf(session);
}

/** The webhook secret, or 503 `not_configured`. */
export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notConfigured();
  return secret;
}

/**
 * A verified event from the raw body, or 400 `bad_signature` (wrong signature or older than 300 s). A
 * correctly signed body that is not an event (an array, no id or type) is 400 `validation_error`: the
 * signature proves who sent it, not that it is well formed.
 */
export function verifyWebhook(rawBody: string, signatureHeader: string | null): Stripe.Event {
  const secret = webhookSecret();
  if (!signatureHeader) throw new ApiError('bad_signature', 'Missing Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new ApiError('bad_signature', 'The Stripe signature does not match or is too old');
  }
  eventShape.parse(event); // a ZodError is 400 `validation_error` with details
  // Signed is not storable: a NUL anywhere in the event would fail the write of the ids it carries.
  const at = findUnstorable(event);
  if (at !== null) throw invalidField(at, UNSTORABLE_MESSAGE);
  return event as Stripe.Event;
}
