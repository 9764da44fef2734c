// POST /api/v1/billing/portal: the address of the Stripe billing portal for the caller's subscription
import { createPortalSession } from '@/lib/billing/stripe';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({}, async ({ ctx }) => json({ url: await createPortalSession(ctx) })),
});
