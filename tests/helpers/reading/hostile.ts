import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

// Files made to hurt a reader: images that declare sizes no decoder should allocate for, a decompression bomb
// (a few kilobytes that inflate to a near-limit image), truncated and garbage images, and a PDF of thousands
// of pages. Written by hand, byte by byte, so each is exactly what its name says.

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return chunk('IHDR', data);
}

/** A PNG that declares width × height and holds no pixel data at all. */
export const declaredPng = (width: number, height: number) =>
  new Uint8Array(Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk('IEND', Buffer.alloc(0))]));

/**
 * A white greyscale PNG of width × height whose pixel data deflates to almost nothing: each row is filter
 * "Sub" with a first byte of 255 and zeros after it, so every decoded byte is 255. 7,000 × 7,000 (49
 * megapixels, 196 MB as RGBA) is about 50 KB on disk.
 */
export function bombPng(width: number, height: number): Uint8Array {
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 1;
    raw[y * (width + 1) + 1] = 0xff;
  }
  const idat = chunk('IDAT', deflateSync(raw, { level: 9 }));
  return new Uint8Array(
    Buffer.concat([PNG_SIGNATURE, ihdr(width, height), idat, chunk('IEND', Buffer.alloc(0))]),
  );
}

/** A JPEG whose frame header declares width × height, followed by nothing that decodes. */
export function declaredJpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...components, 0xff, 0xd9]);
}

/** The first `bytes` bytes of a real image: its header is whole, its pixels cut off. */
export const truncated = (image: Uint8Array, bytes = 64) => image.slice(0, bytes);

/** A PDF of `pages` empty pages. */
export async function manyPagesPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  return doc.save();
}

/**
 * A one-page PDF whose page draws a side × side greyscale image of zeros: a few hundred kilobytes that
 * inflate to side² bytes, and four times that once drawn. Written object by object, with its cross-reference
 * table, as pdf-lib would take many seconds to deflate the pixels itself.
 */
export function imageBombPdf(side: number): Uint8Array {
  const pixels = deflateSync(Buffer.alloc(side * side), { level: 9 });
  const content = Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(at);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    at += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
  ].join('');
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(xref)]));
}
