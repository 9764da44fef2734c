'use server';

import { redirect } from 'next/navigation';
import { currentCtx } from '@/lib/auth/current-user';
import { createCheckoutSession, createPortalSession } from '@/lib/billing/stripe';
import { ApiError } from '@/lib/core/errors';

/** Runs one Stripe session request and goes to its hosted page; a known failure comes back as ?billing=. */
async function goTo(create: typeof createCheckoutSession): Promise<never> {
  const ctx = await currentCtx();
  let url: string;
  try {
    url = await create(ctx);
  } catch (err) {
    if (err instanceof ApiError) redirect(`/settings?billing=${err.code}#billing`);
    throw err;
  }
  redirect(url);
}

/** "Upgrade to Pro": a Checkout session for the Pro price. */
export async function startCheckout(): Promise<void> {
  await goTo(createCheckoutSession);
}

/** "Manage subscription": Stripe's billing portal (card, invoices, cancel). */
export async function openPortal(): Promise<void> {
  await goTo(createPortalSession);
}
