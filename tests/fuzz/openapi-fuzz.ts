import fc from 'fast-check';

// Requests generated from the OpenAPI document: every operation, with path ids, query values and bodies
// that are wrong in every way a client can be wrong (types, huge and negative numbers, control
// characters, unicode, long strings, malformed escapes, non-object bodies, invalid JSON, no token).
// Used by tests/api/fuzz.test.ts (in-process, a few hundred runs) and scripts/fuzz.ts (a live server).

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
export interface OpenApiLike {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzOperation {
  method: string;
  template: string;
  query: string[];
  fields: string[];
  hasBody: boolean;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  withToken: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** encodeURIComponent, but a lone surrogate goes as the UTF-8 of U+FFFD instead of throwing. */
function encode(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function fieldsOf(schema: Schema | undefined, doc: OpenApiLike, depth = 0): string[] {
  if (!schema || depth > 4) return [];
  if (schema.$ref)
    return fieldsOf(doc.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], doc, depth + 1);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap((s) => fieldsOf(s, doc, depth + 1))];
}

export function operations(doc: OpenApiLike): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        fields: [...new Set(fieldsOf(op.requestBody?.content['application/json']?.schema, doc))],
        hasBody: Boolean(op.requestBody),
      })),
  );
}

const control = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\r',
);
const nasty = fc.constantFrom(
  '',
  ' ',
  'null',
  '0',
  '-1',
  '1e309',
  'NaN',
  '2147483648',
  '9223372036854775808',
  '../../etc/passwd',
  '%00',
  '\ud800',
  '\udfff',
  '😀'.repeat(50),
  'ÅÄÖ',
  '\u202e',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  'x'.repeat(5000),
  'a'.repeat(70_000),
);
const weirdString = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 })).map((p) => p.join('')),
);
const weirdNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    1.5,
    -0.5,
    2147483647,
    2147483648,
    -2147483649,
    1e20,
    -1e20,
    1e308,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const scalar: fc.Arbitrary<unknown> = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }) },
);

const pathSegment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '99999999999',
    'abc',
    '%ff',
    '%',
    '%E0%A4%A',
    '%00',
    '..',
    '%2e%2e',
    '%2F',
    '😀',
    'a'.repeat(300),
  ),
  fc.nat().map(String),
  fc.string({ maxLength: 12 }).map(encode),
);

function bodyFor(op: FuzzOperation): fc.Arbitrary<string | undefined> {
  const objectBody = fc
    .tuple(
      fc.subarray(op.fields),
      fc.array(fc.tuple(fc.constantFrom(...op.fields, 'extra', 'id', '__proto__'), value), { maxLength: 4 }),
    )
    .chain(([keys, extra]) =>
      fc
        .tuple(...keys.map((k) => value.map((v) => [k, v] as const)))
        .map((pairs) => JSON.stringify(Object.fromEntries([...pairs, ...extra]))),
    );
  return fc.oneof(
    { weight: 8, arbitrary: op.fields.length ? objectBody : fc.constant('{}') },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        'nul',
        '\u0000',
        '[1,2',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

export function requestFor(op: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const segments = op.template.split('/').map((s) => (s.startsWith('{') ? pathSegment : fc.constant(s)));
  const query = fc.array(
    fc.tuple(fc.constantFrom(...op.query, 'extra'), fc.oneof(weirdString, weirdNumber.map(String))),
    {
      maxLength: op.query.length ? 4 : 1,
    },
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/json; charset=utf-8',
  );
  return fc
    .record({
      segments: fc.tuple(...segments),
      query,
      body: op.hasBody || op.method !== 'GET' ? bodyFor(op) : fc.constant(undefined),
      contentType,
      withToken: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .map(({ segments: parts, query: q, body, contentType: type, withToken }): FuzzRequest => {
      const search = q.map(([k, v]) => `${encode(k)}=${encode(v).replace(/%25/g, '%')}`).join('&');
      return {
        method: op.method,
        path: `${parts.join('/')}${search ? `?${search}` : ''}`,
        headers: body === undefined ? ({} as Record<string, string>) : { 'content-type': type },
        body,
        withToken,
      };
    });
}

/** Any operation of the document, then a request for it. */
export function anyRequest(doc: OpenApiLike): fc.Arbitrary<FuzzRequest> {
  const ops = operations(doc);
  return fc.constantFrom(...ops).chain(requestFor);
}
