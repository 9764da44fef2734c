import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';

// Real contract files for the analysis tests: PDFs written with pdf-lib (one fact per line, the way the
// OpenAI fake's rules read them), a PNG written by hand, a scan (an image-only PDF), a corrupt file and a
// password-protected PDF.

/** Pages of text lines → a PDF with a real text layer (Helvetica, one line per text operation). */
export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 54, y: 720 - i * 18, size: 11, font }));
  }
  return doc.save();
}

const header = (facility: string, place: string, agency: string, start: string, end: string) => [
  'TRAVEL ASSIGNMENT AGREEMENT',
  `Facility: ${facility}`,
  `Location: ${place}`,
  `Agency: ${agency}`,
  `Start date: ${start}`,
  `End date: ${end}`,
];

/** Hourly pay at a stated 40 hours per week, weekly housing, daily meals, two bonuses. */
export const hourlyContract = () =>
  textPdf([
    [
      ...header(
        'Denver Health Medical Center',
        'Denver, Colorado',
        'Aya Healthcare',
        '2026-01-05',
        '2026-04-05',
      ),
      'Schedule: 3x12 plus one 4-hour shift, 40 hours per week',
      'Taxable base rate: $52.50/hour',
      'Lodging: $1,400 per week housing',
      'Per diem: $90 per day meals',
      'We pay a $1,000 sign-on bonus and a $500 completion bonus.',
    ],
  ]);

/** Weekly pay, housing as a total for the contract, US and spelled-out dates. */
export const weeklyContract = () =>
  textPdf([
    [
      ...header(
        "St. David's Medical Center",
        'Austin, TX',
        'Cross Country Nurses',
        '03/01/2026',
        'May 30, 2026',
      ),
      'Taxable base: $2,150 per week',
      'Lodging: $15,600 total housing',
      'Per diem: $483 per week meals',
    ],
  ]);

/** Daily pay and stipends. */
export const dailyContract = () =>
  textPdf([
    [
      ...header('Mayo Clinic Hospital', 'Phoenix, Arizona', 'AMN Healthcare', '2026-07-06', '2026-10-03'),
      'Taxable base: $310 per day',
      'Lodging: $120.50 per day housing',
      'Per diem: $85 per day meals',
    ],
  ]);

/** Monthly pay and stipends. */
export const monthlyContract = () =>
  textPdf([
    [
      ...header(
        'UCSF Medical Center',
        'San Francisco, California',
        'Trusted Health',
        '2026-02-02',
        '2026-05-02',
      ),
      'Taxable base: $9,100 per month',
      'Lodging: $6,000 per month housing',
      'Per diem: $1,300 per month meals',
    ],
  ]);

/** Two pages: the parties on page 1, pay (hourly, no stated hours) on page 2. */
export const multiPageContract = () =>
  textPdf([
    header('Maine Medical Center', 'Portland, Maine', 'Fastaff', '2026-09-07', '2026-12-05'),
    [
      'SCHEDULE B: COMPENSATION',
      'Taxable base rate: $48.75/hour',
      'Lodging: $1,225.50 per week housing',
      'Per diem: $75.25 per day meals',
      'Refer a friend: $250 referral bonus',
    ],
  ]);

/** A letter about an assignment with no pay data at all. */
export const noPayContract = () =>
  textPdf([
    [
      ...header('Mercy Hospital', 'Springfield, Missouri', 'Medical Solutions', '2026-04-06', '2026-07-04'),
      'This letter confirms your interest in the position above.',
      'Compensation will be sent in a separate offer.',
    ],
  ]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of width × height pixels, dark text-like stripes on white, written by hand. */
export function png(width = 64, height = 32): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, no filter, no interlace
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, y % 4 === 0 ? 0x20 : 0xff)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned contract: one page holding only an image, no text layer. */
export async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png(200, 100));
  doc.addPage([612, 792]).drawImage(image, { x: 56, y: 400, width: 500, height: 250 });
  return doc.save();
}

/** A PDF header and nothing else that makes a PDF. */
export const corruptPdf = () => new TextEncoder().encode('%PDF-1.7 garbage');

/**
 * A password-protected PDF. pdf-lib cannot encrypt, so the trailer gets an /Encrypt dictionary of the
 * standard security handler (RC4, 40-bit) whose /U value matches no empty user password: readers must ask
 * for the password, as for a real protected file.
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Taxable base rate: $60/hour', { x: 54, y: 720, size: 11, font });
  const { context } = doc;
  const hex = (bytes: number, digit: string) => PDFHexString.of(digit.repeat(bytes * 2));
  const encrypt = context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -4 });
  encrypt.set(PDFName.of('O'), hex(32, 'a'));
  encrypt.set(PDFName.of('U'), hex(32, 'b'));
  context.trailerInfo.Encrypt = context.register(encrypt);
  const id = hex(16, 'c');
  context.trailerInfo.ID = context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
