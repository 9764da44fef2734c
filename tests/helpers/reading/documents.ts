import { PDFDocument } from 'pdf-lib';
import type { ContractCase } from './contract-builder';
import type { ReceiptCase } from './receipt-builder';
import { photo, writePdf } from './render';

// The files of the reading set, as a worker uploads them: a receipt's photo (or its PDF), a contract's PDF
// and its scan (a photo of the first page, or an image-only PDF of every page). Seeds come from the case's
// place in its list, so every run makes the same bytes.

export interface SetFile {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg' | 'application/pdf';
}

export async function receiptFile(c: ReceiptCase, index: number): Promise<SetFile> {
  const pdf = await writePdf([c.page]);
  if (!c.photo) return { bytes: pdf, type: 'application/pdf' };
  const bytes = await photo(pdf, { ...c.photo, seed: 1000 + index });
  return { bytes, type: c.photo.format === 'png' ? 'image/png' : 'image/jpeg' };
}

export const contractPdf = (c: ContractCase) => writePdf(c.pages);

/** An image-only PDF: each photo fills a Letter page, as a scanner makes it. */
async function imagePdf(pngs: Uint8Array[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const png of pngs) {
    const image = await doc.embedPng(png);
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return doc.save();
}

/** The contract's scan, or null when the set has none of it. */
export async function contractScan(c: ContractCase, index: number): Promise<SetFile | null> {
  if (!c.scan) return null;
  const pdf = await contractPdf(c);
  const pages = c.scan.pdf ? c.pages.length : 1;
  const photos: Uint8Array[] = [];
  for (let p = 1; p <= pages; p++)
    photos.push(await photo(pdf, { ...c.scan, seed: 2000 + index * 10 + p }, p));
  if (c.scan.pdf) return { bytes: await imagePdf(photos), type: 'application/pdf' };
  const [first] = photos;
  return first ? { bytes: first, type: 'image/png' } : null;
}
