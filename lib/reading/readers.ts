import 'server-only';
import { openaiClient } from '@/lib/providers/ai/openai';
import { ApiError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import type { ReadingSource } from './source';

// Who reads an uploaded contract or receipt, in order: the AI provider when OPENAI_API_KEY is set (it reads
// better), then this server's own text recognition and rules, which need no key (OCR_READING=0 turns them
// off). When the provider is down, the next reader answers instead of a 503.

/** The readers this server has, best first. */
export function readers(): ReadingSource[] {
  const order: ReadingSource[] = [];
  if (openaiClient()) order.push('ai');
  if (env().OCR_READING === '1') order.push('ocr');
  return order;
}

/** The readers, or 503 `not_configured` when there is none (docs/api-guide.md §3: after the body, before a 404). */
export function requireReaders(feature: string): ReadingSource[] {
  const order = readers();
  if (order.length === 0) throw new ApiError('not_configured', `${feature} is not configured on this server`);
  return order;
}

/** The first reader's reading; the next reader's when the AI provider is unavailable (503 after its retry). */
export async function readInOrder<T>(
  order: ReadingSource[],
  read: (source: ReadingSource) => Promise<T>,
): Promise<T> {
  const [first, ...rest] = order;
  if (!first) throw new Error('readInOrder needs a reader');
  try {
    return await read(first);
  } catch (err) {
    const outage = err instanceof ApiError && err.code === 'unavailable' && first === 'ai';
    if (!outage || rest.length === 0) throw err;
    return readInOrder(rest, read);
  }
}
