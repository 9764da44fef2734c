import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiptReadingSchema } from '@/lib/reading/receipts/schemas';
import { call, newUser } from '../helpers/http';
import { restoreOpenaiEnvAfterAll, setOpenaiEnv, type OpenaiEnv } from '../helpers/openai-env';
import { imageUrls, RECEIPT_READING, startOpenaiFake, type OpenaiFake } from '../helpers/openai-fake';
import * as pdfs from '../helpers/pdfs';
import { dispatch } from '../helpers/router';

// POST /expenses/analyze-receipt (issue 12 part 2): real uploads through the receipt upload address, the
// OpenAI fake reading them; every cent and date comes from the app's own conversion. Without a key the
// server's own reading (lib/reading) answers: tests/api/reading.test.ts.

type User = Awaited<ReturnType<typeof newUser>>;
const ANALYZE = '/api/v1/expenses/analyze-receipt';

restoreOpenaiEnvAfterAll();

async function upload(user: User, bytes: Uint8Array, type: string): Promise<string> {
  const file = { file_name: `r.${type.split('/')[1]}`, content_type: type, file_size: bytes.byteLength };
  const { body, status } = await user.call('POST', '/api/v1/expenses/upload-url', { body: file });
  expect(status).toBe(200);
  const init = { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } };
  expect((await dispatch(new Request(body.uploadUrl, init))).status).toBe(200);
  return body.objstoreKey as string;
}

const analyze = (user: User, objstore_key: string) => user.call('POST', ANALYZE, { body: { objstore_key } });
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const webp = () =>
  new Uint8Array([...Buffer.from('RIFF'), 12, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0, 0, 0, 0]);
const heic = () => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0]);

describe('receipt reading without an AI model and with OCR_READING=0', () => {
  it('is 503 not_configured after the body checks, before the key checks; 401 without a token', async () => {
    setOpenaiEnv({ OCR_READING: '0' });
    const user = await newUser('receipts-off');
    const key = await upload(user, jpeg(), 'image/jpeg');
    const res = await analyze(user, key);
    expect([res.status, res.body.error.code]).toEqual([503, 'not_configured']);
    expect(res.body.error.message).toBe('Receipt reading is not configured on this server');
    expect((await analyze(user, 'receipts/0/none.jpg')).status).toBe(503);
    for (const body of [{}, { objstore_key: '' }, { objstore_key: key, extra: 1 }]) {
      expect((await user.call('POST', ANALYZE, { body })).status).toBe(400);
    }
    expect((await call('POST', ANALYZE, { body: { objstore_key: key } })).status).toBe(401);
  });
});

describe('receipt reading with the OpenAI fake', () => {
  let fake: OpenaiFake;
  let user: User, other: User;
  let aiEnv: OpenaiEnv;
  beforeAll(async () => {
    fake = await startOpenaiFake();
    aiEnv = {
      OPENAI_API_KEY: 'sk-test-receipts',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'gpt-test-receipts',
    };
    setOpenaiEnv(aiEnv);
    [user, other] = await Promise.all([newUser('receipts'), newUser('receipts-other')]);
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it('reads a PDF receipt from its text: date, merchant, total in cents, currency, category', async () => {
    const pdf = await pdfs.textPdf([
      [
        'DENVER PARKING CO',
        'Merchant: Denver Health Garage',
        'Date: 03/02/2026',
        'Total: $24.00',
        'Category: parking',
      ],
    ]);
    const res = await analyze(user, await upload(user, pdf, 'application/pdf'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: '2026-03-02',
      merchant: 'Denver Health Garage',
      amount: 2400,
      currency: 'USD',
      category: 'parking',
      source: 'ai',
    });
    expect(receiptReadingSchema.strict().parse(res.body)).toEqual(res.body);
    const req = fake.requests.at(-1);
    expect(req?.body?.response_format?.json_schema).toMatchObject({ name: 'expense_receipt', strict: true });
    expect(JSON.stringify(req?.body?.messages)).toContain('Receipt text:');
  });

  it.each([
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a PNG', () => pdfs.png(), 'image/png'],
    ['a WebP', webp, 'image/webp'],
  ])('sends %s as an image and converts the reading', async (_label, make, type) => {
    const bytes = make();
    const res = await analyze(user, await upload(user, bytes, type));
    expect(res.status).toBe(200);
    // RECEIPT_READING: $52.37 at Shell
    expect(res.body).toEqual({
      date: '2026-03-14',
      merchant: 'Shell',
      amount: 5237,
      currency: 'USD',
      category: 'travel',
      source: 'ai',
    });
    expect(imageUrls(fake.requests.at(-1))).toEqual([
      `data:${type};base64,${Buffer.from(bytes).toString('base64')}`,
    ]);
  });

  it('keeps a foreign currency and its minor units', async () => {
    fake.replyNext(JSON.stringify({ ...RECEIPT_READING, total: 1234.5, currency: 'eur' }));
    const res = await analyze(user, await upload(user, jpeg(), 'image/jpeg'));
    expect(res.body).toMatchObject({ amount: 123_450, currency: 'EUR' });
  });

  it.each([
    [
      'nothing readable on it',
      async () => pdfs.textPdf([['THANK YOU FOR SHOPPING', 'PLEASE COME AGAIN']]),
      'application/pdf',
      /no date, merchant or total/,
    ],
    [
      'bytes that are no image or PDF',
      async () => new TextEncoder().encode('hello'),
      'image/jpeg',
      /not a PDF, JPEG, PNG or WebP/,
    ],
    ['a HEIC photo', async () => heic(), 'image/jpeg', /HEIC photos cannot be read yet/],
    ['a corrupt PDF', pdfs.corruptPdf, 'application/pdf', /not a valid PDF/],
  ])('422 unprocessable_receipt for %s', async (_label, make, type, message) => {
    const res = await analyze(user, await upload(user, await make(), type));
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_receipt']);
    expect(res.body.error.message).toMatch(message);
  });

  it('422 when the model answers in the wrong shape', async () => {
    fake.replyNext(JSON.stringify({ merchant: 'X' }));
    const res = await analyze(user, await upload(user, jpeg(), 'image/jpeg'));
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_receipt']);
  });

  it("404 for another user's receipt and for a key of another kind, without calling the model", async () => {
    const key = await upload(user, jpeg(), 'image/jpeg');
    const before = fake.requests.length;
    expect((await analyze(other, key)).status).toBe(404);
    expect((await analyze(user, `contracts/${user.id}/x.pdf`)).status).toBe(404);
    expect((await analyze(user, `receipts/${user.id}/never-uploaded.jpg`)).status).toBe(404);
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['the server reads it itself', '1', [200, 2400, 'ocr']],
    ['OCR_READING=0: 503 unavailable', '0', [503, 'unavailable', undefined]],
  ])('when the provider keeps failing, %s', async (_label, ocr, outcome) => {
    setOpenaiEnv({ ...aiEnv, OCR_READING: ocr });
    const pdf = await pdfs.textPdf([['DENVER HEALTH GARAGE', 'Date: 03/02/2026', 'TOTAL $24.00']]);
    fake.failNext(500);
    fake.failNext(503);
    const res = await analyze(user, await upload(user, pdf, 'application/pdf'));
    expect([res.status, res.body.amount ?? res.body.error.code, res.body.source]).toEqual(outcome);
    setOpenaiEnv(aiEnv);
  });
});
