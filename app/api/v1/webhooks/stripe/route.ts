// POST /api/v1/webhooks/stripe: no token, no rate limit; verified by Stripe-Signature over the raw body
import { verifyWebhook } from '@/lib/billing/stripe';
import { handleStripeEvent } from '@/lib/billing/webhook';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { publicRoute } from '@/lib/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute({}, async ({ ctx, req }) => {
    const event = verifyWebhook(await req.text(), req.headers.get('stripe-signature'));
    const { duplicate } = await handleStripeEvent(ctx.db, event);
    return json(duplicate ? { received: true, duplicate: true } : { received: true });
  }),
});
