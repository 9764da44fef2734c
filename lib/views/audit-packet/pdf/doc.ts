import 'server-only';
import PDFDocument from 'pdfkit';
import { pdfText } from './text';

// The packet's page and type: US Letter, 0.75 in margins, Helvetica; headings keep with what follows,
// every page carries "name · year · page N of M" (pages are buffered until the end to know M).

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 54;
export const BODY_SIZE = 9.5;
export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
export const RULE = '#c9d1da';
export const PASS = '#1d7a46';
export const FAIL = '#b42318';

export function createPdf(info: { title: string; author: string; date: Date }): Pdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: pdfText(info.title),
      Author: pdfText(info.author),
      Creator: 'Travel Ledger',
      CreationDate: info.date,
    },
  });
  doc.font('Helvetica').fontSize(BODY_SIZE).fillColor(INK);
  return doc;
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points fit below the cursor. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export interface SectionStart {
  title: string;
  /** 1-based. */
  page: number;
}
const headings = new WeakMap<Pdf, SectionStart[]>();

/** Each section heading drawn so far and its page, in order: the contents. */
export const sectionStarts = (doc: Pdf): SectionStart[] => headings.get(doc) ?? [];

/** About how tall a short table of `rows` one-line rows is, header and spacing included. */
export const rowsHeight = (rows: number) => (rows + 1) * 15 + 30;

/**
 * A section title with a rule under it, kept on the page of the first lines that follow it, or with the
 * `keepWith` points that follow it (a short table is not split when a new page can hold it whole).
 */
export function heading(doc: Pdf, title: string, opts: { newPage?: boolean; keepWith?: number } = {}): void {
  if (opts.newPage) doc.addPage();
  else {
    const fitsOnePage = (opts.keepWith ?? 0) < (doc.page.height - 2 * MARGIN) * 0.8;
    ensureSpace(doc, 40 + (fitsOnePage ? Math.max(50, opts.keepWith ?? 0) : 50));
    if (doc.y > doc.page.margins.top) doc.moveDown(1.2);
  }
  // Sections are drawn on the last page, so the page count is the page of this heading.
  headings.set(doc, [...sectionStarts(doc), { title, page: doc.bufferedPageRange().count }]);
  const x = doc.page.margins.left;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(pdfText(title), x, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 3;
  doc
    .moveTo(x, y)
    .lineTo(x + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 8;
  doc.font('Helvetica').fontSize(BODY_SIZE);
}

export function subheading(doc: Pdf, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(pdfText(title), doc.page.margins.left, doc.y);
  doc.moveDown(0.3).font('Helvetica').fontSize(BODY_SIZE);
}

/** A paragraph across the content width; `muted` for explanations an examiner may skip. */
export function paragraph(doc: Pdf, text: string, opts: { muted?: boolean; size?: number } = {}): void {
  doc
    .font('Helvetica')
    .fontSize(opts.size ?? BODY_SIZE)
    .fillColor(opts.muted ? MUTED : INK)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 1.5 });
  doc.fillColor(INK).moveDown(0.4);
}

/** Label/value lines in two columns: the labels muted and aligned, the values wrapping on their own. */
export function keyValues(doc: Pdf, pairs: [string, string][], labelWidth = 150): void {
  const x = doc.page.margins.left;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of pairs) {
    const text = pdfText(value || '-');
    const height = Math.max(doc.heightOfString(text, { width: valueWidth }), doc.currentLineHeight()) + 3;
    ensureSpace(doc, height);
    const y = doc.y;
    doc.fillColor(MUTED).text(pdfText(label), x, y, { width: labelWidth - 8 });
    doc.fillColor(INK).text(text, x + labelWidth, y, { width: valueWidth });
    doc.y = y + height;
  }
  doc.moveDown(0.3);
}

/** "Worker · 2026 · Page 3 of 41" at the foot of every page, written once all pages exist. */
export function addFooters(doc: Pdf, label: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = pdfText(`${label} · Page ${i + 1} of ${range.count}`);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(text, MARGIN, doc.page.height - MARGIN + 18, {
      width: contentWidth(doc),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The finished document's bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
