// GET /unsubscribe?token=: the digest email's link turns the digest off in one click, without signing in.
// POST /unsubscribe?token=: the same for mail clients' own button (RFC 8058 one-click, List-Unsubscribe-Post).
import { turnOffDigest } from '@/lib/digest/unsubscribe';

const page = (title: string, body: string, status: number) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
      `content="width=device-width, initial-scale=1"><title>${title}</title></head><body ` +
      `style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
      `<h1>${title}</h1><p>${body}</p><p><a href="/settings">Open Settings</a></p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

async function handle(req: Request): Promise<boolean> {
  return turnOffDigest(new URL(req.url).searchParams.get('token') ?? '');
}

export async function GET(req: Request): Promise<Response> {
  return (await handle(req))
    ? page(
        'You will get no more digests',
        'Turn the email summary back on in Settings whenever you like.',
        200,
      )
    : page('This link does not work', 'Turn the email summary off in Settings instead.', 400);
}

export async function POST(req: Request): Promise<Response> {
  const ok = await handle(req);
  return new Response(ok ? 'Unsubscribed' : 'Unknown link', {
    status: ok ? 200 : 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
