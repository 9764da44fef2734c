import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseCsvLines } from '@/lib/views/exports/service';
import { expenseFilters } from '@/lib/records/expenses/filters';
import { getDb } from '@/lib/providers/db/client';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/files';
import { newUser } from '../helpers/http';
import { fixture, startImport, uploadCsv, type User } from '../helpers/imports';
import { startS3, type S3Server } from '../helpers/s3';

// The files an import meets: other encodings and delimiters, files that are not CSV, a broken one, the
// largest upload, cells that are spreadsheet formulas, and the S3 store instead of the embedded one.

const importOf = (user: User, key: string, kind = 'expenses') =>
  user.call('POST', '/api/v1/imports', { body: { objstore_key: key, kind } });

describe('files of every shape', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('import-files');
  });

  it('reads a Windows-1252 bank export with Debit and Credit columns and M/D/YY dates', async () => {
    const res = await startImport(user, 'credit-union-checking.csv');
    expect(res.status).toBe(201);
    const p = res.body.preview;
    expect(p.detected).toMatchObject({
      encoding: 'windows-1252',
      date_format: 'M/D/YY',
      expense_sign: 'positive',
    });
    expect(p.detected.amount_style).toEqual({
      currencySymbol: true,
      thousandsSeparator: true,
      parenthesesNegative: false,
    });
    expect(p.mapping).toMatchObject({ amount: null, debit: 'Debit', credit: 'Credit' });
    expect(p.rows[0]).toMatchObject({ date: '2026-01-02', amount: 1240, description: 'Café Bella Denver' });
    expect(p.problems).toEqual([
      expect.objectContaining({ line: 3, reason: 'Money in (a credit of $2,150.00), not an expense' }),
    ]);
    // No category column: the description suggests one.
    expect(p.rows.map((r: { category: string | null }) => r.category)).toEqual([
      'other',
      'other',
      'travel',
      'licensing',
      'phone_internet',
      'lodging',
    ]);
  });

  it('reads an Everlance-style export: UTF-8 with a BOM, "Jan 5, 2026", "$845.00"', async () => {
    const p = (await startImport(user, 'everlance-expenses.csv')).body.preview;
    expect(p.detected).toMatchObject({ encoding: 'utf-8-bom', date_format: 'MMM D, YYYY' });
    expect(p.mapping).toMatchObject({ description: 'Merchant', category: 'Category' });
    expect(p.counts).toMatchObject({ ready: 5, skipped: 1 });
    expect(p.rows[0]).toMatchObject({ date: '2026-01-05', amount: 84500, category: 'lodging' });
  });

  it('reads a tab-separated UTF-16 trip log with day-first dates', async () => {
    const p = (await startImport(user, 'taxhomebase-trips.csv', 'mileage')).body.preview;
    expect(p.detected).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', date_format: 'DD/MM/YYYY' });
    expect(p.rows.map((r: { purpose: string }) => r.purpose)).toEqual([
      'tax_home_visit',
      'tax_home_visit',
      'licensing',
      'work_travel',
    ]);
    expect(p.total).toBe(540 + 540 + 10 + 14); // 9.5 rounds up
  });

  it.each([
    ['a broken quote', fixture('broken-quote.csv'), /A quoted value near line \d+ is never closed/],
    [
      'a PNG under a .csv name',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      /This is a PNG image/,
    ],
    ['a zipped workbook', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), /Excel workbook/],
    ['one column only', new TextEncoder().encode('hello\nworld\n'), /Only one column/],
    ['column names and no rows', new TextEncoder().encode('Date,Amount\n'), /no rows under the column names/],
  ])('422 unprocessable_import for %s, nothing stored', async (_label, bytes, message) => {
    const before = (await user.call('GET', '/api/v1/imports')).headers.get('x-total-count');
    const res = await importOf(user, await uploadCsv(user, bytes));
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_import']);
    expect(res.body.error.message).toMatch(message);
    expect((await user.call('GET', '/api/v1/imports')).headers.get('x-total-count')).toBe(before);
  });

  it.each([
    ['a PDF', { file_name: 'statement.pdf', content_type: 'application/pdf', file_size: 100 }],
    ['an image', { file_name: 'statement.png', content_type: 'image/png', file_size: 100 }],
    ['25 MiB + 1 byte', { file_name: 'big.csv', content_type: 'text/csv', file_size: MAX_UPLOAD_BYTES + 1 }],
  ])('upload-url refuses %s with 400', async (_label, body) => {
    const res = await user.call('POST', '/api/v1/imports/upload-url', { body });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
  });

  it('accepts the types browsers give a .csv', async () => {
    for (const content_type of ['text/csv', 'application/vnd.ms-excel', 'text/plain']) {
      const res = await user.call('POST', '/api/v1/imports/upload-url', {
        body: { file_name: 'a.csv', content_type, file_size: 10 },
      });
      expect(res.status).toBe(200);
    }
  });

  it('a 25 MiB upload is refused by its line count before it is parsed', async () => {
    const line = '2026-01-05,Coffee,3.50\n';
    const text = `Date,Description,Amount\n${line.repeat(Math.floor((MAX_UPLOAD_BYTES - 24) / line.length))}`;
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
    bytes.fill(0x0a);
    bytes.set(new TextEncoder().encode(text));
    const started = Date.now();
    const res = await importOf(user, await uploadCsv(user, bytes, 'big.csv'));
    expect([res.status, res.body.error.code]).toEqual([422, 'unprocessable_import']);
    expect(res.body.error.message).toMatch(/import at most 20,000 rows at a time/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('keeps formula cells as text, and the CSV download escapes them', async () => {
    const formulas = await newUser('import-formulas');
    const res = await startImport(formulas, 'formulas.csv');
    expect(res.body.preview.detected.formula_cells).toBe(5);
    expect(res.body.preview.problems).toEqual([
      expect.objectContaining({ line: 6, reason: '"=1+2" is not an amount' }),
    ]);
    await formulas.call('POST', `/api/v1/imports/${res.body.id}/commit`);
    const stored = (await formulas.call('GET', '/api/v1/expenses?year=2026')).body.map(
      (e: { description: string }) => e.description,
    );
    expect(stored).toEqual(
      expect.arrayContaining([
        '=HYPERLINK("http://evil.example","Click")',
        '+1 555 0100 call',
        '@SUM(A1:A9)',
        '-2+3 cafe',
      ]),
    );
    const lines: string[] = [];
    const ctx = { db: await getDb(), userId: formulas.id };
    for await (const l of expenseCsvLines(ctx, expenseFilters({ year: '2026' }, new Date()))) lines.push(l);
    const body = lines.join('');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(body).toContain("'+1 555 0100 call");
    expect(body).toContain("'@SUM(A1:A9)");
    expect(body).not.toMatch(/(^|,)[=+@]/m);
  });
});

describe('imports with the S3 store', () => {
  let s3: S3Server;
  let user: User;
  beforeAll(async () => {
    s3 = await startS3();
    user = await newUser('import-s3');
  });
  afterAll(() => s3.stop());

  it('previews, commits and undoes through presigned S3 addresses', async () => {
    const key = await uploadCsv(user, fixture('everlance-expenses.csv'));
    const res = await importOf(user, key);
    expect(res.status).toBe(201);
    const commit = await user.call('POST', `/api/v1/imports/${res.body.id}/commit`);
    expect(commit.body).toMatchObject({ status: 'committed', imported_count: 5 });
    await user.call('POST', `/api/v1/imports/${res.body.id}/undo`);
    expect((await user.call('GET', '/api/v1/expenses?year=2026')).body).toEqual([]);
  });
});
