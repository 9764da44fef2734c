import { beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { uploadCsv, type User } from '../helpers/imports';

// Files a hostile (or unlucky) user uploads for import: each is refused with 422 `unprocessable_import` and
// a reason in plain words at POST /imports, before anything is stored, and nothing ever answers 500.
// Speed and memory are measured by `npm run hostile-imports` against the production build, not here.

const MiB = 1024 * 1024;
const importOf = (user: User, key: string, kind = 'expenses') =>
  user.call('POST', '/api/v1/imports', { body: { objstore_key: key, kind } });

async function refused(user: User, bytes: Uint8Array): Promise<string> {
  const res = await importOf(user, await uploadCsv(user, bytes));
  expect([res.status, res.body.error?.code]).toEqual([422, 'unprocessable_import']);
  return res.body.error.message as string;
}

const HEADER = 'Date,Description,Amount\n';
const ROW = '2026-01-05,Coffee,3.50\n';
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('hostile import files', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('import-hostile');
  });

  it.each([
    ['with delimiters', 0x2c],
    ['without delimiters', 0x61],
  ])('one 8 MiB line %s: refused by its length', async (_label, filler) => {
    const bytes = Buffer.alloc(8 * MiB, 0x61);
    for (let i = 1; i < bytes.length; i += 2) bytes[i] = filler;
    const message = await refused(user, new Uint8Array(bytes));
    expect(message).toBe(
      'This file cannot be imported. Line 1 is longer than 65,536 characters, which no CSV export has. ' +
        'Split the file or export it again as CSV.',
    );
  });

  it('a long line after good ones names its line', async () => {
    const text = `${HEADER}${ROW.repeat(10)}2026-01-06,${'x'.repeat(70_000)},1.00\n`;
    expect(await refused(user, utf8(text))).toMatch(/Line 12 is longer than 65,536 characters/);
  });

  it('short cells in long lines (the file that exhausted the heap): refused by its column count', async () => {
    const line = `${Array.from({ length: 1000 }, () => '1').join(',')}\n`;
    const bytes = Buffer.from(line.repeat(Math.floor((24 * MiB) / line.length)));
    expect(await refused(user, new Uint8Array(bytes))).toMatch(
      /^This file cannot be imported\. Line 1 has 1,000 columns: a CSV export has at most 100\. Split the file/,
    );
  });

  it('more lines than an import takes: refused by the count', async () => {
    const text = `${HEADER}${ROW.repeat(20_200)}`;
    expect(await refused(user, utf8(text))).toMatch(/more than 20,100 lines: import at most 20,000 rows/);
  });

  describe('a NUL character (U+0000), which PostgreSQL text cannot hold', () => {
    const withNul = `${HEADER}${ROW.repeat(400)}2026-01-07,Caf\u0000e,4.00\n${ROW}`;

    it.each([
      ['after the first 4,096 bytes of UTF-8', utf8(withNul)],
      ['behind a UTF-8 byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(withNul)])],
      ['behind a UTF-16 byte-order mark', new Uint8Array([0xff, 0xfe, ...Buffer.from(withNul, 'utf16le')])],
    ])('%s: refused at POST /imports, with its line', async (_label, bytes) => {
      expect(await refused(user, bytes)).toBe(
        'This file cannot be imported. Line 402 holds a NUL character (a zero byte), which a CSV export ' +
          'never has. Export the file again as CSV.',
      );
    });

    it('nothing was stored: the history holds no import of these files', async () => {
      const list = await user.call('GET', '/api/v1/imports');
      expect(list.body).toEqual([]);
    });
  });

  it('a file of a real shape still imports after all of that', async () => {
    const res = await importOf(user, await uploadCsv(user, utf8(`${HEADER}${ROW}2026-01-06,Tea,2.00\n`)));
    expect(res.status).toBe(201);
    expect(res.body.preview.counts).toMatchObject({ rows: 2, ready: 2 });
  });
});
