'use server';

import { z } from 'zod';
import { action } from '@/app/_lib/action';
import {
  AI_NOT_CONFIGURED,
  type ContractAnalysis,
  type ReceiptAnalysis,
  type UploadRequest,
  type UploadTicket,
} from '@/components/uploads/types';
import { analyzeContract } from '@/lib/reading/contracts/service';
import type { ApiError } from '@/lib/core/errors';
import { analyzeReceipt } from '@/lib/reading/receipts/service';
import { UPLOAD_KINDS } from '@/lib/providers/storage/keys';
import { uploadUrlBodyFor } from '@/lib/providers/storage/schemas';
import { createUploadUrl } from '@/lib/providers/storage/service';

// The browser's side of uploads (components/uploads): an upload address for one file, and the AI reading
// of an uploaded contract or receipt. The same services and the same per-user budget as
// POST /<resource>/upload-url, /contracts/analyze and /expenses/analyze-receipt; failures come back as
// messages the form shows, never as a thrown error.

const uploadArgs = z.tuple([z.enum(UPLOAD_KINDS), z.unknown()]);

/** A signed address for one PUT of this file into the caller's own folder of `kind`. */
export const requestUploadUrl = action(
  {
    name: 'uploads.url',
    args: uploadArgs,
    rateLimit: true,
    onError: (err): UploadTicket => ({ ok: false, message: err.message }),
  },
  async (ctx, kind: (typeof UPLOAD_KINDS)[number], input: UploadRequest | unknown): Promise<UploadTicket> => {
    const body = uploadUrlBodyFor(kind).safeParse(input);
    if (!body.success) {
      const issue = body.error.issues[0];
      const why = issue?.message ?? 'invalid';
      return { ok: false, message: `This file cannot be uploaded: ${why}. Rename it or choose another.` };
    }
    const { uploadUrl, objstoreKey } = await createUploadUrl(ctx, kind, body.data);
    return { ok: true, uploadUrl, key: objstoreKey };
  },
);

// A stored file's key, as the upload returned it.
const keyArg = z.tuple([z.string().min(1).max(512)]);

/** The AI's refusal as the form's: "not configured" is its own reason (the form then offers typing). */
const aiFailure = (err: ApiError) =>
  err.code === 'not_configured'
    ? { ok: false as const, reason: 'not_configured' as const, message: AI_NOT_CONFIGURED }
    : { ok: false as const, reason: 'failed' as const, message: err.message };

/** The terms of the caller's uploaded contract, for the assignment form (pay in weekly cents). */
export const analyzeContractFile = action(
  { name: 'ai.contract', args: keyArg, rateLimit: true, onError: aiFailure },
  async (ctx, key: string): Promise<ContractAnalysis> => {
    // The form has no referral bonus or overtime rate; its hours start at 36 and are the worker's to set.
    const {
      referral_bonus: _referral,
      overtime_rate: _overtime,
      hours_per_week: _hours,
      source: _source,
      ...fields
    } = await analyzeContract(ctx, key);
    return { ok: true, fields };
  },
);

/** "Read receipt" on the expense forms. */
export const analyzeReceiptFile = action(
  { name: 'ai.receipt', args: keyArg, rateLimit: true, onError: aiFailure },
  async (ctx, key: string): Promise<ReceiptAnalysis> => ({
    ok: true,
    reading: await analyzeReceipt(ctx, key),
  }),
);
