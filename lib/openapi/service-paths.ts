import 'server-only';
import { meSchema, themeBody, themeResponse, updateMeBody } from '@/lib/users/schemas';
import { meExample, stripeEventExample } from './action-examples';
import {
  cronResultSchema,
  healthSchema,
  openApiSchema,
  readAllSchema,
  receivedSchema,
  stripeEventBody,
  urlSchema,
} from './action-schemas';
import { filePaths } from './file-paths';
import { BODY_ERRORS } from './record-paths';
import type { Endpoint } from './types';

// Account, billing and the system endpoints; files and contracts are in file-paths.ts (decisions §2, §6, §7).

const authed = { auth: true, status: 200 as const };
export const servicePaths = (): Endpoint[] => [
  {
    method: 'GET',
    path: '/api/v1/health',
    operationId: 'getHealth',
    summary: 'Health check',
    description:
      'No token and no rate limit. 503 with `"database":"down"` when the database does not answer.',
    tags: ['System'],
    auth: false,
    response: healthSchema,
    responseExample: { status: 'ok', database: 'ok' },
    otherResponses: [
      { status: 503, description: 'The database is down', example: { status: 'degraded', database: 'down' } },
    ],
    errors: [],
    status: 200,
  },
  {
    method: 'GET',
    path: '/api/v1/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This API description (OpenAPI 3.1)',
    tags: ['System'],
    auth: false,
    response: openApiSchema,
    responseExample: { openapi: '3.1.0', info: { title: 'Travel Ledger API', version: '1.0.0' }, paths: {} },
    errors: [],
    status: 200,
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/me',
    operationId: 'getMe',
    summary: 'Your profile',
    description: '`plan` reads `pro` during the trial (`trial_ends_at`) and for subscribers.',
    tags: ['Account'],
    response: meSchema,
    responseExample: meExample,
    errors: [],
  },
  {
    ...authed,
    method: 'PATCH',
    path: '/api/v1/me',
    operationId: 'updateMe',
    summary: 'Update your profile',
    description: 'Employment type and filing status change how every tax figure is computed.',
    tags: ['Account'],
    body: updateMeBody,
    requestExample: { employment_type: '1099', filing_status: 'married_joint' },
    response: meSchema,
    responseExample: { ...meExample, employment_type: '1099', filing_status: 'married_joint' },
    errors: BODY_ERRORS,
  },
  {
    ...authed,
    method: 'PATCH',
    path: '/api/v1/me/theme',
    operationId: 'updateTheme',
    summary: 'Set the color theme',
    tags: ['Account'],
    body: themeBody,
    requestExample: { theme: 'dark' },
    response: themeResponse,
    responseExample: { theme: 'dark' },
    errors: BODY_ERRORS,
  },
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    operationId: 'readAllNotifications',
    summary: 'Mark every notification read',
    tags: ['Notifications'],
    response: readAllSchema,
    responseExample: { updated: 3 },
    errors: [],
  },
  ...filePaths(),
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/billing/checkout',
    operationId: 'billingCheckout',
    summary: 'Start a Pro subscription',
    description: 'No body. The address of a Stripe Checkout session for the Pro price.',
    tags: ['Billing'],
    response: urlSchema,
    responseExample: { url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3' },
    errors: ['already_pro', 'not_configured', 'unavailable'],
  },
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/billing/portal',
    operationId: 'billingPortal',
    summary: 'Manage your subscription',
    description:
      'No body. The address of the Stripe customer portal; 400 `no_customer` if you never subscribed.',
    tags: ['Billing'],
    response: urlSchema,
    responseExample: { url: 'https://billing.stripe.com/p/session/test_YWNjdF8x' },
    errors: ['no_customer', 'not_configured', 'unavailable'],
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/stripe',
    operationId: 'stripeWebhook',
    summary: 'Stripe webhook',
    description:
      'Called by Stripe, not by clients: no token, no rate limit, verified by the `Stripe-Signature` header ' +
      '(a bad signature or a timestamp over 300 s old is 400, nothing changes). Handles checkout.session.completed ' +
      'and customer.subscription.created/updated/deleted; each event id is processed once; other events: 200.',
    tags: ['Billing'],
    auth: false,
    headers: [
      {
        name: 'Stripe-Signature',
        description: 'Stripe’s signature of the raw body',
        required: true,
        example: 't=1772463845,v1=5257a869…',
      },
    ],
    body: stripeEventBody,
    requestExample: stripeEventExample,
    response: receivedSchema,
    responseExample: { received: true },
    errors: ['bad_signature', 'not_configured'],
    status: 200,
  },
  {
    method: 'POST',
    path: '/api/v1/cron/notifications',
    operationId: 'runNotificationRules',
    summary: 'Re-evaluate every user’s notifications',
    description:
      'For a scheduler: authenticated by `Authorization: Bearer <CRON_SECRET>`, not a user token; 503 when CRON_SECRET is not set.',
    tags: ['System'],
    auth: false,
    cronSecret: true,
    response: cronResultSchema,
    responseExample: { users: 12, created: 3, updated: 1, resolved: 2 },
    errors: ['unauthorized', 'not_configured'],
    status: 200,
  },
];
