// GET /api/export/audit-packet.pdf?year= — the signed-in user's audit packet (Pro), for the web app
import { sessionDownload } from '@/app/_lib/session-route';
import { packetPdf } from '@/lib/views/audit-packet/service';
import { yearIn } from '@/lib/validation/common';

export const dynamic = 'force-dynamic';

export const GET = sessionDownload({ name: 'export.audit-packet.pdf' }, (ctx, req) =>
  packetPdf(ctx, yearIn(new URL(req.url).searchParams.get('year'))),
);
