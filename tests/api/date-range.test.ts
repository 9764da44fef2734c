import { afterAll, describe, expect, it } from 'vitest';
import { apiDocument } from '@/app/api/v1/document';
import { getDb } from '@/lib/providers/db/client';
import '@/lib/providers/jobs/all';
import { enqueue, stopQueue } from '@/lib/providers/jobs/queue';
import { NOTIFICATION_SYNC } from '@/lib/reminders/jobs';
import { FIRST_DATE, LAST_DATE } from '@/lib/validation/common';
import { bodyOperations, type JsonSchema } from '../fuzz/edge-values';
import type { OpenApiLike } from '../fuzz/openapi-fuzz';
import { newUser } from '../helpers/http';
import { runDueJobsNow } from '../helpers/jobs';

// Issue 36: one vocabulary of dates. Every date a client sends is from 1900-01-01 to 2100-12-31, on every
// operation (the date fields are read from the OpenAPI document, so a new one is covered); a date outside
// that written behind the API's back (old data, a direct write) is a plain answer for that user, at once,
// and neither stalls the server nor holds up anybody else's views or daily jobs.

const doc = apiDocument('http://localhost:3000') as unknown as OpenApiLike;
const RANGE_MESSAGE = `Use a date from ${FIRST_DATE} to ${LAST_DATE}`;

afterAll(() => stopQueue(1_000));

const deref = (s: JsonSchema | undefined): JsonSchema | undefined =>
  s?.$ref ? deref(doc.components?.schemas?.[s.$ref.split('/').at(-1) ?? ''] as JsonSchema) : s;

/** Dotted paths of the `format: date` fields of a body schema, nested objects included. */
function datePaths(schema: JsonSchema | undefined, at = '', depth = 0): string[] {
  const s = deref(schema);
  if (!s || depth > 4) return [];
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (s.format === 'date') return [at];
  if (nested.length) return [...new Set(nested.flatMap((n) => datePaths(n, at, depth + 1)))];
  return Object.entries(s.properties ?? {}).flatMap(([k, p]) =>
    datePaths(p, at ? `${at}.${k}` : k, depth + 1),
  );
}

function bodyWith(path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head as string]: rest.length ? bodyWith(rest.join('.'), value) : value };
}

describe('dates a client sends', () => {
  const cases = bodyOperations(doc).flatMap((op) =>
    datePaths(op.schema).map((field) => ({
      op,
      field,
      // A year in the path (the household's) must be one the API takes, so the body's date is what is refused.
      path: op.template.replace('{year}', '2026').replace(/\{[^}]+\}/g, '1'),
    })),
  );

  it('are found in the document: every resource with a date field', () => {
    const templates = new Set(cases.map((c) => c.op.template));
    for (const t of [
      '/api/v1/assignments',
      '/api/v1/expenses',
      '/api/v1/tax-home-visits',
      '/api/v1/comparisons',
    ])
      expect(templates).toContain(t);
  });

  it.each(['0001-01-01', '1899-12-31', '2101-01-01', '9998-12-31'])(
    '%s is refused on every operation, naming the field and the range',
    async (date) => {
      const u = await newUser('dates');
      const missed: string[] = [];
      for (const { op, field, path } of cases) {
        const res = await u.call(op.method, path, { body: bodyWith(field, date) });
        const details = (res.body?.error?.details ?? []) as { path: string; message: string }[];
        const named = details.some((d) => d.path === field && d.message === RANGE_MESSAGE);
        if (res.status !== 400 || !named) missed.push(`${op.method} ${op.template} ${field}: ${res.status}`);
      }
      expect(missed).toEqual([]);
    },
  );

  it('accepts both ends of the range', async () => {
    const u = await newUser('dates-ends');
    const body = { facility: 'General', location: 'Omaha', state: 'NE', base_pay: 100_000 };
    const res = await u.call('POST', '/api/v1/assignments', {
      body: { ...body, start_date: FIRST_DATE, end_date: LAST_DATE },
    });
    expect(res.status).toBe(201);
    expect([res.body.start_date, res.body.end_date]).toEqual([FIRST_DATE, LAST_DATE]);
    expect((await u.call('GET', '/api/v1/tax-estimate?year=2026')).status).toBe(200);
  });
});

const VIEWS = [
  '/api/v1/dashboard',
  '/api/v1/tax-estimate',
  '/api/v1/assignment-profitability',
  '/api/v1/state-income',
  '/api/v1/stipend-eligibility',
  '/api/v1/location-durations',
  '/api/v1/tax-home/test',
  '/api/v1/tax-home-visits/summary',
];

async function timedViews(call: (m: string, p: string) => Promise<{ status: number; body: unknown }>) {
  const out: { path: string; status: number; ms: number; code?: string }[] = [];
  for (const path of VIEWS) {
    const t = performance.now();
    const res = await call('GET', path);
    const code = (res.body as { error?: { code?: string } } | null)?.error?.code;
    out.push({ path, status: res.status, ms: Math.round(performance.now() - t), code });
  }
  return out;
}

describe('a saved date outside the range (old data, a direct write)', () => {
  it('is a plain answer for that user, at once; others and the daily run are unaffected', async () => {
    const bad = await newUser('bad-dates');
    const good = await newUser('good-dates');
    const home = { address: '1 Elm St', city: 'Omaha', state: 'NE', zip: '68102', rent_amount: 120_000 };
    const job = {
      facility: 'St. Mary',
      location: 'Denver',
      state: 'CO',
      start_date: '2026-01-05',
      end_date: '2026-04-05',
      base_pay: 100_000,
      housing_stipend: 150_000,
    };
    for (const u of [bad, good]) {
      expect((await u.call('POST', '/api/v1/tax-home', { body: home })).status).toBe(201);
      expect((await u.call('POST', '/api/v1/assignments', { body: job })).status).toBe(201);
      const visit = { arrived: '2026-02-06', left: '2026-02-08' };
      expect((await u.call('POST', '/api/v1/tax-home-visits', { body: visit })).status).toBe(201);
    }
    // Before the fix, this end date made each of these views walk 2.9 million days: 11 s of the server's
    // one thread apiece; year 1 answered 500 (RangeError: Not a calendar date).
    const db = await getDb();
    await db.$executeRawUnsafe(`UPDATE assignments SET end_date = '9998-12-31' WHERE user_id = $1`, bad.id);
    await db.$executeRawUnsafe(
      `UPDATE tax_home_visits SET arrived = '0001-01-01' WHERE user_id = $1`,
      bad.id,
    );
    const listed = await db.$queryRawUnsafe<{ table_name: string; id: number }[]>(
      `SELECT table_name, id FROM out_of_range_dates() WHERE user_id = $1 ORDER BY 1`,
      bad.id,
    );
    expect(listed.map((r) => r.table_name)).toEqual(['assignments', 'tax_home_visits']);

    const badViews = await timedViews(bad.call);
    const goodViews = await timedViews(good.call);
    const line = (views: typeof badViews) => views.map((v) => `${v.path} ${v.status} ${v.ms} ms`).join(', ');
    console.log(`views of the user with bad dates: ${line(badViews)}`);
    console.log(`another user's views meanwhile: ${line(goodViews)}`);
    for (const v of badViews) {
      expect(v, v.path).toMatchObject({ status: 422, code: 'unprocessable_records' });
      expect(v.ms, v.path).toBeLessThan(2_000);
    }
    const message = (await bad.call('GET', '/api/v1/dashboard')).body.error.message as string;
    expect(message).toMatch(/9998-12-31|0001-01-01/);
    expect(message).toContain('from 1900 to 2100');
    for (const v of goodViews) expect(v.status, v.path).toBe(200);
    // The records themselves stay readable and fixable through the API.
    const list = await bad.call('GET', '/api/v1/assignments?year=2026');
    expect(list.status).toBe(200);
    const id = list.body[0].id as number;
    expect(
      (await bad.call('PATCH', `/api/v1/assignments/${id}`, { body: { end_date: '2026-04-05' } })).status,
    ).toBe(200);

    // The daily jobs: the bad user's fails on its own and is retried later; the other user's is done.
    const day = new Date().toISOString().slice(0, 10);
    await db.$executeRawUnsafe(`UPDATE assignments SET end_date = '9998-12-31' WHERE user_id = $1`, bad.id);
    await enqueue(NOTIFICATION_SYNC, { userId: bad.id, day });
    await enqueue(NOTIFICATION_SYNC, { userId: good.id, day });
    const started = performance.now();
    await runDueJobsNow([NOTIFICATION_SYNC]);
    console.log(`both users' daily jobs ran in ${Math.round(performance.now() - started)} ms`);
    const states = await db.$queryRawUnsafe<{ user_id: number; state: string }[]>(
      `SELECT (data->>'userId')::int AS user_id, state::text AS state FROM pgboss.job
       WHERE name = $1 AND (data->>'userId')::int IN ($2, $3) AND data->>'day' = $4`,
      NOTIFICATION_SYNC,
      bad.id,
      good.id,
      day,
    );
    const stateOf = (id: number) => states.find((s) => s.user_id === id)?.state;
    expect(stateOf(good.id)).toBe('completed');
    expect(stateOf(bad.id)).toMatch(/retry|failed/);
  }, 60_000);
});
