import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: string | undefined;

/**
 * AUTH_SECRET, or in development one generated once and kept under DATA_DIR (docs/api-guide.md §1). Production
 * refuses to start without AUTH_SECRET (lib/env.ts).
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET) return (cached = e.AUTH_SECRET);
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), e.DATA_DIR, 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(48).toString('base64url');
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
