import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { effectivePlan } from './service';

// The Pro gate, in the service layer: a Pro-only service calls requirePro first, so the API, the pages and
// the server actions get the same refusal from the same place (a page renders it as the upgrade prompt).

export const PRO_REQUIRED_MESSAGE = 'This needs a Pro plan: upgrade in Settings';

export function isPro(ctx: Pick<Ctx, 'user' | 'now'>): boolean {
  return effectivePlan(ctx.user, ctx.now) === 'pro';
}

/** Throws 403 `pro_required` unless the caller is on Pro (paying or in the trial, docs/api-guide.md §6). */
export function requirePro(ctx: Pick<Ctx, 'user' | 'now'>): void {
  if (!isPro(ctx)) throw new ApiError('pro_required', PRO_REQUIRED_MESSAGE);
}
