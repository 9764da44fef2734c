// GET /api/export/audit-packet.zip?year= — the packet and the year's attached files (Pro), for the web app
import { packetZip } from '@/lib/audit-packet/service';
import { sessionDownload, yearOf } from '../session-download';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  return sessionDownload((ctx) => packetZip(ctx, yearOf(req)), { plan: 'pro' });
}
