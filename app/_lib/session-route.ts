import 'server-only';
import { sessionCtx } from '@/lib/auth/current-user';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { download, type FileDownload } from '@/lib/http/download';
import { errorResponse } from '@/lib/http/respond';
import { runAction, type ActionOptions } from './pipeline';

// The web app's route handlers (downloads, the import commit stream, the file opener) on the action
// pipeline: they carry the browser's session cookie rather than a Bearer token, so no session is a 401 in
// the API's error envelope (which the download button shows), and every failure is answered the same way.

type RouteOptions = Pick<ActionOptions<never, Response>, 'name' | 'plan' | 'rateLimit' | 'writes'>;
type Params = { params: Promise<Record<string, string | string[] | undefined>> };

const signedOut = () => {
  throw new ApiError('unauthorized', 'Sign in to download your records');
};

/** A GET or POST answered by `handler` for the signed-in user. */
export function sessionRoute(
  opts: RouteOptions,
  handler: (
    ctx: Ctx,
    req: Request,
    params: Record<string, string | string[] | undefined>,
  ) => Promise<Response>,
): (req: Request, context: Params) => Promise<Response> {
  return async (req, context) => {
    let requestId: string = crypto.randomUUID();
    const ctx = async () => {
      const found = (await sessionCtx()) ?? signedOut();
      requestId = found.requestId;
      return found;
    };
    try {
      return await runAction(
        ctx,
        { ...opts, onError: (err) => errorResponse(err, requestId) },
        async (c: Ctx) => handler(c, req, (await context?.params) ?? {}),
        [],
      );
    } catch (err) {
      // No session (thrown before the pipeline's stages), or a failure it logged: the API's envelope.
      if (err instanceof ApiError) return errorResponse(err, requestId);
      return errorResponse(new ApiError('internal_error', 'Something went wrong on our side'), requestId);
    }
  };
}

/** A file download (CSV, PDF, ZIP) built by a service for the signed-in user. */
export function sessionDownload(opts: RouteOptions, make: (ctx: Ctx, req: Request) => Promise<FileDownload>) {
  return sessionRoute(opts, async (ctx, req) => download(await make(ctx, req)));
}
