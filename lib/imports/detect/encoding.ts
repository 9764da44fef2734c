import { isUtf8 } from 'node:buffer';

// The text of an uploaded CSV: which encoding it is in, and what it says. Pure, no I/O.
// Bank and tracker exports come as UTF-8 (with or without a byte-order mark), as UTF-16 with a BOM (Excel's
// "Unicode text") or as Windows-1252 (older Excel and most US banks); Latin-1 is read as Windows-1252, its
// superset, the way browsers do (WHATWG Encoding: the label "latin1" means windows-1252).

export const ENCODINGS = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Files people pick by mistake, by their first bytes, with what to do instead. */
const NOT_CSV: { magic: number[]; what: string }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook or another zipped file' },
  { magic: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel workbook (.xls)' },
];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Windows-1252's characters for the bytes 0x80–0x9F (€, curly quotes, dashes…); Latin-1 has controls there. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 by hand: Node's TextDecoder('windows-1252') decodes as Latin-1 (0x80 is U+0080, not €), so
 * the 32 bytes where the two differ are mapped here.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

export type Decoded = { ok: true; text: string; encoding: Encoding } | { ok: false; reason: string };

function nonCsv(bytes: Uint8Array): string | null {
  const known = NOT_CSV.find((k) => startsWith(bytes, k.magic));
  if (known)
    return `This is ${known.what}, not a CSV file. Export or save it as CSV (comma-separated values).`;
  // NUL bytes never occur in text outside UTF-16, which we only accept with its byte-order mark.
  if (bytes.subarray(0, 4096).includes(0)) return 'This is not a text file. Export it as CSV and try again.';
  return null;
}

export type Sniffed = { ok: true; encoding: Encoding; start: number } | { ok: false; reason: string };

/** The file's encoding and where its text starts (after the byte-order mark), or why it is not a CSV. */
export function sniffEncoding(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { ok: true, encoding: 'utf-8-bom', start: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { ok: true, encoding: 'utf-16le', start: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { ok: true, encoding: 'utf-16be', start: 2 };
  const problem = nonCsv(bytes);
  if (problem) return { ok: false, reason: problem };
  // Not valid UTF-8: every byte is a character in Windows-1252. Checked natively, without a copy.
  return { ok: true, encoding: isUtf8(bytes) ? 'utf-8' : 'windows-1252', start: 0 };
}

/**
 * A decoder of consecutive slices of the text (`last` on the final one): a character split between two
 * slices comes out whole in the second. Invalid sequences become U+FFFD, so the text is well-formed.
 */
export function chunkDecoder(encoding: Encoding): (slice: Uint8Array, last: boolean) => string {
  if (encoding === 'windows-1252') return (slice) => decodeWindows1252(slice);
  const decoder = new TextDecoder(encoding === 'utf-8-bom' ? 'utf-8' : encoding, { ignoreBOM: true });
  return (slice, last) => decoder.decode(slice, { stream: !last });
}

/**
 * The file's text and encoding, or why it is not a CSV we can read (whole: for small texts and tests).
 * @internal Tests use it too.
 */
export function decodeCsv(bytes: Uint8Array): Decoded {
  const sniffed = sniffEncoding(bytes);
  if (!sniffed.ok) return sniffed;
  const text = chunkDecoder(sniffed.encoding)(bytes.subarray(sniffed.start), true);
  return { ok: true, text, encoding: sniffed.encoding };
}
