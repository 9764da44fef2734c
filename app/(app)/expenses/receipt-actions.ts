'use server';

import { z } from 'zod';
import { AI_NOT_CONFIGURED, type ReceiptAnalysis } from '@/components/uploads/types';
import { openaiClient } from '@/lib/ai/openai';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/core/errors';
import { rateLimiter } from '@/lib/rate-limit/limiter';
import { analyzeReceipt } from '@/lib/receipts/service';

// "Read receipt" on the expense forms: the same service and per-user budget as
// POST /expenses/analyze-receipt; failures come back as messages the form shows.

const keySchema = z.string().min(1).max(512);

export async function analyzeReceiptFile(key: string): Promise<ReceiptAnalysis> {
  const ctx = await currentCtx();
  if (!openaiClient()) return { ok: false, reason: 'not_configured', message: AI_NOT_CONFIGURED };
  const parsed = keySchema.safeParse(key);
  if (!parsed.success) return { ok: false, reason: 'failed', message: 'Upload the receipt again.' };
  if (!(await rateLimiter().limit(`user:${ctx.userId}`, Date.now())).success) {
    return { ok: false, reason: 'failed', message: 'Too many requests: wait a minute and try again.' };
  }
  try {
    return { ok: true, reading: await analyzeReceipt(ctx, parsed.data) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.code === 'not_configured')
      return { ok: false, reason: 'not_configured', message: AI_NOT_CONFIGURED };
    return { ok: false, reason: 'failed', message: err.message };
  }
}
