import { refreshAfterWrite } from '@/app/_lib/action';
import { sessionRoute } from '@/app/_lib/session-route';
import { ApiError } from '@/lib/core/errors';
import { commitImport } from '@/lib/imports/commit';
import { recordId } from '@/lib/validation/common';

// POST /imports/<id>/commit: the web app's commit, answered as a stream of progress lines (NDJSON:
// {"written","total"} per batch, then {"ok"} or {"ok":false,"message"}) so the page shows a real progress
// bar while the one transaction runs. The API's POST /api/v1/imports/:id/commit runs the same service.
// The session cookie is SameSite=Lax: a cross-site POST arrives without it and is answered 401.

export const dynamic = 'force-dynamic';

export const POST = sessionRoute({ name: 'imports.commit' }, async (ctx, _req, params) => {
  const parsed = recordId.safeParse(Number(params.id));
  const id = parsed.success ? parsed.data : 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        await commitImport(ctx, id, (written, total) => send({ written, total }));
        // The pipeline's one refresh rule, once the stream's transaction has committed.
        refreshAfterWrite();
        send({ ok: true });
      } catch (err) {
        const message =
          err instanceof ApiError ? err.message : 'The import failed. Nothing was written; try again.';
        if (!(err instanceof ApiError))
          console.error(JSON.stringify({ requestId: ctx.requestId, error: String(err) }));
        send({ ok: false, message });
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/x-ndjson',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
