import { beforeAll, describe, expect, it } from 'vitest';
import { apiDocument } from '@/app/api/v1/document';
import { apiContracts } from '@/app/api/v1/operations';
import type { JsonSchema, OperationObject } from '@/lib/http/openapi/types';
import { SERVER_OWNED_FIELDS, withoutServerOwned } from '@/lib/validation/body-rule';
import { UNKNOWN_FIELD } from '@/lib/validation/messages';
import { call, newUser } from '../helpers/http';

// spec/decisions.md §5 (docs/api-guide.md §5): an unknown field in a body is 400, never dropped; the
// server-owned fields at its top level are ignored. Derived from the OpenAPI document itself: every
// operation with a JSON request body gets its own request example plus `zz_unknown`, at the top level and in
// each nested object schema, and must answer 400 `validation_error` whose only detail names that field. The
// example without it must pass the operation's body schema, so the 400 has no other cause. A new operation
// is covered once it is documented; a nested object no example reaches fails here until one does.

const doc = apiDocument();
const contracts = apiContracts();
const UNKNOWN = 'zz_unknown';
const STRIPE_WEBHOOK = 'POST /api/v1/webhooks/stripe';

type Schema = JsonSchema | boolean | undefined;
type Segment = string | number;
/** Where `zz_unknown` goes, and the containers the example leaves out that are made first (`[{}]`, `{}`). */
interface Site {
  path: Segment[];
  fills: { path: Segment[]; value: unknown }[];
}

function resolve(s: Schema): JsonSchema | undefined {
  if (typeof s !== 'object') return undefined;
  if (!s.$ref) return s;
  return resolve(doc.components.schemas[s.$ref.split('/').at(-1) ?? '']);
}

/** The object with named fields a schema holds: itself or an alternative (a nullable object). Maps are not. */
function objectIn(s: Schema): JsonSchema | undefined {
  const r = resolve(s);
  if (r?.type === 'object' && r.properties) return r;
  for (const alt of [...(r?.anyOf ?? []), ...(r?.oneOf ?? [])]) {
    const found = objectIn(alt);
    if (found) return found;
  }
  return undefined;
}

function itemsIn(s: Schema): JsonSchema | undefined {
  const r = resolve(s);
  if (r?.type === 'array') return Array.isArray(r.items) ? undefined : objectIn(r.items);
  for (const alt of [...(r?.anyOf ?? []), ...(r?.oneOf ?? [])]) {
    const found = itemsIn(alt);
    if (found) return found;
  }
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const label = (path: Segment[]) => path.join('.') || '(the body)';

/** Every object of `schema` the example reaches, or that can be made empty (no required field). */
function sitesOf(schema: JsonSchema, value: unknown, site: Site, out: Site[], unreached: string[]): void {
  out.push(site);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const held = isRecord(value) ? value[key] : undefined;
    const path = [...site.path, key];
    const object = objectIn(prop);
    const items = itemsIn(prop);
    const inner = object ?? items;
    if (!inner) continue;
    const element = items ? (Array.isArray(held) ? (held[0] as unknown) : undefined) : held;
    const at = items ? [...path, 0] : path;
    if (element !== undefined) {
      sitesOf(inner, element, { path: at, fills: site.fills }, out, unreached);
    } else if ((inner.required ?? []).length === 0) {
      const fill = { path, value: items ? [{}] : {} };
      sitesOf(inner, {}, { path: at, fills: [...site.fills, fill] }, out, unreached);
    } else {
      unreached.push(label(path));
    }
  }
}

function setAt(target: unknown, path: Segment[], value: unknown): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, seg) => (node as Record<Segment, unknown>)[seg], target);
  (parent as Record<Segment, unknown>)[path.at(-1) as Segment] = value;
}

function getAt(target: unknown, path: Segment[]): Record<string, unknown> {
  return path.reduce<unknown>((node, seg) => (node as Record<Segment, unknown>)[seg], target) as Record<
    string,
    unknown
  >;
}

interface BodyOperation {
  key: string;
  method: string;
  path: string;
  op: OperationObject;
}

const bodyOperations: BodyOperation[] = Object.entries(doc.paths).flatMap(([template, item]) =>
  Object.entries(item).flatMap(([method, op]: [string, OperationObject]) => {
    if (!op.requestBody?.content['application/json']) return [];
    // A path parameter at its lowest value: the body is refused before any record is looked up.
    const path = (op.parameters ?? [])
      .filter((p) => p.in === 'path')
      .reduce((p, param) => p.replace(`{${param.name}}`, String(param.schema.minimum ?? 1)), template);
    return [{ key: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), path, op }];
  }),
);
const contractOf = (key: string) => contracts.find((c) => `${c.method} ${c.path}` === key);
// The Stripe webhook's body is Stripe's signed event, read raw by its handler (its contract's `rawBody`).
const ours = bodyOperations.filter((o) => !contractOf(o.key)?.rawBody);
// DELETE /me goes last: were its unknown field dropped, the account would be gone for the others.
ours.sort((a, b) => Number(a.key === 'DELETE /api/v1/me') - Number(b.key === 'DELETE /api/v1/me'));

let token: string;
beforeAll(async () => {
  token = (await newUser('unknown-fields')).token;
});

describe('unknown fields in a request body', () => {
  it('are probed on every operation the document gives a JSON body, but the Stripe webhook', () => {
    expect(bodyOperations.filter((o) => !ours.includes(o)).map((o) => o.key)).toEqual([STRIPE_WEBHOOK]);
    expect(ours.length).toBeGreaterThan(35);
  });

  it.each(ours)('$key: 400 naming zz_unknown, at the top level and in each nested object', async (o) => {
    const media = o.op.requestBody?.content['application/json'];
    const schema = resolve(media?.schema);
    const contract = contractOf(o.key);
    expect(media?.example, 'the document has a request example').toBeDefined();
    expect(schema?.type, 'the body is an object').toBe('object');
    const sites: Site[] = [];
    const unreached: string[] = [];
    sitesOf(schema as JsonSchema, media?.example, { path: [], fills: [] }, sites, unreached);
    expect(unreached, 'nested objects no example reaches: give the contract an example holding them').toEqual(
      [],
    );
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const site of sites) {
      const body = structuredClone(media?.example) as Record<string, unknown>;
      for (const fill of site.fills) setAt(body, fill.path, structuredClone(fill.value));
      // Otherwise acceptable: the same body passes the operation's own schema, as the pipeline parses it.
      const control = contract?.body?.safeParse(withoutServerOwned(body));
      expect(control?.error?.issues ?? [], `${label(site.path)}: the body without ${UNKNOWN}`).toEqual([]);
      getAt(body, site.path)[UNKNOWN] = true;
      // Beside it at the top level, the server-owned fields: ignored, so never named.
      if (site.path.length === 0) for (const key of SERVER_OWNED_FIELDS) body[key] = 999;
      const res = await call(o.method, o.path, { token, body });
      const detail = [...site.path, UNKNOWN].join('.');
      answers.push([detail, res.status, res.body?.error?.code, res.body?.error?.details]);
      expected.push([detail, 400, 'validation_error', [{ path: detail, message: UNKNOWN_FIELD }]]);
    }
    // Every site at once, so a failure lists each object that let the field through.
    expect(answers).toEqual(expected);
  });
});

describe('unknown query parameters', () => {
  // The document lists each operation's parameters and refuses no other (OpenAPI has no closed query), and
  // the pipeline parses the ones it lists (lib/http/route.ts): an unlisted one changes nothing.
  it('are ignored: the answer is the one without them', async () => {
    const user = await newUser('unknown-query');
    await user.call('POST', '/api/v1/expenses', {
      body: { date: '2026-03-01', category: 'meals', amount: 100 },
    });
    const plain = await user.call('GET', '/api/v1/expenses?year=2026');
    const extra = await user.call('GET', `/api/v1/expenses?year=2026&extra=&${UNKNOWN}=1`);
    expect([extra.status, extra.body]).toEqual([200, plain.body]);
    expect((await user.call('GET', `/api/v1/dashboard?${UNKNOWN}=1`)).status).toBe(200);
  });
});

describe('a body sent to an operation that takes none', () => {
  it('is refused naming its fields; {} and no body are accepted as before', async () => {
    const u = await newUser('no-body');
    const json = { 'content-type': 'application/json' };
    const sent = await u.call('POST', '/api/v1/notifications/read-all', {
      rawBody: JSON.stringify({ zz_unknown: 1, data_version: 3, id: 9 }),
      headers: json,
    });
    expect(sent.status).toBe(400);
    expect(sent.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'zz_unknown',
      'data_version',
    ]);
    for (const rawBody of ['{}', undefined, 'not json'])
      expect(
        (await u.call('POST', '/api/v1/notifications/read-all', { rawBody, headers: json })).status,
      ).toBe(200);
  });
});
