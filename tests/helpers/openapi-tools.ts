import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import type { OpenApiDocument } from '@/lib/http/openapi/types';

// The two outside tools that read the OpenAPI document: Redocly's linter, and openapi-typescript, whose
// types the API client test (tests/api/openapi-client.test.ts) calls every operation through. Used by
// `npm run openapi:lint`, `npm run openapi:types` and the unit tests that keep both honest.

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TYPES_FILE = path.join(ROOT, 'tests/generated/openapi.d.ts');

const HEADER = [
  '// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript): do not edit.',
  '// tests/unit/openapi-tools.test.ts fails when it is out of date.',
  '',
  '',
].join('\n');

/** The TypeScript description of the API that openapi-fetch is typed with, formatted like the repo. */
export async function generateTypes(doc: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(doc as unknown as OpenAPI3, { silent: true });
  const options = await resolveConfig(TYPES_FILE);
  return format(HEADER + astToString(ast), { ...options, filepath: TYPES_FILE });
}

export interface LintResult {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

/** Redocly's lint of the document with the project's redocly.yaml. */
export async function lintDocument(doc: OpenApiDocument): Promise<LintResult> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tl-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = promisify(execFile);
  // The CLI exits 1 when it finds errors; its report is on stdout either way.
  const { stdout } = await run(process.execPath, args, { env, maxBuffer: 16 << 20 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintResult;
}
