// POST /api/v1/webhooks/stripe: no token, no rate limit; verified by Stripe-Signature over the raw body
import { stripeEventBody, webhookResponse } from '@/lib/providers/billing/schemas';
import { verifyWebhook } from '@/lib/providers/billing/stripe';
import { handleStripeEvent } from '@/lib/providers/billing/webhook';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/webhooks/stripe',
      operationId: 'stripeWebhook',
      summary: 'Stripe webhook',
      description:
        'Called by Stripe, not by clients: no token, no rate limit, verified by the `Stripe-Signature` header ' +
        '(a bad signature or a timestamp over 300 s old is 400, nothing changes). Handles ' +
        'checkout.session.completed and customer.subscription.created/updated/deleted; each event id is ' +
        'processed once; other events: 200.',
      tags: ['Billing'],
      auth: 'none',
      headers: [
        {
          name: 'Stripe-Signature',
          description: 'Stripe’s signature of the raw body',
          required: true,
          example: 't=1772463845,v1=5257a869…',
        },
      ],
      rawBody: stripeEventBody,
      response: webhookResponse,
      errors: ['bad_signature', 'validation_error', 'payload_too_large', 'not_configured'],
      examples: { response: { received: true } },
    },
    async ({ ctx, req }) => {
      const event = verifyWebhook(await req.text(), req.headers.get('stripe-signature'));
      const { duplicate } = await handleStripeEvent(ctx.db, event);
      return json(duplicate ? { received: true, duplicate: true } : { received: true });
    },
  ),
});
