import 'server-only';
import type { Ctx } from '@/lib/core/context';
import type { FileDownload } from '@/lib/http/download';
import { requirePro } from '@/lib/account/users/plan';
import { addStoredFiles, missingFilesNote, splitByPresence } from '@/lib/http/zip/stored-files';
import { zipWriter } from '@/lib/http/zip/zip-writer';
import { packetFiles } from './files';
import { loadPacket } from '@/lib/views/load/audit-packet';
import { renderPacket } from './render';
import { tripsOfYear } from './trips';

// The audit packet of a year: one PDF, or a ZIP of that PDF and every file attached to the year's records.

export const packetFileName = (year: number, ext: 'pdf' | 'zip') => `audit-packet-${year}.${ext}`;

export async function buildPacketPdf(ctx: Ctx, year: number): Promise<Buffer> {
  const data = await loadPacket(ctx, year);
  return renderPacket(data, tripsOfYear(ctx, year));
}

function readme(year: number, missing: string): string {
  return [
    `Travel Ledger audit packet, tax year ${year}`,
    '',
    `${packetFileName(year, 'pdf')}  the packet itself: tax home, visits, costs, assignments, mileage log,`,
    '                      expenses, income, states to file and the audit checklist',
    'receipts/     receipts of the year\'s expenses: "<date> <description> <amount> #<expense id>"',
    'tax-home/     documents proving the tax home: "<year-month> <title> #<document id>"',
    'contracts/    assignment contracts: "<start date> <facility> #<assignment id>"',
    'credentials/  licenses and certifications valid during the year',
    'income/       W-2s, 1099s and pay stubs of the year: "<year> <form> <agency> #<document id>"',
    missing,
  ].join('\r\n');
}

/**
 * The PDF first (so a year without tax tables is a 400 before any byte is sent), then the ZIP streams:
 * the PDF, a README, and each present file, read from storage when the archive reaches it.
 */
export async function buildPacketZip(ctx: Ctx, year: number): Promise<ReadableStream<Uint8Array>> {
  const [pdf, files] = await Promise.all([buildPacketPdf(ctx, year), packetFiles(ctx, year)]);
  const { present, missing } = await splitByPresence(files);
  const zip = zipWriter(ctx.now);
  zip.add(packetFileName(year, 'pdf'), async () => pdf);
  zip.add('README.txt', async () => readme(year, missingFilesNote(missing)));
  addStoredFiles(zip, present);
  zip.end();
  return zip.stream;
}

/** GET /audit-packet: the year (default the current one) as a PDF download. */
export async function packetPdf(ctx: Ctx, year?: number): Promise<FileDownload> {
  requirePro(ctx); // the packet is a Pro feature, for the API and the web app alike
  const y = year ?? ctx.now.getUTCFullYear();
  return {
    body: await buildPacketPdf(ctx, y),
    filename: packetFileName(y, 'pdf'),
    contentType: 'application/pdf',
  };
}

/** GET /audit-packet.zip: the year (default the current one) as a ZIP download. */
export async function packetZip(ctx: Ctx, year?: number): Promise<FileDownload> {
  requirePro(ctx); // the packet is a Pro feature, for the API and the web app alike
  const y = year ?? ctx.now.getUTCFullYear();
  return {
    body: await buildPacketZip(ctx, y),
    filename: packetFileName(y, 'zip'),
    contentType: 'application/zip',
  };
}
