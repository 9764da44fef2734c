import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocument } from '@/app/api/v1/document';
import { apiContracts } from '@/app/api/v1/operations';
import type { Ctx } from '@/lib/core/context';
import { expenseResource } from '@/lib/records/expenses/resource';
import { endpoint } from '@/lib/http/endpoint';
import { json } from '@/lib/http/respond';
import { zodDetails } from '@/lib/http/validation';
import type { JsonSchema } from '@/lib/http/openapi/types';
import { createRecord, updateRecord } from '@/lib/records/service';
import { assertStrictBody, looseObjectPaths, SERVER_OWNED_FIELDS } from '@/lib/validation/body-rule';
import { recordBody } from '@/lib/validation/common';
import { UNKNOWN_FIELD } from '@/lib/validation/messages';

// The body rule (lib/validation/body-rule.ts): every object of a request body refuses unknown fields, so none
// is dropped in silence. The pipeline and the record layer refuse to build or write with a schema that would
// drop one, every contract keeps the rule, and the document says what the server does.

const strict = z.strictObject({ a: z.int() });
const loose = z.object({ a: z.int() });

describe('looseObjectPaths', () => {
  it.each<[string, z.ZodType, string[]]>([
    ['a strict object', strict, []],
    ['recordBody, refined', recordBody({ a: z.int() }).refine(() => true), []],
    ['a strict body made partial', recordBody({ a: z.int(), b: z.string() }).partial(), []],
    ['a plain z.object (strips unknown keys)', loose, ['(the body)']],
    ['a z.looseObject (passes them unchecked)', z.looseObject({ a: z.int() }), ['(the body)']],
    ['a plain object inside a strict one', z.strictObject({ contract_a: loose }), ['contract_a']],
    ['an optional, nullable one', z.strictObject({ spouse: loose.nullable().optional() }), ['spouse']],
    ['in an array', z.strictObject({ state_lines: z.array(loose) }), ['state_lines[]']],
    ['in a union', z.strictObject({ x: z.union([z.string(), loose]) }), ['x']],
    ['behind a preprocess', z.preprocess((v) => v, loose), ['(the body)']],
    ['behind a default', z.strictObject({ m: loose.default({ a: 1 }) }), ['m']],
    ['as a map’s value (its keys are data)', z.strictObject({ m: z.record(z.string(), loose) }), ['m.*']],
    ['a map of numbers', z.strictObject({ m: z.record(z.string(), z.int()) }), []],
    ['in a tuple', z.strictObject({ t: z.tuple([z.int(), loose]) }), ['t[]']],
  ])('%s', (_label, schema, expected) => {
    expect(looseObjectPaths(schema)).toEqual(expected);
  });

  it('ends on a recursive schema', () => {
    const node: z.ZodType = z.strictObject({ children: z.array(z.lazy(() => node)) });
    expect(looseObjectPaths(node)).toEqual([]);
  });
});

describe('assertStrictBody', () => {
  it('names the objects that would drop a field, and how to build them', () => {
    expect(() => assertStrictBody(z.strictObject({ lines: z.array(loose) }), 'POST /api/v1/x')).toThrow(
      'POST /api/v1/x: the body schema lets unknown fields through at lines[]. Build every object',
    );
  });

  it('refuses a top-level field named like a server-owned one: the pipeline drops those', () => {
    expect(() => assertStrictBody(z.strictObject({ id: z.int() }), 'PATCH /api/v1/x')).toThrow(
      'PATCH /api/v1/x: the body schema declares id',
    );
    expect(() =>
      assertStrictBody(z.strictObject({ nested: z.strictObject({ id: z.int() }) }), 'x'),
    ).not.toThrow();
  });
});

describe('zodDetails', () => {
  it('gives each unknown field a detail of its own, its path naming it, in plain words', () => {
    const schema = z.strictObject({ lines: z.array(z.strictObject({ state: z.string() })) });
    const result = schema.safeParse({ lines: [{ state: 'CO', foo: 1 }], bar: 1, baz: 2 });
    expect(zodDetails(result.error as z.ZodError)).toEqual([
      { path: 'lines.0.foo', message: UNKNOWN_FIELD },
      { path: 'bar', message: UNKNOWN_FIELD },
      { path: 'baz', message: UNKNOWN_FIELD },
    ]);
    expect(UNKNOWN_FIELD).toBe('Remove this field, which cannot be set');
  });
});

describe('every contract', () => {
  const bodies = apiContracts().filter((c) => c.body);

  it.each(bodies.map((c) => ({ key: `${c.method} ${c.path}`, c })))('$key: keeps the body rule', ({ c }) => {
    expect(looseObjectPaths(c.body as z.ZodType)).toEqual([]);
    expect(() => assertStrictBody(c.body as z.ZodType, `${c.method} ${c.path}`)).not.toThrow();
  });
});

describe('the pipeline and the record layer', () => {
  const contract = {
    method: 'POST' as const,
    path: '/api/v1/example',
    operationId: 'example',
    summary: 'Example',
    tags: ['System'] as [string],
    response: z.strictObject({ ok: z.boolean() }),
  };
  const handler = async () => json({ ok: true });

  it('refuse to build an operation whose body would drop a field, at any depth', () => {
    expect(() => endpoint({ ...contract, body: loose }, handler)).toThrow(
      'POST /api/v1/example: the body schema lets unknown fields through at (the body)',
    );
    expect(() => endpoint({ ...contract, body: z.strictObject({ n: z.array(loose) }) }, handler)).toThrow(
      'at n[]',
    );
    expect(() => endpoint({ ...contract, body: strict }, handler)).not.toThrow();
  });

  it('write nothing for a resource whose body would drop a field', async () => {
    type Spec = typeof expenseResource;
    const spec: Spec = {
      ...expenseResource,
      name: 'Loose expense',
      createBody: loose as unknown as Spec['createBody'],
      updateBody: loose as unknown as Spec['updateBody'],
    };
    const ctx = {} as Ctx; // never reached: the rule is checked before any statement
    await expect(createRecord(spec, ctx, { a: 1 } as never)).rejects.toThrow(
      'Loose expense: the create body: the body schema lets unknown fields through',
    );
    await expect(updateRecord(spec, ctx, 1, { a: 1 } as never)).rejects.toThrow(
      'Loose expense: the create body',
    );
  });
});

describe('the OpenAPI document', () => {
  const doc = apiDocument();
  const resolve = (s: unknown): JsonSchema =>
    typeof s === 'object' && s !== null && '$ref' in s
      ? resolve(doc.components.schemas[String(s.$ref).split('/').at(-1) ?? ''])
      : (s as JsonSchema);
  const requestBodies = Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).flatMap(([m, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      // The Stripe webhook documents Stripe's event, which the handler verifies and reads itself.
      return schema && !p.includes('/webhooks/') ? [{ key: `${m.toUpperCase()} ${p}`, schema }] : [];
    }),
  );

  /** Objects of a request body that the document leaves open, though they have named fields. */
  function openObjects(s: unknown, path: string, out: string[]): string[] {
    const r = resolve(s);
    if (typeof r !== 'object' || r === null) return out;
    if (r.properties && r.additionalProperties !== false) out.push(path || '(the body)');
    for (const [k, v] of Object.entries(r.properties ?? {})) openObjects(v, path ? `${path}.${k}` : k, out);
    for (const alt of [...(r.anyOf ?? []), ...(r.oneOf ?? [])]) openObjects(alt, path, out);
    if (r.items) openObjects(r.items, `${path}[]`, out);
    if (typeof r.additionalProperties === 'object') openObjects(r.additionalProperties, `${path}.*`, out);
    return out;
  }

  it.each(requestBodies)('$key: closes every object, and names the fields it ignores', ({ schema }) => {
    expect(openObjects(schema, '', [])).toEqual([]);
    const top = resolve(schema);
    for (const key of SERVER_OWNED_FIELDS)
      expect(top.properties?.[key], key).toMatchObject({ readOnly: true });
    const owned: readonly string[] = SERVER_OWNED_FIELDS;
    expect((top.required ?? []).filter((key) => owned.includes(key))).toEqual([]);
  });
});
