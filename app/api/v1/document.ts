import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@/lib/http/openapi/document';
import type { OpenApiDocument } from '@/lib/http/openapi/types';
import { apiContracts } from './operations';

// The API reference as served by /api/v1/openapi.json and rendered by /docs: the contracts of the route
// files, the groups they are shown in, its headers and authentication, and docs/api-guide.md as the
// description of the whole.

/** The groups of the reference, in order; each contract's first tag is one of them (a test checks it). */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Account', description: 'Your profile, plan and preferences.' },
  {
    name: 'Household',
    description: 'The household around you for a tax year: spouse, dependents, deductions (all optional).',
  },
  {
    name: 'Dashboard & reports',
    description: 'Computed views: the dashboard, profitability, 12-month rule, per diem.',
  },
  { name: 'Taxes', description: 'Tax estimate, per-state income and contract comparison (Pro).' },
  { name: 'Assignments', description: 'Contracts at facilities: dates, weekly pay and stipends, bonuses.' },
  { name: 'Tax home', description: 'Your permanent residence while you travel.' },
  { name: 'Tax home documents', description: 'Proof of the tax home: lease, utility bills, registrations.' },
  { name: 'Tax home costs', description: 'What keeping the tax home costs, per month.' },
  { name: 'Expenses', description: 'Deductible and tracked expenses.' },
  { name: 'Imports', description: 'CSV imports of expenses and trips: preview, commit, undo.' },
  { name: 'Mileage', description: 'Trips and the mileage deduction.' },
  { name: 'Credentials', description: 'Licenses and certifications with their expiration.' },
  {
    name: 'Income documents',
    description: 'W-2s, 1099s and pay stubs, with a checklist and reconciliation.',
  },
  { name: 'Quarterly payments', description: 'Estimated tax payments of 1099 workers.' },
  { name: 'Comparisons', description: 'Saved contract comparisons.' },
  { name: 'Notifications', description: 'Compliance reminders kept up to date by rules.' },
  { name: 'Contracts', description: 'Reading assignment fields from a contract file.' },
  { name: 'Files', description: 'Presigned upload and download addresses of object storage.' },
  { name: 'Billing', description: 'The Pro subscription (Stripe).' },
  { name: 'System', description: 'Health, this description and scheduled jobs.' },
];

/** What each response header means (lib/http sets them). */
const HEADERS: OpenApiDocument['components']['headers'] = {
  'X-Request-Id': {
    description: 'UUID of this request (an inbound UUID is echoed)',
    schema: { type: 'string', format: 'uuid' },
  },
  'X-Total-Count': {
    description: 'Matching records before pagination',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per minute', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Unix time (seconds) when the window has room again',
    schema: { type: 'integer' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  'Idempotent-Replayed': {
    description:
      'Present (`true`) when this is the stored answer of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': { description: 'Bearer', schema: { type: 'string' } },
};

const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token (JWT: RS256, ES256 or EdDSA) with this API’s issuer and audience.',
  },
  cronSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'The server’s CRON_SECRET, for the scheduled notification run only.',
  },
};

/** docs/api-guide.md without its title line; next.config.mjs traces the file into the build output. */
function apiGuide(): string {
  return readFileSync(path.join(process.cwd(), 'docs', 'api-guide.md'), 'utf8')
    .replace(/^# .*\n+/, '')
    .trim();
}

let built: OpenApiDocument | undefined;

/** The OpenAPI document, built once (it is static); `serverUrl` fills `servers`. */
export function apiDocument(serverUrl?: string): OpenApiDocument {
  built ??= buildOpenApiDocument(apiContracts(), {
    description: apiGuide(),
    tags: TAGS,
    headers: HEADERS,
    securitySchemes: SECURITY_SCHEMES,
  });
  return serverUrl ? { ...built, servers: [{ url: serverUrl, description: 'This server' }] } : built;
}
