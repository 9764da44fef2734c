import 'server-only';
import {
  FAIL,
  heading,
  INK,
  keyValues,
  MARGIN,
  MUTED,
  paragraph,
  PASS,
  type Pdf,
} from '@/lib/views/audit-packet/pdf/doc';
import { table } from '@/lib/views/audit-packet/pdf/table';
import { day, pdfText } from '@/lib/views/audit-packet/pdf/text';
import type { PacketData } from '@/lib/views/audit-packet/types';

// Page 1: who, which year, how ready; and the contents, whose page numbers are filled in at the end.

export const EMPLOYMENT: Record<string, string> = { w2: 'W-2 employee', '1099': '1099 contractor' };
const FILING: Record<string, string> = {
  single: 'Single',
  married_joint: 'Married filing jointly',
  married_separate: 'Married filing separately',
  head_of_household: 'Head of household',
};

export function cover(doc: Pdf, data: PacketData): void {
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('TRAVEL LEDGER', MARGIN, MARGIN + 10, { characterSpacing: 1.5 });
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(`Audit packet ${data.year}`);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(`Tax year ${data.year}, prepared ${day(data.generatedOn)}`);
  doc.moveDown(1.5).fontSize(10).fillColor(INK);
  const home = data.taxHome;
  keyValues(doc, [
    ['Worker', [data.worker.name, data.worker.email].filter(Boolean).join(', ')],
    ['Employment type', EMPLOYMENT[data.worker.employmentType] ?? data.worker.employmentType],
    ['Filing status', FILING[data.worker.filingStatus] ?? data.worker.filingStatus],
    [
      'Tax home',
      home ? `${home.address}, ${home.city}, ${home.state} ${home.zip ?? ''}`.trim() : 'None recorded',
    ],
  ]);
  const { score, total, status } = data.audit;
  const ready = status === 'audit_ready';
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .roundedRect(MARGIN, y, 504, 62, 6)
    .lineWidth(1)
    .strokeColor(ready ? PASS : FAIL)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(ready ? PASS : FAIL)
    .text(`${score} of ${total}`, MARGIN + 16, y + 16, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text('Audit readiness', MARGIN + 150, y + 14);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      ready
        ? 'Every criterion is met (see the checklist at the end).'
        : 'Action needed: the checklist at the end says what is missing.',
      MARGIN + 150,
      y + 32,
      { width: 340 },
    );
  doc.y = y + 78;
  paragraph(
    doc,
    'This packet gathers the records the worker entered in Travel Ledger for the year: the tax home and its ' +
      'evidence, work assignments, travel, expenses and the filing duties they create. Tax figures are ' +
      "Travel Ledger's estimates, not a filed return. Attached files (receipts, documents, contracts, " +
      'credentials) come in the ZIP version of this packet, named by date, description and amount.',
    { muted: true },
  );
}

/** The contents table on page 1, once every section's first page is known. */
export function contents(doc: Pdf, entries: { title: string; page: number }[], y: number): void {
  doc.switchToPage(0);
  // The cursor is shared by all pages: put it back where the cover's text ended.
  doc.y = y;
  heading(doc, 'Contents');
  table(
    doc,
    [
      { header: 'Section', width: 0.85 },
      { header: 'Page', width: 0.15, align: 'right' },
    ],
    entries.map((e) => [pdfText(e.title), String(e.page)]),
  );
}
