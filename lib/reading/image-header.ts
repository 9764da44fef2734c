// An image's type and size from its first bytes, before anything decodes it: a decoder asked for a
// 100,000 × 100,000 PNG allocates 40 GB before it reads a pixel, so the size a file declares is checked
// first (lib/reading/document-text.ts). PNG, JPEG and WebP, the image types uploads take. Pure.

export type ImageType = 'png' | 'jpeg' | 'webp';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const at = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian at bytes 16 and 20. */
function png(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return { type: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** JPEG start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC), which carry the size. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments to the first frame header (height, then width, 16-bit big-endian). */
function jpeg(bytes: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isFrame(marker)) return { type: 'jpeg', height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
    const length = u16be(bytes, i + 2);
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30) return null;
  if (ascii(bytes, 12, 'VP8 ')) {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (!at(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { type: 'webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes[20] !== 0x2f) return null;
    const b = (n: number) => bytes[21 + n] ?? 0;
    const width = 1 + (b(0) | ((b(1) & 0x3f) << 8));
    const height = 1 + ((b(1) >> 6) | (b(2) << 2) | ((b(3) & 0x0f) << 10));
    return { type: 'webp', width, height };
  }
  if (ascii(bytes, 12, 'VP8X')) {
    return { type: 'webp', width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  }
  return null;
}

/**
 * The type and declared size of a PNG, JPEG or WebP; null for anything else, or for one of them whose
 * header cannot be read (truncated, or not what its signature says).
 */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  if (at(bytes, PNG_SIGNATURE)) return png(bytes);
  if (at(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return webp(bytes);
  return null;
}

/** Whether the bytes start like one of the image types, whatever follows (for the 422's wording). */
export function looksLikeImage(bytes: Uint8Array): boolean {
  return (
    at(bytes, PNG_SIGNATURE) ||
    at(bytes, [0xff, 0xd8, 0xff]) ||
    (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP'))
  );
}
