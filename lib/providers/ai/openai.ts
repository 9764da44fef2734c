import 'server-only';
import OpenAI from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/core/errors';
import {
  CONTRACT_INSTRUCTIONS,
  CONTRACT_SCHEMA_NAME,
  contractFieldsSchema,
  contractJsonSchema,
  type ContractFields,
} from './contract-schema';

// The one OpenAI adapter (docs/architecture.md §1): the SDK client (docs/api-guide.md §1: OPENAI_API_KEY, OPENAI_BASE_URL,
// OPENAI_MODEL) and document reading through chat completions with a strict JSON schema: contracts here,
// receipts (lib/reading/receipts) through the same `readDocument`, with the same client, timeout and retry.
// Document text, images and the model's replies are never logged, and never put into an error message.

/** Per attempt; the SDK retries exactly once (a connection error, 408, 409, 429 or 5xx). */
export const AI_TIMEOUT_MS = 60_000;
export const AI_MAX_RETRIES = 1;

export interface ContractImage {
  base64: string;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
}
/** Either the contract's text, or page images of it (a photo, a scan). */
export type ExtractInput = { text: string } | { images: ContractImage[] };

let cached: { key: string; base: string | undefined; client: OpenAI } | undefined;

/** The SDK client, or null when OPENAI_API_KEY is unset. OPENAI_BASE_URL points it elsewhere (a fake). */
export function openaiClient(): OpenAI | null {
  const { OPENAI_API_KEY: key, OPENAI_BASE_URL: base } = env();
  if (!key) return null;
  if (cached?.key === key && cached.base === base) return cached.client;
  const client = new OpenAI({
    apiKey: key,
    baseURL: base,
    maxRetries: AI_MAX_RETRIES,
    timeout: AI_TIMEOUT_MS,
    // Fixed, so that OPENAI_LOG=debug cannot print request bodies (contract text) to the logs.
    logLevel: 'warn',
  });
  cached = { key, base, client };
  return client;
}

/** The client, or 503 `not_configured` (docs/api-guide.md §3: after body validation, before any 404). */
export function requireOpenai(feature = 'Contract analysis'): OpenAI {
  const client = openaiClient();
  if (!client) throw new ApiError('not_configured', `${feature} is not configured on this server`);
  return client;
}

/** One kind of document the model reads into a strict JSON shape. */
export interface DocumentTask<T> {
  /** 'contract', 'receipt': in the prompt and in error messages. */
  noun: string;
  /** 'Contract analysis': in the 503 message. */
  feature: string;
  instructions: string;
  schemaName: string;
  schema: z.ZodType<T>;
  jsonSchema: Record<string, unknown>;
  /** The 422 of this kind of document, with the reason in words. */
  unreadable: (why: string) => ApiError;
}

function userContent(input: ExtractInput, noun: string): string | ChatCompletionContentPart[] {
  const label = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  if ('text' in input) return `${label} text:\n"""\n${input.text}\n"""`;
  return [
    { type: 'text', text: `The ${noun}, one image per page:` },
    ...input.images.map((img): ChatCompletionContentPart => ({
      type: 'image_url',
      image_url: { url: `data:${img.mimeType};base64,${img.base64}`, detail: 'high' },
    })),
  ];
}

/**
 * A provider failure (after the one retry) as an API error: an input the provider refuses (400, e.g. too
 * large) is the document's problem, 422; anything else (connection, timeout, 401, 429, 5xx) is 503.
 */
function providerError<T>(err: InstanceType<typeof OpenAI.APIError>, task: DocumentTask<T>): ApiError {
  if (err instanceof OpenAI.BadRequestError) return task.unreadable('the AI provider refused it');
  return new ApiError('unavailable', 'The AI provider is unavailable: try again shortly');
}

/** The model's JSON reply, validated with the same schema it was asked for; anything else is 422. */
function parseReply<T>(content: string | null | undefined, task: DocumentTask<T>): T {
  if (!content) throw task.unreadable('the AI model gave no answer');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw task.unreadable('the AI model did not answer JSON');
  }
  const parsed = task.schema.safeParse(json);
  if (!parsed.success) throw task.unreadable('the AI model answered in the wrong shape');
  return parsed.data;
}

/** What the model reads from a document (its text or page images), as the task's JSON shape. */
export async function readDocument<T>(input: ExtractInput, task: DocumentTask<T>): Promise<T> {
  const client = requireOpenai(task.feature);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: env().OPENAI_MODEL,
      messages: [
        { role: 'system', content: task.instructions },
        { role: 'user', content: userContent(input, task.noun) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: task.schemaName, strict: true, schema: task.jsonSchema },
      },
    });
  } catch (err) {
    throw err instanceof OpenAI.APIError ? providerError(err, task) : err;
  }
  const choice = completion.choices[0];
  if (choice?.message.refusal) throw task.unreadable('the AI model declined it');
  if (choice?.finish_reason === 'length') throw task.unreadable(`the ${task.noun} is too long`);
  return parseReply(choice?.message.content, task);
}

const CONTRACT_TASK: DocumentTask<ContractFields> = {
  noun: 'contract',
  feature: 'Contract analysis',
  instructions: CONTRACT_INSTRUCTIONS,
  schemaName: CONTRACT_SCHEMA_NAME,
  schema: contractFieldsSchema,
  jsonSchema: contractJsonSchema(),
  unreadable: (why) => new ApiError('unprocessable_contract', `The contract could not be read: ${why}`),
};

/** The contract's terms as the model reads them (dollars and units, unconverted). */
export function extractContract(input: ExtractInput): Promise<ContractFields> {
  return readDocument(input, CONTRACT_TASK);
}
