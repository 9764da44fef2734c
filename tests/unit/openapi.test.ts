import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '@/lib/openapi/document';
import { RECORD_DOCS } from '@/lib/openapi/record-paths';
import { endpoints } from '@/lib/openapi/registry';
import { errorSchema } from '@/lib/openapi/responses';
import type { MediaType, ResponseObject } from '@/lib/openapi/types';

// The document covers every route file and every method a route file offers, and its examples are valid.

const API_DIR = path.resolve(import.meta.dirname, '../../app/api/v1');
const METHOD = /\b(GET|POST|PUT|PATCH|DELETE)\b/;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[...') ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const toApiPath = (file: string) =>
  `/api/v1/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}`
    .replace(/\[(\w+)\]/g, '{$1}')
    .replace(/\/$/, '');

/** The methods a route file offers (the others are 405 stubs from `methods()`). */
function offeredMethods(file: string, apiPath: string): string[] {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  if (/\bmethods\(/.test(source)) {
    return [...source.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s*:/g)].map((m) => m[1] ?? '');
  }
  const part = /recordRoutes\([^)]*\)\.(collection|item|restore)/.exec(source)?.[1];
  if (part) {
    const segment = apiPath.split('/')[3];
    const spec = RECORD_DOCS.find((d) => d.spec.path === segment)?.spec;
    if (!spec) throw new Error(`${file}: no record resource for ${segment}`);
    if (part === 'collection') return ['GET', ...(spec.createBody ? ['POST'] : [])];
    if (part === 'item') return ['GET', ...(spec.updateBody ? ['PATCH'] : []), 'DELETE'];
    return ['PATCH'];
  }
  const direct = [...source.matchAll(/export\s+(?:async\s+function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)];
  return direct.map((m) => m[1] ?? '').filter((m) => METHOD.test(m));
}

const routes = routeFiles().map((file) => ({ file, path: toApiPath(file) }));
const offered = new Set(routes.flatMap((r) => offeredMethods(r.file, r.path).map((m) => `${m} ${r.path}`)));
const documented = new Set(endpoints().map((e) => `${e.method} ${e.path}`));
const doc = openApiDocument();

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with bearer auth and the error envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toBeDefined();
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('documents every route file, and only those', () => {
    const routePaths = new Set(routes.map((r) => r.path));
    const registryPaths = new Set(endpoints().map((e) => e.path));
    expect(
      [...routePaths].filter((p) => !registryPaths.has(p)),
      'route files without documentation',
    ).toEqual([]);
    expect(
      [...registryPaths].filter((p) => !routePaths.has(p)),
      'documented paths without a route file',
    ).toEqual([]);
    expect(Object.keys(doc.paths).sort()).toEqual([...registryPaths].sort());
  });

  it('documents every method a route file offers, and only those', () => {
    expect([...offered].filter((k) => !documented.has(k)).sort(), 'offered but undocumented').toEqual([]);
    expect([...documented].filter((k) => !offered.has(k)).sort(), 'documented but not offered').toEqual([]);
  });

  it('has unique operation ids', () => {
    const ids = endpoints().map((e) => e.operationId);
    expect(ids.length).toBe(new Set(ids).size);
  });

  const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );

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

describe('the registry examples', () => {
  const all = endpoints().map((e) => ({ key: `${e.method} ${e.path}`, e }));

  it.each(all)('$key: request example passes the body schema', ({ e }) => {
    if (!e.body) return expect(e.requestExample).toBeUndefined();
    const result = e.body.safeParse(e.requestExample);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(all)('$key: response example passes the response schema', ({ e }) => {
    if (e.status === 204) return expect(e.response).toBeUndefined();
    expect(e.response, 'a success body schema').toBeDefined();
    const schema = e.list ? z.array(e.response ?? z.never()) : (e.response ?? z.never());
    const result = schema.safeParse(e.responseExample);
    expect(result.error?.issues ?? []).toEqual([]);
    for (const other of e.otherResponses ?? [])
      expect((e.response ?? z.never()).safeParse(other.example).success).toBe(true);
  });

  it.each(RECORD_DOCS.map((d) => ({ name: d.spec.name, d })))(
    '$name: the create example passes createBody',
    ({ d }) => {
      if (d.spec.createBody)
        expect(d.spec.createBody.safeParse(d.spec.example).error?.issues ?? []).toEqual([]);
    },
  );
});
