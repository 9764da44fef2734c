import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDocument } from '@/app/api/v1/document';
import { parseMarkdown } from '@/components/docs/markdown';
import { ERRORS } from '@/lib/core/errors';
import { errorSchema } from '@/lib/http/error-envelope';
import type { JsonSchema, MediaType, ParameterObject, ResponseObject } from '@/lib/http/openapi/types';

// The document built from the contracts: its shape, its error responses, the ranges and alternatives of
// its parameters (issue 9 item 7), and the guide that is its description.

const doc = apiDocument();
const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
);
const parameters = (key: string): ParameterObject[] =>
  operations.find((o) => o.key === key)?.op.parameters ?? [];
const param = (key: string, name: string) => parameters(key).find((p) => p.name === name)?.schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with bearer auth and the error envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toBeDefined();
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it.each(operations)('$key: responses with examples; 4xx bodies are the Error schema', ({ op }) => {
    const responses: [string, ResponseObject][] = Object.entries(op.responses);
    const media = responses.flatMap(([, r]) => Object.values(r.content ?? {}));
    expect(
      media.some((m: MediaType) => m.example !== undefined || Object.keys(m.examples ?? {}).length > 0),
    ).toBe(true);
    for (const [status, response] of responses) {
      expect(response.headers?.['X-Request-Id'], `${status} X-Request-Id`).toBeDefined();
      if (!status.startsWith('4')) continue;
      const json = response.content?.['application/json'];
      expect(json?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      for (const example of Object.values(json?.examples ?? {}))
        expect(errorSchema.safeParse(example.value).success).toBe(true);
    }
    if (op.security.some((s) => 'bearerAuth' in s))
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '429']));
  });

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const ref of new Set(refs)) {
      const [, kind, name] = /^#\/components\/(schemas|headers)\/(.+)$/.exec(ref) ?? [];
      expect(kind && name && doc.components[kind as 'schemas' | 'headers'][name], ref).toBeTruthy();
    }
  });
});

describe('parameters and string rules', () => {
  it.each([
    ['GET /api/v1/expenses', 'limit', 1, 200, 100],
    ['GET /api/v1/expenses', 'offset', 0, 2_147_483_647, 0],
    ['GET /api/v1/expenses', 'year', 2000, 2100, undefined],
    ['GET /api/v1/notifications', 'page', 1, 2_147_483_647, 1],
    ['GET /api/v1/notifications', 'limit', 1, 50, 20],
    ['GET /api/v1/tax-estimate', 'year', 2000, 2100, undefined],
    ['GET /api/v1/assignments/{id}', 'id', 1, 2_147_483_647, undefined],
  ])('%s %s: an integer from %i to %i', (key, name, minimum, maximum, dflt) => {
    const schema = param(key, name);
    expect(schema).toMatchObject({ type: 'integer', minimum, maximum });
    expect(schema?.default).toBe(dflt);
  });

  it('states the trash flag as a boolean', () => {
    expect(param('GET /api/v1/credentials', 'deleted')).toMatchObject({ type: 'boolean', default: false });
  });

  it('expresses /per-diem’s zip-or-state as alternatives of one exploded query object', () => {
    const [place] = parameters('GET /api/v1/per-diem');
    expect(place).toMatchObject({ name: 'place', in: 'query', style: 'form', explode: true });
    const variants = (place?.schema.anyOf ?? []) as JsonSchema[];
    expect(variants.map((v) => v.required)).toEqual([['zip'], ['state']]);
    for (const v of variants)
      expect(Object.keys(v.properties ?? {})).toEqual(['state', 'city', 'zip', 'date']);
  });

  it('states the file name rule as a pattern: control characters are refused, paths are sanitized', () => {
    const body = operations.find((o) => o.key === 'POST /api/v1/contracts/upload-url')?.op.requestBody;
    const fileName = body?.content['application/json']?.schema.properties?.file_name as JsonSchema;
    const patterns = [
      fileName.pattern,
      ...(fileName.allOf ?? []).map((s) => (s as JsonSchema).pattern),
    ].filter((p): p is string => typeof p === 'string');
    expect(patterns.length).toBeGreaterThan(0);
    for (const [name, ok] of [
      ['lease 2026.pdf', true],
      ['../etc/passwd', true],
      ['a\\b.pdf', true],
      ['bell\u0007.pdf', false],
      ['nul\u0000.pdf', false],
    ] as const) {
      expect(
        patterns.every((p) => new RegExp(p, 'u').test(name)),
        name,
      ).toBe(ok);
    }
  });
});

describe('the API guide', () => {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../docs/api-guide.md'), 'utf8');
  const blocks = parseMarkdown(source);

  it('is the document’s description', () => {
    expect(source.trim()).toContain(doc.info.description);
    expect(doc.info.description).toContain('## 3. Errors');
  });

  it('numbers its sections like decisions.md', () => {
    const sections = blocks.flatMap((b) => (b.kind === 'heading' && b.level === 2 ? [b.text] : []));
    expect(sections.map((s) => Number(/^(\d+)\./.exec(s)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sections[1]).toMatch(/Authentication/);
    expect(sections[2]).toMatch(/Errors/);
    expect(sections[3]).toMatch(/Lists, years and pagination/);
    expect(sections[4]).toMatch(/soft delete/);
  });

  it('lists every error code with its status, once', () => {
    const table = blocks.find((b) => b.kind === 'table');
    const rows = table?.kind === 'table' ? table.rows : [];
    const listed = rows.map(([status, code]) => [code?.replaceAll('`', ''), Number(status)]);
    expect(Object.fromEntries(listed)).toEqual(ERRORS);
    expect(listed).toHaveLength(Object.keys(ERRORS).length);
  });
});
