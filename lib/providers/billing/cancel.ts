import 'server-only';
import Stripe from 'stripe';
import { ApiError } from '@/lib/core/errors';
import type { User } from '@/lib/generated/prisma/client';
import { stripeClient } from './stripe';

// Account deletion cancels the subscription at Stripe first, so that nobody is billed for an account that
// no longer exists. Idempotent: an already canceled subscription is skipped, so a retried deletion works.

/** Subscription states that bill no more. */
const ENDED = new Set<string>(['canceled', 'incomplete_expired']);

/** Cancels every live subscription of the user's Stripe customer now; answers how many. */
export async function cancelSubscriptions(user: Pick<User, 'stripe_customer_id'>): Promise<number> {
  const customer = user.stripe_customer_id;
  if (!customer) return 0; // never reached Checkout: nothing to cancel
  const stripe = stripeClient();
  if (!stripe) {
    throw new ApiError(
      'not_configured',
      'Payments are not configured on this server, so your subscription cannot be canceled: nothing was deleted',
    );
  }
  try {
    let canceled = 0;
    for await (const sub of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
      if (ENDED.has(sub.status)) continue;
      await stripe.subscriptions.cancel(sub.id);
      canceled++;
    }
    return canceled;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      throw new ApiError(
        'unavailable',
        'The payment provider is unavailable: nothing was deleted, try again shortly',
      );
    }
    throw err;
  }
}
