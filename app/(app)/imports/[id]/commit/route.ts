import { revalidatePath } from 'next/cache';
import { ApiError } from '@/lib/core/errors';
import { sessionCtx } from '@/lib/exports/session';
import { commitImport } from '@/lib/imports/commit';

// POST /imports/<id>/commit: the web app's commit, answered as a stream of progress lines (NDJSON:
// {"written","total"} per batch, then {"ok"} or {"ok":false,"message"}) so the page shows a real progress
// bar while the one transaction runs. The API's POST /api/v1/imports/:id/commit runs the same service.

export const dynamic = 'force-dynamic';

const RECORD_PAGES = ['/expenses', '/mileage', '/dashboard', '/profitability', '/imports'];

// The session cookie is SameSite=Lax: a cross-site POST arrives without it and is answered 401.
export async function POST(
  _req: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const ctx = await sessionCtx();
  if (!ctx) return new Response('Sign in again.', { status: 401 });
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        await commitImport(ctx, id, (written, total) => send({ written, total }));
        for (const p of [...RECORD_PAGES, `/imports/${id}`]) revalidatePath(p);
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
}
