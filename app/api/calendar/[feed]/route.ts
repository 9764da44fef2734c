// GET /api/calendar/<secret>.ics — the calendar feed; no token: the secret in the address is the credential
import { calendarFeed } from '@/lib/views/calendar/feed';
import { feedParams } from '@/lib/views/calendar/schemas';
import { download } from '@/lib/http/download';
import { methods } from '@/lib/http/methods';
import { publicRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute({ params: feedParams }, async ({ ctx, params }) =>
    download(await calendarFeed(ctx, params.feed)),
  ),
});
