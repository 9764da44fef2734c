import { NextResponse } from 'next/server';
import { sessionRoute } from '@/app/_lib/session-route';
import { createDownloadUrl } from '@/lib/providers/storage/service';

// GET /files/open?key=…: the signed-in worker's own stored file, by way of a short-lived download address
// (the "Open" links of components/uploads). Another user's key, or one never uploaded, is 404.
export const GET = sessionRoute({ name: 'files.open' }, async (ctx, req) => {
  const key = new URL(req.url).searchParams.get('key') ?? '';
  const { downloadUrl } = await createDownloadUrl(ctx, key);
  const res = NextResponse.redirect(downloadUrl, 303);
  res.headers.set('Cache-Control', 'no-store');
  return res;
});
