// GET /api/export/audit-packet.zip?year= — the packet and the year's attached files (Pro), for the web app
import { sessionDownload } from '@/app/_lib/session-route';
import { packetZip } from '@/lib/views/audit-packet/service';
import { yearIn } from '@/lib/validation/common';

export const dynamic = 'force-dynamic';

export const GET = sessionDownload({ name: 'export.audit-packet.zip' }, (ctx, req) =>
  packetZip(ctx, yearIn(new URL(req.url).searchParams.get('year'))),
);
