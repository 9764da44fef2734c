import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocument, TAGS } from '@/app/api/v1/document';
import { apiContracts } from '@/app/api/v1/operations';
import type { Contract } from '@/lib/http/contract';
import { contractOf } from '@/lib/http/endpoint';
import { isFallback } from '@/lib/http/methods';
import { exampleOf } from '@/lib/http/openapi/json-schema';

// Every route file's exported handlers carry a contract (or are the 405/404 fallbacks of methods()), the
// contract names the method and path the file serves, and the document has exactly the served operations.

const API_DIR = path.resolve(import.meta.dirname, '../../app/api/v1');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const toApiPath = (file: string) =>
  `/api/v1/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}`
    .replace(/\[(\w+)\]/g, '{$1}')
    .replace(/\/$/, '');

const routes = await Promise.all(
  routeFiles().map(async (file) => ({
    file: path.relative(API_DIR, file),
    path: toApiPath(file),
    catchAll: file.includes('[...'),
    mod: (await import(file)) as Record<string, unknown>,
  })),
);
const served = routes.flatMap((r) =>
  METHODS.flatMap((m) => {
    const contract = contractOf(r.mod[m]);
    return contract ? [{ key: `${m} ${r.path}`, export: m, route: r, contract }] : [];
  }),
);
const contracts = apiContracts();
const key = (c: Contract) => `${c.method} ${c.path}`;

describe('the route files', () => {
  it.each(routes)('$file exports each method as an endpoint or a fallback', ({ mod, catchAll }) => {
    for (const m of METHODS) {
      const handler = mod[m];
      expect(typeof handler, `${m} is exported`).toBe('function');
      if (catchAll) expect(isFallback(handler), `${m}: the unknown-path fallback`).toBe(true);
      else
        expect(Boolean(contractOf(handler)) || isFallback(handler), `${m}: a contract or a fallback`).toBe(
          true,
        );
    }
  });

  it.each(served)('$key: the contract names the method and path that serve it', (s) => {
    expect(s.contract.method).toBe(s.export);
    expect(s.contract.path).toBe(s.route.path);
  });

  it('serves 125 operations, all documented, and documents nothing else', () => {
    const servedKeys = served.map((s) => s.key).sort();
    expect(servedKeys.length).toBe(125);
    expect(contracts.map(key).sort(), 'app/api/v1/operations.ts lists every route file').toEqual(servedKeys);
    const documented = Object.entries(apiDocument().paths).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(documented.sort()).toEqual(servedKeys);
  });
});

describe('the contracts', () => {
  it('have unique operation ids and a known first tag', () => {
    const ids = contracts.map((c) => c.operationId);
    expect(ids.length).toBe(new Set(ids).size);
    const tags = new Set(TAGS.map((t) => t.name));
    expect(contracts.filter((c) => !tags.has(c.tags[0])).map(key)).toEqual([]);
  });

  /** A response example must parse with its schema and keep every field (none the schema does not name). */
  function exampleIssues(schema: z.ZodType, example: unknown): unknown[] {
    const result = schema.safeParse(example);
    if (!result.success) return result.error.issues;
    return isDeepStrictEqual(result.data, example) ? [] : ['the example has fields the schema drops'];
  }

  it.each(contracts.map((c) => ({ key: key(c), c })))('$key: its examples pass its schemas', ({ c }) => {
    const body = c.body ?? c.rawBody;
    const request = c.examples?.request ?? exampleOf(body);
    if (body) expect(request, 'a request example').toBeDefined();
    // Bodies are strict (an unknown field fails) and may fill defaults, so parsing is the whole test.
    if (body && request !== undefined) expect(body.safeParse(request).error?.issues ?? []).toEqual([]);
    if ((c.status ?? 200) === 204) return expect(c.response).toBeUndefined();
    if (c.file) return expect(c.response, 'a file answer has no JSON schema').toBeUndefined();
    expect(c.response, 'a success body schema').toBeDefined();
    const item = c.response ?? z.never();
    const own = exampleOf(item);
    const response = c.examples?.response ?? (c.list && own !== undefined ? [own] : own);
    expect(response, 'a response example').toBeDefined();
    expect(exampleIssues(c.list ? z.array(item) : item, response)).toEqual([]);
    for (const other of c.alternatives ?? []) expect(exampleIssues(item, other.example)).toEqual([]);
  });
});
