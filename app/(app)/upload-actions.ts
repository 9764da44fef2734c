'use server';

import { z } from 'zod';
import {
  AI_NOT_CONFIGURED as NOT_CONFIGURED,
  type ContractAnalysis,
  type UploadRequest,
  type UploadTicket,
} from '@/components/uploads/types';
import { openaiClient } from '@/lib/ai/openai';
import { currentCtx } from '@/lib/auth/current-user';
import { analyzeContract } from '@/lib/contracts/service';
import { ApiError } from '@/lib/core/errors';
import { rateLimiter } from '@/lib/rate-limit/limiter';
import type { Ctx } from '@/lib/core/context';
import { UPLOAD_KINDS } from '@/lib/storage/keys';
import { uploadUrlBodyFor } from '@/lib/storage/schemas';
import { createUploadUrl } from '@/lib/storage/service';

// The browser's side of uploads (components/uploads): an upload address for one file, and the reading of
// an uploaded contract. The same services and the same per-user budget as POST /<resource>/upload-url and
// POST /contracts/analyze; failures come back as messages the form shows, never as a thrown error.

const kindSchema = z.enum(UPLOAD_KINDS);
const keySchema = z.string().min(1).max(512);

async function withinBudget(ctx: Ctx): Promise<boolean> {
  const now = Date.now();
  return (await rateLimiter().limit(`user:${ctx.userId}`, now)).success;
}
const tooMany = 'Too many requests: wait a minute and try again.';

/** A signed address for one PUT of this file into the caller's own folder of `kind`. */
export async function requestUploadUrl(kind: string, input: UploadRequest): Promise<UploadTicket> {
  const ctx = await currentCtx();
  const k = kindSchema.safeParse(kind);
  if (!k.success) return { ok: false, message: 'Unknown kind of upload.' };
  const body = uploadUrlBodyFor(k.data).safeParse(input);
  if (!body.success) {
    const issue = body.error.issues[0];
    return {
      ok: false,
      message: `This file cannot be uploaded: ${issue?.message ?? 'invalid'}. Rename it or choose another.`,
    };
  }
  if (!(await withinBudget(ctx))) return { ok: false, message: tooMany };
  const { uploadUrl, objstoreKey } = await createUploadUrl(ctx, k.data, body.data);
  return { ok: true, uploadUrl, key: objstoreKey };
}

/** The terms of the caller's uploaded contract, for the assignment form (pay in weekly cents). */
export async function analyzeContractFile(key: string): Promise<ContractAnalysis> {
  const ctx = await currentCtx();
  if (!openaiClient()) return { ok: false, reason: 'not_configured', message: NOT_CONFIGURED };
  const parsed = keySchema.safeParse(key);
  if (!parsed.success) return { ok: false, reason: 'failed', message: 'Upload the contract again.' };
  if (!(await withinBudget(ctx))) return { ok: false, reason: 'failed', message: tooMany };
  try {
    const { referral_bonus: _referral, ...fields } = await analyzeContract(ctx, parsed.data);
    return { ok: true, fields };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.code === 'not_configured')
      return { ok: false, reason: 'not_configured', message: NOT_CONFIGURED };
    return { ok: false, reason: 'failed', message: err.message };
  }
}
