import 'server-only';
import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '@/lib/tax/law/types';

// Request and response schemas of the action endpoints (contract comparison and analysis, uploads, billing,
// webhook, cron, health), written from decisions §7 and tax-method §8.

const cents = (description?: string) => z.int().meta({ description: description ?? 'Integer cents' });

// ---- Contract comparison (tax-method §8); the request bodies are lib/tax-views/schemas.ts ----
const contractResultSchema = z
  .object({
    grossComp: cents(),
    taxableIncome: cents(),
    federalTax: cents(),
    stateTax: cents(),
    ficaTax: cents(),
    seTax: cents(),
    totalTax: cents(),
    expenses: cents(),
    netTakeHome: cents('grossComp − totalTax − expenses'),
    weeklyNet: cents('netTakeHome / weeks'),
    effectiveHourly: cents('netTakeHome / (weeks × hours_per_week)'),
  })
  .meta({ id: 'ContractResult' });

export const taxCalculateSchema = z
  .object({
    year: z.int(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    contractA: contractResultSchema,
    contractB: contractResultSchema,
    winner: z.literal([0, 1]).meta({ description: '0 = contract A, 1 = contract B (A on a tie)' }),
    diff: cents('|netTakeHome A − netTakeHome B|'),
  })
  .meta({ id: 'ContractComparison' });

// ---- Contract analysis ----
export const contractsStatusSchema = z.object({
  available: z.boolean().meta({ description: 'Whether contract analysis is configured' }),
});
export const objstoreKeyBody = z.strictObject({
  objstore_key: z.string().min(1).max(512).meta({ description: 'Key returned by an upload-url call' }),
});
const maybeText = z.string().nullable();
const maybeCents = z.int().nullable().meta({ description: 'Cents (weekly for pay and stipends), or null' });
export const contractExtractionSchema = z
  .object({
    facility: maybeText,
    location: maybeText,
    state: maybeText.meta({ description: 'Two-letter code, or null' }),
    agency: maybeText,
    start_date: z.iso.date().nullable(),
    end_date: z.iso.date().nullable(),
    base_pay: maybeCents,
    housing_stipend: maybeCents,
    mie_stipend: maybeCents,
    sign_on_bonus: maybeCents,
    completion_bonus: maybeCents,
    referral_bonus: maybeCents,
  })
  .meta({ id: 'ContractExtraction' });

// ---- Files (the request bodies are lib/storage/schemas.ts) ----
export const uploadUrlSchema = z
  .object({
    uploadUrl: z.string().meta({ description: 'Presigned address to upload the file to (15 minutes)' }),
    objstoreKey: z.string().meta({ description: '<kind>/<user_id>/<uuid>-<sanitized file name>' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'UploadUrl' });
export const downloadUrlSchema = z.object({ downloadUrl: z.string() });

// ---- Billing, webhook, cron, system ----
export const urlSchema = z.object({
  url: z.string().meta({ description: 'Address to send the browser to' }),
});
export const stripeEventBody = z
  .looseObject({
    id: z.string(),
    type: z.string(),
    created: z.int().optional(),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .meta({ description: 'A Stripe event, as Stripe sends it (raw body, verified by Stripe-Signature)' });
export const receivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional().meta({ description: 'This event id was already processed' }),
});
export const cronResultSchema = z.object({
  users: z.int().meta({ description: 'Users whose notifications were re-evaluated' }),
  created: z.int(),
  updated: z.int(),
  resolved: z.int(),
});
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
});
export const readAllSchema = z.object({
  updated: z.int().meta({ description: 'Notifications marked read' }),
});
export const openApiSchema = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'This document' });
