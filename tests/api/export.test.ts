import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import {
  centsToDollars,
  csvCell,
  csvHeaders,
  csvLine,
  csvStream,
  enumLabel,
  type CsvValue,
} from '@/lib/views/exports/csv';
import { expenseFilters } from '@/lib/records/expenses/filters';
import { tripFilters } from '@/lib/records/mileage/filters';
import { exportFilename, filterQuery } from '@/lib/records/list-filters';
import { expenseCsvLines, tripCsvLines } from '@/lib/views/exports/service';
import { newUser } from '../helpers/http';

// The CSV downloads (/api/export/*.csv): the routes only resolve the browser session and stream these
// lines, so the tests drive the pure CSV text and the database queries behind them directly.

const NOW = new Date('2026-11-21T12:00:00Z');

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line.replace(/\r\n$/, ''));
  return out;
}

describe('csvCell', () => {
  it.each<[string, CsvValue, string]>([
    ['plain text as is', 'Scrubs', 'Scrubs'],
    ['empty for null', null, ''],
    ['empty for undefined', undefined, ''],
    ['numbers as written', 412, '412'],
    ['a comma is quoted', 'Denver, CO', '"Denver, CO"'],
    ['quotes are doubled', 'the "blue" ones', '"the ""blue"" ones"'],
    ['a line break is quoted', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CR is quoted', 'a\rb', '"a\rb"'],
    ['= starts a formula: prefixed', '=1+2', "'=1+2"],
    ['+ starts a formula: prefixed', '+1', "'+1"],
    ['- starts a formula: prefixed', '-2 miles', "'-2 miles"],
    ['@ starts a formula: prefixed', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab: prefixed', '\t=1', "'\t=1"],
    ['prefixed, then quoted', '=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a formula sign later is fine', 'a=b', 'a=b'],
  ])('%s', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('a line ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('centsToDollars and labels', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12550, '125.50'],
    [100_000_000_000, '1000000000.00'],
    [-199, '-1.99'],
  ])('%i cents → %s', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it.each([
    ['tax_home_visit', 'Tax home visit'],
    ['ce_credits', 'CE credits'],
    ['phone_internet', 'Phone & internet'],
    ['licensing', 'Licensing'],
  ])('%s reads as %s', (value, label) => {
    expect(enumLabel(value)).toBe(label);
  });
});

describe('download headers, stream and filters', () => {
  it('names the file as an attachment, with safe characters only', () => {
    expect(csvHeaders('mileage-2026.csv')).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mileage-2026.csv"',
    });
    expect(csvHeaders('a"b\r\n.csv')['Content-Disposition']).toBe('attachment; filename="a_b__.csv"');
  });

  it('streams a byte-order mark, then the lines', async () => {
    async function* lines() {
      yield 'a,b\r\n';
      yield 'ü,2\r\n';
    }
    const bytes = await new Response(csvStream(lines())).arrayBuffer();
    // Response.text() would drop the mark: decode keeping it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFFa,b\r\nü,2\r\n');
  });

  it('reads filters leniently: invalid values mean no filter', () => {
    expect(expenseFilters({ year: '2025', category: 'meals', assignment_id: '7' }, NOW)).toEqual({
      year: 2025,
      category: 'meals',
      assignmentId: 7,
    });
    expect(expenseFilters({ year: '1999', category: 'bribes', assignment_id: '0' }, NOW)).toEqual({
      year: 2026,
      category: null,
      assignmentId: null,
    });
    const trips = tripFilters({ year: ['2025', '2024'], purpose: 'personal', assignment_id: 'x' }, NOW);
    expect(trips).toEqual({ year: 2026, purpose: 'personal', assignmentId: null });
    expect(filterQuery(trips)).toBe('year=2026&purpose=personal');
    expect(exportFilename('mileage', trips)).toBe('mileage-2026-personal.csv');
    expect(exportFilename('expenses', { year: 2026, category: null, assignmentId: 3 })).toBe(
      'expenses-2026.csv',
    );
  });
});

describe('export queries', () => {
  it('expenses: every matching row, oldest first, across batches; filters and owner apply', async () => {
    const u = await newUser();
    const other = await newUser();
    const { body: a } = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Denver Health',
        location: 'Denver',
        state: 'CO',
        start_date: '2026-01-05',
        end_date: '2026-04-05',
        base_pay: 90000,
      },
    });
    const rows = [
      { date: '2026-03-01', category: 'licensing', amount: 12500, description: 'CO license, "RN"' },
      { date: '2026-01-15', category: 'meals', amount: 1999, description: '=cmd|calc' },
      { date: '2026-03-01', category: 'licensing', amount: 5000, assignment_id: a.id },
      { date: '2026-02-02', category: 'supplies', amount: 4200, description: 'Scrubs' },
      { date: '2026-03-01', category: 'supplies', amount: 100 },
      { date: '2025-12-31', category: 'supplies', amount: 700, description: 'last year' },
    ];
    const ids: number[] = [];
    for (const body of rows) ids.push((await u.call('POST', '/api/v1/expenses', { body })).body.id);
    await u.call('DELETE', `/api/v1/expenses/${ids[3]}`);
    await other.call('POST', '/api/v1/expenses', {
      body: { date: '2026-02-01', category: 'meals', amount: 1 },
    });

    const ctx = { db: await getDb(), userId: u.id };
    const year = { year: 2026, category: null, assignmentId: null };
    // A batch of 2 forces three keyset reads, two of them inside the three rows of 1 March.
    expect(await collect(expenseCsvLines(ctx, year, 2))).toEqual([
      'Date,Category,Amount,Description,Assignment',
      `2026-01-15,Meals,19.99,'=cmd|calc,`,
      '2026-03-01,Licensing,125.00,"CO license, ""RN""",',
      '2026-03-01,Licensing,50.00,,Denver Health',
      '2026-03-01,Supplies,1.00,,',
    ]);
    expect(
      await collect(expenseCsvLines(ctx, { ...year, category: 'licensing', assignmentId: a.id })),
    ).toEqual(['Date,Category,Amount,Description,Assignment', '2026-03-01,Licensing,50.00,,Denver Health']);
    // Another user's assignment id matches nothing of this user's.
    const foreign = { db: ctx.db, userId: other.id };
    expect(await collect(expenseCsvLines(foreign, { ...year, assignmentId: a.id }))).toHaveLength(1);
  });

  it('mileage: the auditor columns first, purpose as words, all rows past one batch', async () => {
    const u = await newUser();
    for (let i = 1; i <= 7; i++) {
      await u.call('POST', '/api/v1/mileage', {
        body: {
          date: `2026-05-0${i}`,
          miles: 10 * i,
          purpose: i % 2 ? 'tax_home_visit' : 'personal',
          origin: 'Denver, CO',
          destination: 'Omaha, NE',
          notes: i === 1 ? 'drove\nat night' : undefined,
        },
      });
    }
    const ctx = { db: await getDb(), userId: u.id };
    const all = await collect(tripCsvLines(ctx, { year: 2026, purpose: null, assignmentId: null }, 3));
    expect(all).toHaveLength(8);
    expect(all[0]).toBe('Date,Origin,Destination,Purpose,Miles,Notes,Assignment');
    expect(all[1]).toBe('2026-05-01,"Denver, CO","Omaha, NE",Tax home visit,10,"drove\nat night",');
    expect(all[7]).toBe('2026-05-07,"Denver, CO","Omaha, NE",Tax home visit,70,,');
    const personal = await collect(
      tripCsvLines(ctx, { year: 2026, purpose: 'personal', assignmentId: null }),
    );
    expect(personal.slice(1).map((l) => l.split(',')[0])).toEqual(['2026-05-02', '2026-05-04', '2026-05-06']);
    expect(await collect(tripCsvLines(ctx, { year: 2025, purpose: null, assignmentId: null }))).toHaveLength(
      1,
    );
  });
});
