import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

// Documents the reading tests make themselves, the way a worker's files come: a PDF written with pdfkit (its
// built-in fonts), and a "photo" of it: the page drawn by pdf.js onto a canvas (@napi-rs/canvas), turned by
// a small angle, with noise, blur and a grey paper, saved as PNG or JPEG. Everything is seeded: a document
// and its photo are the same bytes on every run.

export type Font = 'Courier' | 'Courier-Bold' | 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold';

/** One printed row: text on the left, optionally text on the right edge, one centred text, or a paragraph. */
export interface Row {
  left?: string;
  right?: string;
  center?: string;
  /** A paragraph, wrapped to the page's width. */
  wrap?: string;
  /** Extra space before the row, in lines. */
  gap?: number;
  size?: number;
}

export interface PageSpec {
  /** Page size in points: a receipt roll is 3.15 in wide; a contract is US Letter. */
  width: number;
  height: number;
  margin: number;
  font: Font;
  size: number;
  rows: Row[];
}

/** The pages as a PDF with a text layer. */
export function writePdf(pages: PageSpec[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const first = pages[0];
    if (!first) throw new Error('no page');
    const doc = new PDFDocument({
      size: [first.width, first.height],
      margin: first.margin,
      autoFirstPage: false,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const page of pages) {
      doc.addPage({ size: [page.width, page.height], margin: page.margin });
      doc.font(page.font);
      const inner = page.width - 2 * page.margin;
      let y = page.margin;
      for (const row of page.rows) {
        const size = row.size ?? page.size;
        doc.fontSize(size);
        y += (row.gap ?? 0) * size * 1.25;
        if (row.center !== undefined) doc.text(row.center, page.margin, y, { width: inner, align: 'center' });
        if (row.left !== undefined) doc.text(row.left, page.margin, y, { width: inner, lineBreak: false });
        if (row.right !== undefined) doc.text(row.right, page.margin, y, { width: inner, align: 'right' });
        if (row.wrap !== undefined) {
          doc.text(row.wrap, page.margin, y, { width: inner, lineGap: size * 0.25 });
          y = doc.y;
        } else y += size * 1.25;
      }
    }
    doc.end();
  });
}

/** How a "photo" of a page is taken. */
export interface PhotoSpec {
  /** Pixels per point: 2 is 144 dpi, 3 is 216 dpi. */
  scale: number;
  /** Turn in degrees (a receipt laid slightly askew). */
  skew: number;
  /** Share of pixels flipped to a random grey (sensor noise, dust). */
  noise: number;
  /** Gaussian blur radius in pixels (a shaky hand); 0 for none. */
  blur: number;
  /** Paper grey, 0-255 (255 white); thermal paper photographed indoors is about 225. */
  paper: number;
  format: 'png' | 'jpeg';
  seed: number;
}

const STANDARD_FONTS = `${path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;

/** A page of a PDF drawn onto a canvas by pdf.js, on white. */
async function drawPage(pdf: Uint8Array, pageNumber: number, scale: number): Promise<Canvas> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const canvasContext = ctx as unknown as CanvasRenderingContext2D;
    await page.render({ canvas: null, canvasContext, viewport }).promise;
    return canvas;
  } finally {
    await task.destroy();
  }
}

/** Mulberry32: a small seeded generator, so a photo's noise is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photo of one page of the PDF: turned, on grey paper, blurred and noisy, as PNG or JPEG bytes. */
export async function photo(pdf: Uint8Array, spec: PhotoSpec, pageNumber = 1): Promise<Uint8Array> {
  const page = await drawPage(pdf, pageNumber, spec.scale);
  const angle = (spec.skew * Math.PI) / 180;
  const pad = Math.ceil(Math.abs(Math.sin(angle)) * Math.max(page.width, page.height) * 0.6) + 24;
  const out = createCanvas(page.width + 2 * pad, page.height + 2 * pad);
  const ctx = out.getContext('2d');
  ctx.fillStyle = `rgb(${spec.paper}, ${spec.paper}, ${spec.paper})`;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(angle);
  if (spec.blur > 0) ctx.filter = `blur(${spec.blur}px)`;
  // The page's white becomes the paper's grey; its ink stays dark.
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(page, -page.width / 2, -page.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  ctx.globalCompositeOperation = 'source-over';
  if (spec.noise > 0) {
    const image = ctx.getImageData(0, 0, out.width, out.height);
    const random = seeded(spec.seed);
    const { data } = image;
    for (let i = 0; i < data.length; i += 4) {
      if (random() >= spec.noise) continue;
      const grey = Math.floor(random() * 256);
      data[i] = data[i + 1] = data[i + 2] = grey;
    }
    ctx.putImageData(image, 0, 0);
  }
  const bytes = spec.format === 'png' ? out.toBuffer('image/png') : out.toBuffer('image/jpeg', 80);
  return new Uint8Array(bytes);
}
