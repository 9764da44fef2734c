import { beforeAll, describe, expect, it } from 'vitest';
import { incomeChecklistSchema, incomeReconciliationSchema } from '@/lib/views/income/schemas';
import { incomeDocumentRecord } from '@/lib/records/income-documents/record';
import { call, newUser } from '../helpers/http';
import { dispatch } from '../helpers/router';

// Income documents (issue 12 part 3): the record resource, the checklist per agency and the reconciliation
// of W-2 box 1 (a 1099's amount) against what the tax engine computes for the agency's assignments.

type User = Awaited<ReturnType<typeof newUser>>;
const BASE = '/api/v1/income-documents';

const w2 = (over: Record<string, unknown> = {}) => ({
  agency: 'Aya Healthcare',
  year: 2026,
  kind: 'w2',
  box1_wages: 4_512_000,
  box2_federal_tax_withheld: 512_300,
  box3_social_security_wages: 4_790_000,
  box5_medicare_wages: 4_790_000,
  state_lines: [{ state: 'CO', state_wages: 4_512_000, state_tax: 198_500 }],
  ...over,
});

// 91 days = 13 weeks in 2026; stipends far below any GSA rate, so no excess is taxable.
const assignment = (agency: string, start: string, end: string, base_pay: number) => ({
  facility: `${agency || 'Agency-less'} Hospital`,
  location: 'Houston',
  state: 'TX',
  agency,
  start_date: start,
  end_date: end,
  base_pay,
  housing_stipend: 20_000,
  mie_stipend: 10_000,
});

describe('the income-documents resource', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('income-docs');
  });

  it('creates, lists by year, updates, soft-deletes and restores a W-2', async () => {
    const created = await user.call('POST', BASE, { body: w2() });
    expect(created.status).toBe(201);
    expect(incomeDocumentRecord.record.strict().parse(created.body)).toEqual(created.body);
    expect(created.body).toMatchObject({ ...w2(), amount: null, notes: '', objstore_key: null });
    const id = created.body.id as number;
    const list = await user.call('GET', `${BASE}?year=2026`);
    expect([list.status, list.headers.get('x-total-count')]).toEqual([200, '1']);
    expect((await user.call('GET', `${BASE}?year=2025`)).body).toEqual([]);
    const patched = await user.call('PATCH', `${BASE}/${id}`, {
      body: { box1_wages: 4_500_000, state_lines: [] },
    });
    expect(patched.body).toMatchObject({ box1_wages: 4_500_000, state_lines: [] });
    expect((await user.call('DELETE', `${BASE}/${id}`)).status).toBe(204);
    expect((await user.call('GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await user.call('GET', `${BASE}?deleted=true`)).body.map((d: { id: number }) => d.id)).toEqual([
      id,
    ]);
    expect((await user.call('PATCH', `${BASE}/${id}/restore`)).body.id).toBe(id);
    expect((await user.call('GET', `${BASE}/${id}`)).status).toBe(200);
  });

  it('saves a W-2 whose boxes do not add up, with a warning at each box, and drops it once corrected', async () => {
    // Box 2 $45,000 against box 1 $31,200; box 4 $1,000 for 6.2% × $31,200 = $1,934.40; box 6 right:
    // 1.45% × $31,200 = $452.40.
    const body = w2({
      box1_wages: 3_120_000,
      box2_federal_tax_withheld: 4_500_000,
      box3_social_security_wages: 3_120_000,
      box4_social_security_tax_withheld: 100_000,
      box5_medicare_wages: 3_120_000,
      box6_medicare_tax_withheld: 45_240,
    });
    const created = await user.call('POST', BASE, { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    expect(created.body.warnings).toEqual([
      {
        field: 'box2_federal_tax_withheld',
        code: 'withheld_over_wages',
        message: expect.stringMatching(/^Box 2 \(\$45,000\.00\) is more than box 1 \(\$31,200\.00\)/),
      },
      {
        field: 'box4_social_security_tax_withheld',
        code: 'social_security_tax_off_rate',
        message: expect.stringMatching(
          /^Box 4 should be 6\.2% of box 3 \(\$31,200\.00\): \$1,934\.40, not \$1,000\.00/,
        ),
      },
    ]);
    const id = created.body.id as number;
    // Read back and listed with the same warnings: they follow the stored boxes.
    expect((await user.call('GET', `${BASE}/${id}`)).body.warnings).toEqual(created.body.warnings);
    const listed = (await user.call('GET', `${BASE}?year=2026`)).body.find(
      (d: { id: number }) => d.id === id,
    );
    expect(listed.warnings).toEqual(created.body.warnings);
    // Box 2 corrected: the box 4 warning stays; box 4 corrected too: none.
    const fixed2 = await user.call('PATCH', `${BASE}/${id}`, {
      body: { box2_federal_tax_withheld: 312_000 },
    });
    expect(fixed2.body.warnings.map((w: { field: string }) => w.field)).toEqual([
      'box4_social_security_tax_withheld',
    ]);
    const fixed = await user.call('PATCH', `${BASE}/${id}`, {
      body: { box4_social_security_tax_withheld: 193_440 },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.warnings).toEqual([]);
    expect((await user.call('DELETE', `${BASE}/${id}`)).status).toBe(204);
  });

  it("refuses a warnings field in a body: it is the server's", async () => {
    const count = async () => (await user.call('GET', `${BASE}?year=2026`)).headers.get('x-total-count');
    const before = await count();
    const res = await user.call('POST', BASE, { body: w2({ warnings: [] }) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(await count()).toBe(before);
  });

  it.each([
    ['an unknown kind', { kind: '1099_k' }, 'kind'],
    ['a year before 2000', { year: 1999 }, 'year'],
    ['negative cents', { box1_wages: -1 }, 'box1_wages'],
    ['fractional cents', { amount: 10.5 }, 'amount'],
    [
      'a state that is not one',
      { state_lines: [{ state: 'XX', state_wages: 1, state_tax: 1 }] },
      'state_lines.0.state',
    ],
    [
      'a state twice',
      {
        state_lines: [
          { state: 'CO', state_wages: 1, state_tax: 1 },
          { state: 'CO', state_wages: 2, state_tax: 2 },
        ],
      },
      'state_lines',
    ],
    ['an empty agency', { agency: '' }, 'agency'],
    ['an unknown field', { box4: 1 }, ''],
  ])('400 for %s, nothing written', async (_label, over, path) => {
    const before = (await user.call('GET', `${BASE}?year=2026`)).headers.get('x-total-count');
    const res = await user.call('POST', BASE, { body: w2(over) });
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
    if (path) expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await user.call('GET', `${BASE}?year=2026`)).headers.get('x-total-count')).toBe(before);
  });

  it('keeps an uploaded file; a key of another user or kind is 404', async () => {
    const file = { file_name: 'w2.pdf', content_type: 'application/pdf', file_size: 8 };
    const { body } = await user.call('POST', `${BASE}/upload-url`, { body: file });
    expect(body.objstoreKey).toMatch(new RegExp(`^income-documents/${user.id}/`));
    const put = await dispatch(
      new Request(body.uploadUrl, {
        method: 'PUT',
        body: new Uint8Array(8),
        headers: { 'content-type': 'application/pdf' },
      }),
    );
    expect(put.status).toBe(200);
    const withFile = { ...file, objstore_key: body.objstoreKey };
    expect((await user.call('POST', BASE, { body: w2(withFile) })).status).toBe(201);
    const other = await newUser('income-docs-other');
    expect((await other.call('POST', BASE, { body: w2(withFile) })).status).toBe(404);
    const receiptKey = { ...withFile, objstore_key: `receipts/${user.id}/x.pdf` };
    expect((await user.call('POST', BASE, { body: w2(receiptKey) })).status).toBe(404);
  });

  it("another user's document is 404; no token is 401", async () => {
    const { body } = await user.call('POST', BASE, { body: w2({ agency: 'Private' }) });
    const other = await newUser('income-docs-peek');
    for (const [method, path] of [
      ['GET', `${BASE}/${body.id}`],
      ['PATCH', `${BASE}/${body.id}`],
      ['DELETE', `${BASE}/${body.id}`],
      ['PATCH', `${BASE}/${body.id}/restore`],
    ] as const) {
      expect((await other.call(method, path, method === 'PATCH' ? { body: {} } : {})).status).toBe(404);
    }
    for (const path of [BASE, `${BASE}/checklist`, `${BASE}/reconciliation`, `${BASE}/${body.id}`]) {
      expect((await call('GET', path)).status).toBe(401);
    }
  });
});

describe('checklist and reconciliation, W-2', () => {
  let user: User;
  let ids: { aya: number; trusted: number; none: number };
  let taxable: Record<number, number>;
  beforeAll(async () => {
    user = await newUser('reconcile-w2');
    await user.call('POST', '/api/v1/tax-home', { body: { address: '1 Main', city: 'Austin', state: 'TX' } });
    const add = async (a: ReturnType<typeof assignment>) =>
      (await user.call('POST', '/api/v1/assignments', { body: a })).body.id as number;
    ids = {
      aya: await add(assignment('Aya Healthcare', '2026-01-05', '2026-04-05', 100_000)),
      trusted: await add(assignment('Trusted Nurse Staffing, LLC', '2026-05-04', '2026-08-02', 80_000)),
      none: await add(assignment('', '2026-09-07', '2026-10-04', 70_000)),
    };
    const profit = await user.call('GET', '/api/v1/assignment-profitability?year=2026');
    taxable = Object.fromEntries(
      profit.body.assignments.map((a: { assignmentId: number; taxableIncome: number }) => [
        a.assignmentId,
        a.taxableIncome,
      ]),
    );
  });

  it('lists a W-2 per agency: received or missing; agency-less assignments and other documents apart', async () => {
    // "aya healthcare, inc." is the same agency as "Aya Healthcare".
    await user.call('POST', BASE, { body: w2({ agency: 'aya healthcare, inc.' }) });
    await user.call('POST', BASE, {
      body: w2({ agency: 'Side Gig Clinic', kind: '1099_nec', amount: 50_000 }),
    });
    await user.call('POST', BASE, { body: w2({ agency: 'Trusted Nurse Staffing', kind: 'paystub' }) });
    const res = await user.call('GET', `${BASE}/checklist?year=2026`);
    expect(res.status).toBe(200);
    expect(incomeChecklistSchema.strict().parse(res.body)).toBeTruthy();
    expect(
      res.body.items.map((i: { agency: string; status: string; expectedKind: string }) => [
        i.agency,
        i.expectedKind,
        i.status,
      ]),
    ).toEqual([
      ['Aya Healthcare', 'w2', 'received'],
      ['Trusted Nurse Staffing, LLC', 'w2', 'missing'], // a pay stub is not the W-2
    ]);
    expect(res.body).toMatchObject({ received: 1, missing: 1, assignmentsWithoutAgency: [{ id: ids.none }] });
    expect(res.body.otherDocuments).toEqual([
      expect.objectContaining({ agency: 'Side Gig Clinic', kind: '1099_nec' }),
    ]);
  });

  it('compares box 1 with the taxable wages per agency and explains the difference', async () => {
    // Aya: box 1 is $1,680 under the engine; box 5 is above box 1 (a 401(k) does that).
    const aya = taxable[ids.aya] ?? 0;
    const trusted = taxable[ids.trusted] ?? 0;
    expect(aya).toBe(1_300_000); // 100,000 × 13 weeks: stipends under the GSA rate are not wages
    const docs = (await user.call('GET', `${BASE}?year=2026`)).body as { id: number; agency: string }[];
    const ayaDoc = docs.find((d) => d.agency.startsWith('aya'));
    await user.call('PATCH', `${BASE}/${ayaDoc?.id}`, {
      body: { box1_wages: aya - 168_000, box5_medicare_wages: aya + 10_000 },
    });
    await user.call('POST', BASE, {
      body: w2({ agency: 'Trusted Nurse Staffing', box1_wages: trusted + 50, state_lines: [] }),
    });
    const res = await user.call('GET', `${BASE}/reconciliation?year=2026`);
    expect(res.status).toBe(200);
    expect(incomeReconciliationSchema.strict().parse(res.body)).toBeTruthy();
    const [ayaRow, noAgency, trustedRow, ...rest] = res.body.agencies;
    expect(ayaRow).toMatchObject({
      agency: 'Aya Healthcare',
      expected: aya,
      reported: aya - 168_000,
      difference: -168_000,
      status: 'differs',
    });
    expect(ayaRow.reasons.map((r: { code: string }) => r.code)).toEqual([
      'pretax_deductions',
      'hours_short',
      'pay_timing',
    ]);
    expect(ayaRow.reasons[0].text).toContain('box 5 (Medicare wages, $13,100) is $1,780 higher than box 1');
    expect(noAgency).toMatchObject({ agency: 'No agency', reported: null, status: 'missing_document' });
    // The 1099 of a W-2 worker is not compared with box 1: Side Gig Clinic is not listed.
    expect(rest).toEqual([]);
    expect(trustedRow).toMatchObject({
      status: 'matches',
      difference: 50,
      reasons: [],
    });
  });

  it('a box 1 above the engine points at taxed stipends and pay outside the app', async () => {
    const docs = (await user.call('GET', `${BASE}?year=2026`)).body as { id: number; agency: string }[];
    const ayaDoc = docs.find((d) => d.agency.startsWith('aya'));
    await user.call('PATCH', `${BASE}/${ayaDoc?.id}`, {
      body: { box1_wages: (taxable[ids.aya] ?? 0) + 390_000 },
    });
    const res = await user.call('GET', `${BASE}/reconciliation?year=2026`);
    const aya = res.body.agencies.find((a: { agency: string }) => a.agency === 'Aya Healthcare');
    expect(aya.difference).toBe(390_000);
    expect(aya.reasons.map((r: { code: string }) => r.code)).toEqual([
      'stipends_taxed',
      'pay_outside_app',
      'pay_timing',
    ]);
    // 30,000 a week of stipends × 13 weeks
    expect(aya.reasons[0].text).toContain('$3,900 of housing and meal stipends');
  });
});

describe('checklist and reconciliation, 1099', () => {
  it('expects a 1099-NEC per agency and compares its amount with gross pay', async () => {
    const user = await newUser('reconcile-1099');
    await user.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const { body: a } = await user.call('POST', '/api/v1/assignments', {
      body: assignment('Medical Solutions', '2026-02-02', '2026-05-03', 150_000),
    });
    const before = await user.call('GET', `${BASE}/checklist?year=2026`);
    expect(before.body.items).toEqual([
      {
        agency: 'Medical Solutions',
        expectedKind: '1099_nec',
        status: 'missing',
        assignmentIds: [a.id],
        documentIds: [],
      },
    ]);
    // gross = (150,000 + 20,000 + 10,000) × 13 = 2,340,000; the 1099 says $1,000 more
    await user.call('POST', BASE, {
      body: { agency: 'Medical Solutions', year: 2026, kind: '1099_misc', amount: 2_440_000 },
    });
    const checklist = await user.call('GET', `${BASE}/checklist?year=2026`);
    expect(checklist.body.items[0].status).toBe('received');
    const res = await user.call('GET', `${BASE}/reconciliation?year=2026`);
    expect(res.body.agencies[0]).toMatchObject({
      expected: 2_340_000,
      reported: 2_440_000,
      difference: 100_000,
      status: 'differs',
    });
    expect(res.body.agencies[0].reasons.map((r: { code: string }) => r.code)).toEqual([
      'pay_outside_app',
      'reimbursements',
      'pay_timing',
    ]);
    expect((await user.call('GET', `${BASE}/reconciliation?year=99`)).status).toBe(400);
  });
});
