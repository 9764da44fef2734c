import { describe, expect, it } from 'vitest';
import { agencyKey } from '@/lib/records/income-documents/agency';
import { checklist } from '@/lib/views/income/checklist';
import { reconcile, type ReconcileDocument } from '@/lib/views/income/reconcile';

// The checklist per agency and the reconciliation of a year, on hand-made inputs.

describe('agencyKey', () => {
  it.each([
    ['Aya Healthcare', 'aya healthcare'],
    ['AYA HEALTHCARE, INC.', 'aya healthcare'],
    ['Trusted Nurse Staffing LLC', 'trusted nurse staffing'],
    ['Cross Country & Co', 'cross country and'],
    ['', ''],
  ])('%s → %s', (name, key) => expect(agencyKey(name)).toBe(key));
});

describe('checklist', () => {
  const assignments = [
    { id: 1, facility: 'A', agency: 'Aya Healthcare' },
    { id: 2, facility: 'B', agency: 'aya healthcare, inc.' },
    { id: 3, facility: 'C', agency: 'Trusted' },
    { id: 4, facility: 'D', agency: '  ' },
  ];
  it.each([
    ['w2', [{ id: 9, agency: 'Aya Healthcare Inc', kind: 'w2' }], ['received', 'missing']],
    ['w2', [{ id: 9, agency: 'Aya Healthcare', kind: 'paystub' }], ['missing', 'missing']],
    ['1099', [{ id: 9, agency: 'Trusted', kind: '1099_misc' }], ['missing', 'received']],
  ] as const)('%s with %j', (employmentType, documents, statuses) => {
    const c = checklist({ year: 2026, employmentType, assignments, documents: [...documents] });
    expect(c.items.map((i) => [i.agency, i.status])).toEqual([
      ['Aya Healthcare', statuses[0]],
      ['Trusted', statuses[1]],
    ]);
    expect(c.items[0]?.assignmentIds).toEqual([1, 2]);
    expect(c.assignmentsWithoutAgency).toEqual([{ id: 4, facility: 'D' }]);
  });
});

describe('reconcile', () => {
  const item = (agency: string, taxableIncome: number, over = {}) => ({
    assignmentId: 1,
    agency,
    grossComp: taxableIncome + 390_000,
    taxableIncome,
    housingStipend: 260_000,
    mieStipend: 130_000,
    ...over,
  });
  const w2 = (agency: string, box1: number, box5: number | null = null): ReconcileDocument => ({
    id: 7,
    agency,
    kind: 'w2',
    box1_wages: box1,
    box5_medicare_wages: box5,
    amount: null,
  });
  const codes = (r: ReturnType<typeof reconcile>) =>
    r.agencies.map((a) => [a.status, a.reasons.map((x) => x.code)]);

  it.each([
    // $1 of rounding is no finding.
    ['within a dollar', [item('Aya', 1_300_000)], [w2('Aya', 1_300_100)], [['matches', []]]],
    ['no document', [item('Aya', 1_300_000)], [], [['missing_document', []]]],
    [
      'box 1 higher: stipends taxed, pay outside the app',
      [item('Aya', 1_300_000)],
      [w2('Aya', 1_500_000)],
      [['differs', ['stipends_taxed', 'pay_outside_app', 'pay_timing']]],
    ],
    [
      'box 1 lower with a GSA excess counted by the app',
      // taxable 1,350,000 = base 1,300,000 + 50,000 excess (gross − stipends = 1,350,000 − 50,000)
      [item('Aya', 1_350_000, { grossComp: 1_690_000 })],
      [w2('Aya', 1_300_000, 1_350_000)],
      [['differs', ['pretax_deductions', 'gsa_excess', 'hours_short', 'pay_timing']]],
    ],
    [
      'a document from an agency without assignments',
      [],
      [w2('Side clinic', 50_000)],
      [['differs', ['pay_outside_app', 'pay_timing']]],
    ],
  ])('%s', (_label, items, documents, expected) => {
    expect(codes(reconcile({ year: 2026, employmentType: 'w2', items, documents }))).toEqual(expected);
  });

  it('totals only the agencies with a document', () => {
    const r = reconcile({
      year: 2026,
      employmentType: 'w2',
      items: [item('Aya', 1_000_000), item('Trusted', 500_000)],
      documents: [w2('Aya', 900_000)],
    });
    expect(r.totals).toEqual({ expected: 1_000_000, reported: 900_000, difference: -100_000 });
  });
});
