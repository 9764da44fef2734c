import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractExtractionResponse } from '@/lib/reading/contracts/schemas';
import { call, newUser } from '../helpers/http';
import { restoreOpenaiEnvAfterAll, setOpenaiEnv, type OpenaiEnv } from '../helpers/openai-env';
import { IMAGE_READING, imageUrls, startOpenaiFake, type OpenaiFake } from '../helpers/openai-fake';
import * as pdfs from '../helpers/pdfs';
import { FIXTURE_READINGS } from '../helpers/reading/fixture-readings';
import { dispatch } from '../helpers/router';

// POST /contracts/analyze (spec) and GET /contracts/status (docs/api-guide.md §7): real uploads, an OpenAI fake that
// reads the generated PDFs with fixed rules; every cent comes from the app's own conversion. Without a key the
// server's own reading (lib/reading) answers the same shape: tests/api/reading.test.ts.

type User = Awaited<ReturnType<typeof newUser>>;
const ANALYZE = '/api/v1/contracts/analyze';
const MODEL = 'gpt-test-contracts';

restoreOpenaiEnvAfterAll();

/** Uploads bytes through the real upload address and the embedded store; returns the key. */
async function upload(user: User, bytes: Uint8Array, type = 'application/pdf'): Promise<string> {
  const file = { file_name: `c.${type.split('/')[1]}`, content_type: type, file_size: bytes.byteLength };
  const { body } = await user.call('POST', '/api/v1/contracts/upload-url', { body: file });
  const init = { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } };
  const put = await dispatch(new Request(body.uploadUrl, init));
  expect(put.status).toBe(200);
  return body.objstoreKey as string;
}

const analyze = (user: User, objstore_key: string) => user.call('POST', ANALYZE, { body: { objstore_key } });

describe('contract analysis without an AI key and with OCR_READING=0', () => {
  let user: User;
  beforeAll(async () => {
    setOpenaiEnv({ OCR_READING: '0' });
    user = await newUser('contracts-off');
  });

  it('status says unavailable; analyze is 503 not_configured after body checks, before key checks', async () => {
    expect((await user.call('GET', '/api/v1/contracts/status')).body).toEqual({
      available: false,
      reader: null,
    });
    const key = await upload(user, await pdfs.hourlyContract());
    const res = await analyze(user, key);
    expect([res.status, res.body.error.code]).toEqual([503, 'not_configured']);
    expect((await analyze(user, 'contracts/0/none.pdf')).status).toBe(503); // before 404 (docs/api-guide.md §3)
    // A missing, empty or extra field: 400 before 503.
    for (const body of [{}, { objstore_key: '' }, { objstore_key: key, extra: 1 }]) {
      const bad = await user.call('POST', ANALYZE, { body });
      expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_error']);
    }
    expect((await call('POST', ANALYZE, { body: { objstore_key: key } })).status).toBe(401);
    expect((await call('GET', '/api/v1/contracts/status')).status).toBe(401);
  });
});

describe('contract analysis with the OpenAI fake', () => {
  let fake: OpenaiFake;
  let user: User, other: User;
  let aiEnv: OpenaiEnv;
  beforeAll(async () => {
    fake = await startOpenaiFake();
    aiEnv = { OPENAI_API_KEY: 'sk-test-contracts', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: MODEL };
    setOpenaiEnv(aiEnv);
    [user, other] = await Promise.all([newUser('contracts'), newUser('contracts-other')]);
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  it.each(Object.entries(FIXTURE_READINGS))('%s', async (name, fields) => {
    const key = await upload(user, await pdfs[name as keyof typeof FIXTURE_READINGS]());
    const before = fake.requests.length;
    const res = await analyze(user, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...fields, source: 'ai' });
    expect(contractExtractionResponse.strict().parse(res.body)).toEqual(res.body);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('is available; sends the text with the configured model, key and strict JSON schema', async () => {
    expect((await user.call('GET', '/api/v1/contracts/status')).body).toEqual({
      available: true,
      reader: 'ai',
    });
    await analyze(user, await upload(user, await pdfs.hourlyContract()));
    const req = fake.requests.at(-1);
    expect(req).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test-contracts' });
    expect(req?.body).toMatchObject({
      model: MODEL,
      response_format: {
        type: 'json_schema',
        json_schema: { strict: true, schema: { additionalProperties: false } },
      },
    });
    const schema = req?.body?.response_format?.json_schema?.schema;
    expect(schema).toMatchObject({ required: expect.arrayContaining(['base_pay', 'hours_per_week']) });
    expect(JSON.stringify(req?.body?.messages)).toContain('Taxable base rate: $52.50/hour');
  });

  it('sends a PNG as an image_url data URL, and converts what the model reads from it', async () => {
    const png = pdfs.png();
    const res = await analyze(user, await upload(user, png, 'image/png'));
    expect(res.status).toBe(200);
    // IMAGE_READING: $2,000 weekly, Idaho
    expect(res.body).toMatchObject({ facility: IMAGE_READING.facility, state: 'ID', base_pay: 200_000 });
    const url = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    expect(imageUrls(fake.requests.at(-1))).toEqual([url]);
  });

  it('sends a scanned PDF (no text layer) as page images', async () => {
    const res = await analyze(user, await upload(user, await pdfs.scannedPdf()));
    expect(res.status).toBe(200);
    expect(res.body.facility).toBe(IMAGE_READING.facility);
    const images = imageUrls(fake.requests.at(-1));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });

  it.each([
    ['a corrupt PDF', pdfs.corruptPdf, /not a valid PDF/],
    ['a password-protected PDF', pdfs.encryptedPdf, /password-protected/],
    ['bytes that are no PDF, JPEG or PNG', async () => new TextEncoder().encode('hello, world'), /not a PDF/],
  ])('422 unprocessable_contract for %s, without calling the model', async (_label, make, message) => {
    const key = await upload(user, await make());
    const before = fake.requests.length;
    const res = await analyze(user, key);
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_contract']);
    expect(res.body.error.message).toMatch(message);
    expect(fake.requests.length).toBe(before);
  });

  it("404 not_found for another user's key, a key never uploaded and a key of another kind", async () => {
    const key = await upload(user, await pdfs.hourlyContract());
    const before = fake.requests.length;
    for (const k of [key, `contracts/${other.id}/nothing.pdf`, `credentials/${other.id}/x.pdf`]) {
      const res = await analyze(other, k);
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    expect((await analyze(user, `receipts/${user.id}/x.pdf`)).status).toBe(404);
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['a 500 then a success: the model reads it', [500], '1', [200, 217_000, 'ai']],
    ['a 500 then a 503: the server reads it itself', [500, 503], '1', [200, 217_000, 'ocr']],
    ['a 500 then a 503, OCR_READING=0: 503 unavailable', [500, 503], '0', [503, 'unavailable', undefined]],
  ])('retries exactly once: %s', async (_label, failures, ocr, outcome) => {
    setOpenaiEnv({ ...aiEnv, OCR_READING: ocr });
    const key = await upload(user, await pdfs.dailyContract());
    const before = fake.requests.length;
    for (const f of failures) fake.failNext(f);
    const res = await analyze(user, key);
    expect([res.status, res.body.base_pay ?? res.body.error.code, res.body.source]).toEqual(outcome);
    expect(fake.requests.length).toBe(before + 2);
    setOpenaiEnv(aiEnv);
  });

  it.each([
    ['invalid JSON', '{"facility": "Denver'],
    ['JSON of the wrong shape', JSON.stringify({ facility: 'X', base_pay: 52 })],
    ['an unknown unit', JSON.stringify({ ...IMAGE_READING, base_pay: { amount: 1, unit: 'yearly' } })],
  ])('422 unprocessable_contract when the model answers %s', async (_label, content) => {
    const key = await upload(user, await pdfs.hourlyContract());
    fake.replyNext(content);
    const res = await analyze(user, key);
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_contract']);
    expect(JSON.stringify(res.body)).not.toContain('Denver');
  });
});
