import { describe, expect, it } from 'vitest';
import {
  lineEndOf,
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_LINE_CHARS,
  parseSlices,
  textSlices,
} from '@/lib/imports/stream';
import { readTable } from '@/lib/imports/table';

// Reading an upload a slice at a time: characters split across slices, and every limit that refuses a
// file early (line length, columns, lines, a NUL character), with its line in the reason.

const limits = { maxLines: 10_000, tooManyLines: (n: number) => `too many: ${n}` };
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('textSlices', () => {
  it('decodes a character split between two 64 KiB slices once', () => {
    const text = `${'a'.repeat(64 * 1024 - 1)}é${'b'.repeat(10)}`;
    const slices = [...textSlices(utf8(text), 0, 'utf-8')];
    expect(slices).toHaveLength(2);
    expect(slices.join('')).toBe(text);
  });

  it('reads UTF-16 after its byte-order mark', () => {
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from('A,é\n', 'utf16le')]);
    expect([...textSlices(bytes, 2, 'utf-16le')].join('')).toBe('A,é\n');
  });
});

describe('lineEndOf', () => {
  it.each([
    ['a\r\nb', '\r\n'],
    ['a\nb\r\n', '\n'],
    ['a\rb', '\r'],
    ['no line end', '\n'],
  ])('%j → %j', (sample, end) => expect(lineEndOf(sample)).toBe(end));
});

describe('parseSlices', () => {
  const parse = (text: string, delimiter = ',') => parseSlices([text], delimiter, limits);

  it('keeps each record with its line, blank lines dropped, cells trimmed', async () => {
    expect(await parse('a, b\n\n"c\nd",e\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 4, cells: ['c\nd', 'e'] },
      ],
    });
  });

  it.each([
    [
      'a line over the limit',
      `a,b\n${'x'.repeat(MAX_LINE_CHARS + 1)}\n`,
      /^Line 2 is longer than 65,536 characters/,
    ],
    ['a line over the limit that never ends', 'x'.repeat(MAX_LINE_CHARS + 1), /^Line 1 is longer/],
    [
      'a quote left open over many lines',
      `a,b\n"c,${'x'.repeat(99)}\n`.concat(`${'x'.repeat(99)}\n`.repeat(700)),
      /^A quoted value near line \d+ runs on for more than 65,536 characters: check that its quotes are closed/,
    ],
    [
      'too many columns',
      `a,b\n${'1,'.repeat(MAX_COLUMNS)}1\n`,
      /^Line 2 has 101 columns: a CSV export has at most 100/,
    ],
    ['a NUL character', 'a,b\nc,d\ne\u0000,f\n', /^Line 3 holds a NUL character/],
    ['too many lines', 'a,b\n'.repeat(10_001), /^too many: 10001$/],
    [
      'too many cells',
      `${'1,'.repeat(99)}1\n`.repeat(MAX_CELLS / 100 + 1),
      /^This file has more than 600,000 cells \(rows times columns\) by line 6,001: import fewer rows/,
    ],
  ])('refuses %s', async (_label, text, reason) => {
    const result = await parse(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('counts lines ended by CR LF, LF or CR alone, a CR LF split between slices once', async () => {
    const result = await parseSlices(['a,b\r', '\nc,d\re,f\n', 'g,\u0000'], ',', limits);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^Line 4 holds a NUL character/) });
    const old = await parseSlices([`a,b\r${'c,d\r'.repeat(3000)}`], ',', { ...limits, maxLines: 5000 });
    expect(old.ok && old.records.length).toBe(3001);
  });

  it('a line split across slices is measured whole', async () => {
    const half = 'x'.repeat(MAX_LINE_CHARS / 2 + 1);
    const result = await parseSlices(['a,b\n', half, half, '\n'], ',', limits);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^Line 2 is longer/) });
  });
});

describe('readTable', () => {
  it('detects the delimiter on the first lines and reads every row', async () => {
    const text = `Date;Description;Amount\n${'2026-01-05;Coffee;3,50\n'.repeat(5000)}`;
    const result = await readTable(utf8(text));
    expect(result.ok && [result.table.delimiter, result.table.rows.length]).toEqual([';', 5000]);
  });

  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['CR alone', '\r'],
  ])('reads lines ended by %s, with their line numbers', async (_label, end) => {
    const text = ['Date,Amount', '2026-01-05,3.50', '', '2026-01-06,4.00', ''].join(end);
    const result = await readTable(utf8(text));
    expect(result.ok && result.table.rows).toEqual([
      { line: 2, cells: ['2026-01-05', '3.50'] },
      { line: 4, cells: ['2026-01-06', '4.00'] },
    ]);
  });

  it.each([
    ['an empty file', '\n\n  \n', 'The file is empty.'],
    ['one column', 'just text\nmore text\n', /^Only one column was found/],
  ])('refuses %s', async (_label, text, reason) => {
    const result = await readTable(utf8(text));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
