// POST /api/v1/billing/checkout: the address of a Stripe Checkout session for the Pro price
import { createCheckoutSession } from '@/lib/billing/stripe';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({}, async ({ ctx }) => json({ url: await createCheckoutSession(ctx) })),
});
