import 'server-only';
import { json } from '@/lib/http/respond';
import { publicRoute, route, type RouteHandler } from '@/lib/http/route';
import type { UploadKind } from './keys';
import { downloadQuery, receiveUpload, serveDownload, uploadQuery } from './local-files';
import { downloadUrlBody, uploadUrlBodyFor } from './schemas';
import { createDownloadUrl, createUploadUrl } from './service';

// The handlers of the storage endpoints; each route file is `methods({ POST: ... })` over one of these,
// and the four upload addresses share one handler.

/** POST /api/v1/<resource>/upload-url for one kind of file. */
export function uploadUrlHandler(kind: UploadKind): RouteHandler {
  return route({ body: uploadUrlBodyFor(kind) }, async ({ ctx, body }) =>
    json(await createUploadUrl(ctx, kind, body)),
  );
}

/** POST /api/v1/files/download-url */
export const downloadUrlHandler: RouteHandler = route({ body: downloadUrlBody }, async ({ ctx, body }) =>
  json(await createDownloadUrl(ctx, body.objstore_key)),
);

/** PUT /api/files/upload: the embedded store's signed upload (no token; the signature authorizes). */
export const localUploadHandler: RouteHandler = publicRoute(
  { query: uploadQuery },
  async ({ ctx, query, req }) => {
    await receiveUpload(req, query, ctx.now);
    return new Response(null, { status: 200 });
  },
);

/** GET /api/files/download: the embedded store's signed download. */
export const localDownloadHandler: RouteHandler = publicRoute(
  { query: downloadQuery },
  async ({ ctx, query }) => serveDownload(query, ctx.now),
);
