import 'server-only';
import { contentWidth, INK, MUTED, RULE, type Pdf } from './doc';
import { pdfText } from './text';

// A table that flows over pages: fixed column widths (fractions of the page's width), cells that wrap,
// the header row repeated at the top of every page the table continues on, and numbers aligned right.
// Rows are added one at a time, so a 2,000-trip mileage log is drawn as it is read from the database.

export interface Column {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface Cell {
  text: string;
  color?: string;
  bold?: boolean;
}

const SIZE = 8.5;
const PAD_X = 4;
const PAD_Y = 3;
/** A cell taller than this many lines is cut with an ellipsis, so no row outgrows a page. */
const MAX_LINES = 8;

export class PdfTable {
  private readonly widths: number[];
  private readonly x: number;
  private stripe = false;

  constructor(
    private readonly doc: Pdf,
    private readonly columns: Column[],
  ) {
    const total = contentWidth(doc);
    this.widths = columns.map((c) => c.width * total);
    this.x = doc.page.margins.left;
    this.header();
  }

  private lineHeight(): number {
    return this.doc.font('Helvetica').fontSize(SIZE).currentLineHeight(true);
  }

  private cellHeight(text: string, width: number, bold: boolean): number {
    const doc = this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
    // Most cells fit on one line: measuring the width is much cheaper than laying the text out.
    if (doc.widthOfString(text) <= width) return this.lineHeight();
    return Math.min(doc.heightOfString(text, { width }), this.lineHeight() * MAX_LINES);
  }

  private draw(cells: Cell[], opts: { header?: boolean } = {}): void {
    const doc = this.doc;
    const texts = cells.map((c) => pdfText(c.text));
    const heights = texts.map((t, i) =>
      this.cellHeight(t, (this.widths[i] ?? 0) - 2 * PAD_X, Boolean(opts.header || cells[i]?.bold)),
    );
    const height = Math.max(...heights) + 2 * PAD_Y;
    if (!opts.header && doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      this.header();
    }
    const y = doc.y;
    const width = this.widths.reduce((a, b) => a + b, 0);
    if (opts.header) doc.rect(this.x, y, width, height).fill('#eef1f5');
    else if (this.stripe) doc.rect(this.x, y, width, height).fill('#f7f8fa');
    let x = this.x;
    texts.forEach((text, i) => {
      const w = this.widths[i] ?? 0;
      const cell = cells[i];
      doc
        .font(opts.header || cell?.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(SIZE)
        .fillColor(opts.header ? MUTED : (cell?.color ?? INK))
        .text(text, x + PAD_X, y + PAD_Y, {
          width: w - 2 * PAD_X,
          height: (heights[i] ?? 0) + 1,
          ellipsis: true,
          align: this.columns[i]?.align ?? 'left',
        });
      x += w;
    });
    doc
      .moveTo(this.x, y + height)
      .lineTo(this.x + width, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(INK);
    doc.x = this.x;
    doc.y = y + height;
    if (!opts.header) this.stripe = !this.stripe;
  }

  private header(): void {
    // A header alone at the foot of a page is useless: keep it with at least two rows.
    if (this.doc.y + this.lineHeight() * 4 > this.doc.page.height - this.doc.page.margins.bottom) {
      this.doc.addPage();
    }
    this.stripe = false;
    this.draw(
      this.columns.map((c) => ({ text: c.header })),
      { header: true },
    );
  }

  row(cells: (Cell | string)[]): this {
    this.draw(cells.map((c) => (typeof c === 'string' ? { text: c } : c)));
    return this;
  }

  /** Ends the table with a little space below it. */
  end(): void {
    this.doc.moveDown(0.6);
  }
}

/** A table in one call, for the short ones. */
export function table(doc: Pdf, columns: Column[], rows: (Cell | string)[][]): void {
  const t = new PdfTable(doc, columns);
  for (const r of rows) t.row(r);
  t.end();
}
