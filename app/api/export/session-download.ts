import { ApiError } from '@/lib/core/errors';
import type { Ctx } from '@/lib/core/context';
import { download, type FileDownload } from '@/lib/exports/download';
import { sessionCtx } from '@/lib/exports/session';
import { toApiError } from '@/lib/http/map-error';
import { errorResponse } from '@/lib/http/respond';
import { effectivePlan } from '@/lib/users/service';
import { unauthorizedDownload } from './unauthorized';

// The web app's downloads carry the browser session rather than a Bearer token (the same services as
// the API's routes); failures answer in the API's error envelope, which the download button shows.

/** `?year=` when it is a four-digit year from 2000 to 2100, else undefined (the service's default). */
export function yearOf(req: Request): number | undefined {
  const value = new URL(req.url).searchParams.get('year') ?? '';
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  return year >= 2000 && year <= 2100 ? year : undefined;
}

export async function sessionDownload(
  make: (ctx: Ctx) => Promise<FileDownload>,
  opts: { plan?: 'pro' } = {},
): Promise<Response> {
  const ctx = await sessionCtx();
  if (!ctx) return unauthorizedDownload();
  try {
    if (opts.plan === 'pro' && effectivePlan(ctx.user, ctx.now) !== 'pro') {
      throw new ApiError('pro_required', 'This needs a Pro plan: upgrade in Settings');
    }
    return download(await make(ctx));
  } catch (err) {
    const { error, unexpected } = toApiError(err);
    if (unexpected) console.error(JSON.stringify({ requestId: ctx.requestId, error: String(err) }));
    return errorResponse(error, ctx.requestId);
  }
}
