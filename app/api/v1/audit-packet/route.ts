// GET /api/v1/audit-packet?year= (Pro): the year's audit packet as one PDF
import { packetPdf } from '@/lib/views/audit-packet/service';
import { download } from '@/lib/http/download';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { yearQuery } from '@/lib/views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/v1/audit-packet',
      operationId: 'getAuditPacket',
      summary: 'Audit packet (PDF)',
      description:
        'One PDF for a tax preparer or an IRS examiner: a cover with the audit-readiness score, the tax home and ' +
        'its documents, visits, tax home costs by month, assignments with their GSA checks and stipend status, ' +
        'the 12-month table, the mileage log (date, destination, business purpose, miles, with totals), expenses ' +
        'by category, income documents and their reconciliation, states to file with forms and deadlines, and ' +
        'the audit checklist. A heavy year takes a second or two.',
      tags: ['Dashboard & reports'],
      query: yearQuery,
      plan: 'pro',
      file: { contentType: 'application/pdf', description: 'The audit packet (audit-packet-2026.pdf)' },
    },
    async ({ ctx, query }) => download(await packetPdf(ctx, query.year)),
  ),
});
