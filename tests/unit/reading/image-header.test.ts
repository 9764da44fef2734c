import { describe, expect, it } from 'vitest';
import { imageHeader, looksLikeImage } from '@/lib/reading/image-header';
import { png } from '../../helpers/pdfs';
import { declaredJpeg, declaredPng } from '../../helpers/reading/hostile';

// The size an image declares, read from its header before anything decodes it.

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const riff = (chunk: string, payload: number[]) =>
  new Uint8Array([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBP'),
    ...ascii(chunk),
    0,
    0,
    0,
    0,
    ...payload,
    ...Array(16).fill(0),
  ]);

describe('imageHeader', () => {
  it.each([
    ['a PNG written by hand', png(64, 32), { type: 'png', width: 64, height: 32 }],
    [
      'a PNG declaring 100,000 × 100,000',
      declaredPng(100_000, 100_000),
      { type: 'png', width: 100_000, height: 100_000 },
    ],
    ['a JPEG frame header (SOF0)', declaredJpeg(4032, 3024), { type: 'jpeg', width: 4032, height: 3024 }],
    // VP8: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height (640 × 480)
    [
      'a lossy WebP',
      riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]),
      { type: 'webp', width: 640, height: 480 },
    ],
    // VP8L: 0x2f, then width-1 and height-1 in 14 bits each: 99 = 0x63, 49 → bits 14..27
    ['a lossless WebP', riff('VP8L', [0x2f, 0x63, 0x40, 0x0c, 0]), { type: 'webp', width: 100, height: 50 }],
    // VP8X: 4 bytes of flags, then width-1 and height-1 in 24 bits each (3000 × 2000)
    [
      'an extended WebP',
      riff('VP8X', [0, 0, 0, 0, 0xb7, 0x0b, 0, 0xcf, 0x07, 0]),
      { type: 'webp', width: 3000, height: 2000 },
    ],
  ])('%s', (_label, data, header) => expect(imageHeader(data)).toEqual(header));

  it.each([
    ['a PNG signature alone', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    [
      'a PNG whose first chunk is not IHDR',
      new Uint8Array([...png(8, 8).slice(0, 12), ...ascii('IDAT'), ...Array(12).fill(0)]),
    ],
    ['a JPEG that starts scanning before any frame', bytes(0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0, 0)],
    ['a JPEG cut off in a segment', bytes(0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 1, 2, 3)],
    ['a JPEG with a segment length under 2', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 1, 0, 0, 0, 0, 0, 0)],
    ['a WebP of an unknown chunk', riff('ABCD', [])],
    ['a GIF', new Uint8Array(ascii('GIF89a\x01\x00\x01\x00'))],
    ['nothing', bytes()],
  ])('null for %s', (_label, data) => expect(imageHeader(data)).toBeNull());

  it('tells an image by its signature even when its header is broken', () => {
    expect(looksLikeImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(looksLikeImage(bytes(0xff, 0xd8, 0xff))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });
});
