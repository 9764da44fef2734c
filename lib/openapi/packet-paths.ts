import 'server-only';
import { binaryFile } from '@/lib/exports/schemas';
import { yearQuery } from '@/lib/tax-views/schemas';
import type { Endpoint } from './types';

// The audit packet of a year: one PDF, or a ZIP of it and the year's attached files (Pro).

const authed = { auth: true, status: 200 as const };
const YEAR_DOCS = { year: 'Four-digit year, 2000 to 2100; default the current year' };

/** How files are named inside the ZIPs (packet and export). */
export const ZIP_NAMES =
  'Files are named for a tax preparer: `receipts/2026-03-14 Walgreens 12.50 #123.jpg` (date, description, ' +
  'amount, expense id), `tax-home/2026-01 Lease #7.pdf`, `contracts/2026-01-05 Denver Health #4.pdf`, ' +
  '`credentials/RN license CO exp 2027-08-31 #9.pdf`; `README.txt` lists any file a record names but ' +
  'storage lacks.';

export const packetPaths = (): Endpoint[] => [
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/audit-packet',
    operationId: 'getAuditPacket',
    summary: 'Audit packet (PDF)',
    description:
      'One PDF for a tax preparer or an IRS examiner: cover with the audit-readiness score, the tax home and its ' +
      'documents, visits, tax home costs by month, assignments with their GSA checks and stipend status, the ' +
      '12-month table, the mileage log (date, destination, business purpose, miles, with totals), expenses by ' +
      'category, income documents, states to file with forms and deadlines, and the audit checklist. ' +
      'A heavy year takes a second or two.',
    tags: ['Taxes'],
    pro: true,
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: binaryFile('The PDF (Content-Disposition: attachment; filename="audit-packet-2026.pdf")'),
    responseContentType: 'application/pdf',
    responseExample: '%PDF-1.3 …',
    responseDescription: 'The audit packet',
    errors: ['validation_error', 'pro_required'],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/audit-packet.zip',
    operationId: 'getAuditPacketZip',
    summary: 'Audit packet with every attached file (ZIP)',
    description: `The same PDF, plus the year's receipts and contracts, the tax home's documents and the credentials valid during the year, streamed as one ZIP. ${ZIP_NAMES}`,
    tags: ['Taxes'],
    pro: true,
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: binaryFile('The ZIP archive (audit-packet-2026.zip)'),
    responseContentType: 'application/zip',
    responseExample: 'PK…',
    responseDescription: 'The audit packet and its files',
    errors: ['validation_error', 'pro_required'],
  },
];
