import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { checkUser } from './first-read';
import { effectivePlan } from './service';

// The Pro gate, in the service layer: a Pro-only service calls requirePro first, so the API, the pages and
// the server actions get the same refusal from the same place (a page renders it as the upgrade prompt).

export const PRO_REQUIRED_MESSAGE = 'This needs a Pro plan: upgrade in Settings';

export function isPro(ctx: Pick<Ctx, 'user' | 'now'>): boolean {
  return effectivePlan(ctx.user, ctx.now) === 'pro';
}

/**
 * Throws 403 `pro_required` unless the caller is on Pro (paying or in the trial, docs/api-guide.md §6).
 * While the API pipeline's ctx waits for the user's row (./first-read.ts), the check runs when it arrives,
 * before the service computes anything from what that statement read.
 */
export function requirePro(ctx: Ctx): void {
  checkUser(ctx, (c) => {
    if (!isPro(c)) throw new ApiError('pro_required', PRO_REQUIRED_MESSAGE);
  });
}
