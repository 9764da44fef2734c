import { z } from 'zod';

// Bodies and answers of the billing endpoints and the Stripe webhook (docs/api-guide.md §7).

/** POST /billing/checkout and POST /billing/portal */
export const billingUrlResponse = z.object({
  url: z.string().meta({ description: 'Address to send the browser to' }),
});

/** What Stripe posts to the webhook: verified over the raw bytes by Stripe-Signature, never parsed by zod. */
export const stripeEventBody = z
  .looseObject({
    id: z.string(),
    type: z.string(),
    created: z.int().optional(),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .meta({
    description: 'A Stripe event, as Stripe sends it (raw body, verified by Stripe-Signature)',
    examples: [
      {
        id: 'evt_1QxYz2AbCdEfGhIj',
        type: 'customer.subscription.updated',
        created: 1772463845,
        data: {
          object: {
            id: 'sub_1QxYz2',
            status: 'active',
            customer: 'cus_R2d2C3po',
            metadata: { user_id: '7' },
          },
        },
      },
    ],
  });

export const webhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional().meta({ description: 'This event id was already processed' }),
});
