import { beforeAll, describe, expect, it } from 'vitest';
import { importSchema, importSummarySchema } from '@/lib/imports/schemas';
import { call, newUser } from '../helpers/http';
import { startImport, type User } from '../helpers/imports';

// CSV imports (issue 12 part 1): preview, mapping changes, commit in one transaction, undo and restore,
// the history; on whichever database the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const count = async (user: User, path: string) =>
  Number((await user.call('GET', path)).headers.get('x-total-count'));
const EXPENSES_2026 = '/api/v1/expenses?year=2026';

describe('an expense import from a card statement (Chase-style)', () => {
  let user: User;
  let id: number;
  beforeAll(async () => {
    user = await newUser('imports');
  });

  it('previews what it detected and what each row becomes', async () => {
    const res = await startImport(user, 'chase-card.csv');
    expect(res.status).toBe(201);
    expect(importSchema.strict().parse(res.body)).toEqual(res.body);
    id = res.body.id;
    const p = res.body.preview;
    expect(res.body).toMatchObject({
      kind: 'expenses',
      status: 'preview',
      file_name: 'chase-card.csv',
      row_count: 10,
    });
    expect(p.detected).toMatchObject({
      encoding: 'utf-8',
      delimiter: ',',
      header_line: 1,
      date_format: 'MM/DD/YYYY',
      expense_sign: 'negative',
    });
    expect(p.mapping).toMatchObject({
      date: 'Transaction Date',
      amount: 'Amount',
      description: 'Description',
      category: 'Category',
    });
    // 5 purchases ready; the second NURSYS line repeats the first; a payment and a return are money in;
    // Groceries and Shopping are set not to import.
    expect(p.counts).toEqual({ rows: 10, ready: 5, duplicate: 1, skipped: 4, failed: 0 });
    // 45.10 + 1,204.56 + 14.25 + 30.00 + 6.50 = 1,300.41
    expect(p.total).toBe(130_041);
    expect(p.rows[0]).toEqual({
      line: 2,
      status: 'ready',
      reason: null,
      date: '2026-01-05',
      amount: 4510,
      category: 'travel',
      description: 'SHELL OIL 57444',
      source_category: 'Gas',
    });
    expect(p.problems.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [3, 'Money in (a payment, refund or deposit of $500.00), not an expense'],
      [4, 'Category "Groceries" is set to not import'],
      [8, 'Same date, amount and description as line 7'],
      [9, 'Category "Shopping" is set to not import'],
      [10, 'Money in (a payment, refund or deposit of $19.99), not an expense'],
    ]);
    expect(p.words).toContainEqual({
      source: 'Food & Drink',
      rows: 1,
      value: 'meals',
      suggested: 'meals',
      field: 'category',
    });
  });

  it('PATCH changes the mapping and answers a new preview; nothing is written yet', async () => {
    const res = await user.call('PATCH', `/api/v1/imports/${id}`, {
      body: {
        category_map: { shopping: 'uniforms', 'Professional Services': 'licensing' },
        include_lines: [8],
      },
    });
    expect(res.status).toBe(200);
    const p = res.body.preview;
    expect(p.counts).toEqual({ rows: 10, ready: 7, duplicate: 0, skipped: 3, failed: 0 });
    expect(p.rows.find((r: { line: number }) => r.line === 9)).toMatchObject({
      status: 'ready',
      category: 'uniforms',
    });
    expect(p.rows.find((r: { line: number }) => r.line === 7)).toMatchObject({ category: 'licensing' });
    // A second change merges into the first: the Shopping choice stays.
    const again = await user.call('PATCH', `/api/v1/imports/${id}`, { body: { skip_lines: [11] } });
    expect(again.body.preview.counts).toMatchObject({ ready: 6, skipped: 4 });
    expect(again.body.preview.rows.find((r: { line: number }) => r.line === 11).reason).toBe(
      'Skipped by you',
    );
    expect(await count(user, EXPENSES_2026)).toBe(0);
  });

  it.each([
    ['a column the file lacks', { mapping: { amount: 'Total' } }, 'mapping.amount'],
    ['a field of trip imports', { mapping: { miles: 'Amount' } }, 'mapping.miles'],
    ['a purpose map on an expense import', { purpose_map: { Business: 'work_travel' } }, 'purpose_map'],
    ['an unknown category', { category_map: { Gas: 'fuel' } }, 'category_map.Gas'],
    ['an unknown date format', { date_format: 'YY/MM/DD' }, 'date_format'],
    ['an unknown field', { colour: 'red' }, ''],
  ])('PATCH with %s is 400', async (_label, body, path) => {
    const res = await user.call('PATCH', `/api/v1/imports/${id}`, { body });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
    if (path) expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('commits the ready rows in one go, tagged with the import; a second commit is 409', async () => {
    expect(await count(user, EXPENSES_2026)).toBe(0); // cached now: the commit must invalidate it
    const res = await user.call('POST', `/api/v1/imports/${id}/commit`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'committed', imported_count: 6 });
    expect(res.body.committed_at).toMatch(/Z$/);
    expect(await count(user, EXPENSES_2026)).toBe(6);
    const list = await user.call('GET', EXPENSES_2026);
    expect(list.body.map((e: { description: string }) => e.description)).toContain('MARRIOTT DENVER, CO');
    const again = await user.call('POST', `/api/v1/imports/${id}/commit`);
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
    const patch = await user.call('PATCH', `/api/v1/imports/${id}`, { body: { skip_lines: [] } });
    expect(patch.status).toBe(409);
  });

  it('flags the rows of the same file imported again as duplicates of what you have', async () => {
    const res = await startImport(user, 'chase-card.csv');
    // Only line 11 (skipped by the worker the first time) is new.
    expect(res.body.preview.counts).toMatchObject({ ready: 1, duplicate: 5 });
    const dup = res.body.preview.problems.find((r: { line: number }) => r.line === 2);
    expect(dup.reason).toBe(
      'Same date, amount and description as an expense you already have ("SHELL OIL 57444")',
    );
    await user.call('PATCH', `/api/v1/imports/${res.body.id}`, { body: { skip_lines: [11] } });
    const commit = await user.call('POST', `/api/v1/imports/${res.body.id}/commit`);
    expect([commit.status, commit.body.error.code]).toEqual([422, 'unprocessable_import']);
  });

  it('undo soft-deletes the rows (into the trash), restore brings back exactly those', async () => {
    const list = await user.call('GET', EXPENSES_2026);
    const handDeleted = list.body.find((e: { description: string }) => e.description === 'CHIPOTLE 1432');
    expect((await user.call('DELETE', `/api/v1/expenses/${handDeleted.id}`)).status).toBe(204);
    const undo = await user.call('POST', `/api/v1/imports/${id}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ status: 'undone' });
    expect(await count(user, EXPENSES_2026)).toBe(0);
    expect(await count(user, `${EXPENSES_2026}&deleted=true`)).toBe(6);
    expect((await user.call('POST', `/api/v1/imports/${id}/undo`)).status).toBe(200); // again: no-op
    const restore = await user.call('PATCH', `/api/v1/imports/${id}/restore`);
    expect(restore.body).toMatchObject({ status: 'committed', undone_at: null });
    // The expense deleted by hand before the undo stays deleted.
    expect(await count(user, EXPENSES_2026)).toBe(5);
    expect((await user.call('PATCH', `/api/v1/imports/${id}/restore`)).status).toBe(200);
  });

  it('lists the history newest first, paginated like every list', async () => {
    const res = await user.call('GET', '/api/v1/imports?limit=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body).toHaveLength(1);
    expect(importSummarySchema.strict().parse(res.body[0])).toEqual(res.body[0]);
    expect(res.body[0].status).toBe('preview');
    for (const q of ['limit=0', 'limit=201', 'offset=-1', 'limit=x']) {
      expect((await user.call('GET', `/api/v1/imports?${q}`)).status).toBe(400);
    }
  });

  it("another user's import is 404 everywhere, and so is their file", async () => {
    const other = await newUser('imports-other');
    for (const [method, path] of [
      ['GET', `/api/v1/imports/${id}`],
      ['PATCH', `/api/v1/imports/${id}`],
      ['POST', `/api/v1/imports/${id}/commit`],
      ['POST', `/api/v1/imports/${id}/undo`],
      ['PATCH', `/api/v1/imports/${id}/restore`],
    ] as const) {
      const res = await other.call(
        method,
        path,
        method === 'PATCH' && !path.endsWith('restore') ? { body: {} } : {},
      );
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const mine = (await user.call('GET', `/api/v1/imports/${id}`)).body.objstore_key;
    const res = await other.call('POST', '/api/v1/imports', {
      body: { objstore_key: mine, kind: 'expenses' },
    });
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    expect((await other.call('GET', '/api/v1/imports')).body).toEqual([]);
  });

  it('needs a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/imports'],
      ['POST', '/api/v1/imports'],
      ['POST', '/api/v1/imports/upload-url'],
      ['GET', `/api/v1/imports/${id}`],
      ['PATCH', `/api/v1/imports/${id}`],
      ['POST', `/api/v1/imports/${id}/commit`],
      ['POST', `/api/v1/imports/${id}/undo`],
      ['PATCH', `/api/v1/imports/${id}/restore`],
    ] as const) {
      expect((await call(method, path, method === 'GET' ? {} : { body: {} })).status).toBe(401);
    }
  });
});

describe('a mileage import (MileIQ-style drives)', () => {
  it('reads past the report lines, maps the purpose words and the business column, commits the trips', async () => {
    const user = await newUser('imports-miles');
    const res = await startImport(user, 'mileiq-drives.csv', 'mileage');
    expect(res.status).toBe(201);
    const p = res.body.preview;
    expect(p.detected).toMatchObject({ header_line: 5, date_format: 'MM/DD/YYYY', expense_sign: null });
    expect(p.mapping).toMatchObject({
      date: 'START_DATE*',
      miles: 'MILES*',
      purpose: 'PURPOSE',
      classification: 'CATEGORY*',
      origin: 'START*',
    });
    expect(p.counts).toEqual({ rows: 6, ready: 4, duplicate: 0, skipped: 1, failed: 1 });
    // 12.4 → 12, 12.6 → 13, 540.2 → 540, 5.1 → 5
    expect(p.total).toBe(570);
    // A business drive takes its purpose word's purpose; a personal one stays personal.
    expect(p.rows.map((r: { purpose: string | null }) => r.purpose)).toEqual([
      'personal', // Business, "Commute to unit"
      'work_travel', // Business, no purpose
      'tax_home_visit', // Business, "Tax home visit"
      'personal', // Personal
      null, // Unclassified: not imported
      'work_travel', // failed (0.3 miles)
    ]);
    expect(p.words).toContainEqual({
      source: 'Tax home visit',
      rows: 1,
      value: 'tax_home_visit',
      suggested: 'tax_home_visit',
      field: 'purpose',
    });
    expect(p.words).toContainEqual({
      source: 'Business',
      rows: 4,
      value: 'work_travel',
      suggested: 'work_travel',
      field: 'classification',
    });
    expect(p.problems.map((r: { reason: string }) => r.reason)).toEqual([
      'Purpose "Unclassified" is set to not import',
      '0.3 miles rounds to 0: a trip is 1 to 5,000 whole miles',
    ]);
    const patched = await user.call('PATCH', `/api/v1/imports/${res.body.id}`, {
      body: {
        purpose_map: { Unclassified: 'other', 'commute to unit': 'work_travel' },
        default_purpose: 'work_travel',
      },
    });
    expect(patched.body.preview.counts.ready).toBe(5);
    expect(patched.body.preview.rows[0].purpose).toBe('work_travel');
    const commit = await user.call('POST', `/api/v1/imports/${res.body.id}/commit`);
    expect(commit.body.imported_count).toBe(5);
    const trips = await user.call('GET', '/api/v1/mileage?year=2026');
    expect(trips.headers.get('x-total-count')).toBe('5');
    const summary = await user.call('GET', '/api/v1/mileage/summary?year=2026');
    expect(summary.body.byPurpose.personal.miles).toBe(5);
    expect(summary.body.byPurpose.tax_home_visit.miles).toBe(540);
  });
});
