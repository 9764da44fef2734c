// POST /api/v1/billing/checkout: the address of a Stripe Checkout session for the Pro price
import { billingUrlResponse } from '@/lib/providers/billing/schemas';
import { createCheckoutSession } from '@/lib/providers/billing/stripe';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/billing/checkout',
      operationId: 'billingCheckout',
      summary: 'Start a Pro subscription',
      description: 'No body. The address of a Stripe Checkout session for the Pro price.',
      tags: ['Billing'],
      response: billingUrlResponse,
      errors: ['already_pro', 'not_configured', 'unavailable'],
      examples: { response: { url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3' } },
    },
    async ({ ctx }) => json({ url: await createCheckoutSession(ctx) }),
  ),
});
