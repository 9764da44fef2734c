// GET /api/v1/audit-packet?year= (Pro): the year's audit packet as one PDF
import { packetPdf } from '@/lib/audit-packet/service';
import { download } from '@/lib/exports/download';
import { methods } from '@/lib/http/methods';
import { route } from '@/lib/http/route';
import { yearQuery } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: yearQuery, plan: 'pro' }, async ({ ctx, query }) =>
    download(await packetPdf(ctx, query.year)),
  ),
});
