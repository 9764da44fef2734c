import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractExtractionResponse } from '@/lib/reading/contracts/schemas';
import { call, newUser } from '../helpers/http';
import { restoreOpenaiEnvAfterAll, setOpenaiEnv } from '../helpers/openai-env';
import { IMAGE_READING, imageUrls, startOpenaiFake, type OpenaiFake } from '../helpers/openai-fake';
import * as pdfs from '../helpers/pdfs';
import { dispatch } from '../helpers/router';

// POST /contracts/analyze (spec) and GET /contracts/status (docs/api-guide.md §7): real uploads, an OpenAI fake that
// reads the generated PDFs with fixed rules; every cent comes from the app's own conversion.

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

describe('contract analysis without an AI key', () => {
  let user: User;
  beforeAll(async () => {
    setOpenaiEnv({});
    user = await newUser('contracts-off');
  });

  it('status says unavailable; analyze is 503 not_configured after body checks, before key checks', async () => {
    expect((await user.call('GET', '/api/v1/contracts/status')).body).toEqual({ available: false });
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
  beforeAll(async () => {
    fake = await startOpenaiFake();
    setOpenaiEnv({ OPENAI_API_KEY: 'sk-test-contracts', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: MODEL });
    [user, other] = await Promise.all([newUser('contracts'), newUser('contracts-other')]);
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  const MONEY = 'base_pay housing_stipend mie_stipend sign_on_bonus completion_bonus referral_bonus'.split(
    ' ',
  );
  /** The six money fields in that order; the ones not given are null. */
  const pay = (...cents: (number | null)[]) => Object.fromEntries(MONEY.map((f, i) => [f, cents[i] ?? null]));
  const denver = {
    facility: 'Denver Health Medical Center',
    location: 'Denver',
    state: 'CO',
    agency: 'Aya Healthcare',
    start_date: '2026-01-05',
    end_date: '2026-04-05',
  };
  const austin = { location: 'Austin', state: 'TX', start_date: '2026-03-01', end_date: '2026-05-30' };
  // Each generated contract (tests/helpers/pdfs.ts) and what it must give, to the cent.
  const expected = {
    // 52.50/hour × 40 stated hours = 2,100.00; 1,400 weekly; 90 daily × 7 = 630; bonuses × 100
    hourlyContract: { ...denver, ...pay(210_000, 140_000, 63_000, 100_000, 50_000) },
    // 2,150 weekly; 15,600 total over Mar 1..May 30 (91 days = 13 weeks) = 1,200; 483 weekly; dates
    // written 03/01/2026 and May 30, 2026
    weeklyContract: { ...austin, ...pay(215_000, 120_000, 48_300) },
    // 310 × 7 = 2,170; 120.50 × 7 = 843.50; 85 × 7 = 595
    dailyContract: { state: 'AZ', ...pay(217_000, 84_350, 59_500) },
    // 9,100 / 4.33 = 2,101.6166 → 210,162; 6,000 / 4.33 = 1,385.6812 → 138,568; 1,300 / 4.33 = 300.2309
    monthlyContract: { location: 'San Francisco', state: 'CA', ...pay(210_162, 138_568, 30_023) },
    // pay on page 2: 48.75/hour × 36 (no stated hours) = 1,755; 1,225.50 weekly; 75.25 × 7 = 526.75
    multiPageContract: { state: 'ME', ...pay(175_500, 122_550, 52_675, null, null, 25_000) },
    // no pay data at all: every money field null
    noPayContract: { facility: 'Mercy Hospital', state: 'MO', ...pay() },
  };
  it.each(Object.entries(expected))('%s', async (name, fields) => {
    const key = await upload(user, await pdfs[name as keyof typeof expected]());
    const before = fake.requests.length;
    const res = await analyze(user, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(fields);
    expect(contractExtractionResponse.strict().parse(res.body)).toEqual(res.body);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('is available; sends the text with the configured model, key and strict JSON schema', async () => {
    expect((await user.call('GET', '/api/v1/contracts/status')).body).toEqual({ available: true });
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
    ['a 500 then a success: 200', [500], 200],
    ['a 500 then a 503: 503 unavailable', [500, 503], 503],
  ])('retries exactly once: %s', async (_label, failures, status) => {
    const key = await upload(user, await pdfs.dailyContract());
    const before = fake.requests.length;
    for (const f of failures) fake.failNext(f);
    const res = await analyze(user, key);
    expect([res.status, res.body.base_pay ?? res.body.error.code]).toEqual(
      status === 200 ? [200, 217_000] : [503, 'unavailable'],
    );
    expect(fake.requests.length).toBe(before + 2);
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
