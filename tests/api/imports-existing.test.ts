import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { uploadCsv, type User } from '../helpers/imports';

// An import next to what the worker already saved by hand: a bank row for an expense they typed in, a
// drive log's trip they logged, are likely duplicates in the preview and are not imported unless the
// worker includes them. And a drive log's purpose words become the app's trip purposes.

const csv = (text: string) => new Uint8Array(Buffer.from(text));

async function preview(user: User, text: string, kind: 'expenses' | 'mileage') {
  const key = await uploadCsv(user, csv(text));
  const res = await user.call('POST', '/api/v1/imports', { body: { objstore_key: key, kind } });
  expect(res.status).toBe(201);
  return res.body;
}

type Row = { line: number; status: string; reason: string | null; purpose?: string | null };
const byLine = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.line, [r.status, r.reason]]));

describe('duplicates of saved records', () => {
  it('a bank row with the date and amount of a saved expense is flagged; commit skips it unless included', async () => {
    const user = await newUser('dup-expenses');
    const saved = [
      { date: '2026-02-03', amount: 12_900, category: 'lodging', description: 'Marriott Denver' },
      { date: '2026-02-04', amount: 4_510, category: 'travel' }, // no description
      { date: '2026-02-05', amount: 2_000, category: 'meals', description: 'Chipotle' },
    ];
    for (const body of saved)
      expect((await user.call('POST', '/api/v1/expenses', { body })).status).toBe(201);
    const statement = [
      'Transaction Date,Description,Amount',
      '02/03/2026,MARRIOTT DENVER #0412,-129.00', // line 2: the saved Marriott
      '02/04/2026,SHELL OIL 57444,-45.10', // line 3: the saved expense without a description
      '02/05/2026,STARBUCKS,-20.00', // line 4: same day and amount as Chipotle, another shop
      '02/06/2026,PARKMOBILE,-6.50', // line 5: new
    ].join('\n');
    const imp = await preview(user, statement, 'expenses');
    expect(imp.preview.counts).toMatchObject({ rows: 4, ready: 2, duplicate: 2 });
    expect(byLine(imp.preview.rows)).toEqual({
      2: ['duplicate', 'Same date and amount as an expense you already have ("Marriott Denver")'],
      3: ['duplicate', 'Same date and amount as an expense you already have'],
      4: ['ready', null],
      5: ['ready', null],
    });
    const included = await user.call('PATCH', `/api/v1/imports/${imp.id}`, { body: { include_lines: [3] } });
    expect(included.body.preview.counts).toMatchObject({ ready: 3, duplicate: 1 });
    const commit = await user.call('POST', `/api/v1/imports/${imp.id}/commit`);
    expect([commit.status, commit.body.imported_count]).toEqual([200, 3]);
    const list = await user.call('GET', '/api/v1/expenses?year=2026');
    expect(list.headers.get('x-total-count')).toBe('6');
    const descriptions = list.body.map((e: { description: string }) => e.description).sort();
    expect(descriptions).not.toContain('MARRIOTT DENVER #0412');
    expect(descriptions).toContain('SHELL OIL 57444');
  });

  it('a drive with the date and miles of a logged trip is flagged, one row per logged trip', async () => {
    const user = await newUser('dup-trips');
    const trip = {
      date: '2026-03-02',
      miles: 12,
      purpose: 'work_travel',
      origin: 'Home',
      destination: 'Unit',
    };
    expect((await user.call('POST', '/api/v1/mileage', { body: trip })).status).toBe(201);
    const log = [
      'START_DATE*,CATEGORY*,START*,STOP*,MILES*,PURPOSE',
      '03/02/2026 07:00,Business,"1550 Larimer St, Denver","Denver Health",12.4,', // line 2: logged
      '03/02/2026 19:00,Business,"Denver Health","1550 Larimer St, Denver",12.2,', // line 3: way back
      '03/03/2026 07:00,Business,"1550 Larimer St, Denver","Denver Health",12.4,', // line 4: new day
    ].join('\n');
    const imp = await preview(user, log, 'mileage');
    expect(byLine(imp.preview.rows)).toEqual({
      2: ['duplicate', 'Same date and miles as a trip you already have ("Home to Unit")'],
      3: ['ready', null],
      4: ['ready', null],
    });
    const commit = await user.call('POST', `/api/v1/imports/${imp.id}/commit`);
    expect(commit.body.imported_count).toBe(2);
    expect((await user.call('GET', '/api/v1/mileage?year=2026')).headers.get('x-total-count')).toBe('3');
  });
});

describe('purpose words of a drive log', () => {
  it('map to the trip purposes like categories, and the worker can change each', async () => {
    const user = await newUser('purposes');
    const log = [
      'START_DATE*,CATEGORY*,START*,STOP*,MILES*,PURPOSE',
      '04/01/2026,Business,Denver,Omaha,540,Tax home visit',
      '04/02/2026,Business,Denver,Board of Nursing,8,Licensing',
      '04/03/2026,Business,Denver,Hospital,9,Orientation',
      '04/04/2026,Personal,Denver,Omaha,540,Tax home visit',
      '04/05/2026,Business,Denver,Conference,30,CE conference',
    ].join('\n');
    const imp = await preview(user, log, 'mileage');
    expect(imp.preview.rows.map((r: Row) => r.purpose)).toEqual([
      'tax_home_visit',
      'licensing',
      'work_travel',
      'personal', // the file says personal: its purpose word does not make it a business trip
      'work_travel', // no suggestion for this word: the default
    ]);
    const words = Object.fromEntries(
      imp.preview.words.map((w: { source: string; value: string; field: string }) => [
        w.source,
        [w.value, w.field],
      ]),
    );
    expect(words).toMatchObject({
      'Tax home visit': ['tax_home_visit', 'purpose'],
      Licensing: ['licensing', 'purpose'],
      'CE conference': ['work_travel', 'purpose'],
      Personal: ['personal', 'classification'],
    });
    const changed = await user.call('PATCH', `/api/v1/imports/${imp.id}`, {
      body: { purpose_map: { 'CE conference': 'other' } },
    });
    expect(changed.body.preview.rows[4].purpose).toBe('other');
    await user.call('POST', `/api/v1/imports/${imp.id}/commit`);
    const summary = await user.call('GET', '/api/v1/mileage/summary?year=2026');
    expect(summary.body.byPurpose.tax_home_visit.miles).toBe(540);
    expect(summary.body.byPurpose.licensing.miles).toBe(8);
    expect(summary.body.byPurpose.other.miles).toBe(30);
  });
});
