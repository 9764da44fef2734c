import { afterAll, describe, expect, it } from 'vitest';
import { OcrError, recognize, stopRecognition } from '@/lib/reading/ocr/engine';
import { MAX_WAITING } from '@/lib/reading/ocr/limits';
import * as pdfs from '../helpers/pdfs';
import { receiptFile } from '../helpers/reading/documents';
import { RECEIPT_CASES } from '../helpers/reading/receipt-cases';

// The recognition thread itself (lib/reading/ocr): real tesseract.js on a real photo, and its bounds: a file
// past its time is stopped (the thread ends) and the next file gets a new thread; bytes that do not decode
// are refused; past the waiting files, the next one is told to come back.

afterAll(() => stopRecognition());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof OcrError ? err.reason : String(err)),
  );

async function receiptPhoto(): Promise<Uint8Array> {
  const c = RECEIPT_CASES[0];
  if (!c) throw new Error('no such case');
  return (await receiptFile(c, 0)).bytes;
}

describe('the recognition thread', () => {
  it('reads the words and figures of a photo', async () => {
    const [page] = await recognize([await receiptPhoto()]);
    expect(page?.text).toMatch(/WALGREENS/);
    expect(page?.text).toMatch(/TOTAL\s+22\.28/);
    expect(page?.confidence).toBeGreaterThan(50);
  });

  it('stops a file past its time, and reads the next one with a new thread', async () => {
    const photo = await receiptPhoto();
    expect(await failure(recognize([photo], { timeoutMs: 5 }))).toBe('timeout');
    const [page] = await recognize([photo]);
    expect(page?.text).toMatch(/TOTAL\s+22\.28/);
  });

  it('refuses bytes that do not decode as an image, and goes on', async () => {
    expect(await failure(recognize([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]))).toBe(
      'unreadable_image',
    );
    expect(await failure(recognize([pdfs.png(200, 80)]))).toBeNull();
  });

  it(`tells a file to come back when ${MAX_WAITING} are already waiting`, async () => {
    const small = pdfs.png(200, 80);
    // One runs and MAX_WAITING wait; the one after them is refused at once.
    const accepted = Array.from({ length: MAX_WAITING + 1 }, () => failure(recognize([small])));
    expect(await failure(recognize([small]))).toBe('busy');
    expect(await Promise.all(accepted)).toEqual(Array(MAX_WAITING + 1).fill(null));
  });
});
