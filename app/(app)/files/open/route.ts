import { NextResponse, type NextRequest } from 'next/server';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/core/errors';
import { createDownloadUrl } from '@/lib/storage/service';

// GET /files/open?key=…: the signed-in worker's own stored file, by way of a short-lived download address
// (the "Open" links of components/uploads). Another user's key, or one never uploaded, is 404.
export async function GET(req: NextRequest): Promise<Response> {
  const ctx = await currentCtx();
  const key = req.nextUrl.searchParams.get('key') ?? '';
  try {
    const { downloadUrl } = await createDownloadUrl(ctx, key);
    const res = NextResponse.redirect(downloadUrl, 303);
    res.headers.set('Cache-Control', 'no-store');
    return res;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') {
      return new Response('File not found. It may have been removed; upload it again.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    throw err;
  }
}
