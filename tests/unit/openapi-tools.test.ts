import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocument } from '@/app/api/v1/document';
import { generateTypes, lintDocument, TYPES_FILE } from '../helpers/openapi-tools';

// The document through two outside tools: Redocly's linter finds nothing (redocly.yaml says which rules
// are off and why), and the types openapi-typescript makes of it are the committed ones that the API
// client test calls every operation through.

describe('the OpenAPI document, read by outside tools', () => {
  it('lints clean with Redocly', async () => {
    const { totals, problems } = await lintDocument(apiDocument());
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('has current generated client types (npm run openapi:types rewrites them)', async () => {
    const current = readFileSync(TYPES_FILE, 'utf8');
    expect(current === (await generateTypes(apiDocument())), 'run npm run openapi:types').toBe(true);
  }, 60_000);
});
