import 'server-only';
import { PAYMENTS_OFF, type BillingNotice, type BillingStatus } from '@/components/billing/plan-card';
import { env } from '@/lib/env';
import type { User } from '@/lib/generated/prisma/client';
import { effectivePlan } from '@/lib/account/users/service';

const DAY_MS = 86_400_000;

/** What the Plan & billing card shows for a user: plan, trial, and which billing buttons can work. */
export function billingStatus(user: User, now: Date): BillingStatus {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_ID } = env();
  const paying = user.plan === 'pro';
  const trialEnd = paying ? null : user.trial_ends_at;
  return {
    plan: effectivePlan(user, now),
    paying,
    subscriptionStatus: user.stripe_subscription_status,
    trialEndsOn: trialEnd ? trialEnd.toISOString().slice(0, 10) : null,
    // Partial days count as a day: a trial ending tonight has 1 day left, not 0.
    trialDaysLeft:
      trialEnd && trialEnd > now ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : null,
    hasCustomer: Boolean(user.stripe_customer_id),
    // The same two settings lib/providers/billing/stripe.ts requires before any call (else 503 not_configured).
    configured: Boolean(STRIPE_SECRET_KEY && STRIPE_PRICE_ID),
  };
}

const ERRORS: Record<string, string> = {
  not_configured: PAYMENTS_OFF,
  unavailable: 'The payment provider is unavailable right now. Try again in a few minutes.',
  already_pro: 'You already have a Pro subscription.',
  no_customer: 'There is no subscription to manage yet: upgrade first.',
};

/** The message for `?checkout=` (Stripe's return) or `?billing=` (an action's error code). */
export function billingNotice(
  sp: Record<string, string | string[] | undefined>,
  status: Pick<BillingStatus, 'paying'>,
): BillingNotice | null {
  if (sp.checkout === 'success') {
    // Stripe's webhook may land a moment after the browser comes back.
    const text = status.paying
      ? 'Thank you! Your Pro subscription is active.'
      : 'Thank you! Pro unlocks as soon as Stripe confirms the payment, usually within a minute.';
    return { tone: 'success', text };
  }
  if (sp.checkout === 'cancel') return { tone: 'info', text: 'Checkout canceled: nothing was charged.' };
  const code = typeof sp.billing === 'string' ? sp.billing : '';
  const text = ERRORS[code];
  return text ? { tone: 'error', text } : null;
}
