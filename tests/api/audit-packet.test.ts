import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '@/lib/reading/contracts/pdf';
import { getDb } from '@/lib/providers/db/client';
import { call, newUser } from '../helpers/http';
import { fillYear, upload, type TestUser } from '../helpers/records';
import { dispatch } from '../helpers/router';
import { readZip } from '../helpers/zip';

// GET /api/v1/audit-packet(.zip): the year's PDF read back with pdf.js, the ZIP's entries with yauzl.

async function get(u: TestUser | null, path: string) {
  const headers: Record<string, string> = u ? { authorization: `Bearer ${u.token}` } : {};
  const res = await dispatch(new Request(`http://localhost:3000${path}`, { headers }));
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const content = await readPdf(bytes);
  if (!('text' in content)) throw new Error('The packet has no text layer');
  return content.text.replace(/\s+/g, ' ');
}

describe('audit packet', () => {
  let u: TestUser;
  let other: TestUser;
  let year: Awaited<ReturnType<typeof fillYear>>;
  let otherYear: Awaited<ReturnType<typeof fillYear>>;
  beforeAll(async () => {
    [u, other] = await Promise.all([newUser('packet'), newUser('packet-other')]);
    year = await fillYear(u);
    otherYear = await fillYear(other, 'Zephyr Regional Hospital');
    // Two visits home that share a day (Mar 21), and one in the year before: 4 + 3 - 1 = 6 days at home in 2026.
    // The first was checked in from the phone ("I'm home", issue 40): 00:04 UTC on Mar 19 is 7:04 PM on
    // Mar 18 in Chicago (CDT, UTC-5), 0.03° north of 68102's centroid is 2.1 miles.
    const phone = {
      checked_in_at: '2026-03-19T00:04:00.000Z',
      check_in_time_zone: 'America/Chicago',
      check_in_latitude: 41.289,
      check_in_longitude: -95.9409,
      check_in_accuracy_m: 30,
    };
    for (const [arrived, left, notes, more] of [
      ['2026-03-18', '2026-03-21', 'Spring break at home', phone],
      ['2026-03-21', '2026-03-23', '', {}],
      ['2025-12-30', '2025-12-31', 'New Year at home', {}],
    ] as const) {
      const r = await call('POST', '/api/v1/tax-home-visits', {
        token: u.token,
        body: { arrived, left, notes, ...more },
      });
      expect(r.status).toBe(201);
    }
  });

  it('PDF: the year as an examiner reads it, with the figures of the year', async () => {
    const { res, bytes } = await get(u, '/api/v1/audit-packet?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-packet-2026.pdf"');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const text = await pdfText(bytes);
    for (const expected of [
      'Audit packet 2026',
      'W-2 employee',
      '1234 Maple St, Omaha, NE 68102', // tax home
      'Jan 2, 2026 Lease Lease lease 2026.pdf', // its evidence, dated
      'Visits home in 2026: 2, 6 days at home.', // the visit records, their shared day counted once
      'Mar 18, 2026 Mar 21, 2026 4 Spring break at home',
      'Mar 21, 2026 Mar 23, 2026 3',
      'Mar 18, 2026 Checked in Mar 18, 2026, 7:04 PM, 2.1 miles from the tax home, accuracy 30 m', // from the phone
      'Mar 20, 2026 Denver, CO Omaha, NE 541', // a trip home
      'January $1,450.00 $1,450.00', // costs by month
      'Denver Health, Aya Healthcare', // assignment
      'Denver, CO 91 Denver Health', // 12-month table: 91 days in Denver
      'Mar 20, 2026 Omaha, NE (from Denver, CO) Tax home visit 541', // the mileage log's IRS columns
      'Personal (not deductible) 12',
      'Business miles 541',
      'All miles 553',
      'Supplies 1 $12.50', // expenses by category
      'All categories 2 $102.50',
      'No income documents recorded for 2026.',
      'Colorado', // a state to file
      'Audit checklist',
      'Rent being paid Pass',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).not.toContain('Zephyr Regional Hospital');
    expect(text).not.toContain('New Year at home'); // the year before's visit
    // Every date as the app writes it ("Mar 20, 2026"), none as 2026-03-20.
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('ZIP: the PDF, a README and every attached file of the year, byte for byte, named for a preparer', async () => {
    const { res, bytes } = await get(u, '/api/v1/audit-packet.zip?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-packet-2026.zip"');
    const entries = await readZip(bytes);
    const names = [...entries.keys()];
    expect(names).toEqual([
      'audit-packet-2026.pdf',
      'README.txt',
      `receipts/2026-03-14 Walgreens 12.50 #${year.expenseId}.jpg`,
      expect.stringMatching(/^tax-home\/2026-01 Lease #\d+\.pdf$/),
      `contracts/2026-01-05 Denver Health #${year.assignmentId}.pdf`,
      `credentials/RN license CO exp 2027-08-31 #${year.credentialId}.png`,
    ]);
    expect(await pdfText(new Uint8Array(entries.get('audit-packet-2026.pdf') ?? []))).toContain(
      'Audit packet 2026',
    );
    const byKey = year.keys;
    expect(entries.get(names[2] ?? '')).toEqual(Buffer.from(year.files.get(byKey.receipt) ?? []));
    expect(entries.get(names[3] ?? '')).toEqual(Buffer.from(year.files.get(byKey.lease) ?? []));
    expect(entries.get(names[4] ?? '')).toEqual(Buffer.from(year.files.get(byKey.contract) ?? []));
    expect(entries.get(names[5] ?? '')).toEqual(Buffer.from(year.files.get(byKey.scan) ?? []));
    // Another user's files are never in it.
    const all = Buffer.concat([...entries.values()]);
    for (const data of otherYear.files.values()) expect(all.includes(Buffer.from(data))).toBe(false);
  });

  it('a year with no records still makes a readable packet', async () => {
    const { res, bytes } = await get(u, '/api/v1/audit-packet?year=2025');
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain('No assignments in 2025.');
    expect(text).toContain('No trips logged in 2025.');
  });

  // Before: the packet said "No income documents recorded" for a user with a saved W-2 and its PDF.
  it('lists the saved income documents, reconciles them, and puts their files in income/', async () => {
    const w = await newUser('packet-income');
    const filled = await fillYear(w);
    const pdf = new Uint8Array(randomBytes(256));
    const key = await upload(w, '/api/v1/income-documents/upload-url', 'w2.pdf', 'application/pdf', pdf);
    const doc = { agency: 'Aya Healthcare', year: 2026, kind: 'w2', box1_wages: 1_000_000 };
    const file = { objstore_key: key, file_name: 'w2.pdf', content_type: 'application/pdf', file_size: 256 };
    const saved = await w.call('POST', '/api/v1/income-documents', { body: { ...doc, ...file } });
    expect(saved.status).toBe(201);
    const trashed = await w.call('POST', '/api/v1/income-documents', {
      body: { ...doc, agency: 'Trashed Staffing' },
    });
    await w.call('DELETE', `/api/v1/income-documents/${trashed.body.id}`);
    const other = await w.call('POST', '/api/v1/income-documents', { body: { ...doc, year: 2025 } });
    expect(other.status).toBe(201);

    const text = await pdfText((await get(w, '/api/v1/audit-packet?year=2026')).bytes);
    expect(text).toContain('W-2 Aya Healthcare $10,000.00 w2.pdf');
    expect(text).toMatch(/Aya Healthcare \$10,000\.00 \$[\d,]+\.\d\d -?\$[\d,]+\.\d\d Differs: check/);
    expect(text).not.toContain('No income documents recorded');
    expect(text).not.toContain('Trashed Staffing');
    // The same figures as GET /income-documents/reconciliation.
    const rec = await w.call('GET', '/api/v1/income-documents/reconciliation?year=2026');
    const aya = rec.body.agencies.find((a: { agency: string }) => a.agency === 'Aya Healthcare');
    expect(text).toContain(`$${(aya.expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    const entries = await readZip((await get(w, '/api/v1/audit-packet.zip?year=2026')).bytes);
    const name = `income/2026 W-2 Aya Healthcare #${saved.body.id}.pdf`;
    expect(entries.get(name)).toEqual(Buffer.from(pdf));
    expect([...entries.keys()].filter((n) => n.startsWith('income/'))).toEqual([name]);
    expect(entries.get(`receipts/2026-03-14 Walgreens 12.50 #${filled.expenseId}.jpg`)).toBeDefined();
  });

  it("a W-2 worker's packet calls no mileage a deduction and names the worker in full once given", async () => {
    const w = await newUser('packet-names');
    await fillYear(w);
    await w.call('PATCH', '/api/v1/me', { body: { first_name: 'Maya' } });
    // No full name yet: the packet is made all the same, with the first name.
    const first = await get(w, '/api/v1/audit-packet?year=2026');
    expect(first.res.status).toBe(200);
    let text = await pdfText(first.bytes);
    expect(text).toMatch(/Worker Maya\b/);
    // The Mileage page's own rule: a W-2 employee cannot deduct mileage, so the packet does not call it one.
    expect(text).not.toMatch(/mileage deduction/i);
    expect(text).toMatch(/Business miles at the IRS rate \$[\d,]+\.\d\d/);
    expect(text).toContain('As a W-2 employee the worker takes no federal deduction for these miles.');

    expect((await w.call('PATCH', '/api/v1/me', { body: { full_name: 'Maya R. Lopez' } })).status).toBe(200);
    text = await pdfText((await get(w, '/api/v1/audit-packet?year=2026')).bytes);
    expect(text).toMatch(/Worker Maya R\. Lopez\b/);
    expect(text).not.toMatch(/mileage deduction/i);

    // A 1099 contractor deducts it on Schedule C, and the packet says so.
    await w.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    text = await pdfText((await get(w, '/api/v1/audit-packet?year=2026')).bytes);
    expect(text).toMatch(/Mileage deduction \(Schedule C\) \$[\d,]+\.\d\d/);
    expect(text).not.toContain('takes no federal deduction for these miles');
  });

  it('401 without a token, 400 for a bad year, 403 pro_required on the free plan', async () => {
    for (const path of ['/api/v1/audit-packet', '/api/v1/audit-packet.zip']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await u.call('GET', `${path}?year=26`)).status).toBe(400);
    }
    const free = await newUser('packet-free');
    await (await getDb()).user.update({ where: { id: free.id }, data: { trial_ends_at: null } });
    for (const path of ['/api/v1/audit-packet?year=2026', '/api/v1/audit-packet.zip?year=2026']) {
      const res = await free.call('GET', path);
      expect([res.status, res.body.error.code]).toEqual([403, 'pro_required']);
    }
  });
});
