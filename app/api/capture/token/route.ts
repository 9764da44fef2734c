// POST /api/capture/token — a one-hour API token for the signed-in browser's Capture page, to send what it
// logged (offline or not) to /api/v1 with an Idempotency-Key each (components/capture/send.ts). A POST, so
// nothing caches it; no session is 401. The token is the one Settings → API access mints.
import { sessionRoute } from '@/app/_lib/session-route';
import { issueAccessToken } from '@/lib/auth/keys';
import { json } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

export const POST = sessionRoute({ name: 'capture.token', rateLimit: true }, async ({ user, now }) => {
  const { token, expiresAt } = await issueAccessToken(
    { sub: user.sub, email: user.email, first_name: user.first_name },
    now,
  );
  return json({ token, expiresAt }, 200, { 'Cache-Control': 'no-store' });
});
