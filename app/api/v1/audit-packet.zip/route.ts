// GET /api/v1/audit-packet.zip?year= (Pro): the PDF and every file attached to the year's records, as a ZIP
import { packetZip } from '@/lib/views/audit-packet/service';
import { ZIP_NAMES } from '@/lib/views/exports/zip-names';
import { download } from '@/lib/http/download';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { yearQuery } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/audit-packet.zip',
      operationId: 'getAuditPacketZip',
      summary: 'Audit packet with every attached file (ZIP)',
      description:
        "The same PDF, plus the year's receipts, contracts and income documents (W-2s, 1099s), the tax home's " +
        `documents and the credentials valid during the year, streamed as one ZIP. ${ZIP_NAMES}`,
      tags: ['Dashboard & reports'],
      query: yearQuery,
      plan: 'pro',
      file: {
        contentType: 'application/zip',
        description: 'The audit packet and its files (audit-packet-2026.zip)',
      },
    },
    async ({ ctx, query }) => download(await packetZip(ctx, query.year)),
  ),
});
