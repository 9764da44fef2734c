import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@/app/_lib/form-types';
import { parseFormFields } from '@/app/_lib/form-values';

// An edit form sends every field; what an empty one means differs by field and by mode.
const fields: FieldSpec[] = [
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'amount', label: 'Amount', kind: 'money', required: true },
  { name: 'description', label: 'Description', kind: 'text' },
  { name: 'expiration_date', label: 'Expires', kind: 'date', nullable: true },
  { name: 'assignment_id', label: 'Assignment', kind: 'select', numeric: true, nullable: true },
  { name: 'hours', label: 'Hours', kind: 'int' },
];

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};

const allEmpty = form(Object.fromEntries(fields.map((f) => [f.name, ''])));

describe('parseFormFields', () => {
  it('a NUL character (the database cannot store it) is an error beside its field', () => {
    const out = parseFormFields(
      fields,
      form({ date: '2026-01-05', description: 'Cof\u0000fee', amount: '1\u0000' }),
      'create',
    );
    expect(out.errors).toEqual({
      description: expect.stringMatching(/NUL character/),
      amount: expect.stringMatching(/NUL character/),
    });
    expect(out.input).toEqual({ date: '2026-01-05' });
  });

  it('create: empty fields are left out (the schema decides what is required)', () => {
    expect(parseFormFields(fields, allEmpty, 'create')).toMatchObject({ input: {}, errors: {} });
  });

  it.each([
    ['a cleared nullable field', 'expiration_date', null],
    ['a cleared nullable select', 'assignment_id', null],
    ['a cleared text field', 'description', ''],
  ])('update: %s is cleared, not kept', (_label, name, value) => {
    expect(parseFormFields(fields, allEmpty, 'update').input[name]).toBe(value);
  });

  it('update: a cleared required field is an error beside it, never a silent "keep the old value"', () => {
    const { errors, input } = parseFormFields(fields, allEmpty, 'update');
    expect(errors).toEqual({ date: 'Required', amount: 'Required' });
    expect(input).not.toHaveProperty('date');
  });

  it('update: a cleared plain number is left unchanged (it is neither nullable nor required)', () => {
    expect(parseFormFields(fields, allEmpty, 'update').input).not.toHaveProperty('hours');
  });

  it('update: filled fields convert as on create ($140.25 → 14025 cents, ids → numbers)', () => {
    const { input, errors } = parseFormFields(
      fields,
      form({ date: '2026-02-15', amount: '$140.25', assignment_id: '7', description: ' x ' }),
      'update',
    );
    expect(errors).toEqual({});
    expect(input).toMatchObject({ date: '2026-02-15', amount: 14025, assignment_id: 7, description: 'x' });
  });

  // Miles and hours read like money does: a thousands comma is what a worker types ("1,870").
  it.each([
    ['1870', 1870],
    ['1,870', 1870],
    [' 1,450 ', 1450],
    ['12,345,678', 12345678],
  ])('a whole number %j reads as %d', (text, value) => {
    const { input, errors } = parseFormFields(fields, form({ hours: text }), 'create');
    expect(errors).toEqual({});
    expect(input.hours).toBe(value);
  });

  it.each([['1,87'], ['1.5'], ['18,70,0'], ['-3'], ['1870x']])('%j is not a whole number', (text) => {
    expect(parseFormFields(fields, form({ hours: text }), 'create').errors).toEqual({
      hours: 'Enter a whole number, like 1,870',
    });
  });
});
