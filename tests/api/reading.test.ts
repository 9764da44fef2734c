import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExtractionResponse } from '@/lib/reading/contracts/schemas';
import { stopRecognition } from '@/lib/reading/ocr/engine';
import { receiptReadingSchema } from '@/lib/reading/receipts/schemas';
import { newUser } from '../helpers/http';
import { restoreOpenaiEnvAfterAll, setOpenaiEnv } from '../helpers/openai-env';
import * as pdfs from '../helpers/pdfs';
import { CONTRACT_CASES } from '../helpers/reading/contract-cases';
import { contractScan, receiptFile } from '../helpers/reading/documents';
import { FIXTURE_READINGS } from '../helpers/reading/fixture-readings';
import {
  bombPng,
  declaredJpeg,
  declaredPng,
  imageBombPdf,
  manyPagesPdf,
  truncated,
} from '../helpers/reading/hostile';
import { RECEIPT_CASES } from '../helpers/reading/receipt-cases';
import { dispatch } from '../helpers/router';

// The default set-up, no AI key: contracts and receipts are read on the server itself (lib/reading:
// pdf.js text, tesseract.js in its worker thread, the rules), into the same fields the AI path fills, with
// `source: 'ocr'`. Files that would hurt a reader are refused with a 422 that says why, and the server
// reads the next file as before. A handful of photos here; `npm run reading:score` reads the whole set.

type User = Awaited<ReturnType<typeof newUser>>;

restoreOpenaiEnvAfterAll();
afterAll(() => stopRecognition());

const UPLOADS = { receipts: '/api/v1/expenses/upload-url', contracts: '/api/v1/contracts/upload-url' };

async function upload(
  user: User,
  kind: keyof typeof UPLOADS,
  bytes: Uint8Array,
  type: string,
): Promise<string> {
  const file = { file_name: `f.${type.split('/')[1]}`, content_type: type, file_size: bytes.byteLength };
  const { body, status } = await user.call('POST', UPLOADS[kind], { body: file });
  expect(status).toBe(200);
  const init = { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } };
  expect((await dispatch(new Request(body.uploadUrl, init))).status).toBe(200);
  return body.objstoreKey as string;
}

const readReceipt = async (user: User, bytes: Uint8Array, type: string) =>
  user.call('POST', '/api/v1/expenses/analyze-receipt', {
    body: { objstore_key: await upload(user, 'receipts', bytes, type) },
  });
const readContract = async (user: User, bytes: Uint8Array, type = 'application/pdf') =>
  user.call('POST', '/api/v1/contracts/analyze', {
    body: { objstore_key: await upload(user, 'contracts', bytes, type) },
  });

let user: User;
beforeAll(async () => {
  setOpenaiEnv({});
  user = await newUser('reading');
});

describe('receipts without an AI key', () => {
  // A clean photo (Courier, PNG), a phone photo (Times, skewed, grey, JPEG, a tip) and an emailed PDF.
  it.each([0, 2, 20])('RECEIPT_CASES[%i]: amount, date and merchant from the file', async (index) => {
    const c = RECEIPT_CASES[index];
    if (!c) throw new Error('no such case');
    const file = await receiptFile(c, index);
    const res = await readReceipt(user, file.bytes, file.type);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: c.expected.amount,
      date: c.expected.date,
      merchant: c.expected.merchant,
      category: c.expected.category,
      source: 'ocr',
    });
    expect(receiptReadingSchema.strict().parse(res.body)).toEqual(res.body);
  });

  it('404 for another user’s receipt, before anything is read', async () => {
    const other = await newUser('reading-other');
    const key = await upload(other, 'receipts', pdfs.png(), 'image/png');
    const res = await user.call('POST', '/api/v1/expenses/analyze-receipt', { body: { objstore_key: key } });
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('contracts without an AI key', () => {
  it('status says available, read on the server', async () => {
    expect((await user.call('GET', '/api/v1/contracts/status')).body).toEqual({
      available: true,
      reader: 'ocr',
    });
  });

  // The same generated contracts, and the same figures to the cent, as the AI path (tests/api/contracts.test.ts).
  it.each(Object.entries(FIXTURE_READINGS))('%s from its text', async (name, fields) => {
    const res = await readContract(user, await pdfs[name as keyof typeof FIXTURE_READINGS]());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...fields, source: 'ocr' });
    expect(contractExtractionResponse.strict().parse(res.body)).toEqual(res.body);
  });

  it('a scanned contract (an image-only PDF) is recognized and read', async () => {
    const c = CONTRACT_CASES[1];
    const scan = c && (await contractScan(c, 1));
    if (!c || !scan) throw new Error('no scan in the set');
    const res = await readContract(user, scan.bytes);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...c.expected, source: 'ocr' });
  });
});

describe('files that would hurt a reader are refused, and the server reads on', () => {
  const receipt = (bytes: Uint8Array, type = 'image/png') => readReceipt(user, bytes, type);
  it.each([
    ['a PNG declaring 100,000 × 100,000 pixels', () => receipt(declaredPng(100_000, 100_000)), /too large/],
    [
      'a JPEG declaring 65,535 × 65,535 pixels',
      () => receipt(declaredJpeg(65_535, 65_535), 'image/jpeg'),
      /too large/,
    ],
    [
      'a decompression bomb over the pixel bound (9,000 × 9,000)',
      () => receipt(bombPng(9_000, 9_000)),
      /too large/,
    ],
    // The decoder may give up (damaged) or fill the missing rows with nothing (no text): 422 either way.
    ['a PNG cut off after its header', () => receipt(truncated(pdfs.png(400, 300))), /damaged|no date/],
    [
      'a JPEG with a frame header and no picture',
      () => receipt(declaredJpeg(400, 300), 'image/jpeg'),
      /damaged|no date/,
    ],
    ['random bytes', () => receipt(new Uint8Array(randomBytes(4096)), 'image/jpeg'), /not a PDF/],
    [
      'a contract photo declaring 0 × 0 pixels',
      () => readContract(user, declaredPng(0, 0), 'image/png'),
      /damaged/,
    ],
  ])('%s: 422', async (_label, send, message) => {
    const started = Date.now();
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a decompression bomb just under the bound (7,000 × 7,000, 50 KB) is decoded within bounds: nothing on it', async () => {
    const bomb = bombPng(7_000, 7_000);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const res = await receipt(bomb);
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_receipt']);
    expect(res.body.error.message).toMatch(/no date, merchant or total/);
  });

  it('a PDF of 5,000 pages: its first pages are read, the rest never opened', async () => {
    const started = Date.now();
    const res = await readReceipt(user, await manyPagesPdf(5_000), 'application/pdf');
    expect([res.status, res.body.error?.message]).toEqual([
      422,
      expect.stringMatching(/no date, merchant or total/),
    ]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('a scanned PDF whose page holds a 64-megapixel bomb: the image is left undrawn, the page read', async () => {
    const pdf = imageBombPdf(8_000);
    expect(pdf.byteLength).toBeLessThan(200_000);
    const started = Date.now();
    const res = await readReceipt(user, pdf, 'application/pdf');
    expect([res.status, res.body.error?.message]).toEqual([
      422,
      expect.stringMatching(/no date, merchant or total/),
    ]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('after all of that, a receipt reads as before', async () => {
    const c = RECEIPT_CASES[0];
    if (!c) throw new Error('no such case');
    const file = await receiptFile(c, 0);
    const res = await readReceipt(user, file.bytes, file.type);
    expect([res.status, res.body.amount]).toEqual([200, c.expected.amount]);
  });
});
