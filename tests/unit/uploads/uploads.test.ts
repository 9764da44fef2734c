import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@/app/_lib/form-types';
import { listLabels, planFill } from '@/components/uploads/contract-fill';
import { ACCEPTED_TYPES, fileProblem, formatBytes, MAX_BYTES, typeOf } from '@/components/uploads/file-rules';
import type { ContractReading } from '@/components/uploads/types';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@/lib/validation/files';

describe('file rules (browser side)', () => {
  it('match the server rules of lib/validation/files', () => {
    expect([...ACCEPTED_TYPES]).toEqual([...UPLOAD_CONTENT_TYPES]);
    expect(MAX_BYTES).toBe(MAX_UPLOAD_BYTES);
  });

  it.each([
    ['a PDF', { name: 'lease.pdf', type: 'application/pdf', size: 10 }, null],
    ['a PNG without a reported type', { name: 'scan.PNG', type: '', size: 10 }, null],
    [
      'a Word file',
      { name: 'contract.docx', type: 'application/msword', size: 10 },
      /not a PDF, JPEG or PNG/,
    ],
    ['an empty file', { name: 'x.pdf', type: 'application/pdf', size: 0 }, /is empty/],
    ['25 MiB + 1 byte', { name: 'big.pdf', type: 'application/pdf', size: MAX_BYTES + 1 }, /limit is 25 MB/],
    ['exactly 25 MiB', { name: 'max.pdf', type: 'application/pdf', size: MAX_BYTES }, null],
  ])('%s', (_label, file, expected) => {
    const problem = fileProblem(file);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it.each([
    [{ name: 'a.JPG', type: '' }, 'image/jpeg'],
    [{ name: 'a.pdf', type: 'Application/PDF' }, 'application/pdf'],
    [{ name: 'noext', type: '' }, ''],
  ])('typeOf(%o) = %s', (file, type) => expect(typeOf(file)).toBe(type));

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'], // 1536 / 1024
    [200 * 1024, '200 KB'],
    [MAX_BYTES, '25 MB'],
  ])('formatBytes(%d) = %s', (n, text) => expect(formatBytes(n)).toBe(text));
});

const fields: FieldSpec[] = [
  { name: 'facility', label: 'Facility', kind: 'text' },
  { name: 'state', label: 'State', kind: 'select', options: [{ value: 'CO', label: 'CO' }] },
  { name: 'agency', label: 'Agency', kind: 'text' },
  { name: 'hours_per_week', label: 'Hours per week', kind: 'int' },
  { name: 'base_pay', label: 'Base', kind: 'money' },
  { name: 'housing_stipend', label: 'Housing', kind: 'money' },
  { name: 'sign_on_bonus', label: 'Sign-on', kind: 'money' },
];
const reading: ContractReading = {
  facility: 'Denver Health',
  location: 'Denver',
  state: 'CO',
  agency: 'Aya',
  start_date: '2026-01-05',
  end_date: '2026-04-05',
  base_pay: 210000,
  housing_stipend: 140000,
  mie_stipend: null,
  sign_on_bonus: 0,
  completion_bonus: null,
};

describe('planFill: only empty fields get the contract value', () => {
  it('fills empty fields, keeps typed ones, writes cents as dollars', () => {
    const plan = planFill(
      fields,
      { facility: '', state: '', agency: 'My agency', base_pay: '', hours_per_week: '36' },
      reading,
    );
    expect(plan.fill).toEqual([
      { name: 'facility', label: 'Facility', value: 'Denver Health' },
      { name: 'state', label: 'State', value: 'CO' },
      { name: 'base_pay', label: 'Base', value: '2100.00' }, // 210000 cents
      { name: 'housing_stipend', label: 'Housing', value: '1400.00' },
      { name: 'sign_on_bonus', label: 'Sign-on', value: '0.00' },
    ]);
    expect(plan.kept).toEqual(['Agency']);
  });

  it('skips a state the select does not offer and a value equal to what is typed', () => {
    const plan = planFill(fields, { facility: 'Denver Health' }, { ...reading, state: 'ZZ' });
    expect(plan.fill.map((f) => f.name)).not.toContain('state');
    expect(plan.kept).toEqual([]);
  });

  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('listLabels(%o) = %s', (labels, text) => expect(listLabels(labels)).toBe(text));
});
