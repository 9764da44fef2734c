import 'server-only';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { ContractImage } from '@/lib/providers/ai/openai';
import { ApiError } from '@/lib/core/errors';
import { MAX_PIXELS } from '@/lib/reading/ocr/limits';

// A PDF's text (or, for a scan without a text layer, its first pages as JPEG images) with pdf.js, in
// process. pdfjs-dist stays out of the Next.js bundle (next.config.mjs `serverExternalPackages`) so that it
// finds its worker module and its optional canvas (@napi-rs/canvas, used only to render scans) natively.

/** Text pages read; a contract's pay table is rarely past page 50. */
const MAX_TEXT_PAGES = 50;
/** About 25k tokens: plenty for a contract, bounded for the model. */
export const MAX_TEXT_CHARS = 100_000;
/** Under this many non-space characters the PDF has no usable text layer: it is a scan. */
const MIN_TEXT_CHARS = 20;
/** Pages of a scan sent as images, and their size (longest side in pixels, JPEG quality). */
const MAX_IMAGE_PAGES = 4;
const MAX_IMAGE_SIDE = 2000;
const JPEG_QUALITY = 85;

export type PdfContent = { text: string } | { images: ContractImage[] };

interface NodeCanvas {
  toBuffer(mime: 'image/jpeg', quality?: number): Buffer;
}
interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: unknown };
}

/** The 422 of the document being read: a contract's by default, a receipt's from lib/reading/receipts. */
export type Unreadable = (why: string) => ApiError;
export const contractUnreadable: Unreadable = (why) =>
  new ApiError('unprocessable_contract', `The contract could not be read: ${why}`);

/** pdf.js's own exceptions about a file (a worker error that is none of these arrives as UnknownError). */
const PDF_ERRORS = new Set([
  'InvalidPDFException',
  'FormatError',
  'UnknownErrorException',
  'ResponseException',
]);

/** A file pdf.js rejects is 422; anything else (pdf.js itself failing to load) is a server fault, rethrown. */
function openError(err: unknown, unreadable: Unreadable): unknown {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return unreadable('the PDF is password-protected');
  if (PDF_ERRORS.has(name)) return unreadable('the file is not a valid PDF');
  return err;
}

async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .filter((item): item is TextItem => 'str' in item)
    .map((item) => item.str + (item.hasEOL ? '\n' : ' '))
    .join('')
    .replace(/[ \t]+/g, ' ');
}

async function documentText(pdf: PDFDocumentProxy): Promise<string> {
  const pages: string[] = [];
  for (let n = 1; n <= Math.min(pdf.numPages, MAX_TEXT_PAGES); n++) {
    pages.push(await pageText(await pdf.getPage(n)));
  }
  return pages.join('\n\n').slice(0, MAX_TEXT_CHARS);
}

async function renderPage(pdf: PDFDocumentProxy, page: PDFPageProxy): Promise<ContractImage> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({
    scale: Math.min(2, MAX_IMAGE_SIDE / Math.max(base.width, base.height)),
  });
  const factory = pdf.canvasFactory as unknown as CanvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: null, canvasContext: context as CanvasRenderingContext2D, viewport }).promise;
  return { base64: canvas.toBuffer('image/jpeg', JPEG_QUALITY).toString('base64'), mimeType: 'image/jpeg' };
}

async function documentImages(pdf: PDFDocumentProxy, unreadable: Unreadable): Promise<ContractImage[]> {
  const images: ContractImage[] = [];
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_IMAGE_PAGES); n++) {
      images.push(await renderPage(pdf, await pdf.getPage(n)));
    }
  } catch {
    // No canvas on this platform (@napi-rs/canvas is an optional dependency of pdfjs-dist), or a page that
    // cannot be drawn.
    throw unreadable('the PDF is a scan that cannot be rendered on this server');
  }
  return images;
}

/** The PDF's text, or page images when it has no text layer; 422 when it is corrupt or encrypted. */
export async function readPdf(bytes: Uint8Array, unreadable = contractUnreadable): Promise<PdfContent> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js may take over (detach) the buffer it is given
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: true,
    // An image inside the PDF is decoded on this thread: one past the reading bound is left undrawn.
    maxImageSize: MAX_PIXELS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    let pdf: PDFDocumentProxy;
    try {
      pdf = await task.promise;
    } catch (err) {
      throw openError(err, unreadable);
    }
    let text: string;
    try {
      text = await documentText(pdf);
    } catch (err) {
      throw openError(err, unreadable);
    }
    if (text.replace(/\s/g, '').length >= MIN_TEXT_CHARS) return { text };
    return { images: await documentImages(pdf, unreadable) };
  } finally {
    await task.destroy();
  }
}
