// GET /api/export/audit-packet.pdf?year= — the signed-in user's audit packet (Pro), for the web app
import { packetPdf } from '@/lib/audit-packet/service';
import { sessionDownload, yearOf } from '../session-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  return sessionDownload((ctx) => packetPdf(ctx, yearOf(req)), { plan: 'pro' });
}
