// GET /api/v1/audit-packet.zip?year= (Pro): the PDF and every file attached to the year's records, as a ZIP
import { packetZip } from '@/lib/audit-packet/service';
import { download } from '@/lib/exports/download';
import { methods } from '@/lib/http/methods';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, plan: 'pro' }, async ({ ctx, query }) =>
    download(await packetZip(ctx, query.year)),
  ),
});
