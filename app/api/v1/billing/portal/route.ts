// POST /api/v1/billing/portal: the address of the Stripe billing portal for the caller's subscription
import { billingUrlResponse } from '@/lib/providers/billing/schemas';
import { createPortalSession } from '@/lib/providers/billing/stripe';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/billing/portal',
      operationId: 'billingPortal',
      summary: 'Manage your subscription',
      description:
        'No body. The address of the Stripe customer portal; 400 `no_customer` if you never subscribed.',
      tags: ['Billing'],
      response: billingUrlResponse,
      errors: ['no_customer', 'not_configured', 'unavailable'],
      examples: { response: { url: 'https://billing.stripe.com/p/session/test_YWNjdF8x' } },
    },
    async ({ ctx }) => json({ url: await createPortalSession(ctx) }),
  ),
});
