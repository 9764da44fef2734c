import 'server-only';
import { readPdf, type Unreadable } from '@/lib/reading/contracts/pdf';
import { ApiError } from '@/lib/core/errors';
import { imageHeader, looksLikeImage } from './image-header';
import { OcrError, recognize } from './ocr/engine';
import { MAX_PIXELS, MAX_SIDE } from './ocr/limits';

// A document's text on this server, without an AI provider: a PDF's own text layer (pdf.js), else its
// pages rendered and recognized (a scan), and a photo recognized (tesseract.js, lib/reading/ocr). The rules
// (receipt-rules.ts, contract-rules.ts) read the fields from it.

const count = (n: number) => n.toLocaleString('en-US');

/** An OCR failure in the worker's words: the file's problem is 422, the server's 503. */
function ocrProblem(err: OcrError, unreadable: Unreadable): ApiError {
  switch (err.reason) {
    case 'unreadable_image':
      return unreadable('the image is damaged or in a format we cannot open: take the photo again');
    case 'too_large':
      return unreadable('it is too large to read on this server: upload a smaller photo');
    case 'timeout':
      return unreadable('reading it took too long: upload a smaller or clearer photo');
    case 'failed':
      return unreadable('its text could not be recognized');
    case 'busy':
      return new ApiError('unavailable', 'Many files are being read right now: try again in a minute');
    case 'engine':
      return new ApiError('unavailable', 'Reading files is unavailable for a moment: try again shortly');
  }
}

async function recognized(images: Uint8Array[], unreadable: Unreadable): Promise<string> {
  try {
    const pages = await recognize(images);
    return pages.map((p) => p.text).join('\n\n');
  } catch (err) {
    throw err instanceof OcrError ? ocrProblem(err, unreadable) : err;
  }
}

/** The size an image declares, refused before any decoder allocates for it. */
function checkImage(bytes: Uint8Array, unreadable: Unreadable): void {
  const header = imageHeader(bytes);
  if (!header || header.width === 0 || header.height === 0) {
    throw unreadable('the image is damaged or incomplete: take the photo again');
  }
  const pixels = header.width * header.height;
  if (pixels > MAX_PIXELS || Math.max(header.width, header.height) > MAX_SIDE) {
    throw unreadable(
      `the photo is too large to read (${count(header.width)} × ${count(header.height)} pixels): ` +
        `upload one of at most ${count(MAX_PIXELS / 1_000_000)} megapixels`,
    );
  }
}

/**
 * The text of a PDF (`pdf`) or a PNG, JPEG or WebP photo (`image`), as the caller's own check of the bytes
 * found it (lib/reading/contracts/extract.ts, lib/reading/receipts/service.ts); 422 through `unreadable` for a file
 * past the reading bounds (lib/reading/ocr/limits.ts) or one that does not decode.
 */
export async function documentText(
  bytes: Uint8Array,
  kind: 'pdf' | 'image',
  unreadable: Unreadable,
): Promise<string> {
  if (kind === 'pdf') {
    const content = await readPdf(bytes, unreadable);
    if ('text' in content) return content.text;
    const pages = content.images.map((img) => new Uint8Array(Buffer.from(img.base64, 'base64')));
    return recognized(pages, unreadable);
  }
  if (!looksLikeImage(bytes)) throw unreadable('it is not a PDF or a photo');
  checkImage(bytes, unreadable);
  return recognized([bytes], unreadable);
}
