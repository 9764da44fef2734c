import { afterAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';

// The readers' variables of an API test file (the OpenAI provider's, and OCR_READING for the server's own
// reading): set per describe block, restored after the file. A variable left out is unset (OCR_READING
// then defaults to on).

const KEYS = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OCR_READING'] as const;
export type OpenaiEnv = Partial<Record<(typeof KEYS)[number], string>>;

export function setOpenaiEnv(values: OpenaiEnv): void {
  for (const k of KEYS) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetEnvCache();
}

/** Call at the top of a test file: puts the variables back as they were once its tests ran. */
export function restoreOpenaiEnvAfterAll(): void {
  const saved: OpenaiEnv = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  afterAll(() => setOpenaiEnv(saved));
}
