import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// docs/api-guide.md, the one text about the API as a whole: the OpenAPI `info.description` and the /docs
// page both render it. next.config.mjs traces the file into the build output.

let cached: string | undefined;

/** The guide without its title line (each place that shows it has its own title). */
export function apiGuide(): string {
  cached ??= readFileSync(path.join(process.cwd(), 'docs', 'api-guide.md'), 'utf8')
    .replace(/^# .*\n+/, '')
    .trim();
  return cached;
}
