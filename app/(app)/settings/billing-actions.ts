'use server';

import { redirect } from 'next/navigation';
import { action } from '@/app/_lib/action';
import { createCheckoutSession, createPortalSession } from '@/lib/providers/billing/stripe';
import type { ApiError } from '@/lib/core/errors';

// A known failure (billing not configured, no customer yet) comes back as ?billing=<code>, which the
// Billing card says in plain words.
const back = (err: ApiError): never => redirect(`/settings?billing=${err.code}#billing`);

/** "Upgrade to Pro": a Checkout session for the Pro price, then Stripe's hosted page. */
export const startCheckout = action(
  { name: 'billing.checkout', rateLimit: true, onError: back },
  async (ctx): Promise<never> => redirect(await createCheckoutSession(ctx)),
);

/** "Manage subscription": Stripe's billing portal (card, invoices, cancel). */
export const openPortal = action(
  { name: 'billing.portal', rateLimit: true, onError: back },
  async (ctx): Promise<never> => redirect(await createPortalSession(ctx)),
);
