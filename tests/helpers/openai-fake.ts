import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for api.openai.com: POST /v1/chat/completions in OpenAI's wire format. It plays a
// deterministic model: a tiny rule set reads the contract text of the prompt ("Facility: X", "$52/hour",
// "$1,400 per week housing", "$6,000 per month", "$1,000 sign-on bonus", "Overtime rate: $78.75") into the JSON the real model is
// asked for, so the tests exercise the app's own conversion. Requests with images get IMAGE_READING.
// Receipts (response_format named expense_receipt) are read the same way: "Merchant: X", "Date: …",
// "Total: $12.34", "Currency: EUR", "Category: meals" lines of the text; any image gives RECEIPT_READING.

interface Part {
  type: string;
  text?: string;
  image_url?: { url: string; detail?: string };
}
type Message = { role: string; content: string | Part[] };
interface ChatBody {
  model: string;
  messages: Message[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: object } };
}
export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: ChatBody | null;
}

const partsOf = (messages: Message[]): Part[] =>
  messages.flatMap((m) => (typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content));

/** The image data URLs a request carried, in order. */
export const imageUrls = (req: ChatRequest | undefined): string[] =>
  partsOf(req?.body?.messages ?? []).flatMap((p) => (p.image_url ? [p.image_url.url] : []));

export interface OpenaiFake {
  /** The base URL for OPENAI_BASE_URL (…/v1). */
  url: string;
  requests: ChatRequest[];
  /** The next request answers this HTTP status (an OpenAI error body) once. */
  failNext(status: number): void;
  /** The next successful request answers this message content as is, once (e.g. invalid JSON). */
  replyNext(content: string): void;
  /** Drops queued failures and replies that a test did not use up. */
  reset(): void;
  close(): Promise<void>;
}

type Unit = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'total';
type Rate = { amount: number; unit: Unit } | null;

/** What the fake "reads" from any image: a scanned contract at $2,000 a week. */
export const IMAGE_READING = {
  facility: 'Scanned General Hospital',
  location: 'Boise',
  state: 'Idaho',
  agency: 'Scan Staffing',
  start_date: '2026-06-01',
  end_date: '2026-08-30',
  hours_per_week: null,
  base_pay: { amount: 2000, unit: 'weekly' },
  housing_stipend: null,
  mie_stipend: null,
  overtime_rate: null,
  sign_on_bonus: null,
  completion_bonus: null,
  referral_bonus: null,
};

/** What the fake "reads" from any receipt image: a fuel stop. */
export const RECEIPT_READING = {
  date: '2026-03-14',
  merchant: 'Shell',
  total: 52.37,
  currency: 'USD',
  category: 'travel',
};

/** The "model" on a receipt's text; a line it does not find is null. */
export function readReceiptText(text: string) {
  const total = label(text, 'Total');
  return {
    date: label(text, 'Date'),
    merchant: label(text, 'Merchant'),
    total: total ? dollars(total.replace(/[^\d.,]/g, '')) : null,
    currency: label(text, 'Currency') ?? (total?.includes('$') ? 'USD' : null),
    category: label(text, 'Category'),
  };
}

const UNITS: Record<string, Unit> = { hour: 'hourly', day: 'daily', week: 'weekly', month: 'monthly' };
const MONEY = String.raw`\$([\d,]+(?:\.\d+)?)`;
const dollars = (s: string) => Number(s.replace(/,/g, ''));

const label = (text: string, name: string) =>
  new RegExp(String.raw`^${name}:[ \t]*(.+?)[ \t]*$`, 'im').exec(text)?.[1] ?? null;

/** "$52/hour", "$1,400 per week housing", "$90 per day meals", "$15,600 total housing". */
function rates(text: string): Record<'base_pay' | 'housing_stipend' | 'mie_stipend', Rate> {
  const found = { base_pay: null as Rate, housing_stipend: null as Rate, mie_stipend: null as Rate };
  const pattern = new RegExp(
    String.raw`${MONEY}\s*(?:(?:/|per)\s*(hour|day|week|month)|(total))\b[ \t]*(\w+)?`,
    'gi',
  );
  for (const m of text.matchAll(pattern)) {
    const unit = m[3] ? 'total' : (UNITS[(m[2] ?? '').toLowerCase()] as Unit);
    const what = (m[4] ?? '').toLowerCase();
    const key = what === 'housing' ? 'housing_stipend' : what === 'meals' ? 'mie_stipend' : 'base_pay';
    found[key] ??= { amount: dollars(m[1] ?? '0'), unit };
  }
  return found;
}

function bonus(text: string, kind: string): number | null {
  const m = new RegExp(String.raw`${MONEY}\s+${kind}\s+bonus`, 'i').exec(text);
  return m ? dollars(m[1] ?? '0') : null;
}

/** The "model" on a contract's text. */
export function readContractText(text: string) {
  const place = label(text, 'Location');
  const [city, state] = place ? place.split(/,\s*/) : [null, null];
  const hours = /(\d+(?:\.\d+)?)\s*hours per week/i.exec(text)?.[1];
  const overtime = label(text, 'Overtime rate');
  return {
    facility: label(text, 'Facility'),
    location: city ?? null,
    state: state ?? null,
    agency: label(text, 'Agency'),
    start_date: label(text, 'Start date'),
    end_date: label(text, 'End date'),
    hours_per_week: hours ? Number(hours) : null,
    ...rates(text),
    overtime_rate: overtime ? dollars(overtime.replace(/[^\d.,]/g, '')) : null,
    sign_on_bonus: bonus(text, 'sign-on'),
    completion_bonus: bonus(text, 'completion'),
    referral_bonus: bonus(text, 'referral'),
  };
}

function answer(body: ChatBody): object {
  const parts = partsOf(body.messages.filter((m) => m.role === 'user'));
  const image = parts.some((p) => p.type === 'image_url');
  const text = parts.map((p) => p.text ?? '').join('\n');
  if (body.response_format?.json_schema?.name === 'expense_receipt') {
    return image ? RECEIPT_READING : readReceiptText(text);
  }
  return image ? IMAGE_READING : readContractText(text);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const completion = (model: string, content: string) => ({
  id: `chatcmpl-${randomBytes(8).toString('hex')}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      logprobs: null,
      message: { role: 'assistant', content, refusal: null },
    },
  ],
  usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

/** Starts the fake on a loopback port: a free one, or `port` (scripts/openai-fake-server.ts). */
export async function startOpenaiFake(port = 0): Promise<OpenaiFake> {
  const requests: ChatRequest[] = [];
  const failures: number[] = [];
  const replies: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = (await readJson(req)) as ChatBody | null;
      requests.push({ path, authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || path !== '/v1/chat/completions' || !body) {
        return send(res, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
      }
      const status = failures.shift();
      if (status) {
        // retry-after-ms keeps the SDK's back-off short in tests.
        return send(
          res,
          status,
          { error: { message: 'Fake failure', type: 'server_error' } },
          { 'retry-after-ms': '10' },
        );
      }
      send(res, 200, completion(body.model, replies.shift() ?? JSON.stringify(answer(body))));
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err), type: 'server_error' } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    failNext: (status) => void failures.push(status),
    replyNext: (content) => void replies.push(content),
    reset: () => {
      failures.length = 0;
      replies.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
